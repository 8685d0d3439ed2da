import Foundation

/// A view's preferred spacing to its neighbours, per edge (SwiftLayoutUI.md).
///
/// The distance between two adjacent views is the smaller of the two facing edges' preferences: 8 between
/// most views (the system spacing), 0 next to a `Spacer`. A container's spacing is the union (the larger
/// preference per edge) of its subviews'.
///
///     let a = ViewSpacing(), b = ViewSpacing.zero
///     a.distance(to: a, along: .horizontal)   // 8
///     a.distance(to: b, along: .horizontal)   // 0
public struct ViewSpacing: Hashable, Sendable {
    /// The system spacing between views: 8.
    static let systemSpacing: CGFloat = 8

    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// The default spacing (8 on every edge).
    ///
    ///     ViewSpacing().distance(to: ViewSpacing(), along: .vertical)   // 8
    public init() { self.init(all: ViewSpacing.systemSpacing) }

    init(all value: CGFloat) {
        top = value
        leading = value
        bottom = value
        trailing = value
    }

    /// No spacing on any edge.
    ///
    ///     ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal)   // 0
    public static let zero = ViewSpacing(all: 0)

    /// Merges `other`'s preferences into this one on `edges` (the larger preference wins).
    ///
    ///     var s = ViewSpacing.zero; s.formUnion(ViewSpacing(), edges: .horizontal)
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing merged with `other` on `edges`.
    ///
    ///     ViewSpacing.zero.union(ViewSpacing())   // 8 everywhere
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    ///
    ///     ViewSpacing().distance(to: ViewSpacing(), along: .horizontal)   // 8
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? min(trailing, next.leading) : min(bottom, next.top)
    }
}

extension ViewGraph {
    /// The spacing preference of `node`: 0 for a spacer, the default for leaves, the child's through
    /// single-child modifiers, the layout's for containers.
    func spacing(_ node: Int32) -> ViewSpacing {
        if memoEnabled, Int(node) < spacingMemo.count, let cached = spacingMemo[Int(node)] { return cached }
        let value = computeSpacing(node)
        if Int(node) < spacingMemo.count { spacingMemo[Int(node)] = value }
        return value
    }

    private func computeSpacing(_ node: Int32) -> ViewSpacing {
        switch nodes[Int(node)].kind {
        case .spacer: return .zero
        case .shape, .text, .geometryReader, .scrollView, .representable: return ViewSpacing()
        case .padding, .frame, .flexFrame, .fixedSize, .aspectRatio, .offset, .position, .background, .overlay:
            return spacing(child(node, 0))
        case let .layout(container): return containers[Int(container)].spacing(self, node)
        }
    }
}
