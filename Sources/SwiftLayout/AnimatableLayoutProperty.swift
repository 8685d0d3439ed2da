import Foundation

/// A stored property of a `Layoutable` class whose every write animates `sl.updateLayout(forceLayout: true)`.
///
///     @AnimatableLayoutProperty(duration: 0.25) var isOpen = false
#if MainActorIsolation
@MainActor
#endif
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
