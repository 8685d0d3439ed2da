import Foundation

/// How a stack shares its length among its subviews (SwiftLayoutUI.md): the result for one proposal.
struct StackDistribution {
    var proposal: ProposedViewSize = .unspecified
    var pass: UInt32 = 0
    var valid = false
    /// Each subview's proposal, size, spacing and guide, in order (one buffer: one heap block per stack).
    var entries: [StackEntry] = []
    /// The distance from the stack's cross-axis start to the alignment line.
    var above: CGFloat = 0
    var size: CGSize = .zero
}

/// One subview in a distribution.
struct StackEntry {
    var proposal: ProposedViewSize = .unspecified
    var size: CGSize = .zero
    /// The space after the subview (the last one's is 0).
    var spacing: CGFloat = 0
    /// The subview's value of the stack's alignment guide.
    var guide: CGFloat = 0
}

/// One subview's flexibility for the sharing steps.
struct StackFlexibility {
    var min: CGFloat = 0
    var flex: CGFloat = 0
    var priority: Double = 0
}

/// The cache of `HStackLayout` and `VStackLayout`: the last distribution (reused by `placeSubviews` and by
/// repeated proposals within a pass) and the scratch buffers of the algorithm.
///
///     // Opaque: the stack layouts make and use it.
public struct StackLayoutCache {
    var last = StackDistribution()
    var flexibility: [StackFlexibility] = []
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
        let graph = subviews.graph
        if cache.last.valid && cache.last.pass == graph.pass && cache.last.proposal == p
            && cache.last.entries.count == subviews.count {
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
        // The buffers keep their length from pass to pass: written by index, never appended to.
        if cache.last.entries.count != n { cache.last.entries = Array(repeating: StackEntry(), count: n) }
        guard n > 0 else { return }
        let cross = axis.other
        let across = p[cross]

        var totalSpacing: CGFloat = 0
        if let spacing {
            for k in 0..<n { cache.last.entries[k].spacing = k < n - 1 ? spacing : 0 }
            totalSpacing = spacing * CGFloat(n - 1)
        } else {
            cache.preferences.removeAll(keepingCapacity: true)
            for k in 0..<n { cache.preferences.append(graph.spacing(graph.childList[base + k])) }
            for k in 0..<n {
                let s = k < n - 1 ? cache.preferences[k].distance(to: cache.preferences[k + 1], along: axis) : 0
                cache.last.entries[k].spacing = s
                totalSpacing += s
            }
        }

        if let along = p[axis], along.isFinite {
            share(along - totalSpacing, across: across, base, n, graph, &cache)
        } else {
            // Proposed nil (ideal) or ∞ (maximum) along the axis: every subview gets the same.
            let proposal = ProposedViewSize(axis, along: p[axis], across: across)
            for k in 0..<n {
                cache.last.entries[k].proposal = proposal
                cache.last.entries[k].size = graph.size(graph.childList[base + k], proposal)
            }
        }

        // Across: align the subviews' guides; the extent includes the alignment line.
        var above: CGFloat = 0, below: CGFloat = 0, length = totalSpacing
        for k in 0..<n {
            let size = cache.last.entries[k].size
            let g = graph.guideValue(graph.childList[base + k], alignment, proposal: cache.last.entries[k].proposal,
                                     size: size)
            cache.last.entries[k].guide = g
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
        if cache.flexibility.count != n {
            cache.flexibility = Array(repeating: StackFlexibility(), count: n)
            cache.order.reserveCapacity(n)
        }
        let zero = ProposedViewSize(axis, along: 0, across: across)
        let infinite = ProposedViewSize(axis, along: .infinity, across: across)
        var uniform = true
        for k in 0..<n {
            let node = graph.childList[base + k]
            let lo = graph.size(node, zero)[axis]
            let hi = graph.size(node, infinite)[axis]
            let priority: Double
            if case .spacer = graph.nodes[Int(node)].kind { priority = -.infinity } else { priority = graph.nodes[Int(node)].priority }
            cache.flexibility[k] = StackFlexibility(min: lo, flex: hi - lo, priority: priority)
            if priority != cache.flexibility[0].priority { uniform = false }
        }
        var remaining = length
        var level = cache.flexibility[0].priority
        if !uniform { for k in 1..<n { level = max(level, cache.flexibility[k].priority) } }
        while true {
            var lowerMins: CGFloat = 0
            cache.order.removeAll(keepingCapacity: true)
            for k in 0..<n {
                let f = cache.flexibility[k]
                if f.priority < level { lowerMins += f.min }
                if f.priority == level { insertOrdered(Int32(k), &cache) }
            }
            var available = remaining - lowerMins
            let count = cache.order.count
            for position in 0..<count {
                let k = Int(cache.order[position])
                let offered = max(0, available / CGFloat(count - position))
                let proposal = ProposedViewSize(axis, along: offered.isNaN ? 0 : offered, across: across)
                let s = graph.size(graph.childList[base + k], proposal)
                cache.last.entries[k].proposal = proposal
                cache.last.entries[k].size = s
                available -= s[axis]
                remaining -= s[axis]
            }
            // The next lower priority, if any.
            var next: Double?
            for k in 0..<n where cache.flexibility[k].priority < level {
                next = max(next ?? cache.flexibility[k].priority, cache.flexibility[k].priority)
            }
            guard let lower = next else { break }
            level = lower
        }
    }

    /// Inserts subview `k` into `cache.order`, least flexible first; between two infinitely flexible ones the
    /// larger minimum first; ties in subview order.
    @inline(__always)
    private func insertOrdered(_ k: Int32, _ cache: inout StackLayoutCache) {
        func before(_ a: Int, _ b: Int) -> Bool {
            let fa = cache.flexibility[a].flex, fb = cache.flexibility[b].flex
            if fa != fb { return fa < fb }
            let ma = cache.flexibility[a].min, mb = cache.flexibility[b].min
            if fa.isInfinite && ma != mb { return ma > mb }
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
        let graph = subviews.graph
        let cross = axis.other
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        for k in 0..<cache.last.entries.count {
            let node = graph.childList[subviews.base + k]
            let entry = cache.last.entries[k]
            var proposal = entry.proposal
            var guide = entry.guide
            if proposal[cross] == nil {
                proposal[cross] = bounds.size[cross]
                guide = graph.guideValue(node, alignment, proposal: proposal, size: graph.size(node, proposal))
            }
            let crossPosition = crossStart + cache.last.above - guide
            let point = axis == .horizontal ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
            graph.recordPlacement(node, at: point, anchor: .topLeading, proposal: proposal)
            position += entry.size[axis] + entry.spacing
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
