import Foundation

extension ViewGraph {
    /// Places `node` with its top-leading corner at `origin` (host coordinates), sized for `proposal`, and
    /// places its subtree.
    func place(_ node: Int32, at origin: CGPoint, proposal p: ProposedViewSize) {
        guard enterLevel() else { return }
        defer { depth -= 1 }
        let s = size(node, p)
        let i = Int(node)
        placements[i] = Placement(frame: CGRect(origin: origin, size: s), proposal: p, placed: true)
        let namesSpace = nodes[i].hasCoordinateSpace
        if namesSpace, let space = extras[Int(nodes[i].extra)].coordinateSpace {
            namedSpaces.append((space, CGRect(origin: origin, size: s)))
        }
        defer { if namesSpace { namedSpaces.removeLast() } }

        switch nodes[i].kind {
        case .shape, .text, .spacer:
            return
        case .representable(let content):
            representables[Int(content)].place(frame: CGRect(origin: origin, size: s), in: host)
        case .padding, .frame, .flexFrame, .fixedSize, .aspectRatio, .offset, .position:
            let (childProposal, childOrigin) = unaryPlacement(node, p, size: s)
            place(child(node), at: CGPoint(x: origin.x + childOrigin.x, y: origin.y + childOrigin.y),
                  proposal: childProposal)
        case let .background(index), let .overlay(index, _):
            let alignment = alignments[Int(index)]
            place(child(node, 0), at: origin, proposal: p)
            let secondary = child(node, 1)
            let sp = ProposedViewSize(s)
            let o = alignedOrigin(secondary, sp, in: s, alignment)
            place(secondary, at: CGPoint(x: origin.x + o.x, y: origin.y + o.y), proposal: sp)
        case let .layout(container):
            containers[Int(container)].place(self, node, bounds: CGRect(origin: origin, size: s), proposal: p)
        case let .geometryReader(content):
            readers[Int(content)].place(self, frame: CGRect(origin: origin, size: s))
        case let .scrollView(axes):
            let content = child(node)
            let cp = scrollContentProposal(axes, p)
            let cs = size(content, cp)
            let x = axes.contains(.horizontal) ? 0 : (s.width - cs.width) / 2
            let y = axes.contains(.vertical) ? 0 : (s.height - cs.height) / 2
            place(content, at: CGPoint(x: origin.x + x, y: origin.y + y), proposal: cp)
        }
    }

    /// Where a single-child modifier of size `s` proposed `p` places its child: the child's proposal and its
    /// origin relative to the modifier's.
    func unaryPlacement(_ node: Int32, _ p: ProposedViewSize, size s: CGSize) -> (ProposedViewSize, CGPoint) {
        switch nodes[Int(node)].kind {
        case let .frame(index):
            let (cp, _) = unaryChildProposal(node, p)
            return (cp, alignedOrigin(child(node), cp, in: s, fixedFrames[Int(index)].alignment))
        case let .flexFrame(index):
            let frame = flexFrames[Int(index)]
            let cp = frame.placementProposal(p, size: s)
            return (cp, alignedOrigin(child(node), cp, in: s, frame.alignment))
        case .aspectRatio:
            let (cp, _) = unaryChildProposal(node, p)
            return (cp, alignedOrigin(child(node), cp, in: s, .center))
        case let .position(point):
            let cp = ProposedViewSize(s)
            let cs = size(child(node), cp)
            return (cp, CGPoint(x: point.x - cs.width / 2, y: point.y - cs.height / 2))
        default:
            let (cp, origin) = unaryChildProposal(node, p)
            return (cp, origin ?? .zero)
        }
    }

    /// The origin, inside a container of size `s`, that puts `child`'s guides of `alignment` on the
    /// container's own (default) guides.
    func alignedOrigin(_ child: Int32, _ cp: ProposedViewSize, in s: CGSize, _ alignment: Alignment) -> CGPoint {
        let d = dimensions(child, cp)
        let own = ViewDimensions(size: s, source: nil)
        return CGPoint(x: alignment.horizontal.key.defaultValue(in: own) - d.value(alignment.horizontal.key),
                       y: alignment.vertical.key.defaultValue(in: own) - d.value(alignment.vertical.key))
    }

    // MARK: Layout containers

    /// Runs `run` (a `Layout`'s `placeSubviews`) and calls `body` with where it put each child of `node`, in
    /// the coordinates of `bounds`, in order. A child placed twice keeps the last placement; a child never
    /// placed is centered in `bounds` with the container's proposal (SwiftUI's documented behaviour).
    /// `body` may place the child (and so run its subtree's layouts): nothing it does touches the placements
    /// of `node`'s children, which only `node`'s own `placeSubviews` writes.
    func forEachPlacement(_ node: Int32, bounds: CGRect, proposal p: ProposedViewSize, run: () -> Void,
                          _ body: (_ child: Int32, _ origin: CGPoint, _ proposal: ProposedViewSize) -> Void) {
        let token = newToken()
        let saved = currentToken
        currentToken = token
        run()
        currentToken = saved
        let first = Int(nodes[Int(node)].firstChild)
        for k in first..<first + Int(nodes[Int(node)].childCount) {
            let c = childList[k]
            let entry = pending[Int(c)]
            if entry.token == token {
                let cs = size(c, entry.proposal)
                body(c, CGPoint(x: entry.position.x - entry.anchor.x * cs.width,
                                y: entry.position.y - entry.anchor.y * cs.height), entry.proposal)
            } else {
                let cs = size(c, p)
                body(c, CGPoint(x: bounds.midX - cs.width / 2, y: bounds.midY - cs.height / 2), p)
            }
        }
    }

    /// Where `run` put each child of `node` (see `forEachPlacement`), as a list.
    func collectPlacements(_ node: Int32, bounds: CGRect, proposal p: ProposedViewSize, run: () -> Void)
        -> [(child: Int32, origin: CGPoint, proposal: ProposedViewSize)] {
        var result: [(child: Int32, origin: CGPoint, proposal: ProposedViewSize)] = []
        result.reserveCapacity(Int(nodes[Int(node)].childCount))
        forEachPlacement(node, bounds: bounds, proposal: p, run: run) { result.append(($0, $1, $2)) }
        return result
    }

    /// Records a `LayoutSubview.place(at:anchor:proposal:)` call for the running `placeSubviews`.
    func recordPlacement(_ node: Int32, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard currentToken != 0 else {
            diagnose(.invalidArgument, "LayoutSubview.place(at:anchor:proposal:) called outside placeSubviews(in:proposal:subviews:cache:); ignored.")
            return
        }
        var position = position
        if !position.x.isFinite || !position.y.isFinite {
            diagnose(.nonFiniteValue, "A Layout placed a subview at a non-finite position (\(position.x), \(position.y)); 0 is used instead.")
            if !position.x.isFinite { position.x = 0 }
            if !position.y.isFinite { position.y = 0 }
        }
        var anchor = anchor
        if !anchor.x.isFinite || !anchor.y.isFinite {
            diagnose(.nonFiniteValue, "A Layout placed a subview with a non-finite anchor; 0 is used instead.")
            if !anchor.x.isFinite { anchor.x = 0 }
            if !anchor.y.isFinite { anchor.y = 0 }
        }
        pending[Int(node)] = PendingPlacement(token: currentToken, position: position, anchor: anchor,
                                              proposal: proposal.sanitized)
    }
}
