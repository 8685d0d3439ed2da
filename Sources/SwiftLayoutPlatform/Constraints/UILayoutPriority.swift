import Foundation

/// The priority of a constraint, or of a view's content hugging or compression resistance.
///
/// Priorities run from just above 0 to 1000 (`.required`) and may be fractional. A higher priority
/// always wins against lower ones (see `PriorityStrengths` in the engine for how).
///
///     constraint.priority = .defaultHigh          // 750
///     constraint.priority = .required - 1         // 999
///     constraint.priority = UILayoutPriority(999.5)
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The numeric priority.
    public var rawValue: Float

    /// A priority from its raw value.
    ///
    ///     UILayoutPriority(rawValue: 250) == .defaultLow   // true
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority from its raw value.
    ///
    ///     let p = UILayoutPriority(999)
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority of the target size in `systemLayoutSizeFitting`.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Adds to the raw value (no clamping).
    ///
    ///     UILayoutPriority.defaultHigh + 1   // 751
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// Subtracts from the raw value (no clamping).
    ///
    ///     UILayoutPriority.required - 1   // 999
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// Compares raw values.
    ///
    ///     UILayoutPriority.defaultLow < .defaultHigh   // true
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether the value may be assigned: `0 < p <= 1000`.
    var isValid: Bool { rawValue > 0 && rawValue <= 1000 }
    /// Whether this is `.required`.
    var isRequired: Bool { rawValue >= 1000 }
}
