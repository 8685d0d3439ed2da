import Foundation

// The graph lays out in nonisolated code (a `Layout`'s methods and `LayoutSubview` are nonisolated, as in
// SwiftUI), and calls into code SwiftUI runs on the main actor (a view's `body`, a modifier's
// `body(content:)`, a representable's methods, a UIKit view) through `onMainActor`. With the
// `MainActorIsolation` trait the graph only ever runs on the main actor (it is made there by `ViewGraph.init`,
// and it is not `Sendable`, so it cannot leave), and `MainActor.assumeIsolated` checks that; without the trait
// nothing is isolated and the call is direct.

#if MainActorIsolation
/// Runs `body` with `input` on the main actor, which the caller is on (checked, see above).
///
///     onMainActor(view) { $0.body }
@inline(__always)
func onMainActor<Input, Output>(_ input: Input, _ body: @MainActor (Input) -> Output) -> Output {
    let box = UncheckedBox(input)
    return MainActor.assumeIsolated { UncheckedBox(body(box.value)) }.value
}

/// A value carried across `MainActor.assumeIsolated`, which only ever runs on the caller's own thread.
struct UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
#else
/// Runs `body` with `input`: without the trait nothing is isolated.
///
///     onMainActor(view) { $0.body }
@inline(__always)
func onMainActor<Input, Output>(_ input: Input, _ body: (Input) -> Output) -> Output {
    body(input)
}
#endif
