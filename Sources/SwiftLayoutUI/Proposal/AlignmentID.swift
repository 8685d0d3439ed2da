import Foundation

/// A type that identifies an alignment guide and gives its default value (SwiftLayoutUI.md).
///
/// Define one to line views up across containers:
///
///     enum LabelEdge: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
///     }
///     extension HorizontalAlignment { static let labelEdge = HorizontalAlignment(LabelEdge.self) }
public protocol AlignmentID {
    /// The guide's value for a view that sets no explicit value, in the view's own coordinates.
    ///
    ///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a guide travels out of a container (SwiftLayoutUI.md).
enum AlignmentKind: Sendable {
    /// `.leading`, `.center`, `.trailing`, `.top`, `.bottom`: never leave a multi-child container.
    case builtIn
    /// `firstTextBaseline`: a container's value is the smallest of its subviews'.
    case firstBaseline
    /// `lastTextBaseline`: a container's value is the largest of its subviews'.
    case lastBaseline
    /// A user's `AlignmentID`: a container's value is the mean of its subviews'.
    case custom
}

/// The identity of a guide: its `AlignmentID` type and its axis.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    let kind: AlignmentKind

    init(_ id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
        self.kind = (id as? any BuiltInAlignmentID.Type)?.kind ?? .custom
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The guide's default value for `d`.
    func defaultValue(in d: ViewDimensions) -> CGFloat { id.defaultValue(in: d) }
}

/// The guides SwiftUI defines.
protocol BuiltInAlignmentID: AlignmentID {
    static var kind: AlignmentKind { get }
}

enum LeadingAlignmentID: BuiltInAlignmentID {
    static let kind = AlignmentKind.builtIn
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignmentID: BuiltInAlignmentID {
    static let kind = AlignmentKind.builtIn
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}

enum TrailingAlignmentID: BuiltInAlignmentID {
    static let kind = AlignmentKind.builtIn
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}

enum TopAlignmentID: BuiltInAlignmentID {
    static let kind = AlignmentKind.builtIn
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignmentID: BuiltInAlignmentID {
    static let kind = AlignmentKind.builtIn
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}

enum BottomAlignmentID: BuiltInAlignmentID {
    static let kind = AlignmentKind.builtIn
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// A view without text has its baselines at its bottom (SwiftUI's documented default).
enum FirstTextBaselineAlignmentID: BuiltInAlignmentID {
    static let kind = AlignmentKind.firstBaseline
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

enum LastTextBaselineAlignmentID: BuiltInAlignmentID {
    static let kind = AlignmentKind.lastBaseline
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
