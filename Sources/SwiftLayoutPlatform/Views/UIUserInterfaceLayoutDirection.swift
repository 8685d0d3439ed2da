import Foundation

/// A layout direction.
///
///     view.effectiveUserInterfaceLayoutDirection == .rightToLeft
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
