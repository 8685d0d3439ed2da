import Foundation

nonisolated extension View {
    /// Puts the view in an invisible frame of a fixed width and/or height (SwiftLayoutUI.md): the view is
    /// proposed (width ?? proposed width, height ?? proposed height), the frame reports (width ?? the view's
    /// width, height ?? the view's height) and aligns the view inside by `alignment`. A negative or non-finite
    /// size is ignored with the diagnostic SwiftUI logs ("Invalid frame dimension").
    ///
    ///     Text("Hi").frame(width: 100, height: 40, alignment: .leading)
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        UnaryModifierView(content: self, kind: .checkedFrame(width: width, height: height, alignment: alignment))
    }

    /// Puts the view in an invisible frame with minimum, ideal and maximum sizes (SwiftLayoutUI.md).
    ///
    /// As Apple's documentation words it: the size proposed to the view is the size proposed to the frame,
    /// limited by any constraints specified, and with any unspecified dimensions in the proposal replaced by
    /// any corresponding ideal dimensions, if specified. The frame's size in each dimension: the view's size
    /// when neither a minimum nor a maximum is given; the proposal clamped to [min, max] when both are; with
    /// a minimum only, `max(min, min(child, max(proposal, min)))`; with a maximum only,
    /// `min(max, max(child, min(proposal, max)))`; with no proposal, the ideal if given, else the view's size
    /// clamped by the bounds. Contradictory bounds (min > max) log "Contradictory frame constraints
    /// specified." and the frame reports the view's size.
    ///
    ///     Text("Hello").frame(maxWidth: .infinity, alignment: .leading)   // the whole proposed width
    ///     Color.red.frame(minWidth: 100, idealWidth: 200)                 // 200 wide when proposed nil
    @inlinable
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        UnaryModifierView(content: self, kind: .checkedFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                      minHeight: minHeight, idealHeight: idealHeight,
                                                      maxHeight: maxHeight, alignment: alignment))
    }
}

/// A fixed frame dimension: negative, NaN and infinite values are dropped with a diagnostic.
func validFrameDimension(_ value: CGFloat?) -> CGFloat? {
    guard let value else { return nil }
    guard value.isFinite, value >= 0 else {
        invalidModifier("frame dimension (\(formatNumber(value)))", "a frame size must be finite and non-negative; it is ignored")
        return nil
    }
    return value
}

/// The bounds of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
@usableFromInline
struct FlexibleFrame {
    struct Dimension {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?
        /// min > max: SwiftUI logs and the frame reports its child's size.
        var contradictory = false

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            func valid(_ v: CGFloat?, _ name: String, allowInfinity: Bool) -> CGFloat? {
                guard let v else { return nil }
                if v.isNaN || v < 0 || (!allowInfinity && v.isInfinite) {
                    invalidModifier("frame dimension (\(name) \(formatNumber(v)))", "it is ignored")
                    return nil
                }
                return v
            }
            self.min = valid(min, "min", allowInfinity: false)
            self.ideal = valid(ideal, "ideal", allowInfinity: false)
            self.max = valid(max, "max", allowInfinity: true)
            let upper = self.max.map { m in self.ideal.map { Swift.max(m, $0) } ?? m }
            if let lower = self.min, let upper, lower > upper {
                contradictory = true
                LayoutDiagnostics.report(LayoutDiagnostic(kind: .invalidArgument, severity: .warning, context: .layout,
                                                          message: "Contradictory frame constraints specified."))
            }
        }

        /// The proposal clamped to the bounds given (min first, then max, so max wins); nil becomes the ideal.
        func childProposal(_ p: CGFloat?) -> CGFloat? {
            guard let p else { return ideal }
            var v = p
            if let min { v = Swift.max(v, min) }
            if let max { v = Swift.min(v, max) }
            return v
        }

        /// The frame's length for proposal `p` and child length `c`.
        func size(_ p: CGFloat?, child c: CGFloat) -> CGFloat {
            if contradictory { return c }
            guard let p else {
                if let ideal { return ideal }
                return clamp(c)
            }
            switch (min, max) {
            case (nil, nil): return c
            case let (lo?, hi?): return Swift.min(Swift.max(p, lo), hi)
            case let (lo?, nil): return Swift.max(lo, Swift.min(c, Swift.max(p, lo)))
            case let (nil, hi?): return Swift.min(hi, Swift.max(c, Swift.min(p, hi)))
            }
        }

        func clamp(_ v: CGFloat) -> CGFloat {
            var v = v
            if let min { v = Swift.max(v, min) }
            if let max { v = Swift.min(v, max) }
            return v
        }

        /// The child's proposal at placement: the frame's own length, nil only where the parent proposed nil,
        /// no ideal is given and the length lies strictly between the bounds.
        func placementProposal(_ p: CGFloat?, size s: CGFloat) -> CGFloat? {
            if p == nil, ideal == nil, min.map({ s > $0 }) ?? true, max.map({ s < $0 }) ?? true { return nil }
            return s
        }
    }

    var width: Dimension
    var height: Dimension
    var alignment: Alignment

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(p.width), height: height.childProposal(p.height))
    }

    func size(_ p: ProposedViewSize, childSize c: CGSize) -> CGSize {
        CGSize(width: width.size(p.width, child: c.width), height: height.size(p.height, child: c.height))
    }

    func placementProposal(_ p: ProposedViewSize, size s: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: width.placementProposal(p.width, size: s.width),
                         height: height.placementProposal(p.height, size: s.height))
    }
}
