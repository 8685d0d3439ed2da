import Foundation

/// A factory for constraints on one attribute of a view or layout guide.
///
/// The generic parameter makes mixing axes a compile error, as in UIKit: an x-axis anchor only relates to
/// x-axis anchors, a dimension to dimensions. Every method returns a new, **inactive** constraint.
///
///     title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16).isActive = true
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    private weak var storedItem: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        storedItem = item
        self.attribute = attribute
        super.init()
    }

    /// The view or guide, held weakly.
    ///
    ///     view.topAnchor.item === view   // true
    public var item: AnyObject? { storedItem }

    /// The attribute's name as it prints in constraints.
    ///
    ///     view.centerXAnchor.name   // "centerX"
    public var name: String { attribute.name }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
              multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        // Written without Optional.map: in this generic class, map would look up generic metadata per call.
        guard let other else {
            return NSLayoutConstraint(first: storedItem ?? NSNull(), firstAttribute: attribute, relation: relation,
                                      second: nil, secondAttribute: .notAnAttribute, multiplier: multiplier,
                                      constant: constant)
        }
        let constraint = NSLayoutConstraint(
            first: storedItem ?? NSNull(), firstAttribute: attribute, relation: relation,
            second: other.storedItem ?? NSNull(), secondAttribute: other.attribute,
            multiplier: multiplier, constant: constant)
        constraint.anchorPair = (self, other)
        return constraint
    }

    /// `self == anchor`.
    ///
    ///     a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor)
    }

    /// `self >= anchor`.
    ///
    ///     a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor)
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }

    /// `self <= anchor`.
    ///
    ///     a.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor)
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }

    /// `self == anchor + c`.
    ///
    ///     image.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`.
    ///
    ///     b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 8)
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`.
    ///
    ///     a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8)
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….left">`.
    ///
    ///     print(view.topAnchor)   // <NSLayoutYAxisAnchor:0x600000462580 "UIView:0x7f8c59007340.top">
    open override var description: String {
        var names: [String] = []
        let itemText = NSLayoutConstraint.anchorItemName(storedItem, names: &names)
        return "<\(String(describing: type(of: self))):\(addressString(self)) \"\(itemText).\(attribute.name)\">"
    }
}

extension NSLayoutConstraint {
    static func anchorItemName(_ item: AnyObject?, names: inout [String]) -> String {
        guard let item else { return "nil" }
        if let view = item as? UIView, let id = view.accessibilityIdentifier, !id.isEmpty { return id }
        if let item = asLayoutItem(item) { return item.constraintItemName }
        return "\(item)"
    }
}

/// An anchor on the x axis: leading, trailing, left, right, centerX.
///
///     b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)   // + 8
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + 8 × multiplier` (standard spacing is 8 points).
    ///
    ///     b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)   // + 16
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint {
        make(.equal, anchor, constant: 8 * multiplier)
    }

    /// `self >= anchor + 8 × multiplier`.
    ///
    ///     b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }

    /// `self <= anchor + 8 × multiplier`.
    ///
    ///     b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 8 * multiplier)
    }
}

/// An anchor on the y axis: top, bottom, centerY, firstBaseline, lastBaseline.
///
///     b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)   // + 8
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + 8 × multiplier` (standard spacing is 8 points).
    ///
    ///     b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint {
        make(.equal, anchor, constant: 8 * multiplier)
    }

    /// `self >= anchor + 8 × multiplier`.
    ///
    ///     b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }

    /// `self <= anchor + 8 × multiplier`.
    ///
    ///     b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 8 * multiplier)
    }
}

/// A width or height anchor: relates to other dimensions with a multiplier, or to a constant.
///
///     image.widthAnchor.constraint(equalToConstant: 80)
///     cell.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -8)
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    ///
    ///     view.heightAnchor.constraint(equalToConstant: 44)
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }

    /// `self >= c`.
    ///
    ///     view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self <= c`.
    ///
    ///     view.widthAnchor.constraint(lessThanOrEqualToConstant: 320)
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == m × anchor`.
    ///
    ///     view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m)
    }

    /// `self >= m × anchor`.
    ///
    ///     view.widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.25)
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }

    /// `self <= m × anchor`.
    ///
    ///     view.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.75)
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }

    /// `self == m × anchor + c`.
    ///
    ///     cell.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -8)
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= m × anchor + c`.
    ///
    ///     view.widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: 8)
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= m × anchor + c`.
    ///
    ///     view.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: 8)
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// Lazily made, cached anchors of one item, stored in the item: one slot per attribute (raw values
/// 0...20), allocated on the first anchor asked for, so asking for an anchor is an array read, not a hash.
struct AnchorCache {
    private var slots: ContiguousArray<AnyObject?> = []

    private mutating func slot(_ attribute: NSLayoutConstraint.Attribute) -> AnyObject? {
        if slots.isEmpty { slots = ContiguousArray(repeating: nil, count: 21) }
        return slots[attribute.rawValue]
    }

    mutating func xAnchor(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> NSLayoutXAxisAnchor {
        if let anchor = slot(attribute) { return unsafeDowncast(anchor, to: NSLayoutXAxisAnchor.self) }
        let anchor = NSLayoutXAxisAnchor(item: item, attribute: attribute)
        slots[attribute.rawValue] = anchor
        return anchor
    }

    mutating func yAnchor(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> NSLayoutYAxisAnchor {
        if let anchor = slot(attribute) { return unsafeDowncast(anchor, to: NSLayoutYAxisAnchor.self) }
        let anchor = NSLayoutYAxisAnchor(item: item, attribute: attribute)
        slots[attribute.rawValue] = anchor
        return anchor
    }

    mutating func dimension(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> NSLayoutDimension {
        if let anchor = slot(attribute) { return unsafeDowncast(anchor, to: NSLayoutDimension.self) }
        let anchor = NSLayoutDimension(item: item, attribute: attribute)
        slots[attribute.rawValue] = anchor
        return anchor
    }
}
