import Foundation

/// One view of a resolved tree: what kind of layout it does, its children, and the traits a container reads.
struct Node {
    var kind: NodeKind
    /// The children, `childCount` entries of the graph's `childList` from `firstChild`.
    var firstChild: Int32 = 0
    var childCount: Int32 = 0
    /// `layoutPriority(_:)`; passes through single-child modifiers as SwiftUI's view traits do.
    var priority: Double = 0
    /// Index into the graph's `layoutValues` (the `layoutValue(key:value:)` entries), −1 for none. Passes
    /// through single-child modifiers like the priority.
    var values: Int32 = -1
    /// Index into the graph's `extras` (alignment guides, names, coordinate space), −1 for none.
    var extra: Int32 = -1
    /// Whether the node or a view below it can have an explicit alignment value (a text's baselines, an
    /// `alignmentGuide`, a hosted UIKit view); when not, every explicit value is nil without looking.
    var mayHaveExplicit = false
    /// Whether the node names a coordinate space (`coordinateSpace(name:)`, kept in its extra record).
    var hasCoordinateSpace = false
    /// How many levels of cheap sizing the node is (0: not cheap): a shape, a spacer or a fixed frame is 1,
    /// a single-child modifier over a cheap node one more, up to `ViewGraph.maximumCheapLevel`. A cheap node
    /// is sized directly, without the memo: recomputing it costs less than looking it up.
    var cheapLevel: UInt8 = 0
    /// The node's run of `MemoEntry.slots` entries in the graph's memo, set when a pass first needs it (cheap
    /// nodes have none).
    var memoSlot: Int32 = -1

    init(_ kind: NodeKind) { self.kind = kind }
}

/// The layout a node does (SwiftLayoutUI.md). Plain, small data: what needs a reference (a text's
/// string, a layout, a reader's closure, a UIKit view) or takes more than 16 bytes (insets, frames,
/// alignments) lives in a table of the graph, by index, so that nodes copy without reference counting and
/// a pass reads little memory per node.
enum NodeKind {
    /// A shape or a colour: the proposal with nil replaced by 10, or a square for a circle.
    case shape(ShapeSizing, name: ShapeName, fill: Int32 = -1)
    /// A text laid out by the platform's text model: an index into the graph's `texts`.
    case text(Int32)
    /// A spacer; `axis` is the orientation of the stack it is in, if any.
    case spacer(minLength: CGFloat, axis: Axis?)
    /// An index into the graph's `insets`.
    case padding(Int32)
    /// `frame(width:height:alignment:)`: an index into the graph's `fixedFrames`.
    case frame(Int32)
    /// The flexible frame: an index into the graph's `flexFrames`.
    case flexFrame(Int32)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case offset(CGSize)
    case position(CGPoint)
    case aspectRatio(CGFloat?, ContentMode)
    /// Child 0 is the primary view, child 1 the background (drawn behind it); an index into `alignments`.
    case background(Int32)
    /// Child 0 is the primary view, child 1 the overlay (a `border` when `border`); an index into `alignments`.
    case overlay(Int32, border: Bool)
    /// A container run by a `Layout` (stacks, grids, a user's layout): an index into `containers`.
    case layout(Int32)
    /// An index into `readers`.
    case geometryReader(Int32)
    /// One child: the content in an implicit stack.
    case scrollView(Axis.Set)
    /// A `UIViewRepresentable`: an index into `representables`.
    case representable(Int32)
}

/// A shape's name in the placed tree.
enum ShapeName: UInt8 {
    case color, rectangle, roundedRectangle, capsule, ellipse, circle, shape

    var text: String {
        switch self {
        case .color: "Color"
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .circle: "Circle"
        case .shape: "Shape"
        }
    }
}

/// `frame(width:height:alignment:)`'s values.
@usableFromInline
struct FixedFrame {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment
}

/// A single-child layout modifier as a view value carries it, before the graph stores it in a node.
@usableFromInline
enum UnaryModifier {
    case padding(EdgeInsets)
    case frame(FixedFrame)
    case flexFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case offset(CGSize)
    case position(CGPoint)
    case aspectRatio(CGFloat?, ContentMode)
}

/// How a shape answers a proposal.
enum ShapeSizing {
    /// `replacingUnspecifiedDimensions()`.
    case fill
    /// A square of the smaller side (`Circle`).
    case square
    /// A user's `Shape` with its own `sizeThatFits(_:)`: an index into the graph's `customShapes`.
    case custom(Int32)
}

/// A text's string and the environment it was resolved in.
struct TextContent {
    let string: String
    let font: UIFont
    let lineLimit: Int?
}

/// What a name layer says: a user view's type, an accessibility identifier, or both.
struct NameLayer {
    /// A user view (nil: the node's own kind).
    var type: Any.Type?
    var identifier: String?
}

/// The rarely used parts of a node, kept out of the node itself.
struct NodeExtra {
    /// `alignmentGuide(_:computeValue:)` overrides, innermost first.
    var guides: [(key: AlignmentKey, compute: (ViewDimensions) -> CGFloat)] = []
    /// The node's own name first, then each user view around it, outermost last.
    var names: [NameLayer] = [NameLayer()]
    /// `coordinateSpace(name:)`.
    var coordinateSpace: AnyHashable?
}

/// Where a single pass put a node.
struct Placement {
    /// In the host's coordinates, not rounded.
    var frame: CGRect = .zero
    var proposal: ProposedViewSize = .unspecified
    var placed = false
}

/// A placement a `Layout` asked for, waiting for its container to apply it.
struct PendingPlacement {
    var token: UInt32 = 0
    var position: CGPoint = .zero
    var anchor: UnitPoint = .topLeading
    var proposal: ProposedViewSize = .unspecified
}
