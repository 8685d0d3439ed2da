import SwiftLayout

/// One property `ViewPrinter` writes in a `.config { }` block when a view's value differs from the default
/// (RenderingAndSnapshotTests.md): how to read it, its default, and how to write it (the whole line).
///
///     ConfigurableProperty.property(keypath: \CardView.isFolded, defaultValue: false) { "$0.isFolded = \($0)" }
public struct ConfigurableProperty {
    /// The line for `view`, or nil when the view is of another class or has the default value.
    private let line: (UIView) -> String?

    private init(line: @escaping (UIView) -> String?) {
        self.line = line
    }

    /// The line `describer(value)` when `view` is a `View` whose value differs from the default.
    func configuration(of view: UIView) -> String? {
        line(view)
    }

    /// A property read by `getter`, printed when its value differs from `defaultValue`.
    ///
    ///     .property(getter: { (view: CardView) in view.corner }, defaultValue: 8) { "$0.corner = \($0)" }
    public static func property<View: UIView, Value: Equatable>(
        getter: @escaping (View) -> Value, defaultValue: Value, describer: @escaping (Value) -> String
    ) -> ConfigurableProperty {
        ConfigurableProperty { view in
            guard let view = view as? View else { return nil }
            let value = getter(view)
            return value == defaultValue ? nil : describer(value)
        }
    }

    /// A property read by `getter`, printed when its value differs from the reference view's.
    ///
    ///     .property(getter: { $0.title(for: .normal) }, defaultReferenceView: button) {
    ///         "$0.setTitle(\($0), for: .normal)"
    ///     }
    public static func property<View: UIView, Value: Equatable>(
        getter: @escaping (View) -> Value, defaultReferenceView: View, describer: @escaping (Value) -> String
    ) -> ConfigurableProperty {
        property(getter: getter, defaultValue: getter(defaultReferenceView), describer: describer)
    }

    /// A property at a key path, printed when its value differs from `defaultValue`.
    ///
    ///     .property(keypath: \CardView.isFolded, defaultValue: false) { "$0.isFolded = \($0)" }
    public static func property<View: UIView, Value: Equatable>(
        keypath: KeyPath<View, Value>, defaultValue: Value, describer: @escaping (Value) -> String
    ) -> ConfigurableProperty {
        property(getter: { (view: View) in view[keyPath: keypath] }, defaultValue: defaultValue, describer: describer)
    }

    /// A property at a key path, printed when its value differs from the reference view's.
    ///
    ///     .property(keypath: \.numberOfLines, defaultReferenceView: label) { "$0.numberOfLines = \($0)" }
    public static func property<View: UIView, Value: Equatable>(
        keypath: KeyPath<View, Value>, defaultReferenceView: View, describer: @escaping (Value) -> String
    ) -> ConfigurableProperty {
        property(keypath: keypath, defaultValue: defaultReferenceView[keyPath: keypath], describer: describer)
    }
}

/// A view class that lists its own configurable properties for `ViewPrinter`'s `.withViewConfig`, instead
/// of (or beside) a registration in ``ConfigurableProperties``.
///
///     final class CardView: UIView, CustomConfigurableProperties {
///         var isFolded = false
///         var configurableProperties: [ConfigurableProperty] {
///             [.property(keypath: \CardView.isFolded, defaultValue: false) { "$0.isFolded = \($0)" }]
///         }
///     }
#if MainActorIsolation
@MainActor
#endif
public protocol CustomConfigurableProperties: AnyObject {
    /// The view's own properties, each with its default.
    var configurableProperties: [ConfigurableProperty] { get }
}
