import Foundation

/// A piece of user interface: a value whose `body` is made of other views (SwiftLayoutUI.md).
///
/// Layout is a pure function of the view value and the proposal: the same value proposed the same size
/// lays out the same way, every time.
///
/// Isolation follows SwiftUI (iOS 18): with the `MainActorIsolation` trait (the default) the protocol is
/// `@MainActor @preconcurrency`, so a view's `body` runs on the main actor and the views you write are
/// main-actor isolated; the modifiers and the built-in views' initializers are `nonisolated`, so views can
/// be made anywhere; `Layout`, `Shape` and the values (`ProposedViewSize`, `ViewDimensions`, `PlacedView`)
/// are not isolated. Without the trait nothing is isolated and separate trees lay out in parallel.
///
///     struct Day: View {
///         let label: String
///         var body: some View {
///             Text(label).padding(10).background(RoundedRectangle(cornerRadius: 8).fill(Color.red))
///         }
///     }
#if MainActorIsolation
@MainActor @preconcurrency
#endif
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View

    /// The view's content.
    ///
    ///     var body: some View { Text("Hello") }
    @ViewBuilder var body: Body { get }

    /// Resolves the view into layout nodes (implementation detail; do not implement or call).
    ///
    ///     // The default resolves `body`.
    nonisolated static func _makeViews(_ view: Self, into resolver: _ViewResolver)
}

nonisolated extension View {
    /// Resolves `body` (on the main actor, where SwiftUI runs it) and records the view's type as its name in
    /// the placed tree.
    ///
    ///     // Called by the library only.
    public nonisolated static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        resolver.makeUserView(view)
    }
}

/// Primitive views have no body (`Body == Never`).
///
///     Text("Hello").body   // traps, as in SwiftUI
nonisolated extension Never: View {
    /// Never.
    public typealias Body = Never

    /// Never called.
    ///
    ///     // A primitive view's body traps.
    public var body: Never { fatalError("Never has no body") }

    /// Never called: no value of `Never` exists.
    public static func _makeViews(_ view: Never, into resolver: _ViewResolver) {}
}

/// The body of a primitive view: SwiftUI traps here too.
func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view and has no body")
}
