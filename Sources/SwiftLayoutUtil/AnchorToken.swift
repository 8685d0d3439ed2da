import SwiftLayout

/// An installed constraint as `ViewPrinter` sees it (RenderingAndSnapshotTests.md, step 2): the tags of its items
/// and the first item's superview, its attributes, relation, constant and multiplier. Priority and
/// identifier are dropped, so constraints that differ only there print once.
struct AnchorToken: Hashable {
    let firstTag: String
    /// The first item's superview's tag (its own without one); a guide's owning view's tag.
    let superTag: String
    /// The second item's tag, `""` for none.
    let secondTag: String
    let firstAttribute: NSLayoutConstraint.Attribute
    let secondAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let constant: CGFloat
    let multiplier: CGFloat

    enum Axis { case x, y, dimension, unknown }

    /// X, Y or dimension, from the first attribute.
    var axis: Axis {
        switch firstAttribute {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return .x
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            return .y
        case .width, .height: return .dimension
        case .notAnAttribute: return .unknown
        }
    }

    /// Same attribute on both sides, or a constant dimension.
    var isSelf: Bool {
        firstAttribute == secondAttribute || (axis == .dimension && secondAttribute == .notAnAttribute)
    }

    /// The second item is the first item's superview.
    var isSuper: Bool { secondTag == superTag }

    /// Whether `other` joins a group keyed by `self` (step 3): same target, axis and values, both self.
    func groups(with other: AnchorToken) -> Bool {
        axis != .unknown && other.secondTag == secondTag && other.axis == axis && other.relation == relation
            && other.constant == constant && other.multiplier == multiplier && isSelf && other.isSelf
    }
}

/// The `Anchors` lines of one item (§10.2 steps 3–4): duplicates collapsed, tokens grouped, groups ordered by
/// their key, attributes ordered inside each group.
///
///     anchorLines(tokens)   // ["Anchors.top", "Anchors.leading.trailing", "Anchors.height.equalTo(constant: 60.0)"]
func anchorLines(_ tokens: [AnchorToken]) -> [String] {
    var seen = Set<AnchorToken>()
    let unique = tokens.filter { seen.insert($0).inserted }
    var used = [Bool](repeating: false, count: unique.count)
    var groups: [[AnchorToken]] = []
    for index in unique.indices where !used[index] {
        let key = unique[index]
        var group = [key]
        for other in (index + 1)..<unique.count where !used[other] && key.groups(with: unique[other]) {
            used[other] = true
            group.append(unique[other])
        }
        groups.append(group)
    }
    let ordered = groups.enumerated().sorted { lhs, rhs in
        let a = lhs.element[0], b = rhs.element[0]
        if a.firstAttribute != b.firstAttribute { return a.firstAttribute.rawValue < b.firstAttribute.rawValue }
        if a.secondAttribute != b.secondAttribute { return a.secondAttribute.rawValue < b.secondAttribute.rawValue }
        if a.relation != b.relation { return a.relation.rawValue < b.relation.rawValue }
        return precedes(a.constant, b.constant) ?? precedes(a.multiplier, b.multiplier) ?? (lhs.offset < rhs.offset)
    }
    return ordered.map { anchorLine($0.element) }
}

/// `"Anchors." + attributes + (hidden ? "" : "." + relationFunction) + multiplier` (step 4).
private func anchorLine(_ group: [AnchorToken]) -> String {
    let key = group[0]
    let attributes = group.enumerated().sorted { lhs, rhs in
        let a = lhs.element, b = rhs.element
        if a.secondAttribute != b.secondAttribute { return a.secondAttribute.rawValue < b.secondAttribute.rawValue }
        if a.firstAttribute != b.firstAttribute { return a.firstAttribute.rawValue < b.firstAttribute.rawValue }
        return lhs.offset < rhs.offset
    }.map(\.element.firstAttribute.caseName)
    var line = "Anchors." + attributes.joined(separator: ".")
    let hidden = key.relation == .equal && key.isSuper && key.axis != .dimension && key.constant == 0
        && key.multiplier == 1 && key.firstAttribute == key.secondAttribute
    if !hidden {
        let superForm = key.isSuper && (key.isSelf || key.axis != .dimension)
        var parameters: [String] = []
        if !superForm && !key.secondTag.isEmpty { parameters.append(key.secondTag) }
        if !key.isSelf && key.secondAttribute != .notAnAttribute {
            parameters.append("attribute: ." + key.secondAttribute.caseName)
        }
        if key.constant != 0 { parameters.append("constant: \(key.constant)") }
        let name: String
        switch key.relation {
        case .equal: name = "equalTo"
        case .lessThanOrEqual: name = "lessThanOrEqualTo"
        case .greaterThanOrEqual: name = "greaterThanOrEqualTo"
        }
        line += "." + name + (superForm ? "Super(" : "(") + parameters.joined(separator: ", ") + ")"
    }
    if key.multiplier != 1 { line += ".multiplier(\(key.multiplier))" }
    return line
}

/// Whether `a` comes before `b` in IEEE total order (NaN last), nil when they are the same there: a strict
/// order for sorting numbers that may be NaN.
func precedes(_ a: CGFloat, _ b: CGFloat) -> Bool? {
    let below = a.isTotallyOrdered(belowOrEqualTo: b), above = b.isTotallyOrdered(belowOrEqualTo: a)
    return below && above ? nil : below
}
