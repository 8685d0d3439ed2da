import Foundation

/// Horizontal text alignment (used by text views).
///
///     let alignment = NSTextAlignment.center
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Left.
    case left = 0
    /// Centred.
    case center = 1
    /// Right.
    case right = 2
    /// Justified.
    case justified = 3
    /// Follows the reading direction.
    case natural = 4
}
