import Foundation

/// Insets for the four edges of a rectangle, in left/right terms.
///
///     let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
///     CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets)   // (16, 8, 68, 34)
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Zero insets.
    ///
    ///     UIEdgeInsets() == .zero   // true
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets with the given values.
    ///
    ///     let insets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero on every edge.
    ///
    ///     view.safeAreaInsets = .zero
    public static let zero = UIEdgeInsets()
}

/// Insets for the four edges of a rectangle, in leading/trailing terms (they follow the layout direction).
///
///     view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 8)
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The inset on the leading edge (left in left-to-right layouts).
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The inset on the trailing edge (right in left-to-right layouts).
    public var trailing: CGFloat

    /// Zero insets.
    ///
    ///     NSDirectionalEdgeInsets() == .zero   // true
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets with the given values.
    ///
    ///     let margins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero on every edge.
    ///
    ///     view.directionalLayoutMargins = .zero
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// Whether both rectangles have the same origin and the same size, signs included. Foundation's `==`
    /// compares standardized rectangles: (0, 30, 50, −20) equals (0, 10, 50, 20) there, but a frame written
    /// as one is not the other (TheUIKitLayer.md).
    func isIdentical(to other: CGRect) -> Bool { origin == other.origin && size == other.size }

    /// Whether all four numbers are finite.
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// The rectangle shrunk by `insets`: x += left, y += top, the size shrinks by both sides. No clamping.
    ///
    ///     CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    ///     // (2, 1, 4, 6)
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

/// A horizontal and vertical offset.
///
///     let offset = UIOffset(horizontal: 2, vertical: -1)
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// A zero offset.
    ///
    ///     UIOffset() == .zero   // true
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// An offset with the given values.
    ///
    ///     let offset = UIOffset(horizontal: 4, vertical: 0)
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Zero in both directions.
    ///
    ///     let none = UIOffset.zero
    public static let zero = UIOffset()
}
