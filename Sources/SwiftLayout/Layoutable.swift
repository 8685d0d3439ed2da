import Foundation

/// A class that owns a layout and its activation; `sl.updateLayout()` activates, then diffs.
///
///     final class Card: UIView, Layoutable {
///         var activation: Activation?
///         var layout: some Layout { self.sublayout { title.anchors { Anchors.cap() } } }
///         override init(frame: CGRect) { super.init(frame: frame); sl.updateLayout() }
///     }
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

/// A stored property of a `Layoutable` class whose every write calls `sl.updateLayout()`.
///
///     @LayoutProperty var isCompact = false   // card.isCompact = true updates the layout
@propertyWrapper public final class LayoutProperty<Value> {
    private var value: Value

    /// Wraps the initial value.
    public init(wrappedValue: Value) { self.value = wrappedValue }

    /// Reads the value; writing stores it and updates the enclosing instance's layout synchronously.
    public static subscript<Instance: Layoutable>(
        _enclosingInstance instance: Instance,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Instance, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Instance, LayoutProperty>
    ) -> Value {
        get { instance[keyPath: storageKeyPath].value }
        set {
            instance[keyPath: storageKeyPath].value = newValue
            instance.sl.updateLayout()
        }
    }

    /// Unavailable: the wrapper works only as a stored property of a `Layoutable` class.
    @available(*, unavailable, message: "@LayoutProperty works only as a stored property of a Layoutable class")
    public var wrappedValue: Value {
        get { fatalError("@LayoutProperty works only inside a Layoutable class") }
        set { fatalError("@LayoutProperty works only inside a Layoutable class") }
    }
}

/// A stored property of a `Layoutable` class whose every write animates `sl.updateLayout(forceLayout: true)`.
///
///     @AnimatableLayoutProperty(duration: 0.25) var isOpen = false
@propertyWrapper public final class AnimatableLayoutProperty<Value> {
    private var value: Value
    private let duration: TimeInterval
    private let delay: TimeInterval
    private let options: UIView.AnimationOptions
    private let completion: ((Bool) -> Void)?

    /// Wraps the initial value with the animation parameters used on every write.
    public init(wrappedValue: Value, duration: TimeInterval, delay: TimeInterval = .zero,
                options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        self.value = wrappedValue
        self.duration = duration
        self.delay = delay
        self.options = options
        self.completion = completion
    }

    /// Reads the value; writing stores it and runs a forced layout update inside `UIView.animate`.
    public static subscript<Instance: Layoutable>(
        _enclosingInstance instance: Instance,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Instance, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Instance, AnimatableLayoutProperty>
    ) -> Value {
        get { instance[keyPath: storageKeyPath].value }
        set {
            let storage = instance[keyPath: storageKeyPath]
            storage.value = newValue
            UIView.animate(withDuration: storage.duration, delay: storage.delay, options: storage.options,
                           animations: { [weak instance] in instance?.sl.updateLayout(forceLayout: true) },
                           completion: storage.completion)
        }
    }

    /// Unavailable: the wrapper works only as a stored property of a `Layoutable` class.
    @available(*, unavailable,
               message: "@AnimatableLayoutProperty works only as a stored property of a Layoutable class")
    public var wrappedValue: Value {
        get { fatalError("@AnimatableLayoutProperty works only inside a Layoutable class") }
        set { fatalError("@AnimatableLayoutProperty works only inside a Layoutable class") }
    }
}
