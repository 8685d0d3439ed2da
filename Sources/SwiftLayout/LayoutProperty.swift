import Foundation

/// A stored property of a `Layoutable` class whose every write calls `sl.updateLayout()`.
///
///     @LayoutProperty var isCompact = false   // card.isCompact = true updates the layout
#if MainActorIsolation
@MainActor
#endif
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
