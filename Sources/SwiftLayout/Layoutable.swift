import Foundation

/// A class that owns a layout and its activation; `sl.updateLayout()` activates, then diffs.
///
///     final class Card: UIView, Layoutable {
///         var activation: Activation?
///         var layout: some Layout { self.sublayout { title.anchors { Anchors.cap() } } }
///         override init(frame: CGRect) { super.init(frame: frame); sl.updateLayout() }
///     }
#if MainActorIsolation
@MainActor
#endif
public protocol Layoutable: AnyObject {
    /// The type of the layout.
    associatedtype LayoutBody: Layout
    /// The activation of the last `updateLayout`, nil before the first.
    var activation: Activation? { get set }
    /// The layout, evaluated at every `updateLayout`.
    @LayoutBuilder var layout: LayoutBody { get }
}

extension Layoutable {
    /// The layout methods of this instance.
    ///
    ///     card.sl.updateLayout(forceLayout: true)
    public var sl: LayoutableMethodWrapper<Self> { LayoutableMethodWrapper(self) }
}

/// The methods `Layoutable` gets through `sl`.
#if MainActorIsolation
@MainActor
#endif
public final class LayoutableMethodWrapper<L: Layoutable> {
    private let layoutable: L

    init(_ layoutable: L) { self.layoutable = layoutable }

    /// Evaluates `layout` once, updates it from `activation` (or activates it) and stores the result.
    ///
    ///     card.sl.updateLayout()
    public func updateLayout(forceLayout: Bool = false) {
        let layout = layoutable.layout
        layoutable.activation = layout.update(fromActivation: layoutable.activation ?? Activation(),
                                              forceLayout: forceLayout)
    }
}
