import Foundation

extension ViewGraph {
    /// The size `node` chooses for `p` (SwiftLayoutUI.md); `p` is already sanitized.
    func computeSize(_ node: Int32, _ p: ProposedViewSize) -> CGSize {
        switch nodes[Int(node)].kind {
        case let .shape(sizing, _, _):
            return shapeSize(sizing, p)
        case let .text(text):
            return textLayout(texts[Int(text)], p).size
        case let .spacer(minLength, axis):
            return spacerSize(minLength: minLength, axis: axis, p)
        case let .frame(index) where fixedFrames[Int(index)].width != nil && fixedFrames[Int(index)].height != nil:
            // Both lengths given: the child's size does not matter (it is sized when placed).
            let frame = fixedFrames[Int(index)]
            return CGSize(width: frame.width!, height: frame.height!)
        case .padding, .frame, .fixedSize, .aspectRatio:
            let (childProposal, _) = unaryChildProposal(node, p)
            let c = size(child(node), childProposal)
            return unarySize(node, p, childSize: c)
        case .flexFrame:
            let (childProposal, _) = unaryChildProposal(node, p)
            let c = size(child(node), childProposal)
            return unarySize(node, p, childSize: c)
        case .offset, .background, .overlay:
            return size(child(node), p)
        case .position:
            let c = size(child(node), p)
            return CGSize(width: p.width ?? c.width, height: p.height ?? c.height)
        case let .layout(container):
            return containers[Int(container)].sizeThatFits(self, node, p)
        case .geometryReader:
            return p.replacingUnspecifiedDimensions()
        case let .scrollView(axes):
            return scrollViewSize(node, axes, p)
        case let .representable(content):
            return representables[Int(content)].sizeThatFits(p)
        }
    }

    func shapeSize(_ sizing: ShapeSizing, _ p: ProposedViewSize) -> CGSize {
        switch sizing {
        case .fill:
            return p.replacingUnspecifiedDimensions()
        case .square:
            let s = p.replacingUnspecifiedDimensions()
            let side = min(s.width, s.height)
            return CGSize(width: side, height: side)
        case let .custom(index):
            return customShapes[Int(index)](p)
        }
    }

    /// Text on the platform's model (TextMetrics.md): nil width is one line per paragraph; a width wraps; a height
    /// that is too small keeps as many whole lines as fit, at least one (SwiftLayoutUI.md).
    func textLayout(_ text: TextContent, _ p: ProposedViewSize) -> TextLayout {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil }
        let limit = text.lineLimit ?? 0
        var layout = measurer.layout(text.string, font: text.font, numberOfLines: limit, lineBreakMode: .byWordWrapping,
                                     width: width)
        var truncated = limit > 0
        if let h = p.height, layout.lines.count > 1, layout.size.height > h + 1e-9, layout.lineHeight > 0 {
            let fitting = max(1, Int((h / layout.lineHeight + 1e-9).rounded(.down)))
            if fitting < layout.lines.count {
                layout = measurer.layout(text.string, font: text.font, numberOfLines: fitting,
                                         lineBreakMode: .byTruncatingTail, width: width)
                truncated = true
            }
        }
        // A truncated last line ends in "…" within the proposed width (one line is never wider).
        if truncated, let width, layout.size.width > width {
            layout.size.width = max(0, (width - 1e-9).rounded(.up))
        }
        return layout
    }

    /// Along its stack's axis any length ≥ `minLength`, across it 0; outside a stack, both ways (SwiftLayoutUI.md).
    func spacerSize(minLength: CGFloat, axis: Axis?, _ p: ProposedViewSize) -> CGSize {
        func along(_ v: CGFloat?) -> CGFloat { max(v ?? minLength, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: along(p.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(p.height))
        case nil: return CGSize(width: along(p.width), height: along(p.height))
        }
    }

    /// What a single-child modifier proposes to its child, and where it puts the child for a given own size
    /// (nil: computed by `unaryChildOrigin`).
    func unaryChildProposal(_ node: Int32, _ p: ProposedViewSize) -> (ProposedViewSize, CGPoint?) {
        switch nodes[Int(node)].kind {
        case let .padding(index):
            let insets = insets[Int(index)]
            func inset(_ v: CGFloat?, _ total: CGFloat) -> CGFloat? { v.map { max(0, $0 - total) } }
            return (ProposedViewSize(width: inset(p.width, insets.total(.horizontal)),
                                     height: inset(p.height, insets.total(.vertical))),
                    CGPoint(x: insets.leading, y: insets.top))
        case let .frame(index):
            let frame = fixedFrames[Int(index)]
            return (ProposedViewSize(width: frame.width ?? p.width, height: frame.height ?? p.height), nil)
        case let .flexFrame(index):
            return (flexFrames[Int(index)].childProposal(p), nil)
        case let .fixedSize(horizontal, vertical):
            return (ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height), .zero)
        case let .aspectRatio(ratio, mode):
            return (aspectRatioProposal(node, ratio, mode, p), nil)
        case let .offset(offset):
            return (p, CGPoint(x: offset.width, y: offset.height))
        default:
            return (p, .zero)
        }
    }

    /// The size of a single-child modifier whose child chose `c`.
    func unarySize(_ node: Int32, _ p: ProposedViewSize, childSize c: CGSize) -> CGSize {
        switch nodes[Int(node)].kind {
        case let .padding(index):
            let insets = insets[Int(index)]
            return CGSize(width: c.width + insets.total(.horizontal), height: c.height + insets.total(.vertical))
        case let .frame(index):
            let frame = fixedFrames[Int(index)]
            return CGSize(width: frame.width ?? c.width, height: frame.height ?? c.height)
        case let .flexFrame(index):
            return flexFrames[Int(index)].size(p, childSize: c)
        default:
            return c
        }
    }

    /// The largest (`.fit`) or smallest (`.fill`) size of the ratio inside or around the proposal.
    func aspectRatioProposal(_ node: Int32, _ ratio: CGFloat?, _ mode: ContentMode, _ p: ProposedViewSize)
        -> ProposedViewSize {
        let r: CGFloat
        if let ratio, ratio.isFinite, ratio > 0 {
            r = ratio
        } else {
            let ideal = size(child(node), .unspecified)
            guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return p }
            r = ideal.width / ideal.height
        }
        switch (p.width, p.height) {
        case let (w?, h?):
            let width = mode == .fit ? min(w, h * r) : max(w, h * r)
            return ProposedViewSize(width: width, height: width / r)
        case let (w?, nil):
            return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?):
            return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let ideal = size(child(node), .unspecified)
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        }
    }

    /// Proposes nil along the scroll axes and the proposal across them; reports the proposal, nil taking the
    /// content's size (SwiftLayoutUI.md).
    func scrollViewSize(_ node: Int32, _ axes: Axis.Set, _ p: ProposedViewSize) -> CGSize {
        let content = size(child(node), scrollContentProposal(axes, p))
        return CGSize(width: p.width ?? content.width, height: p.height ?? content.height)
    }

    func scrollContentProposal(_ axes: Axis.Set, _ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                         height: axes.contains(.vertical) ? nil : p.height)
    }
}
