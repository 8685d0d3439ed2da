import Foundation

// The alignment constraints of a stack view (TheUIKitLayer.md): across its axis.
extension UIStackView {
    private static let spanningBoundaryPriority = UILayoutPriority(999.5)
    private static let spanningFitPriority = UILayoutPriority(51)
    private static let canvasFitPriority = UILayoutPriority(49)

    /// The alignment's constraints: every arranged view aligned to the first, the canvas around them.
    func alignmentSpecs(arranged: [UIView], visible: [UIView], x: AxisAttributes, add: AddSpec) {
        guard let f = arranged.first else { return }
        let frame = AlignmentFrame(arranged: arranged, visible: visible, first: f,
                                   spanner: arranged.count >= 2 ? alignmentSpanner : nil, x: x,
                                   top: canvasAttribute(x.top), bottom: canvasAttribute(x.bottom))
        var effective = alignment
        if axis == .vertical {
            if effective == .firstBaseline { effective = .leading }
            if effective == .lastBaseline { effective = .trailing }
        }
        let others = arranged.dropFirst()
        switch effective {
        case .fill:
            add(self, frame.top, .equal, f, x.top, 1, 0, .required, "UISV-canvas-connection")
            add(self, frame.bottom, .equal, f, x.bottom, 1, 0, .required, "UISV-canvas-connection")
            for a in others {
                add(f, x.top, .equal, a, x.top, 1, 0, .required, "UISV-alignment")
                add(f, x.bottom, .equal, a, x.bottom, 1, 0, .required, "UISV-alignment")
            }
        case .leading:
            alignToEdge(frame, canvasNear: frame.top, near: x.top, canvasFar: frame.bottom, far: x.bottom,
                        outward: .greaterThanOrEqual, add: add)
        case .trailing:
            alignToEdge(frame, canvasNear: frame.bottom, near: x.bottom, canvasFar: frame.top, far: x.top,
                        outward: .lessThanOrEqual, add: add)
        case .center:
            add(self, canvasAttribute(x.crossCenter), .equal, f, x.crossCenter, 1, 0, .required,
                "UISV-canvas-connection")
            for a in others { add(f, x.crossCenter, .equal, a, x.crossCenter, 1, 0, .required, "UISV-alignment") }
            enclose(frame, add: add)
            suppressAmbiguity(frame, add: add)
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
            for a in others { add(f, baseline, .equal, a, baseline, 1, 0, .required, "UISV-alignment") }
            enclose(frame, add: add)
            suppressAmbiguity(frame, add: add)
        }
    }

    /// The spanner (or, with one view, the canvas) encloses the visible views on both sides.
    private func enclose(_ frame: AlignmentFrame, add: AddSpec) {
        let x = frame.x
        if let spanner = frame.spanner {
            add(self, frame.top, .equal, spanner, x.top, 1, 0, .required, "UISV-canvas-connection")
            add(self, frame.bottom, .equal, spanner, x.bottom, 1, 0, .required, "UISV-canvas-connection")
            add(spanner, x.crossSize, .equal, nil, .notAnAttribute, 1, 0, Self.spanningFitPriority,
                "UISV-spanning-fit")
            for v in frame.visible {
                add(spanner, x.top, .lessThanOrEqual, v, x.top, 1, 0, .required, "UISV-spanning-boundary")
                add(spanner, x.bottom, .greaterThanOrEqual, v, x.bottom, 1, 0, .required, "UISV-spanning-boundary")
            }
        } else {
            add(self, frame.top, .lessThanOrEqual, frame.first, x.top, 1, 0, .required, "UISV-canvas-connection")
            add(self, frame.bottom, .greaterThanOrEqual, frame.first, x.bottom, 1, 0, .required,
                "UISV-canvas-connection")
            add(self, x.crossSize, .equal, nil, .notAnAttribute, 1, 0, Self.canvasFitPriority, "UISV-canvas-fit")
        }
    }

    /// Every arranged view weakly prefers no length across the axis.
    private func suppressAmbiguity(_ frame: AlignmentFrame, add: AddSpec) {
        for a in frame.arranged {
            add(a, frame.x.crossSize, .equal, nil, .notAnAttribute, 1, 0, UILayoutPriority(25),
                "UISV-ambiguity-suppression")
        }
    }

    /// `.leading` and `.trailing` are mirrors: pinned to the near edge, free up to the far edge (`outward` is
    /// how the far edge may move away from the views).
    private func alignToEdge(_ frame: AlignmentFrame, canvasNear: NSLayoutConstraint.Attribute,
                             near: NSLayoutConstraint.Attribute, canvasFar: NSLayoutConstraint.Attribute,
                             far: NSLayoutConstraint.Attribute, outward: NSLayoutConstraint.Relation,
                             add: AddSpec) {
        let f = frame.first, x = frame.x
        add(self, canvasNear, .equal, f, near, 1, 0, .required, "UISV-canvas-connection")
        for a in frame.arranged.dropFirst() { add(f, near, .equal, a, near, 1, 0, .required, "UISV-alignment") }
        if let spanner = frame.spanner {
            for v in frame.visible {
                add(spanner, near, .equal, v, near, 1, 0, Self.spanningBoundaryPriority, "UISV-spanning-boundary")
            }
            add(self, canvasFar, .equal, spanner, far, 1, 0, .required, "UISV-canvas-connection")
            add(spanner, x.crossSize, .equal, nil, .notAnAttribute, 1, 0, Self.spanningFitPriority,
                "UISV-spanning-fit")
            for v in frame.visible {
                add(spanner, far, outward, v, far, 1, 0, .required, "UISV-spanning-boundary")
            }
        } else {
            add(self, canvasFar, outward, f, far, 1, 0, .required, "UISV-canvas-connection")
            add(self, x.crossSize, .equal, nil, .notAnAttribute, 1, 0, Self.canvasFitPriority, "UISV-canvas-fit")
        }
        suppressAmbiguity(frame, add: add)
    }
}
