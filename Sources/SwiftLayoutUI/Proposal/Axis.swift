import Foundation

/// The horizontal or vertical dimension.
///
///     HStackLayout.layoutProperties.stackOrientation   // .horizontal
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    /// The horizontal dimension (x, width).
    case horizontal
    /// The vertical dimension (y, height).
    case vertical

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes.
    ///
    ///     ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 800, height: 800) }
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        ///
        ///     Axis.Set(rawValue: 1)   // .horizontal
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Axis.Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Axis.Set(rawValue: 2)

        /// Whether the set holds `axis`.
        func contains(_ axis: Axis) -> Bool { contains(axis == .horizontal ? Axis.Set.horizontal : Axis.Set.vertical) }
    }
}

/// An edge of a rectangle.
///
///     Text("Hi").padding(.leading, 20)
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge (left in left-to-right layouts).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    ///
    ///     Text("Hi").padding([.top, .leading], 8)
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        ///
        ///     Edge.Set(rawValue: 15)   // .all
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set holding one edge.
        ///
        ///     Edge.Set(.top)
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
        /// The top edge.
        public static let top = Edge.Set(.top)
        /// The leading edge.
        public static let leading = Edge.Set(.leading)
        /// The bottom edge.
        public static let bottom = Edge.Set(.bottom)
        /// The trailing edge.
        public static let trailing = Edge.Set(.trailing)
        /// Every edge.
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Edge.Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Edge.Set = [.top, .bottom]
    }
}

/// Insets on the four edges of a rectangle, leading and trailing rather than left and right.
///
///     Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
public struct EdgeInsets: Hashable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Insets from their four values.
    ///
    ///     EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets.
    ///
    ///     EdgeInsets()   // all 0
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// The sum of the insets along `axis`.
    func total(_ axis: Axis) -> CGFloat { axis == .horizontal ? leading + trailing : top + bottom }
}

/// A point in a view's unit square: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
///
///     subview.place(at: CGPoint(x: 50, y: 50), anchor: .center, proposal: .unspecified)
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position, 0 at the leading edge.
    public var x: CGFloat
    /// The vertical position, 0 at the top.
    public var y: CGFloat

    /// A point from its coordinates.
    ///
    ///     UnitPoint(x: 0.25, y: 0.5)
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    ///
    ///     UnitPoint() == .topLeading   // true
    public init() { self.init(x: 0, y: 0) }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The direction in which leading and trailing run. Only left-to-right is laid out (SwiftLayoutUI.md, **[more]**).
///
///     subviews.layoutDirection   // .leftToRight
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Leading is left.
    case leftToRight
    /// Leading is right (not yet laid out mirrored).
    case rightToLeft
}
