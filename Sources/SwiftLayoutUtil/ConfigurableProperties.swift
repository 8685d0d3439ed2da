import Foundation
import SwiftLayout

/// The registry of configurable properties per view class that `ViewPrinter` reads with `.withViewConfig`
/// (RenderingAndSnapshotTests.md). The platform's classes are registered already (`UIView`, `UIControl`,
/// `UIButton`, `UILabel`, `UIImageView`, `UIStackView`, `UISwitch`); register your own classes, or adopt
/// ``CustomConfigurableProperties``.
///
///     ConfigurableProperties.default.regist(CardView.self, defaultReferenceView: CardView()) { reference in
///         [.property(keypath: \.isFolded, defaultReferenceView: reference) { "$0.isFolded = \($0)" }]
///     }
///
/// A view gets the handlers of its class chain from `UIView` down, each given one **reference instance**: a
/// fresh instance of the most-derived class that has a handler. A property prints when the view's value
/// differs from the default. A view that adopts ``CustomConfigurableProperties`` skips its own class's
/// handler, takes its reference from the next registered ancestor, and adds its own properties.
#if MainActorIsolation
@MainActor
#endif
public final class ConfigurableProperties {
    /// The registry `ViewPrinter` uses.
    ///
    ///     ConfigurableProperties.default.regist(CardView.self, defaultReferenceView: CardView()) { _ in [] }
    public static let `default` = ConfigurableProperties()

    private struct Handler {
        let makeReference: () -> UIView
        let properties: (UIView) -> [ConfigurableProperty]
    }

    private let lock = NSLock()
    private var handlers: [ObjectIdentifier: Handler] = [:]

    private init() {
        registerPlatformClasses()
    }

    /// Registers (or replaces) the properties of a view class; `propertiesHandler` is given the reference
    /// instance to read defaults from.
    ///
    ///     ConfigurableProperties.default.regist(CardView.self, defaultReferenceView: CardView()) { reference in
    ///         [.property(keypath: \.corner, defaultReferenceView: reference) { "$0.corner = \($0)" }]
    ///     }
    public func regist<V: UIView>(_ view: V.Type, defaultReferenceView: @autoclosure @escaping () -> V,
                                  propertiesHandler: @escaping (_ defaultReferenceView: V) -> [ConfigurableProperty]) {
        let handler = Handler(makeReference: defaultReferenceView) { reference in
            (reference as? V).map(propertiesHandler) ?? []
        }
        lock.lock()
        defer { lock.unlock() }
        handlers[ObjectIdentifier(view)] = handler
    }

    private func handler(for type: AnyClass) -> Handler? {
        lock.lock()
        defer { lock.unlock() }
        return handlers[ObjectIdentifier(type)]
    }

    /// The `.config { }` lines of a view, sorted as strings; `references` caches one reference instance per
    /// class for a printer run.
    func configurationLines(of view: UIView, references: inout [ObjectIdentifier: UIView]) -> [String] {
        let custom = view as? CustomConfigurableProperties
        var chain: [(type: AnyClass, handler: Handler)] = []
        var current: AnyClass? = type(of: view)
        while let type = current {
            let isOwnClass = type == Swift.type(of: view)
            if let handler = handler(for: type), !(custom != nil && isOwnClass) { chain.append((type, handler)) }
            if type == UIView.self { break }
            current = _getSuperclass(type)
        }
        var properties: [ConfigurableProperty] = []
        if let mostDerived = chain.first {
            let key = ObjectIdentifier(mostDerived.type)
            let reference = references[key] ?? mostDerived.handler.makeReference()
            references[key] = reference
            for (_, handler) in chain.reversed() { properties += handler.properties(reference) }
        }
        if let custom { properties += custom.configurableProperties }
        return properties.compactMap { $0.configuration(of: view) }.sorted()
    }
}

#if !MainActorIsolation
/// The registry is guarded by a lock; its handlers run on the printing thread.
extension ConfigurableProperties: @unchecked Sendable {}
#endif
