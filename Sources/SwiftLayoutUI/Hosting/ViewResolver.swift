import Foundation

/// Turns view values into the nodes of a ``ViewGraph`` (an implementation detail of ``View``; SwiftUI has
/// the same kind of hook as `_makeView`). Not for use in app code.
///
///     // Only the library calls it:
///     V._makeViews(root, into: resolver)
public final class _ViewResolver {
    let graph: ViewGraph
    /// The nodes the list being resolved has produced so far; a container takes the run it started.
    // Figure: the run-time checks of the resolver's three sites marked so: swiftui-feed build + first layout
    // 55.84 M instructions against 53.54 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) var output: [Int32] = []
    // Figure: the run-time checks of the resolver's three sites marked so: swiftui-feed build + first layout
    // 55.84 M instructions against 53.54 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) var environment = ResolvedEnvironment()
    /// The orientation of the stack whose direct content is being resolved (spacers read it).
    // Figure: the run-time checks of the resolver's three sites marked so: swiftui-feed build + first layout
    // 55.84 M instructions against 53.54 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) var stackAxis: Axis?
    /// The contents of user `ViewModifier`s being resolved, innermost last.
    var modifierContents: [(_ViewResolver) -> Void] = []

    /// The represented UIKit views of the content's last resolution, in order, for the same places in this
    /// one to keep (a `GeometryReader`'s content is resolved on every pass, a hosting view's on every new
    /// root view).
    var reusableRepresentables: [RepresentableContent] = []

    init(graph: ViewGraph, reusing previous: ViewGraph? = nil) {
        self.graph = graph
        if let previous { reusableRepresentables = previous.representables.compactMap { $0 as? RepresentableContent } }
    }

    /// The first represented view left from the last resolution that a `R` made, taken out of the pool.
    func takeRepresentable<R: View>(_ type: R.Type) -> RepresentableContent? {
        let id = ObjectIdentifier(type)
        guard let k = reusableRepresentables.firstIndex(where: { $0.representableType == id }) else { return nil }
        return reusableRepresentables.remove(at: k)
    }

    /// Appends a leaf node to the current list.
    func appendLeaf(_ node: Node) {
        output.append(graph.add(node))
    }

    /// Resolves `content` into a run of the current list and returns the run's bounds.
    func resolveRun(_ content: (_ViewResolver) -> Void) -> Range<Int> {
        let start = output.count
        content(self)
        return start..<output.count
    }

    /// Resolves `content` and wraps each view it produced in a node made by `make` (a modifier applied to a
    /// list applies to each element, as SwiftUI does for `Group`). Priority and layout values pass through.
    func wrapEach(_ content: (_ViewResolver) -> Void, _ make: (Int32) -> Node) {
        let run = resolveRun(content)
        for k in run {
            let child = output[k]
            var node = make(child)
            node.priority = graph.nodes[Int(child)].priority
            node.values = graph.nodes[Int(child)].values
            output[k] = graph.add(node, child: child)
        }
    }

    /// Resolves `content` and edits each produced node (traits such as priority, guides and names).
    func editEach(_ content: (_ViewResolver) -> Void, _ edit: (Int32) -> Void) {
        let run = resolveRun(content)
        for k in run { edit(output[k]) }
    }

    /// Resolves `content` as the subviews of a container made by `make`, with `axis` the orientation spacers
    /// inside see; appends the container.
    func container(axis: Axis?, _ content: (_ViewResolver) -> Void, _ make: () -> Node) {
        let savedAxis = stackAxis
        stackAxis = axis
        let run = resolveRun(content)
        stackAxis = savedAxis
        let node = graph.add(make(), children: output[run])
        output.removeSubrange(run)
        output.append(node)
    }

    /// Resolves `content` as exactly one node: several are put in a container made by `wrap` (an implicit
    /// stack), none give an empty one.
    func single(_ content: (_ViewResolver) -> Void, axis: Axis?, wrap: () -> Node) -> Int32 {
        let savedAxis = stackAxis
        stackAxis = axis
        let run = resolveRun(content)
        stackAxis = savedAxis
        let node: Int32
        if run.count == 1 {
            node = output[run.lowerBound]
        } else {
            node = graph.add(wrap(), children: output[run])
        }
        output.removeSubrange(run)
        return node
    }

    /// Resolves `content` with the environment changed by `change`.
    func withEnvironment(_ change: (inout ResolvedEnvironment) -> Void, _ content: (_ViewResolver) -> Void) {
        let saved = environment
        change(&environment)
        content(self)
        environment = saved
    }

    /// A user view: its body (evaluated on the main actor, as SwiftUI does), with the view's type recorded as
    /// a name layer on the node it produced.
    func makeUserView<V: View>(_ view: V) {
        let body = onMainActor(view) { $0.body }
        let run = resolveRun { V.Body._makeViews(body, into: $0) }
        if run.count == 1 {
            graph.withExtra(output[run.lowerBound]) { $0.names.append(NameLayer(type: V.self)) }
        }
    }

    /// The root's nodes; several are stacked in an implicit `VStack`.
    func finishRoot() -> [Int32] {
        if output.count > 1 {
            let node = graph.add(graph.layoutNode(StackContainer(VStackLayout())), children: output[...])
            return [node]
        }
        return output
    }
}

/// The environment values layout reads, flowing down from `.font(_:)` and `.lineLimit(_:)` (nearest wins).
struct ResolvedEnvironment {
    var font: Font?
    var lineLimit: Int?
}
