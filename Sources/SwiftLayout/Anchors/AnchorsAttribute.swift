import Foundation

/// One of the attribute enums an ``AnchorsExpression`` is made of.
public protocol AnchorsAttribute {
    /// The attribute of this kind, or nil for an attribute of another kind.
    init?(attribute: NSLayoutConstraint.Attribute)
    /// The platform attribute.
    var attribute: NSLayoutConstraint.Attribute { get }
    /// What `inwardOffset` is multiplied by: −1 on trailing, right, bottom and their margin forms, else +1.
    var inwardDirectionFactor: CGFloat { get }
}

func inwardFactor(of attribute: NSLayoutConstraint.Attribute) -> CGFloat {
    switch attribute {
    case .trailing, .right, .bottom, .trailingMargin, .rightMargin, .bottomMargin: -1
    default: 1
    }
}

/// The horizontal location attributes.
public enum AnchorsXAxisAttribute: AnchorsAttribute, Sendable {
    /// The platform attribute of the same name (inward factor −1 on trailing, right and their margins).
    case centerX, leading, trailing, left, right, centerXWithinMargins, leftMargin, rightMargin, leadingMargin,
        trailingMargin

    /// The case for `attribute`, or nil.
    public init?(attribute: NSLayoutConstraint.Attribute) {
        switch attribute {
        case .centerX: self = .centerX
        case .leading: self = .leading
        case .trailing: self = .trailing
        case .left: self = .left
        case .right: self = .right
        case .centerXWithinMargins: self = .centerXWithinMargins
        case .leftMargin: self = .leftMargin
        case .rightMargin: self = .rightMargin
        case .leadingMargin: self = .leadingMargin
        case .trailingMargin: self = .trailingMargin
        default: return nil
        }
    }

    /// The platform attribute.
    public var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .centerX: .centerX
        case .leading: .leading
        case .trailing: .trailing
        case .left: .left
        case .right: .right
        case .centerXWithinMargins: .centerXWithinMargins
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        }
    }

    /// −1 on trailing, right and their margin forms, else +1.
    public var inwardDirectionFactor: CGFloat { inwardFactor(of: attribute) }
}

/// The vertical location attributes.
public enum AnchorsYAxisAttribute: AnchorsAttribute, Sendable {
    /// The platform attribute of the same name (inward factor −1 on bottom and bottomMargin).
    case centerY, top, bottom, firstBaseline, lastBaseline, centerYWithinMargins, topMargin, bottomMargin

    /// The case for `attribute`, or nil.
    public init?(attribute: NSLayoutConstraint.Attribute) {
        switch attribute {
        case .centerY: self = .centerY
        case .top: self = .top
        case .bottom: self = .bottom
        case .firstBaseline: self = .firstBaseline
        case .lastBaseline: self = .lastBaseline
        case .centerYWithinMargins: self = .centerYWithinMargins
        case .topMargin: self = .topMargin
        case .bottomMargin: self = .bottomMargin
        default: return nil
        }
    }

    /// The platform attribute.
    public var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .centerY: .centerY
        case .top: .top
        case .bottom: .bottom
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .centerYWithinMargins: .centerYWithinMargins
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        }
    }

    /// −1 on bottom and bottomMargin, else +1.
    public var inwardDirectionFactor: CGFloat { inwardFactor(of: attribute) }
}

/// The size attributes.
public enum AnchorsDimensionAttribute: AnchorsAttribute, Sendable {
    /// The platform attribute of the same name.
    case height, width

    /// The case for `attribute`, or nil.
    public init?(attribute: NSLayoutConstraint.Attribute) {
        switch attribute {
        case .height: self = .height
        case .width: self = .width
        default: return nil
        }
    }

    /// The platform attribute.
    public var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .height: .height
        case .width: .width
        }
    }

    /// Always +1.
    public var inwardDirectionFactor: CGFloat { 1 }
}
