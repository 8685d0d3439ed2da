import Foundation

/// The distance `to − from` between two anchors on one axis: what an `anchorWithOffset(to:)` dimension is
/// worth (TheUIKitLayer.md). Items are held weakly, as a constraint's are. A class, so that an optional offset on
/// every constraint and anchor costs a pointer test, not a copy of two references.
final class AnchorOffset {
    private let fromReference: ItemReference<AnyObject>
    let fromAttribute: NSLayoutConstraint.Attribute
    private let toReference: ItemReference<AnyObject>
    let toAttribute: NSLayoutConstraint.Attribute
    var fromItem: AnyObject? { fromReference.object }
    var toItem: AnyObject? { toReference.object }

    init(fromItem: AnyObject?, fromAttribute: NSLayoutConstraint.Attribute, toItem: AnyObject?,
         toAttribute: NSLayoutConstraint.Attribute) {
        fromReference = ItemReference(fromItem)
        self.fromAttribute = fromAttribute
        toReference = ItemReference(toItem)
        self.toAttribute = toAttribute
    }

    /// Both endpoints as layout items (nil where one is gone or is not a view or guide).
    var endpoints: [LayoutItem?] { [asLayoutItem(fromItem), asLayoutItem(toItem)] }

    /// `to.attr - from.attr`, naming items as a constraint description does.
    func text(naming name: (AnyObject?) -> String) -> String {
        "\(name(toItem)).\(toAttribute.name) - \(name(fromItem)).\(fromAttribute.name)"
    }
}

/// Constraints with a side made from an `anchorWithOffset(to:)` dimension: the side stands for the distance
/// between its two anchors, its item is nil and its attribute `.notAnAttribute`. Everything else — installation
/// on the nearest common ancestor of every item, validation, the solver form, the description — follows from
/// the items of both distances.
extension NSLayoutConstraint {
    /// Whether a side is an `anchorWithOffset(to:)` distance.
    var hasOffsets: Bool { firstOffset != nil || secondOffset != nil }

    /// The anchors' items of both sides, each once (appended to those of the plain sides).
    func addOffsetItems(to items: inout [LayoutItem]) {
        for offset in [firstOffset, secondOffset] {
            for case let item? in offset?.endpoints ?? [] where !items.contains(where: { $0 === item }) {
                items.append(item)
            }
        }
    }

    /// The view to install the constraint on: the nearest common ancestor of the installation views of all
    /// its items (a guide counts as its owning view); nil when an item is gone or they share no ancestor.
    func nearestCommonInstallationView() -> UIView? {
        var items: [LayoutItem?] = firstOffset?.endpoints ?? [firstLayoutItem]
        if hadSecondItem { items += secondOffset?.endpoints ?? [secondLayoutItem] }
        var common: UIView? = nil
        for item in items {
            guard let view = item?.installationView else { return nil }
            guard let current = common else {
                common = view
                continue
            }
            guard let next = current.nearestCommonAncestor(with: view) else { return nil }
            common = next
        }
        return common
    }

    /// Spec 4.3 for a constraint with a distance side: every anchor's item exists and is a view or guide, a
    /// plain side is a dimension, a distance does not mix leading/trailing with left/right, and guides have no
    /// margin or baseline attributes. Returns the message of the broken rule, nil when none is.
    func offsetValidationProblem(_ pairing: String) -> String? {
        var anchors: [(AnyObject?, NSLayoutConstraint.Attribute)] = []
        for (offset, item, attribute, present) in [(firstOffset, firstItem, firstAttribute, true),
                                                   (secondOffset, secondItem, secondAttribute, hadSecondItem)] where present {
            if let offset {
                anchors += [(offset.fromItem, offset.fromAttribute), (offset.toItem, offset.toAttribute)]
                if (offset.fromAttribute.isLeadingTrailing && offset.toAttribute.isLeftRight)
                    || (offset.fromAttribute.isLeftRight && offset.toAttribute.isLeadingTrailing) {
                    return "\(pairing) A distance cannot be measured between a leading/trailing attribute "
                        + "and a right/left attribute. Use leading/trailing for both or neither."
                }
            } else {
                guard attribute.axisKind == .dimension else {
                    return "\(pairing) A distance between two anchors pairs only with a dimension."
                }
                anchors.append((item, attribute))
            }
        }
        for (item, attribute) in anchors {
            guard let layoutItem = asLayoutItem(item) else {
                return "\(pairing) The items of a constraint must be views or layout guides that still exist."
            }
            if layoutItem is UILayoutGuide && (attribute.isMargin || attribute.isBaseline) {
                return "\(pairing) Layout guides have no margin or baseline attributes."
            }
        }
        return nil
    }

    /// The equation of the description, a distance side printed as `(to.attr - from.attr)`.
    func offsetEquationDescription(names: inout [String]) -> String {
        func side(_ offset: AnchorOffset?, _ item: AnyObject?, _ attribute: Attribute, names: inout [String]) -> String {
            guard let offset else { return itemName(item, names: &names) + "." + attribute.name }
            var collected = names
            let text = "(" + offset.text { itemName($0, names: &collected) } + ")"
            names = collected
            return text
        }
        var text = side(firstOffset, firstItem, firstAttribute, names: &names) + " " + relation.symbol + " "
        if hadSecondItem {
            if multiplier != 1 { text += formatNumber(multiplier) + "*" }
            text += side(secondOffset, secondItem, secondAttribute, names: &names)
            if constant != 0 { text += constant < 0 ? " - " + formatNumber(-constant) : " + " + formatNumber(constant) }
        } else {
            text += formatNumber(constant)
        }
        if !priority.isRequired { text += " @" + formatNumber(CGFloat(priority.rawValue)) }
        return text
    }
}
