import Foundation

extension NSLayoutConstraint {
    /// A layout attribute of an item.
    ///
    ///     let attribute = NSLayoutConstraint.Attribute.leading
    public enum Attribute: Int, Hashable, Sendable {
        /// No attribute (the second attribute of a constant constraint).
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (left in left-to-right layouts).
        case leading = 5
        /// The trailing edge (right in left-to-right layouts).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line (views only).
        case lastBaseline = 11
        /// The baseline of the first line (views only).
        case firstBaseline = 12
        /// The left edge inset by the left margin (views only).
        case leftMargin = 13
        /// The right edge inset by the right margin (views only).
        case rightMargin = 14
        /// The top edge inset by the top margin (views only).
        case topMargin = 15
        /// The bottom edge inset by the bottom margin (views only).
        case bottomMargin = 16
        /// The leading edge inset by the leading margin (views only).
        case leadingMargin = 17
        /// The trailing edge inset by the trailing margin (views only).
        case trailingMargin = 18
        /// The horizontal centre of the margins' box (views only).
        case centerXWithinMargins = 19
        /// The vertical centre of the margins' box (views only).
        case centerYWithinMargins = 20
    }
}

extension NSLayoutConstraint.Attribute {
    enum AxisKind { case x, y, dimension, none }

    var axisKind: AxisKind {
        switch self {
        case .notAnAttribute: return .none
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return .x
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            return .y
        case .width, .height: return .dimension
        }
    }

    var isLeadingTrailing: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    var isLeftRight: Bool { self == .left || self == .right || self == .leftMargin || self == .rightMargin }

    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default: return false
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The case name, as the DSL's and the utilities' printers write it (`name` is UIKit's).
    package var caseName: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// The name UIKit prints in constraint descriptions.
    var name: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithMargins"
        case .centerYWithinMargins: return "centerYWithMargins"
        }
    }
}
