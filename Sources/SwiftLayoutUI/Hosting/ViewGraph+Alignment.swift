import Foundation

extension ViewGraph {
    /// The explicit value of guide `key` for `node` of size `s` proposed `p`: what the node's own kind gives
    /// (a text's baselines, a modifier's child's value moved into its coordinates, a container's merged
    /// value), then the node's `alignmentGuide` overrides in order, the first `overrideLimit` of them
    /// (SwiftLayoutUI.md).
    func explicitValue(_ node: Int32, _ key: AlignmentKey, proposal p: ProposedViewSize, size s: CGSize,
                       overrideLimit: Int) -> CGFloat? {
        guard nodes[Int(node)].mayHaveExplicit else { return nil }
        let memoKey = overrideLimit == Int.max && memoEnabled
            ? ExplicitKey(node: node, w: MemoEntry.bits(p.width), h: MemoEntry.bits(p.height), guide: key) : nil
        if let memoKey, let value = explicitMemo[memoKey] { return value }
        guard enterLevel() else { return nil }
        defer { depth -= 1 }
        var value = kindExplicitValue(node, key, p, s)
        if case let e = Int(nodes[Int(node)].extra), e >= 0, !extras[e].guides.isEmpty {
            for (k, guide) in extras[e].guides.enumerated() where k < overrideLimit && guide.key == key {
                let d = ViewDimensions(size: s, source: AlignmentSource(graph: self, node: node, proposal: p, limit: k))
                let v = guide.compute(d)
                if v.isFinite {
                    value = v
                } else {
                    diagnose(.nonFiniteValue, "An alignment guide computed a non-finite value (\(v)); it is ignored.")
                }
            }
        }
        if let memoKey { explicitMemo[memoKey] = .some(value) }
        return value
    }

    private func kindExplicitValue(_ node: Int32, _ key: AlignmentKey, _ p: ProposedViewSize, _ s: CGSize) -> CGFloat? {
        switch nodes[Int(node)].kind {
        case let .text(index):
            guard key.kind == .firstBaseline || key.kind == .lastBaseline else { return nil }
            let text = texts[Int(index)]
            let layout = textLayout(text, p)
            guard !layout.lines.isEmpty else { return nil }
            let ascender = measurer.metrics(for: text.font).ascender
            return key.kind == .firstBaseline ? ascender : CGFloat(layout.lines.count - 1) * layout.lineHeight + ascender
        case .shape, .spacer, .geometryReader, .scrollView, .representable:
            return nil
        case .offset:
            let c = child(node)
            return explicitValue(c, key, proposal: p, size: size(c, p), overrideLimit: Int.max)
        case .background, .overlay:
            let c = child(node, 0)
            return explicitValue(c, key, proposal: p, size: size(c, p), overrideLimit: Int.max)
        case .padding, .frame, .flexFrame, .fixedSize, .aspectRatio, .position:
            let c = child(node)
            let (cp, origin) = unaryPlacement(node, p, size: s)
            guard let v = explicitValue(c, key, proposal: cp, size: size(c, cp), overrideLimit: Int.max) else {
                return nil
            }
            return v + origin[key.axis]
        case let .layout(container):
            return containers[Int(container)].explicitAlignment(self, node, key, size: s, proposal: p)
        }
    }

    /// A container's value for `key` merged from its subviews placed in `(0, 0, s)`: custom guides as the mean
    /// of the subviews' explicit values, first baselines the smallest, last baselines the largest; the
    /// built-in edge and center guides do not leave a container (SwiftLayoutUI.md).
    func mergedExplicitValue(_ key: AlignmentKey, placements: [(child: Int32, origin: CGPoint, proposal: ProposedViewSize)])
        -> CGFloat? {
        guard key.kind != .builtIn else { return nil }
        var total: CGFloat = 0, count = 0
        var best: CGFloat?
        for entry in placements {
            let cs = size(entry.child, entry.proposal)
            guard let v = explicitValue(entry.child, key, proposal: entry.proposal, size: cs, overrideLimit: Int.max)
            else { continue }
            let value = v + entry.origin[key.axis]
            switch key.kind {
            case .firstBaseline: best = min(best ?? value, value)
            case .lastBaseline: best = max(best ?? value, value)
            default: total += value; count += 1
            }
        }
        if key.kind == .custom { return count == 0 ? nil : total / CGFloat(count) }
        return best
    }
}
