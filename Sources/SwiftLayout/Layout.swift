import Foundation

/// A node of a layout tree: optionally a view or a layout guide, its anchors, an option and its children.
///
/// Layout values are built by ``LayoutBuilder`` and the view helpers, and do nothing until activated:
///
///     let activation = root.sublayout { title.anchors { Anchors.top; Anchors.centerX } }.active()
///     root.layoutIfNeeded()
#if MainActorIsolation
@MainActor
#endif
public protocol Layout {
    /// The view of a view node, or nil.
    var view: UIView? { get }
    /// The guide of a guide node (when `view` is nil), or nil.
    var layoutGuide: UILayoutGuide? { get }
    /// The constraints whose first item is this node's view or guide.
    var anchors: Anchors { get }
    /// The children, in declaration order.
    var sublayouts: [any Layout] { get }
    /// The option passed down to the children; nil inherits the parent's.
    var option: LayoutOption? { get }
    /// Called on every node, in pre-order, before a pass does anything else.
    func layoutWillActivate()
    /// Called on every node, in pre-order, after a pass has activated everything.
    func layoutDidActivate()
}

extension Layout {
    /// No view.
    public var view: UIView? { nil }
    /// No guide.
    public var layoutGuide: UILayoutGuide? { nil }
    /// A new, empty `Anchors`.
    public var anchors: Anchors { Anchors() }
    /// nil: inherit the parent's option.
    public var option: LayoutOption? { nil }
    /// Does nothing.
    public func layoutWillActivate() {}
    /// Does nothing.
    public func layoutDidActivate() {}
}

extension Layout {
    /// Activates the layout and returns the activation to pass to the next update.
    ///
    ///     let activation = root.sublayout { child.anchors { Anchors.allSides() } }.active()
    public func active(forceLayout: Bool = false) -> Activation {
        Activator.update(self, from: Activation(), forceLayout: forceLayout)
    }

    /// Activates this version of the layout against `activation`, changing only what differs, and returns
    /// the same activation.
    ///
    ///     activation = layout().update(fromActivation: activation)
    @discardableResult
    public func update(fromActivation activation: Activation, forceLayout: Bool = false) -> Activation {
        Activator.update(self, from: activation, forceLayout: forceLayout)
    }

    /// Activates the layout once and records nothing; for layouts that never change.
    ///
    ///     root.sublayout { child.anchors { Anchors.allSides() } }.finalActive()
    public func finalActive(forceLayout: Bool = false) {
        Activator.finalActive(self, forceLayout: forceLayout)
    }

    /// Wraps the layout in an ``AnyLayout``.
    ///
    ///     let erased: AnyLayout = child.anchors { Anchors.top }.eraseToAnyLayout()
    public func eraseToAnyLayout() -> AnyLayout { AnyLayout(self) }

    /// The old spelling of ``eraseToAnyLayout()``.
    @available(*, deprecated, renamed: "eraseToAnyLayout()")
    public var anyLayout: AnyLayout { AnyLayout(self) }
}

/// Options a node passes down to the nodes below it (as far as the next view).
///
///     GroupLayout(option: .isNotArranged) { backdrop }
public struct LayoutOption: OptionSet, Sendable {
    /// The raw bits.
    public var rawValue: Int
    /// Creates an option from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No option.
    public static let none: LayoutOption = []
    /// Inside a stack view: a plain subview, not an arranged one.
    public static let isNotArranged = LayoutOption(rawValue: 1 << 0)
}

/// A reusable piece of layout whose children are its `layout`.
///
///     struct Avatar: ModularLayout {
///         let image: UIImageView
///         var layout: some Layout { image.anchors { Anchors.size(width: 48, height: 48) } }
///     }
public protocol ModularLayout: Layout {
    /// The type of the body.
    associatedtype LayoutBody: Layout
    /// The body.
    @LayoutBuilder var layout: LayoutBody { get }
}

extension ModularLayout {
    /// `[layout]`.
    public var sublayouts: [any Layout] { [layout] }
}
