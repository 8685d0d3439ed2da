import Foundation
import SwiftLayoutSolver

// The solver form of a constraint (TheUIKitLayer.md): the linear expressions, relations and priorities it stands for,
// in its installing view's space (an item's position is measured from its parent's origin; a location adds the
// positions of the item's ancestors below the installing view, whose own is 0 there). Every kind of constraint
// has its form here, next to the engine that adds them.

extension NSLayoutConstraint {
    /// The solver constraints this constraint stands for (TheUIKitLayer.md), as a new array.
    final func solverSpecs(_ builder: ExpressionBuilder) -> [SolverSpec] {
        var specs: [SolverSpec] = []
        appendSolverSpecs(builder, first: firstLayoutItem, second: secondLayoutItem, to: &specs)
        return specs
    }

    /// The form of a constraint the user makes (and of a stack's arrangement): one solver constraint
    /// `(first − o1) − multiplier × (second − o2) − constant REL 0`, leading/trailing resolved in the installing
    /// view's direction, locations measured from the installing view's origin (TheUIKitLayer.md).
    func appendPlainSolverSpecs(_ builder: ExpressionBuilder, first: LayoutItem?, second: LayoutItem?,
                           to specs: inout [SolverSpec]) {
        if firstOffset != nil || secondOffset != nil {
            specs += offsetSolverSpecs(builder)
            return
        }
        guard let first else { return }
        let axis1 = storedFirstAttribute.axisKind, axis2 = storedSecondAttribute.axisKind
        // A location of one axis related to a location of the other (TheUIKitLayer.md).
        let crossAxis = second != nil && axis1 != axis2 && axis1 != .dimension && axis2 != .dimension
        let usesDirection = storedFirstAttribute.isLeadingTrailing || storedSecondAttribute.isLeadingTrailing
        // Locations are measured from the installing view's origin, each on its own axis (TheUIKitLayer.md); on one
        // axis with multiplier 1 the two origins cancel.
        let originShift = second != nil && axis1 != .dimension && (crossAxis || storedMultiplier != 1)
        let context = usesDirection || originShift ? (installedView ?? first.installationView) : nil
        let direction = usesDirection ? (context?.effectiveUserInterfaceLayoutDirection ?? .leftToRight) : .leftToRight
        // Right-to-left, a cross-axis pair measures its x side leftwards from the installing view's right edge
        // (TheUIKitLayer.md, to be confirmed); a same-axis pair measures both sides so, which negates the constant.
        let mirrorsX = crossAxis && direction == .rightToLeft
        var factor = -1.0
        var rel = storedRelation
        if direction == .rightToLeft && !crossAxis {
            // Measured along the reading direction: mirroring x negates both sides, so the constant changes
            // sign and an inequality turns around.
            factor = 1
            rel = rel.flipped
        }
        // (first − o1) − multiplier × (second − o2) − constant, in the installing view's space (each item's
        // position is measured from its parent's origin, so a location adds its ancestors' up to there); k
        // collects the items' offsets, the constant is added last (`ConstantForm`). A constraint whose installing
        // view is not an ancestor of both items (none is, for one not installed) is built in the root's space.
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var k = 0.0
        // A lone location (no second item) stays in the root's space.
        let container = second == nil ? nil : installedView
        if !appendPlainTerms(builder, first, second, context, axis1, axis2, crossAxis: crossAxis,
                             originShift: originShift, mirrorsX: mirrorsX, direction: direction, in: container,
                             terms: &terms, constant: &k) {
            terms.removeAll(keepingCapacity: true)
            k = 0
            appendPlainTerms(builder, first, second, context, axis1, axis2, crossAxis: crossAxis,
                             originShift: originShift, mirrorsX: mirrorsX, direction: direction, in: nil,
                             terms: &terms, constant: &k)
        }
        specs.append(SolverSpec(expression: LinearExpression(terms, constant: k + factor * Double(storedConstant)),
                                relation: rel.solverRelation, priority: storedPriority,
                                constantOffset: k, constantFactor: factor))
    }

    /// The terms of `appendPlainSolverSpecs` in `container`'s space; false if `container` is not an ancestor of
    /// an item (the caller then builds in the root's space).
    @discardableResult
    private func appendPlainTerms(_ builder: ExpressionBuilder, _ first: LayoutItem, _ second: LayoutItem?,
                                  _ context: UIView?, _ axis1: Attribute.AxisKind, _ axis2: Attribute.AxisKind,
                                  crossAxis: Bool, originShift: Bool, mirrorsX: Bool,
                                  direction: UIUserInterfaceLayoutDirection, in container: UIView?,
                                  terms: inout [Term], constant k: inout Double) -> Bool {
        let sign1 = mirrorsX && axis1 == .x ? -1.0 : 1.0
        var ok = builder.accumulate(first, storedFirstAttribute, direction, sign1, in: container,
                                    into: &terms, constant: &k)
        guard let second else { return ok }
        let m = Double(storedMultiplier)
        let sign2 = mirrorsX && axis2 == .x ? -1.0 : 1.0
        ok = builder.accumulate(second, storedSecondAttribute, direction, -m * sign2, in: container,
                                into: &terms, constant: &k) && ok
        if originShift, let context {
            // The installing view's origin on `axis`, in the container's space, times `a`.
            func origin(_ axis: Attribute.AxisKind, _ a: Double) {
                ok = builder.accumulate(context, axis == .x ? .left : .top, .leftToRight, a, in: container,
                                        into: &terms, constant: &k) && ok
            }
            if crossAxis {
                // Side s with coefficient a: a × (E − o), or a × (xI + wI − E) when mirrored.
                for (axis, a, mirrored) in [(axis1, 1.0, sign1 < 0), (axis2, -m, sign2 < 0)] {
                    origin(axis, mirrored ? a : -a)
                    if mirrored { terms.append(Term(builder.state(context).w, a)) }
                }
            } else {
                // −o + m × o on the shared axis.
                origin(axis1, m - 1)
            }
        }
        if builder.looksForScrollViews {
            // Scroll views: the legacy rule and the offsets (TheUIKitLayer.md, §4.4).
            ok = adjustForScrollViews(builder, first, axis1, sign1, second, axis2, -m * sign2, direction: direction,
                                      in: container, terms: &terms, constant: &k) && ok
        }
        return ok
    }

    /// The solver form: `first REL m × second + c`, a distance side being `E(to) − E(from)`. Distances are
    /// dimensions, so no origin is subtracted; one measured between leading/trailing anchors is measured along
    /// the reading direction (negated right-to-left), as leading/trailing constraints are (TheUIKitLayer.md).
    func offsetSolverSpecs(_ builder: ExpressionBuilder) -> [SolverSpec] {
        let direction = (installedView ?? nearestCommonInstallationView())?.effectiveUserInterfaceLayoutDirection
            ?? .leftToRight
        func side(_ offset: AnchorOffset?, _ item: LayoutItem?, _ attribute: Attribute) -> LinearExpression? {
            guard let offset else { return item.map { builder.expression($0, attribute, direction) } }
            guard let from = asLayoutItem(offset.fromItem), let to = asLayoutItem(offset.toItem) else { return nil }
            let distance = builder.expression(to, offset.toAttribute, direction)
                - builder.expression(from, offset.fromAttribute, direction)
            let mirrored = direction == .rightToLeft
                && (offset.fromAttribute.isLeadingTrailing || offset.toAttribute.isLeadingTrailing)
            return mirrored ? distance * -1 : distance
        }
        guard let e1 = side(firstOffset, firstLayoutItem, storedFirstAttribute) else { return [] }
        var base = e1
        if hadSecondItem {
            guard let e2 = side(secondOffset, secondLayoutItem, storedSecondAttribute) else { return [] }
            base = e1 - e2 * Double(storedMultiplier)
        }
        return [SolverSpec(expression: base - Double(storedConstant), relation: storedRelation.solverRelation,
                           priority: storedPriority, constantOffset: base.constant)]
    }
}

extension NSContentSizeLayoutConstraint {
    /// `size >= v` at the compression-resistance priority and `size <= v` at the hugging priority, an arranged
    /// view's tie-break (TheUIKitLayer.md) on both.
    func appendContentSizeSpecs(_ builder: ExpressionBuilder, first: LayoutItem?, to specs: inout [SolverSpec]) {
        guard let view = first else { return }
        let state = builder.state(view)
        // Made whole: `LinearExpression(v) - c` made its terms twice (callgrind, N = 1,000: feed build + first
        // layout 307.46 M → 304.56 M instructions). `0 - c`, as the operator computed it (never −0).
        let size = LinearExpression([Term(storedFirstAttribute == .width ? state.w : state.h)],
                                    constant: 0 - Double(storedConstant))
        let axis: NSLayoutConstraint.Axis = storedFirstAttribute == .width ? .horizontal : .vertical
        var tieBreak = 0.0
        if let owner = view as? UIView, let stack = owner.superview as? UIStackView {
            tieBreak = stack.contentTieBreak(for: owner, axis: axis)
        }
        // Both optional (the usual case): one equality, an excess weighing the hugging and a shortfall the
        // compression resistance, as UIKit's engine holds it; the two inequalities it stands for took twice the
        // rows and symbols (callgrind, N = 1,000: feed build + first layout 304.1 M → 280.9 M instructions, stack
        // build 413.2 M → 391.3 M, the same views without stacks 239.6 M → 200.1 M).
        if !compressionResistancePriority.isRequired && !huggingPriority.isRequired {
            specs.append(SolverSpec(expression: size, relation: .equal, priority: huggingPriority,
                                    priorityBelow: compressionResistancePriority, tieBreak: tieBreak))
            return
        }
        specs.append(SolverSpec(expression: size, relation: .greaterThanOrEqual,
                                priority: compressionResistancePriority, tieBreak: tieBreak))
        specs.append(SolverSpec(expression: size, relation: .lessThanOrEqual, priority: huggingPriority,
                                tieBreak: tieBreak))
    }
}

extension NSAutoresizingMaskLayoutConstraint {
    /// The position or the size on one axis as a linear function of the superview's size (TheUIKitLayer.md).
    func appendAutoresizingSpecs(_ builder: ExpressionBuilder, first: LayoutItem?, second: LayoutItem?,
                                 to specs: inout [SolverSpec]) {
        guard let view = first, let superview = second else { return }
        let v = builder.state(view), s = builder.state(superview)
        let superSize = maskAxis == .horizontal ? s.w : s.h
        let expression: LinearExpression
        if isPosition {
            // The view's position is measured from its superview's origin already.
            expression = LinearExpression(maskAxis == .horizontal ? v.x : v.y)
                - Double(share) * superSize - Double(storedConstant)
        } else {
            expression = LinearExpression(maskAxis == .horizontal ? v.w : v.h) - Double(share) * superSize
                - Double(storedConstant)
        }
        specs.append(SolverSpec(expression: expression, relation: .equal, priority: .required))
    }
}

extension NSLayoutConstraint.Relation {
    /// The solver's relation of `expression relation 0`.
    var solverRelation: RelationalOperator {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}
