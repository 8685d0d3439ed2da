import Foundation

/// An outline, as a view: it takes the whole proposal, nil replaced by 10 (SwiftLayoutUI.md). Write `path(in:)`;
/// override `sizeThatFits(_:)` to size differently (iOS 16). As in SwiftUI, a shape is `Sendable` and
/// `Animatable` and not main-actor isolated (`nonisolated protocol Shape`).
///
///     struct Triangle: Shape {
///         func path(in rect: CGRect) -> Path { Path(rect) }
///     }
///     Triangle().frame(width: 30, height: 20)
public nonisolated protocol Shape: Animatable, View, ShapeStyle where Body == Never {
    /// The outline in `rect` (not drawn here; kept for source compatibility).
    ///
    ///     func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func path(in rect: CGRect) -> Path

    /// The size the shape chooses for `proposal`; by default the proposal with nil replaced by 10.
    ///
    ///     Rectangle().sizeThatFits(ProposedViewSize(width: 50, height: nil))   // (50, 10)
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    /// The proposal with nil replaced by 10.
    ///
    ///     Ellipse().sizeThatFits(.unspecified)   // (10, 10)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Appends a shape node that asks the shape for its size.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        resolver.appendLeaf(resolver.graph.customShapeNode { [view] in view.sizeThatFits($0) })
    }

    /// The shape filled with a style (no effect on layout; the placed tree shows a colour's name).
    ///
    ///     Circle().fill(Color.red)
    public func fill<S: ShapeStyle>(_ content: S = Color.primary) -> some View {
        FilledShape(shape: self, fill: Fill(content))
    }

    /// The shape's outline (no effect on layout).
    ///
    ///     Circle().stroke(Color.blue, lineWidth: 2)
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }

    /// The shape's outline inside its frame (no effect on layout).
    ///
    ///     RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gray, lineWidth: 1)
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
}

/// A built-in shape: its node's kind and name.
protocol BuiltInShape: Shape {
    static var sizing: ShapeSizing { get }
    static var name: ShapeName { get }
}

nonisolated extension BuiltInShape {
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        resolver.appendLeaf(Node(.shape(sizing, name: name)))
    }
}

/// A shape with a fill colour for the report.
nonisolated struct FilledShape<S: Shape>: View {
    let shape: S
    let fill: Fill
    var body: Never { primitiveBody(Self.self) }

    static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        let run = resolver.resolveRun { S._makeViews(view.shape, into: $0) }
        for k in run {
            let node = resolver.output[k]
            if case let .shape(sizing, name, _) = resolver.graph.nodes[Int(node)].kind {
                resolver.graph.nodes[Int(node)].kind = resolver.graph.shapeNode(sizing, name: name, fill: view.fill).kind
            }
        }
    }
}

/// A rectangle filling its frame.
///
///     Rectangle().frame(width: 20, height: 10)
public nonisolated struct Rectangle: BuiltInShape {
    static let sizing = ShapeSizing.fill
    static let name = ShapeName.rectangle
    /// A rectangle.
    ///
    ///     Rectangle()
    public init() {}
    /// The frame itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
///
///     RoundedRectangle(cornerRadius: 8).fill(Color.red)
public nonisolated struct RoundedRectangle: BuiltInShape {
    static let sizing = ShapeSizing.fill
    static let name = ShapeName.roundedRectangle
    /// The radius of the corners.
    public var cornerSize: CGSize
    /// A rounded rectangle with a corner radius.
    ///
    ///     RoundedRectangle(cornerRadius: 8)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    /// A rounded rectangle with a corner size.
    ///
    ///     RoundedRectangle(cornerSize: CGSize(width: 8, height: 4))
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    /// The frame with rounded corners.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// How rounded corners are drawn (no effect on layout).
///
///     RoundedRectangle(cornerRadius: 8, style: .circular)
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curvature.
    case continuous
}

/// A capsule filling its frame.
///
///     Capsule().frame(width: 60, height: 20)
public nonisolated struct Capsule: BuiltInShape {
    static let sizing = ShapeSizing.fill
    static let name = ShapeName.capsule
    /// A capsule.
    ///
    ///     Capsule()
    public init(style: RoundedCornerStyle = .circular) {}
    /// The frame with fully rounded ends.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// An ellipse filling its frame.
///
///     Ellipse().frame(width: 60, height: 20)
public nonisolated struct Ellipse: BuiltInShape {
    static let sizing = ShapeSizing.fill
    static let name = ShapeName.ellipse
    /// An ellipse.
    ///
    ///     Ellipse()
    public init() {}
    /// The ellipse inscribed in the frame.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A circle: a square of the smaller side of the proposal (nil → 10).
///
///     Circle().sizeThatFits(ProposedViewSize(width: 80, height: 50))   // (50, 50)
public nonisolated struct Circle: BuiltInShape {
    static let sizing = ShapeSizing.square
    static let name = ShapeName.circle
    /// A circle.
    ///
    ///     Circle()
    public init() {}
    /// The circle centered in the frame.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// A square of the smaller side.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: min(s.width, s.height), height: min(s.width, s.height))
    }
}

/// An outline made of rectangles and ellipses (kept for source compatibility; nothing is drawn).
///
///     Path(CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect   // (0, 0, 10, 10)
public struct Path: Hashable, Sendable {
    /// The smallest rectangle holding every element.
    public private(set) var boundingRect: CGRect = .null

    /// An empty path.
    ///
    ///     Path().isEmpty   // true
    public init() {}

    /// A rectangle.
    ///
    ///     Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    public init(_ rect: CGRect) { addRect(rect) }

    /// An ellipse inscribed in `rect`.
    ///
    ///     Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    public init(ellipseIn rect: CGRect) { addRect(rect) }

    /// A rounded rectangle.
    ///
    ///     Path(roundedRect: rect, cornerRadius: 8)
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { addRect(rect) }

    /// Whether the path has no elements.
    ///
    ///     Path().isEmpty   // true
    public var isEmpty: Bool { boundingRect.isNull }

    /// Adds a rectangle.
    ///
    ///     path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
    public mutating func addRect(_ rect: CGRect) { boundingRect = boundingRect.union(rect) }

    /// Starts a subpath at `point`.
    ///
    ///     path.move(to: .zero)
    public mutating func move(to point: CGPoint) { boundingRect = boundingRect.union(CGRect(origin: point, size: .zero)) }

    /// Adds a line to `point`.
    ///
    ///     path.addLine(to: CGPoint(x: 10, y: 0))
    public mutating func addLine(to point: CGPoint) { move(to: point) }

    /// Closes the current subpath.
    ///
    ///     path.closeSubpath()
    public mutating func closeSubpath() {}
}

/// A view that takes every free length along its stack's axis, or both axes outside a stack; never shorter
/// than `minLength` (nil: 8, the system spacing). In a stack it is sized last (SwiftLayoutUI.md).
///
///     HStack { Text("Left"); Spacer(); Text("Right") }
public nonisolated struct Spacer: View {
    /// The least length; nil for the system spacing (8).
    public var minLength: CGFloat?

    /// A spacer.
    ///
    ///     Spacer(minLength: 0)
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Appends a spacer node oriented by the enclosing stack.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        var length = view.minLength ?? ViewSpacing.systemSpacing
        if !length.isFinite || length < 0 {
            resolver.graph.diagnose(.invalidArgument, "Spacer(minLength: \(length)): a minimum length must be finite and non-negative; 0 is used.")
            length = 0
        }
        resolver.appendLeaf(Node(.spacer(minLength: length, axis: resolver.stackAxis)))
    }
}
