import Foundation
import SwiftLayoutSolver

// How constraints see a scroll view (TheUIKitLayer.md, §4.4): the engine solves as if every offset were zero, and
// the offset enters as constants in the frame guide's position, in the legacy rule's frame attributes and in
// locations measured across a scroll view's boundary.

extension NSLayoutConstraint {
    /// What a scroll view's attribute means in this constraint.
    enum ScrollViewRole {
        /// Its own frame, as for any view.
        case plain
        /// The legacy rule: the other item is inside it (§4.4).
        case legacy
        /// One of its system guides (margins, safe area, readable) held to it: attached to the frame (§4.3).
        case frame
    }

    /// The role of `item`'s attribute, `other` being the constraint's other item.
    func scrollViewRole(of item: LayoutItem, other: LayoutItem?) -> ScrollViewRole {
        guard let scroll = item as? UIScrollView, let other else { return .plain }
        switch systemKind {
        case nil:
            if let view = other as? UIView {
                return view !== scroll && view.isDescendant(of: scroll) ? .legacy : .plain
            }
            guard let guide = other as? UILayoutGuide, let owner = guide.storedOwningView else { return .plain }
            if owner === scroll { return guide.isSystemGuide ? .legacy : .plain }
            return owner.isDescendant(of: scroll) ? .legacy : .plain
        case .marginsGuide?, .safeAreaGuide?:
            return (other as? UILayoutGuide)?.storedOwningView === scroll ? .frame : .plain
        default:
            return .plain
        }
    }

    /// Rewrites a constraint's expression for the scroll views among its items (built as for plain views):
    /// a scroll view's side under the legacy rule or attached to its frame is taken out and put back with
    /// its meaning, and each side inside a scroll view below the installing view is measured where it shows.
    /// A side is its item, its attribute's axis and its coefficient in the expression.
    func adjustForScrollViews(_ builder: ExpressionBuilder, _ first: LayoutItem, _ axis1: Attribute.AxisKind,
                              _ coefficient1: Double, _ second: LayoutItem, _ axis2: Attribute.AxisKind,
                              _ coefficient2: Double, direction: UIUserInterfaceLayoutDirection,
                              in container: UIView?, terms: inout [Term], constant: inout Double) -> Bool {
        var ok = true
        func replace(_ item: LayoutItem, _ other: LayoutItem, _ attribute: Attribute, _ coefficient: Double) {
            let role = scrollViewRole(of: item, other: other)
            guard role != .plain, let scroll = item as? UIScrollView else { return }
            ok = builder.accumulate(scroll, attribute, direction, -coefficient, in: container,
                                    into: &terms, constant: &constant) && ok
            ok = builder.accumulate(scroll, attribute, direction, coefficient, role: role, for: self, in: container,
                                    into: &terms, constant: &constant) && ok
        }
        replace(first, second, storedFirstAttribute, coefficient1)
        replace(second, first, storedSecondAttribute, coefficient2)
        guard let installer = installedView ?? first.installationView else { return ok }
        constant -= coefficient1 * scrollOffset(of: first, axis: axis1, installer: installer)
        constant -= coefficient2 * scrollOffset(of: second, axis: axis2, installer: installer)
        return ok
    }

    /// How far a location of `item` on `axis` moves on screen when measured from `installer`: the sum of the
    /// offsets of the scroll views strictly between them that contain the item (§4.3). Each such scroll
    /// view records this constraint as depending on its offset.
    func scrollOffset(of item: LayoutItem, axis: NSLayoutConstraint.Attribute.AxisKind, installer: UIView) -> Double {
        guard axis == .x || axis == .y else { return 0 }
        var view: UIView?
        if let itemView = item as? UIView {
            guard itemView !== installer else { return 0 }
            view = itemView.storedSuperview
        } else if let guide = item as? UILayoutGuide, let owner = guide.storedOwningView {
            guard owner !== installer else { return 0 }
            view = guide.isSystemGuide && owner is UIScrollView ? owner : owner.storedSuperview
        }
        var total = 0.0
        while let current = view, current !== installer {
            if let scroll = current as? UIScrollView {
                total += Double(axis == .x ? scroll.boundsOrigin.x : scroll.boundsOrigin.y)
                scroll.noteOffsetDependent(self)
            }
            view = current.storedSuperview
        }
        return total
    }
}

extension ExpressionBuilder {
    /// `accumulate` for a scroll view's attribute under the legacy rule or attached to its frame (§4.4):
    /// edges and margins are the content guide's (the frame's for `.frame`), sizes and centres the frame
    /// guide's, which is the scroll view's own rectangle moved by `contentOffset`.
    func accumulate(_ scroll: UIScrollView, _ attribute: NSLayoutConstraint.Attribute,
                    _ direction: UIUserInterfaceLayoutDirection, _ coefficient: Double,
                    role: NSLayoutConstraint.ScrollViewRole, for constraint: NSLayoutConstraint,
                    in container: UIView?, into terms: inout [Term], constant: inout Double) -> Bool {
        let attribute = attribute == .firstBaseline || attribute == .lastBaseline ? .bottom : attribute
        let k = coefficient
        let toFrame: Bool
        switch attribute {
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: toFrame = true
        default: toFrame = role == .frame
        }
        if toFrame {
            let ok = accumulate(scroll, attribute, direction, k, in: container, into: &terms, constant: &constant)
            let axis = attribute.axisKind
            guard axis == .x || axis == .y else { return ok }
            constant += k * Double(axis == .x ? scroll.boundsOrigin.x : scroll.boundsOrigin.y)
            scroll.noteOffsetDependent(constraint)
            return ok
        }
        let guide = scroll.contentLayoutGuide
        let m = scroll.effectiveMarginsLeftRight
        let ltr = direction == .leftToRight
        let edge: NSLayoutConstraint.Attribute
        var inset: CGFloat = 0
        switch attribute {
        case .leftMargin: edge = .left; inset = m.left
        case .rightMargin: edge = .right; inset = -m.right
        case .topMargin: edge = .top; inset = m.top
        case .bottomMargin: edge = .bottom; inset = -m.bottom
        case .leadingMargin: edge = .leading; inset = ltr ? m.left : -m.right
        case .trailingMargin: edge = .trailing; inset = ltr ? -m.right : m.left
        default: edge = attribute
        }
        let ok = accumulate(guide, edge, direction, k, in: container, into: &terms, constant: &constant)
        constant += k * Double(inset)
        return ok
    }
}
