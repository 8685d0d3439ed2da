import Foundation

/// How text breaks and truncates (used by text views).
///
///     let mode = NSLineBreakMode.byTruncatingTail
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Clip.
    case byClipping = 2
    /// Ellipsis at the head.
    case byTruncatingHead = 3
    /// Ellipsis at the tail.
    case byTruncatingTail = 4
    /// Ellipsis in the middle.
    case byTruncatingMiddle = 5
}
