import Foundation

/// A reusable modifier: `body(content:)` builds a view around the content (SwiftLayoutUI.md).
///
///     struct Card: ViewModifier {
///         func body(content: Content) -> some View { content.padding(8).background(Color.white) }
///     }
///     Text("Hi").modifier(Card())
///
/// Main-actor isolated with the `MainActorIsolation` trait, as SwiftUI's is.
#if MainActorIsolation
@MainActor @preconcurrency
#endif
public protocol ViewModifier {
    /// The type of view `body(content:)` returns.
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>

    /// The view around `content`.
    ///
    ///     func body(content: Content) -> some View { content.padding() }
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The content inside a `ViewModifier`'s body.
///
///     func body(content: Content) -> some View { content.padding() }
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let depth: Int

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Resolves the content the modifier was applied to.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        guard view.depth < resolver.modifierContents.count else { return }
        resolver.modifierContents[view.depth](resolver)
    }
}

/// A view with a modifier applied.
///
///     ModifiedContent(content: Text("Hi"), modifier: Card())   // Text("Hi").modifier(Card())
public nonisolated struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// The content.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// A view with a modifier applied.
    ///
    ///     ModifiedContent(content: Text("Hi"), modifier: Card())
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Resolves the modifier's body with this content in place of `content`.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        let content = view.content
        let depth = resolver.modifierContents.count
        resolver.modifierContents.append { Content._makeViews(content, into: $0) }
        let body = onMainActor((view.modifier, _ViewModifier_Content<Modifier>(depth: depth))) { $0.0.body(content: $0.1) }
        let run = resolver.resolveRun { Modifier.Body._makeViews(body, into: $0) }
        resolver.modifierContents.removeLast()
        if run.count == 1 {
            resolver.graph.withExtra(resolver.output[run.lowerBound]) { $0.names.append(NameLayer(type: Modifier.self)) }
        }
    }
}

nonisolated extension View {
    /// Applies a modifier.
    ///
    ///     Text("Hi").modifier(Card())
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
