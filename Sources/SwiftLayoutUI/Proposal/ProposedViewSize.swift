import Foundation

/// A proposal for the size of a view (SwiftLayoutUI.md).
///
/// A parent proposes, the child chooses its own size. In each dimension `nil` asks for the view's ideal size,
/// `0` for its minimum and `.infinity` for its maximum.
///
///     let proposal = ProposedViewSize(width: 300, height: nil)
///     Rectangle().sizeThatFits(proposal)   // (300, 10)
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal from its two dimensions.
    ///
    ///     ProposedViewSize(width: 100, height: nil)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    ///
    ///     ProposedViewSize(CGSize(width: 375, height: 667))
    public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// The proposal `(0, 0)`: asks for the minimum size.
    ///
    ///     Rectangle().sizeThatFits(.zero)   // (0, 0)
    public static let zero = ProposedViewSize(width: 0, height: 0)

    /// The proposal `(nil, nil)`: asks for the ideal size.
    ///
    ///     Rectangle().sizeThatFits(.unspecified)   // (10, 10)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal `(∞, ∞)`: asks for the maximum size.
    ///
    ///     Rectangle().sizeThatFits(.infinity)   // (inf, inf)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each `nil` dimension replaced by `size`'s (10 × 10 by default, SwiftUI's default).
    ///
    ///     ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions()   // (50, 10)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal from a length along `axis` and a length across it.
    init(_ axis: Axis, along: CGFloat?, across: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: along, height: across)
            : ProposedViewSize(width: across, height: along)
    }

    /// NaN becomes nil and negative lengths 0, so that a bad proposal never reaches a view (SwiftLayoutUI.md).
    var sanitized: ProposedViewSize {
        func clean(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN { return nil }
            return v < 0 ? 0 : v
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from a length along `axis` and a length across it.
    init(_ axis: Axis, along: CGFloat, across: CGFloat) {
        self = axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
