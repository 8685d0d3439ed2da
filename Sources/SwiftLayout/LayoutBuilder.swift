import Foundation

/// The result builder of `sublayout { }` and `Layoutable.layout`.
///
///     root.sublayout {
///         title
///         if showsSubtitle { subtitle }
///         for row in rows { row }
///     }
#if MainActorIsolation
@MainActor
#endif
@resultBuilder public struct LayoutBuilder {
    /// A layout as is.
    public static func buildExpression<L: Layout>(_ layout: L) -> L { layout }
    /// An optional layout.
    public static func buildExpression<L: Layout>(_ layout: L?) -> OptionalLayout<L> { OptionalLayout(layout) }
    /// A bare view: a `ViewLayout` with no anchors and no children.
    public static func buildExpression<V: UIView>(_ uiView: V) -> ViewLayout<V> { ViewLayout(uiView) }
    /// An optional view.
    public static func buildExpression<V: UIView>(_ uiView: V?) -> OptionalLayout<ViewLayout<V>> {
        OptionalLayout(uiView.map { ViewLayout($0) })
    }
    /// A bare guide: a `GuideLayout` with no anchors.
    public static func buildExpression<G: UILayoutGuide>(_ layoutGuide: G) -> GuideLayout<G> {
        GuideLayout(layoutGuide)
    }
    /// An optional guide.
    public static func buildExpression<G: UILayoutGuide>(_ layoutGuide: G?) -> OptionalLayout<GuideLayout<G>> {
        OptionalLayout(layoutGuide.map { GuideLayout($0) })
    }

    /// An empty block.
    public static func buildBlock() -> EmptyLayout { EmptyLayout() }
    /// One statement, unwrapped.
    public static func buildBlock<L: Layout>(_ layout: L) -> L { layout }
    /// Two or more statements.
    public static func buildBlock<each L: Layout>(_ layouts: repeat each L) -> TupleLayout<repeat each L> {
        TupleLayout(repeat each layouts)
    }

    /// `for … in`.
    public static func buildArray<L: Layout>(_ components: [L]) -> ArrayLayout<L> { ArrayLayout(components) }
    /// `if` without `else`.
    public static func buildOptional<L: Layout>(_ component: L?) -> OptionalLayout<L> { OptionalLayout(component) }
    /// `if` without `else` (older spelling).
    public static func buildIf<L: Layout>(_ component: L?) -> OptionalLayout<L> { OptionalLayout(component) }
    /// The first branch of `if … else` / `switch`.
    public static func buildEither<True: Layout, False: Layout>(first component: True)
        -> ConditionalLayout<True, False> {
        ConditionalLayout(.first(component))
    }
    /// The second branch of `if … else` / `switch`.
    public static func buildEither<True: Layout, False: Layout>(second component: False)
        -> ConditionalLayout<True, False> {
        ConditionalLayout(.second(component))
    }
    /// The branch of an `if #available`.
    public static func buildLimitedAvailability<L: Layout>(_ component: L) -> AnyLayout { AnyLayout(component) }
}
