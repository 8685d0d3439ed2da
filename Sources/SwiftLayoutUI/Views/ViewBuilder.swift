import Foundation

/// Builds views from closures: sequences, `if`, `if`/`else`, `switch`, optional content and `#available`
/// (SwiftLayoutUI.md).
///
///     VStack {
///         Text("Title")
///         if showsDetail { Text("Detail") } else { Spacer() }
///         ForEach(0..<3) { Text("Row \($0)") }
///     }
@resultBuilder
public enum ViewBuilder {
    /// No views.
    ///
    ///     VStack {}   // EmptyView
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, unchanged.
    ///
    ///     VStack { Text("A") }
    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, in order.
    ///
    ///     VStack { Text("A"); Text("B"); Text("C") }
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// A view expression.
    ///
    ///     VStack { Text("A") }
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`.
    ///
    ///     VStack { if flag { Text("A") } }
    @inlinable
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    ///
    ///     VStack { if flag { Text("A") } else { Color.red } }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    ///
    ///     VStack { if flag { Text("A") } else { Color.red } }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content behind an availability check.
    ///
    ///     VStack { if #available(macOS 14, *) { Text("A") } }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views from a `@ViewBuilder` sequence; in a container they are separate subviews.
///
///     HStack { Text("A"); Text("B") }   // two subviews
public nonisolated struct TupleView<each Content: View>: View {
    /// The views, kept in a shared box: a tuple of a parameter pack has no static layout, so copying it in
    /// generic code asks the runtime for its type each time (a fifth of a feed's first layout); a reference
    /// copies for a retain.
    @usableFromInline let storage: TupleViewStorage<repeat each Content>

    /// The views, in order. Read-only here (SwiftUI's is settable): Swift 6.3's compiler crashes on a setter
    /// of a pack-typed computed property.
    ///
    ///     TupleView(Text("A"), Text("B")).value.0   // Text("A")
    public var value: (repeat each Content) { storage.value }

    /// The views, in order.
    ///
    ///     TupleView(Text("A"), Text("B"))
    @inlinable
    public init(_ value: repeat each Content) { storage = TupleViewStorage((repeat each value)) }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Resolves each view in order.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        for element in repeat each view.storage.value {
            resolveElement(element, resolver)
        }
    }
}

/// A `TupleView`'s views (immutable: a change makes a new box).
@usableFromInline
final class TupleViewStorage<each Content: View> {
    let value: (repeat each Content)
    @usableFromInline init(_ value: (repeat each Content)) { self.value = value }
}

private func resolveElement<V: View>(_ view: V, _ resolver: _ViewResolver) {
    V._makeViews(view, into: resolver)
}

/// The result of an `if`/`else` or `switch` in a `@ViewBuilder`: one branch's views.
///
///     VStack { if flag { Text("A") } else { Color.red } }
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Resolves the branch taken.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        switch view.storage {
        case let .trueContent(content): TrueContent._makeViews(content, into: resolver)
        case let .falseContent(content): FalseContent._makeViews(content, into: resolver)
        }
    }
}

/// Optional content: nothing when nil.
///
///     VStack { if let name { Text(name) } }
nonisolated extension Optional: View where Wrapped: View {
    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Resolves the wrapped view if there is one.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        if let view { Wrapped._makeViews(view, into: resolver) }
    }
}

/// No view at all: not even a subview of its container.
///
///     HStack { EmptyView(); Text("A") }   // one subview
public nonisolated struct EmptyView: View {
    /// The empty view.
    ///
    ///     EmptyView()
    @inlinable
    public init() {}

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Produces nothing.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {}
}

/// Groups views without a container: in a stack, a `Group` of three texts is three subviews; a modifier on
/// the group applies to each.
///
///     HStack { Group { Text("A"); Text("B") }.padding(4) }   // two padded subviews
public nonisolated struct Group<Content: View>: View {
    let content: Content

    /// A group of the builder's views.
    ///
    ///     Group { Text("A"); Text("B") }
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Resolves the content in place.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        Content._makeViews(view.content, into: resolver)
    }
}

/// A type-erased view.
///
///     func row(_ wide: Bool) -> AnyView { wide ? AnyView(Color.red) : AnyView(Text("A")) }
public nonisolated struct AnyView: View {
    let make: (_ViewResolver) -> Void

    /// Erases the type of `view`.
    ///
    ///     AnyView(Text("A"))
    public init<V: View>(_ view: V) {
        make = { V._makeViews(view, into: $0) }
    }

    /// Erases the type of `view`.
    ///
    ///     AnyView(erasing: Text("A"))
    public init<V: View>(erasing view: V) { self.init(view) }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Resolves the wrapped view.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) { view.make(resolver) }
}
