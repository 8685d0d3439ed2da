import Foundation

/// How a stack shares its length among its subviews (SWIFTUI.md 5): the result for one proposal.
struct StackDistribution {
    var proposal: ProposedViewSize = .unspecified
    var pass: UInt32 = 0
    /// Each subview's proposal and size, in order.
    var proposals: [ProposedViewSize] = []
    var sizes: [CGSize] = []
    /// The space after each subview (the last one's is 0).
    var spacings: [CGFloat] = []
    /// Each subview's value of the stack's alignment guide.
    var guides: [CGFloat] = []
    /// The distance from the stack's cross-axis start to the alignment line.
    var above: CGFloat = 0
    var size: CGSize = .zero
}

/// The cache of `HStackLayout` and `VStackLayout`: the last distribution, reused by `placeSubviews` and by
/// repeated proposals within a pass.
///
///     // Opaque: the stack layouts make and use it.
public struct StackLayoutCache {
    var last = StackDistribution()
}

/// SwiftUI's stack algorithm along `axis`, shared by `HStackLayout` and `VStackLayout`.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    func distribution(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache)
        -> StackDistribution {
        guard let graph = subviews.graph else { return StackDistribution() }
        if cache.last.pass == graph.pass && cache.last.proposal == p && cache.last.sizes.count == subviews.count {
            return cache.last
        }
        let result = compute(p, subviews, graph)
        cache.last = result
        return result
    }

    private func compute(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ graph: ViewGraph) -> StackDistribution {
        var d = StackDistribution()
        d.proposal = p
        d.pass = graph.pass
        let n = subviews.count
        guard n > 0 else { return d }
        let nodes = (0..<n).map { graph.childList[subviews.base + $0] }
        let cross = axis.other
        let across = p[cross]

        d.spacings = Array(repeating: 0, count: n)
        if n > 1 {
            let preferences = spacing == nil ? nodes.map { graph.spacing($0) } : []
            for k in 0..<(n - 1) {
                d.spacings[k] = spacing ?? preferences[k].distance(to: preferences[k + 1], along: axis)
            }
        }
        let totalSpacing = d.spacings.reduce(0, +)
        d.proposals = Array(repeating: .unspecified, count: n)
        d.sizes = Array(repeating: .zero, count: n)

        if let along = p[axis], along.isFinite {
            distribute(along - totalSpacing, across: across, nodes, graph, &d)
        } else {
            // Proposed nil (ideal) or ∞ (maximum) along the axis: every subview gets the same.
            for k in 0..<n {
                d.proposals[k] = ProposedViewSize(axis, along: p[axis], across: across)
                d.sizes[k] = graph.size(nodes[k], d.proposals[k])
            }
        }

        // Across: align the subviews' guides; the extent includes the alignment line.
        var above: CGFloat = 0, below: CGFloat = 0
        d.guides = Array(repeating: 0, count: n)
        for k in 0..<n {
            let dims = ViewDimensions(size: d.sizes[k], source: AlignmentSource(graph: graph, node: nodes[k],
                                                                                   proposal: d.proposals[k], limit: Int.max))
            let g = dims.value(alignment)
            d.guides[k] = g
            above = max(above, g)
            below = max(below, d.sizes[k][cross] - g)
        }
        d.above = above
        let length = d.sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        d.size = CGSize(axis, along: length, across: above + below)
        return d
    }

    /// Steps 2–4: flexibility, priority groups, least flexible first.
    private func distribute(_ length: CGFloat, across: CGFloat?, _ nodes: [Int32], _ graph: ViewGraph,
                            _ d: inout StackDistribution) {
        let n = nodes.count
        var mins = [CGFloat](repeating: 0, count: n), flex = [CGFloat](repeating: 0, count: n)
        var priorities = [Double](repeating: 0, count: n)
        for k in 0..<n {
            let node = nodes[k]
            let lo = graph.size(node, ProposedViewSize(axis, along: 0, across: across))[axis]
            let hi = graph.size(node, ProposedViewSize(axis, along: .infinity, across: across))[axis]
            mins[k] = lo
            flex[k] = hi - lo
            if case .spacer = graph.nodes[Int(node)].kind {
                priorities[k] = -.infinity
            } else {
                priorities[k] = graph.nodes[Int(node)].priority
            }
        }
        var remaining = length
        let levels = Array(Set(priorities)).sorted(by: >)
        for level in levels {
            var lowerMins: CGFloat = 0
            for k in 0..<n where priorities[k] < level { lowerMins += mins[k] }
            var available = remaining - lowerMins
            let group = (0..<n).filter { priorities[$0] == level }.sorted { a, b in
                if flex[a] != flex[b] { return flex[a] < flex[b] }
                if flex[a].isInfinite && mins[a] != mins[b] { return mins[a] > mins[b] }
                return a < b
            }
            for (position, k) in group.enumerated() {
                let offered = max(0, available / CGFloat(group.count - position))
                let proposal = ProposedViewSize(axis, along: offered.isNaN ? 0 : offered, across: across)
                let s = graph.size(nodes[k], proposal)
                d.proposals[k] = proposal
                d.sizes[k] = s
                available -= s[axis]
                remaining -= s[axis]
            }
        }
    }

    func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) -> CGSize {
        distribution(p, subviews, &cache).size
    }

    /// Places the subviews in order from the leading (top) edge; a nil cross-axis proposal becomes the
    /// stack's cross size.
    func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews,
                       _ cache: inout StackLayoutCache) {
        let d = distribution(p, subviews, &cache)
        guard let graph = subviews.graph else { return }
        let cross = axis.other
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        for k in 0..<d.sizes.count {
            let node = graph.childList[subviews.base + k]
            var proposal = d.proposals[k]
            var guide = d.guides[k]
            if proposal[cross] == nil {
                proposal[cross] = bounds.size[cross]
                let dims = graph.dimensions(node, proposal)
                guide = dims.value(alignment)
            }
            let crossPosition = crossStart + d.above - guide
            let point = axis == .horizontal ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
            graph.recordPlacement(node, at: point, anchor: .topLeading, proposal: proposal)
            position += d.sizes[k][axis] + d.spacings[k]
        }
    }
}
