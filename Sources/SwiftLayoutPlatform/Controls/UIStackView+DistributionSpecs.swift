import Foundation

// The distribution constraints of a stack view (TheUIKitLayer.md): along its axis, in a fixed order.
extension UIStackView {
    /// The canvas connections and spacings, the distribution's own constraints, then the hidden views'.
    func distributionSpecs(arranged: [UIView], visible: [UIView], hidden: [UIView], x: AxisAttributes, add: AddSpec) {
        guard let first = visible.first, let last = visible.last else {
            return emptyDistributionSpecs(hidden: hidden, x: x, add: add)
        }
        add(self, canvasAttribute(x.lead), .equal, first, x.lead, 1, 0, .required, "UISV-canvas-connection")
        add(self, canvasAttribute(x.trail), .equal, last, x.trail, 1, 0, .required, "UISV-canvas-connection")
        spacingSpecs(visible: visible, x: x, add: add)
        switch distribution {
        case .fill: textWidthSpecs(visible: visible, add: add)
        case .fillEqually: fillEquallySpecs(visible, x, add)
        case .fillProportionally: fillProportionallySpecs(visible: visible, x: x, add: add)
        case .equalSpacing, .equalCentering: equalSpacingSpecs(visible: visible, x: x, add: add)
        }
        hiddenViewSpecs(arranged: arranged, hidden: hidden, x: x, add: add)
    }

    /// Nothing visible: the canvas connects to the ordering spanner, which prefers no length, and the hidden
    /// views sit against it.
    private func emptyDistributionSpecs(hidden: [UIView], x: AxisAttributes, add: AddSpec) {
        let spanner = orderingSpanner
        add(self, canvasAttribute(x.lead), .equal, spanner, x.lead, 1, 0, .required, "UISV-canvas-connection")
        add(self, canvasAttribute(x.trail), .equal, spanner, x.trail, 1, 0, .required, "UISV-canvas-connection")
        add(spanner, x.size, .equal, nil, .notAnAttribute, 1, 0, UILayoutPriority(51), "UISV-spanning-fit")
        for view in hidden {
            add(view, x.size, .equal, nil, .notAnAttribute, 1, 0, .required, "UISV-hiding")
        }
        for view in hidden {
            add(view, x.lead, .equal, spanner, x.lead, 1, 0, UILayoutPriority(50), "UISV-spacing")
        }
    }

    /// Spacing between consecutive visible views.
    private func spacingSpecs(visible: [UIView], x: AxisAttributes, add: AddSpec) {
        let equalDistribution = distribution == .equalSpacing || distribution == .equalCentering
        let baselineRelative = isBaselineRelativeArrangement && axis == .vertical
        for (previous, next) in zip(visible, visible.dropFirst()) {
            // Baseline-relative (12.6): between two views with text, from baseline to baseline.
            let byBaseline = baselineRelative && previous.forLastBaselineLayout is UILabel
                && next.forFirstBaselineLayout is UILabel
            add(next, byBaseline ? .firstBaseline : x.lead, equalDistribution ? .greaterThanOrEqual : .equal,
                previous, byBaseline ? .lastBaseline : x.trail, 1, spacing(after: previous), .required, "UISV-spacing")
        }
    }

    /// The sum of the spacings between the visible views.
    private func totalSpacing(_ visible: [UIView]) -> CGFloat {
        var spacings: CGFloat = 0
        for view in visible.dropLast() { spacings += spacing(after: view) }
        return spacings
    }

    /// `.fill` (12.8): multi-line labels in a horizontal stack are pulled toward an equal share.
    private func textWidthSpecs(visible: [UIView], add: AddSpec) {
        guard axis == .horizontal else { return }
        let n = CGFloat(visible.count)
        let spacings = totalSpacing(visible)
        for case let label as UILabel in visible where label.numberOfLines != 1 {
            add(label, .width, .equal, self, .width, 1 / n, -spacings / n, UILayoutPriority(759),
                "UISV-text-width-disambiguation")
        }
    }

    /// `.fillEqually`: every visible view as long as the first.
    private func fillEquallySpecs(_ visible: [UIView], _ x: AxisAttributes, _ add: AddSpec) {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            add(view, x.size, .equal, first, x.size, 1, 0, .required, "UISV-fill-equally")
        }
    }

    /// `.fillProportionally`: each view's length a share of the stack's, by its intrinsic length.
    private func fillProportionallySpecs(visible: [UIView], x: AxisAttributes, add: AddSpec) {
        let sizes = visible.map { view -> CGFloat in
            let intrinsic = view.intrinsicContentSize
            let value = axis == .horizontal ? intrinsic.width : intrinsic.height
            return value.isFinite && value > 0 ? value : 0
        }
        let withSize = sizes.filter { $0 > 0 }.count
        if withSize == 0 { return fillEquallySpecs(visible, x, add) }
        let spacings = totalSpacing(visible)
        let total = sizes.reduce(0, +) + spacings
        let soleRequired = withSize == 1 && (visible.count == 1 || spacings == 0)
        for (index, view) in visible.enumerated() {
            if sizes[index] > 0 {
                let priority = soleRequired ? UILayoutPriority.required : UILayoutPriority(999 - Float(index))
                add(view, x.size, .equal, self, x.size, sizes[index] / total, 0, priority, "UISV-fill-proportionally")
            } else {
                add(view, x.size, .equal, nil, .notAnAttribute, 1, 0, .required, "UISV-fill-proportionally")
            }
        }
    }

    /// `.equalSpacing` and `.equalCentering`: a gap guide between each two visible views, all of one length.
    private func equalSpacingSpecs(visible: [UIView], x: AxisAttributes, add: AddSpec) {
        let centering = distribution == .equalCentering
        while gapGuides.count < visible.count - 1 {
            gapGuides.append(_UILayoutSpacer(identifier: "UISV-distributing", stack: self))
        }
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = gapGuides[index]
            add(gap, x.lead, .equal, previous, centering ? x.center : x.trail, 1, 0, .required,
                "UISV-distributing-edge")
            add(gap, x.trail, .equal, next, centering ? x.center : x.lead, 1, 0, .required,
                "UISV-distributing-edge")
        }
        if visible.count > 2 {
            for gap in gapGuides[1..<(visible.count - 1)] {
                add(gap, x.size, .equal, gapGuides[0], x.size, 1, 0,
                    centering ? UILayoutPriority(149) : .required, "UISV-fill-equally")
            }
        }
        add(self, x.size, .equal, nil, .notAnAttribute, 1, 0, UILayoutPriority(49), "UISV-canvas-fit")
    }

    /// Hidden views: no length, placed weakly between their nearest visible neighbours.
    private func hiddenViewSpecs(arranged: [UIView], hidden: [UIView], x: AxisAttributes, add: AddSpec) {
        for view in hidden {
            add(view, x.size, .equal, nil, .notAnAttribute, 1, 0, .required, "UISV-hiding")
        }
        for view in hidden {
            guard let position = arranged.firstIndex(ofObject: view) else { continue }
            let previous = arranged[..<position].last { !$0.isHidden }
            let next = arranged[(position + 1)...].first { !$0.isHidden }
            if let previous, let next {
                let half = spacing(after: previous) / 2
                add(view, x.lead, .equal, previous, x.trail, 1, half, UILayoutPriority(50), "UISV-spacing")
                add(next, x.lead, .equal, view, x.trail, 1, half, UILayoutPriority(50), "UISV-spacing")
            } else if let previous {
                add(view, x.lead, .equal, previous, x.trail, 1, 0, UILayoutPriority(50), "UISV-spacing")
            } else if let next {
                add(next, x.lead, .equal, view, x.trail, 1, 0, UILayoutPriority(50), "UISV-spacing")
            }
        }
    }
}
