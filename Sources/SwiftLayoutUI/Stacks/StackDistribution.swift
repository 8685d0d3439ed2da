import Foundation

/// How a stack shares its length among its subviews (SwiftLayoutUI.md): the result for one proposal.
struct StackDistribution {
    var proposal: ProposedViewSize = .unspecified
    var pass: UInt32 = 0
    var valid = false
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

/// The cache of `HStackLayout` and `VStackLayout`: the last distribution (reused by `placeSubviews` and by
/// repeated proposals within a pass) and the scratch buffers of the algorithm.
///
///     // Opaque: the stack layouts make and use it.
public struct StackLayoutCache {
    var last = StackDistribution()
    var mins: [CGFloat] = []
    var flex: [CGFloat] = []
    var priorities: [Double] = []
    var order: [Int32] = []
    var preferences: [ViewSpacing] = []
}

/// SwiftUI's stack algorithm along `axis`, shared by `HStackLayout` and `VStackLayout`.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// Makes `cache.last` the distribution for `p`.
    func distribute(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) {
        guard let graph = subviews.graph else { return }
        if cache.last.valid && cache.last.pass == graph.pass && cache.last.proposal == p
            && cache.last.sizes.count == subviews.count {
            return
        }
        compute(p, subviews.base, subviews.count, graph, &cache)
    }

    private func compute(_ p: ProposedViewSize, _ base: Int, _ n: Int, _ graph: ViewGraph, _ cache: inout StackLayoutCache) {
        cache.last.valid = true
        cache.last.proposal = p
        cache.last.pass = graph.pass
        cache.last.above = 0
        cache.last.size = .zero
        cache.last.spacings.removeAll(keepingCapacity: true)
        cache.last.proposals.removeAll(keepingCapacity: true)
        cache.last.sizes.removeAll(keepingCapacity: true)
        cache.last.guides.removeAll(keepingCapacity: true)
        guard n > 0 else { return }
        let cross = axis.other
        let across = p[cross]

        var totalSpacing: CGFloat = 0
        if let spacing {
            for k in 0..<n { cache.last.spacings.append(k < n - 1 ? spacing : 0) }
            totalSpacing = spacing * CGFloat(n - 1)
        } else {
            cache.preferences.removeAll(keepingCapacity: true)
            for k in 0..<n { cache.preferences.append(graph.spacing(graph.childList[base + k])) }
            for k in 0..<n {
                let s = k < n - 1 ? cache.preferences[k].distance(to: cache.preferences[k + 1], along: axis) : 0
                cache.last.spacings.append(s)
                totalSpacing += s
            }
        }
        for _ in 0..<n {
            cache.last.proposals.append(.unspecified)
            cache.last.sizes.append(.zero)
        }

        if let along = p[axis], along.isFinite {
            share(along - totalSpacing, across: across, base, n, graph, &cache)
        } else {
            // Proposed nil (ideal) or ∞ (maximum) along the axis: every subview gets the same.
            let proposal = ProposedViewSize(axis, along: p[axis], across: across)
            for k in 0..<n {
                cache.last.proposals[k] = proposal
                cache.last.sizes[k] = graph.size(graph.childList[base + k], proposal)
            }
        }

        // Across: align the subviews' guides; the extent includes the alignment line.
        var above: CGFloat = 0, below: CGFloat = 0, length = totalSpacing
        for k in 0..<n {
            let size = cache.last.sizes[k]
            let g = graph.guideValue(graph.childList[base + k], alignment, proposal: cache.last.proposals[k], size: size)
            cache.last.guides.append(g)
            above = max(above, g)
            below = max(below, size[cross] - g)
            length += size[axis]
        }
        cache.last.above = above
        cache.last.size = CGSize(axis, along: length, across: above + below)
    }

    /// Steps 2–4: flexibility, priority groups (spacers last), least flexible first.
    private func share(_ length: CGFloat, across: CGFloat?, _ base: Int, _ n: Int, _ graph: ViewGraph,
                       _ cache: inout StackLayoutCache) {
        cache.mins.removeAll(keepingCapacity: true)
        cache.flex.removeAll(keepingCapacity: true)
        cache.priorities.removeAll(keepingCapacity: true)
        let zero = ProposedViewSize(axis, along: 0, across: across)
        let infinite = ProposedViewSize(axis, along: .infinity, across: across)
        var uniform = true
        for k in 0..<n {
            let node = graph.childList[base + k]
            let lo = graph.size(node, zero)[axis]
            let hi = graph.size(node, infinite)[axis]
            cache.mins.append(lo)
            cache.flex.append(hi - lo)
            let priority: Double
            if case .spacer = graph.nodes[Int(node)].kind { priority = -.infinity } else { priority = graph.nodes[Int(node)].priority }
            cache.priorities.append(priority)
            if priority != cache.priorities[0] { uniform = false }
        }
        var remaining = length
        var level = uniform ? cache.priorities[0] : cache.priorities.max()!
        while true {
            var lowerMins: CGFloat = 0
            cache.order.removeAll(keepingCapacity: true)
            for k in 0..<n {
                if cache.priorities[k] < level { lowerMins += cache.mins[k] }
                if cache.priorities[k] == level { insertOrdered(Int32(k), &cache) }
            }
            var available = remaining - lowerMins
            let count = cache.order.count
            for position in 0..<count {
                let k = Int(cache.order[position])
                let offered = max(0, available / CGFloat(count - position))
                let proposal = ProposedViewSize(axis, along: offered.isNaN ? 0 : offered, across: across)
                let s = graph.size(graph.childList[base + k], proposal)
                cache.last.proposals[k] = proposal
                cache.last.sizes[k] = s
                available -= s[axis]
                remaining -= s[axis]
            }
            // The next lower priority, if any.
            var next: Double?
            for k in 0..<n where cache.priorities[k] < level { next = max(next ?? cache.priorities[k], cache.priorities[k]) }
            guard let lower = next else { break }
            level = lower
        }
    }

    /// Inserts subview `k` into `cache.order`, least flexible first; between two infinitely flexible ones the
    /// larger minimum first; ties in subview order.
    @inline(__always)
    private func insertOrdered(_ k: Int32, _ cache: inout StackLayoutCache) {
        func before(_ a: Int, _ b: Int) -> Bool {
            let fa = cache.flex[a], fb = cache.flex[b]
            if fa != fb { return fa < fb }
            if fa.isInfinite && cache.mins[a] != cache.mins[b] { return cache.mins[a] > cache.mins[b] }
            return a < b
        }
        var position = cache.order.count
        cache.order.append(k)
        while position > 0 && before(Int(k), Int(cache.order[position - 1])) {
            cache.order[position] = cache.order[position - 1]
            position -= 1
        }
        cache.order[position] = k
    }

    func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) -> CGSize {
        distribute(p, subviews, &cache)
        return cache.last.size
    }

    /// Places the subviews in order from the leading (top) edge; a nil cross-axis proposal becomes the
    /// stack's cross size.
    func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews,
                       _ cache: inout StackLayoutCache) {
        distribute(p, subviews, &cache)
        guard let graph = subviews.graph else { return }
        let cross = axis.other
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        for k in 0..<cache.last.sizes.count {
            let node = graph.childList[subviews.base + k]
            var proposal = cache.last.proposals[k]
            var guide = cache.last.guides[k]
            if proposal[cross] == nil {
                proposal[cross] = bounds.size[cross]
                guide = graph.guideValue(node, alignment, proposal: proposal, size: graph.size(node, proposal))
            }
            let crossPosition = crossStart + cache.last.above - guide
            let point = axis == .horizontal ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
            graph.recordPlacement(node, at: point, anchor: .topLeading, proposal: proposal)
            position += cache.last.sizes[k][axis] + cache.last.spacings[k]
        }
    }
}

extension ViewGraph {
    /// The value of guide `key` for `node` of size `size`: explicit if set, else the guide's default.
    @inline(__always)
    func guideValue(_ node: Int32, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        if nodes[Int(node)].mayHaveExplicit,
           let v = explicitValue(node, key, proposal: proposal, size: size, overrideLimit: Int.max) {
            return v
        }
        return key.defaultValue(in: ViewDimensions(size: size, source: nil))
    }
}
