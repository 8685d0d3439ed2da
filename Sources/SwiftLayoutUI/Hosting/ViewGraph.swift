import Foundation

/// A resolved view tree and the state of its layout passes: the engine behind `PlacedView.layout(_:in:)`
/// (and the hosting controller, later).
///
/// The view value is resolved once into a flat array of nodes (SwiftLayoutUI.md); a pass proposes the host's
/// size to the root, sizes every node through `size(_:_:)` (memoised per node and proposal within the pass,
/// SwiftLayoutUI.md) and places it, writing each node's frame into `placements`. Nothing here is global: two
/// graphs can be laid out at the same time on two threads (in the non-isolated configuration).
///
/// Isolation: the graph is a nonisolated class, because a `Layout`'s methods and `LayoutSubview` call it
/// from nonisolated code, as in SwiftUI. With the `MainActorIsolation` trait it is made, laid out and read on
/// the main actor (its entry points are `@MainActor` there, and it is not `Sendable`, so it stays there);
/// the user code it calls that SwiftUI runs on the main actor goes through `onMainActor`.
package final class ViewGraph {
    // `@exclusivity(unchecked)` on the graph's and containers' stored arrays and caches: every sizing and
    // placing step reads and writes them, always on one thread within a pass. Figure: with all 33 of them
    // checked, callgrind counts 41.3 % more instructions for the swiftui-feed workload (N = 1,000, f65c4f5).
    @exclusivity(unchecked) var nodes: [Node] = []
    /// The children of every node, each node's run contiguous.
    @exclusivity(unchecked) var childList: [Int32] = []
    /// The nodes the root view resolved to (one: several are wrapped in an implicit `VStack`).
    @exclusivity(unchecked) var roots: [Int32] = []
    @exclusivity(unchecked) var extras: [NodeExtra] = []
    // The tables the nodes' kinds index into.
    @exclusivity(unchecked) var texts: [TextContent] = []
    @exclusivity(unchecked) var containers: [LayoutContainer] = []
    @exclusivity(unchecked) var readers: [GeometryReaderContent] = []
    @exclusivity(unchecked) var representables: [any HostedUIView] = []
    @exclusivity(unchecked) var customShapes: [(ProposedViewSize) -> CGSize] = []
    /// Fill names of shapes and colours, for the report.
    @exclusivity(unchecked) var fills: [Fill] = []
    @exclusivity(unchecked) var layoutValues: [[(key: ObjectIdentifier, value: Any)]] = []
    @exclusivity(unchecked) var insets: [EdgeInsets] = []
    @exclusivity(unchecked) var fixedFrames: [FixedFrame] = []
    @exclusivity(unchecked) var flexFrames: [FlexibleFrame] = []
    @exclusivity(unchecked) var alignments: [Alignment] = []

    /// The pixel grid frames are rounded to when reported (SwiftLayoutUI.md).
    @exclusivity(unchecked) package var scale: CGFloat
    /// The measurer texts use, read once (it may be a task-local override).
    let measurer: any TextMeasurer

    /// Incremented by every pass; caches remember the pass they were computed in.
    @exclusivity(unchecked) var pass: UInt32 = 0
    @exclusivity(unchecked) var memo: [MemoEntry] = []
    @exclusivity(unchecked) var memoOverflow: [MemoKey: CGSize] = [:]
    /// How many sizes were computed (not found in the memo) since the graph was made: the work counter the
    /// benchmarks report.
    @exclusivity(unchecked) package var sizesComputed = 0
    /// Explicit alignment values of the pass, by node, proposal and guide.
    @exclusivity(unchecked) var explicitMemo: [ExplicitKey: CGFloat?] = [:]
    /// Spacing preferences of the pass (they do not depend on the proposal).
    @exclusivity(unchecked) var spacingMemo: [ViewSpacing?] = []
    /// Off only in tests that check memoisation never changes a result.
    @exclusivity(unchecked) var memoEnabled = true
    @exclusivity(unchecked) var memoState: [UInt8] = []
    @exclusivity(unchecked) var placements: [Placement] = []
    @exclusivity(unchecked) var pending: [PendingPlacement] = []
    /// The token of the `placeSubviews` call running now (0: none).
    @exclusivity(unchecked) var currentToken: UInt32 = 0
    @exclusivity(unchecked) var lastToken: UInt32 = 0
    /// How many sizing, placing and alignment calls are on the stack now, and whether the pass went past
    /// `maximumDepth` (reported once per pass).
    @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var depthExceeded = false
    /// The deepest nesting a pass follows: a debug build's thread stack (8 MB) holds about 780 levels of
    /// stacks, so deeper views are laid out as empty, with a diagnostic, instead of overflowing it.
    static let maximumDepth = 600
    /// The hosting view the represented UIKit views become subviews of (nil: `PlacedView.layout`).
    var host: HostAttachment?
    /// The named coordinate spaces around the node being placed: name and frame in the host.
    @exclusivity(unchecked) var namedSpaces: [(name: AnyHashable, frame: CGRect)] = []

    /// Resolves `root` into a graph; the represented UIKit views of `previous` (the graph of the value before)
    /// are kept for the same places in the new one.
    ///
    ///     let graph = ViewGraph(root: Text("Hello"))
    ///     graph.layout(in: CGSize(width: 300, height: 300))
    #if MainActorIsolation
    @MainActor
    #endif
    package init<V: View>(root: V, scale: CGFloat = 2, measurer: (any TextMeasurer)? = nil,
                          reusing previous: ViewGraph? = nil) {
        self.scale = scale
        self.measurer = measurer ?? TextMeasurement.current
        let resolver = _ViewResolver(graph: self, reusing: previous)
        V._makeViews(root, into: resolver)
        roots = resolver.finishRoot()
    }

    /// A graph for a `GeometryReader`'s content, inheriting its parent's scale, measurer and coordinate spaces.
    init(child parent: ViewGraph) {
        scale = parent.scale
        measurer = parent.measurer
        namedSpaces = parent.namedSpaces
        host = parent.host
    }

    /// The number of nodes.
    package var count: Int { nodes.count }

    /// Appends a node whose children are `children`; returns its index.
    func add(_ node: Node, children: ArraySlice<Int32> = []) -> Int32 {
        let firstChild = childList.count
        childList.append(contentsOf: children)
        return append(node, firstChild: firstChild)
    }

    /// Appends a node with one child (a modifier's); returns its index.
    func add(_ node: Node, child: Int32) -> Int32 {
        let firstChild = childList.count
        childList.append(child)
        return append(node, firstChild: firstChild)
    }

    /// Appends `node`, its children the run of `childList` from `firstChild` to the end.
    private func append(_ node: Node, firstChild: Int) -> Int32 {
        var node = node
        node.firstChild = Int32(firstChild)
        node.childCount = Int32(childList.count - firstChild)
        switch node.kind {
        case .text, .representable: node.mayHaveExplicit = true
        default: break
        }
        for k in firstChild..<childList.count where nodes[Int(childList[k])].mayHaveExplicit {
            node.mayHaveExplicit = true
            break
        }
        let sizedChild = node.childCount > 0 ? nodes[Int(childList[firstChild])].cheapLevel : nil
        node.cheapLevel = cheapLevel(of: node.kind, sizedChild: sizedChild)
        nodes.append(node)
        return Int32(nodes.count - 1)
    }

    /// The longest chain of cheap nodes sized directly, one under the other.
    static let maximumCheapLevel: UInt8 = 8

    /// A node's cheap level (see `Node.cheapLevel`) from its kind and the level of the child its size depends
    /// on (child 0).
    private func cheapLevel(of kind: NodeKind, sizedChild: UInt8?) -> UInt8 {
        switch kind {
        case .shape(.fill, _, _), .shape(.square, _, _), .spacer:
            return 1
        case let .frame(index) where fixedFrames[Int(index)].width != nil && fixedFrames[Int(index)].height != nil:
            return 1
        case .padding, .frame, .flexFrame, .fixedSize, .offset, .position, .aspectRatio, .background, .overlay:
            guard let level = sizedChild, level > 0, level < ViewGraph.maximumCheapLevel else { return 0 }
            return level + 1
        case .shape, .text, .layout, .geometryReader, .scrollView, .representable:
            return 0
        }
    }

    /// The children of `node`.
    @inline(__always)
    func children(_ node: Int32) -> ArraySlice<Int32> {
        let first = Int(nodes[Int(node)].firstChild)
        return childList[first..<first + Int(nodes[Int(node)].childCount)]
    }

    @inline(__always)
    func child(_ node: Int32, _ k: Int = 0) -> Int32 { childList[Int(nodes[Int(node)].firstChild) + k] }

    /// The extra record of `node`, created on first use.
    func withExtra<R>(_ node: Int32, _ body: (inout NodeExtra) -> R) -> R {
        if nodes[Int(node)].extra < 0 {
            extras.append(NodeExtra())
            nodes[Int(node)].extra = Int32(extras.count - 1)
        }
        return body(&extras[Int(nodes[Int(node)].extra)])
    }

    /// A text node.
    func textNode(_ text: TextContent) -> Node {
        texts.append(text)
        return Node(.text(Int32(texts.count - 1)))
    }

    /// A container node run by `container`.
    func layoutNode(_ container: LayoutContainer) -> Node {
        containers.append(container)
        return Node(.layout(Int32(containers.count - 1)))
    }

    /// A `GeometryReader` node.
    func readerNode(_ reader: GeometryReaderContent) -> Node {
        readers.append(reader)
        return Node(.geometryReader(Int32(readers.count - 1)))
    }

    /// A `UIViewRepresentable` node.
    func representableNode(_ content: any HostedUIView) -> Node {
        representables.append(content)
        return Node(.representable(Int32(representables.count - 1)))
    }

    /// A user shape's node.
    func customShapeNode(_ sizeThatFits: @escaping (ProposedViewSize) -> CGSize) -> Node {
        customShapes.append(sizeThatFits)
        return Node(.shape(.custom(Int32(customShapes.count - 1)), name: .shape))
    }

    /// A single-child modifier's node, its larger values in the graph's tables.
    func unaryNode(_ modifier: UnaryModifier) -> Node {
        switch modifier {
        case let .padding(value):
            insets.append(value)
            return Node(.padding(Int32(insets.count - 1)))
        case let .frame(value):
            fixedFrames.append(value)
            return Node(.frame(Int32(fixedFrames.count - 1)))
        case let .flexFrame(value):
            flexFrames.append(value)
            return Node(.flexFrame(Int32(flexFrames.count - 1)))
        case let .fixedSize(horizontal, vertical): return Node(.fixedSize(horizontal: horizontal, vertical: vertical))
        case let .offset(value): return Node(.offset(value))
        case let .position(value): return Node(.position(value))
        case let .aspectRatio(ratio, mode): return Node(.aspectRatio(ratio, mode))
        }
    }

    /// A background or overlay node.
    func secondaryNode(_ alignment: Alignment, isBackground: Bool, isBorder: Bool) -> Node {
        alignments.append(alignment)
        let index = Int32(alignments.count - 1)
        return Node(isBackground ? .background(index) : .overlay(index, border: isBorder))
    }

    /// A shape or colour node with a fill name.
    func shapeNode(_ sizing: ShapeSizing, name: ShapeName, fill: Fill?) -> Node {
        guard let fill else { return Node(.shape(sizing, name: name)) }
        fills.append(fill)
        return Node(.shape(sizing, name: name, fill: Int32(fills.count - 1)))
    }

    func extra(_ node: Int32) -> NodeExtra? {
        let e = nodes[Int(node)].extra
        return e < 0 ? nil : extras[Int(e)]
    }

    // MARK: A pass

    /// Lays the root out in a host of `size`: the root is proposed `size` and centered in it, as a hosting
    /// view does (SwiftLayoutUI.md).
    ///
    ///     graph.layout(in: CGSize(width: 375, height: 667))
    #if MainActorIsolation
    @MainActor
    #endif
    package func layout(in size: CGSize) {
        beginPass()
        let proposal = ProposedViewSize(size).sanitized
        for root in roots {
            let s = self.size(root, proposal)
            place(root, at: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), proposal: proposal)
        }
    }

    /// The root's size for a proposal (the union of the roots' sizes), without placing anything: the last
    /// pass's placements stay as they were.
    ///
    ///     graph.sizeThatFits(.unspecified)   // the ideal size
    #if MainActorIsolation
    @MainActor
    #endif
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        beginPass(keepingPlacements: true)
        let p = proposal.sanitized
        var result = CGSize.zero
        for root in roots {
            let s = size(root, p)
            result = CGSize(width: max(result.width, s.width), height: max(result.height, s.height))
        }
        return result
    }

    /// Starts a pass: forgets every memoised size and, unless `keepingPlacements`, placement.
    func beginPass(keepingPlacements: Bool = false) {
        pass &+= 1
        depthExceeded = false
        explicitMemo.removeAll(keepingCapacity: true)
        let n = nodes.count
        if memoState.count != n {
            // Memo slots only for the nodes sized through the memo (cheap ones never are): a third of a feed's.
            var slots: Int32 = 0
            for i in 0..<n where nodes[i].cheapLevel == 0 {
                nodes[i].memoSlot = slots
                slots += 1
            }
            memo = Array(repeating: MemoEntry(), count: Int(slots) * MemoEntry.slots)
            memoState = Array(repeating: 0, count: n)
            placements = Array(repeating: Placement(), count: n)
            pending = Array(repeating: PendingPlacement(), count: n)
            spacingMemo = Array(repeating: nil, count: n)
            memoOverflow.removeAll(keepingCapacity: true)
        } else {
            for i in 0..<n { memoState[i] = 0 }
            memoOverflow.removeAll(keepingCapacity: true)
            for i in 0..<n { spacingMemo[i] = nil }
            if !keepingPlacements { for i in 0..<n { placements[i].placed = false } }
        }
    }

    /// Enters one level of recursion; false (with a diagnostic, once per pass) past `maximumDepth`.
    @inline(__always)
    func enterLevel() -> Bool {
        guard depth < ViewGraph.maximumDepth else {
            if !depthExceeded {
                depthExceeded = true
                diagnose(.invalidArgument, "The view tree is nested more than \(ViewGraph.maximumDepth) levels deep; the views below that level are laid out as empty.")
            }
            return false
        }
        depth += 1
        return true
    }

    /// A fresh token for one run of a `Layout`'s `placeSubviews`.
    func newToken() -> UInt32 {
        lastToken &+= 1
        if lastToken == 0 { lastToken = 1 }
        return lastToken
    }

    // MARK: Diagnostics

    /// Reports a bad input through the platform's diagnostics; layout goes on.
    func diagnose(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: kind, severity: .warning, context: .layout, message: message))
    }
}

/// One memoised size: a proposal (nil encoded as a NaN bit pattern) and the size it gave.
/// A memoised explicit alignment value.
struct ExplicitKey: Hashable {
    let node: Int32
    let w: UInt64
    let h: UInt64
    let guide: AlignmentKey
}

/// A memoised size beyond a node's slots.
struct MemoKey: Hashable {
    let node: Int32
    let w: UInt64
    let h: UInt64
}

struct MemoEntry {
    static let slots = 4
    static let nilBits: UInt64 = 0x7FF8_0000_0000_0ACE
    var w: UInt64 = 0
    var h: UInt64 = 0
    var size: CGSize = .zero

    @inline(__always)
    static func bits(_ v: CGFloat?) -> UInt64 { v.map { Double($0).bitPattern } ?? nilBits }
}

extension ViewGraph {
    /// The size `node` chooses for `proposal`, memoised within the pass (SwiftLayoutUI.md): the first
    /// `MemoEntry.slots` proposals of a node in place, any further ones in a shared table, so that a node is
    /// sized once per distinct proposal however its ancestors probe it.
    func size(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize {
        let i = Int(node)
        if nodes[i].cheapLevel > 0 {
            sizesComputed += 1
            return computeSize(node, proposal)
        }
        let w = MemoEntry.bits(proposal.width), h = MemoEntry.bits(proposal.height)
        let count = memoEnabled ? Int(memoState[i]) : 0
        let base = Int(nodes[i].memoSlot) * MemoEntry.slots
        for k in 0..<min(count, MemoEntry.slots) where memo[base + k].w == w && memo[base + k].h == h {
            return memo[base + k].size
        }
        if count > MemoEntry.slots, let size = memoOverflow[MemoKey(node: node, w: w, h: h)] {
            return size
        }
        guard enterLevel() else { return .zero }
        sizesComputed += 1
        let size = computeSize(node, proposal)
        depth -= 1
        if count < MemoEntry.slots {
            memo[base + count] = MemoEntry(w: w, h: h, size: size)
            memoState[i] = UInt8(count + 1)
        } else if memoEnabled {
            memoOverflow[MemoKey(node: node, w: w, h: h)] = size
            memoState[i] = UInt8(MemoEntry.slots + 1)
        }
        return size
    }

    /// The dimensions of `node` for `proposal`.
    func dimensions(_ node: Int32, _ proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: size(node, proposal),
                       source: AlignmentSource(graph: self, node: node, proposal: proposal, limit: Int.max))
    }
}
