import Foundation

/// How a view's content is laid out with respect to the reading direction.
///
///     root.semanticContentAttribute = .forceRightToLeft   // lays the hierarchy out right-to-left
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    /// Inherit (headless: from the superview; left-to-right for a root).
    case unspecified = 0
    /// Playback controls: always left-to-right.
    case playback = 1
    /// Spatial controls: always left-to-right.
    case spatial = 2
    /// Always left-to-right.
    case forceLeftToRight = 3
    /// Always right-to-left.
    case forceRightToLeft = 4
}
