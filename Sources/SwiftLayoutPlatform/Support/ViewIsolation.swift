import Foundation

// UIKit's isolation (TheUIKitLayer.md): with the `MainActorIsolation` trait the classes UIKit declares `@MainActor`
// are main-actor isolated here too, each written `#if MainActorIsolation` / `@MainActor` / `#endif` so that one
// declaration serves both configurations.
//
// Isolated (as in UIKit): `UIResponder` and so `UIView` and every view class, `UILayoutGuide`,
// `NSLayoutConstraint` and its subclasses, `NSLayoutAnchor` and its subclasses, `UIScreen`, `UIAction`, the
// protocol `UIAccessibilityIdentification`; and what drives views: `CALayer` (a view's property bag here;
// QuartzCore leaves it non-isolated), `AnimationClock`, the layout engine.
// Not isolated, `Sendable`: `UIColor`, `UIFont`, `UIImage` (its identifier is behind a lock), `CGColor`, and every
// value type.
// UIKit's `nonisolated` exceptions inside isolated classes, kept here: the constants UIKit imports from C globals
// (`UIView.noIntrinsicMetric`, `layoutFittingCompressedSize`, `layoutFittingExpandedSize`,
// `UIStackView.spacingUseDefault`, `spacingUseSystem`), nested types (enums and option sets), and `NSObject`'s
// members (`description`, `debugDescription`, `isEqual(_:)`, `hash`), which UIKit inherits without isolation:
// their overrides are `nonisolated` and read the object through `assumeViewIsolation`.

#if MainActorIsolation
/// Runs `body`, which reads main-actor state, from a nonisolated override of an `NSObject` member. The caller
/// must be on the main actor, where every view lives in this configuration; Swift checks it
/// (`MainActor.assumeIsolated`) and stops the process otherwise.
@inline(__always)
func assumeViewIsolation<T: Sendable>(_ body: @MainActor () -> T) -> T {
    MainActor.assumeIsolated(body)
}
#else
/// Runs `body`: without the trait nothing is isolated.
@inline(__always)
func assumeViewIsolation<T: Sendable>(_ body: () -> T) -> T {
    body()
}
#endif
