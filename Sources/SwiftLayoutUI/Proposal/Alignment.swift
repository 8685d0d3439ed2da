import Foundation

/// A guide that lines views up along the horizontal axis: a vertical line at an x position in each view.
///
///     VStack(alignment: .leading) { Text("A"); Text("Longer") }
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// A guide identified by a custom `AlignmentID`.
    ///
    ///     static let labelEdge = HorizontalAlignment(LabelEdge.self)
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    init(key: AlignmentKey) { self.key = key }

    /// The leading edge: 0.
    public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
    /// The center: width / 2.
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
    /// The trailing edge: width.
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)
}

/// A guide that lines views up along the vertical axis: a horizontal line at a y position in each view.
///
///     HStack(alignment: .firstTextBaseline) { Text("Title").font(.title); Text("detail") }
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// A guide identified by a custom `AlignmentID`.
    ///
    ///     static let midIcon = VerticalAlignment(MidIcon.self)
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    init(key: AlignmentKey) { self.key = key }

    /// The top edge: 0.
    public static let top = VerticalAlignment(TopAlignmentID.self)
    /// The center: height / 2.
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self)
    /// The bottom edge: height.
    public static let bottom = VerticalAlignment(BottomAlignmentID.self)
    /// The baseline of the topmost line of text (the bottom for a view without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self)
    /// The baseline of the bottommost line of text (the bottom for a view without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self)
}

/// A horizontal and a vertical guide: where a view sits inside a frame, a `ZStack` or a background.
///
///     Text("Hi").frame(width: 100, height: 100, alignment: .topLeading)
public struct Alignment: Equatable, Sendable {
    /// The guide along the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The guide along the vertical axis.
    public var vertical: VerticalAlignment

    /// An alignment from its two guides.
    ///
    ///     Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centered.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centered.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centered.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centered.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Horizontally centered, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Horizontally centered, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The guide along `axis`.
    func key(_ axis: Axis) -> AlignmentKey { axis == .horizontal ? horizontal.key : vertical.key }
}
