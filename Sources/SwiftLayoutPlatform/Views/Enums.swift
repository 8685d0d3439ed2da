import Foundation

extension NSLayoutConstraint {
    /// A layout axis.
    ///
    ///     view.setContentHuggingPriority(.required, for: .horizontal)
    public enum Axis: Int, Hashable, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

extension UIView {
    /// How a view lays out its content when its bounds change (stored only; nothing is drawn).
    ///
    ///     imageView.contentMode = .scaleAspectFit
    public enum ContentMode: Int, Hashable, Sendable {
        /// Stretch to fill.
        case scaleToFill = 0
        /// Fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Fill, keeping the aspect ratio.
        case scaleAspectFill = 2
        /// Redraw on bounds change.
        case redraw = 3
        /// Centred.
        case center = 4
        /// At the top.
        case top = 5
        /// At the bottom.
        case bottom = 6
        /// At the left.
        case left = 7
        /// At the right.
        case right = 8
        /// At the top left.
        case topLeft = 9
        /// At the top right.
        case topRight = 10
        /// At the bottom left.
        case bottomLeft = 11
        /// At the bottom right.
        case bottomRight = 12
    }

    /// Which segments of a view stretch when its superview's size changes (translated into constraints).
    ///
    ///     view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A mask from raw bits.
        ///
        ///     UIView.AutoresizingMask(rawValue: 2) == .flexibleWidth   // true
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

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

/// A layout direction.
///
///     view.effectiveUserInterfaceLayoutDirection == .rightToLeft
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

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
