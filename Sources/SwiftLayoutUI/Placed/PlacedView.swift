import Foundation

/// The result of a layout: a tree of placed views with their frames in the host's coordinates, rounded to
/// the pixel grid once, when reported (SwiftLayoutUI.md).
///
///     let placed = PlacedView.layout(Text("Hello").padding(10), in: CGSize(width: 300, height: 300))
///     print(placed)
///     // root (0, 0, 300, 300)
///     //   padding (118.5, 129.5, 63, 41)
///     //     Text (128.5, 139.5, 43, 21) "Hello"
public struct PlacedView: Hashable, Sendable, CustomStringConvertible {
    /// The view's accessibility identifier if set, else its type's name (`Text`, `HStack`, `padding`,
    /// `frame`, a user view's struct name); `root` for the host.
    public var name: String
    /// The type's name, whether or not an identifier names the view (`Text` for a text named "title").
    public var typeName: String
    /// The frame in the host's coordinates, its edges rounded to the pixel grid.
    public var frame: CGRect
    /// The proposal the view was placed with.
    public var proposal: ProposedViewSize
    /// Whether the view is a modifier (`padding`, `frame`, `background`, …) rather than a view of its own.
    public var isModifier: Bool
    /// A text's string.
    public var text: String?
    /// The distance from the top of a text to its first baseline (the font's ascender); nil for other views.
    public var firstBaseline: CGFloat?
    /// A shape's or colour's fill, where known.
    public var fill: String?
    /// The fill's components where the fill is a colour: what pictures fill the view's box with.
    public var fillColor: UIColor?
    /// The child indexes from the root that lead here; they tell equal names apart.
    public var path: [Int]
    /// The placed children, back to front.
    public var children: [PlacedView]

    /// A placed view from its parts; the type name is the name unless given.
    ///
    ///     PlacedView(name: "Text", frame: .zero, proposal: .unspecified, isModifier: false, path: [0])
    public init(name: String, typeName: String? = nil, frame: CGRect, proposal: ProposedViewSize, isModifier: Bool,
                text: String? = nil, firstBaseline: CGFloat? = nil, fill: String? = nil, fillColor: UIColor? = nil,
                path: [Int], children: [PlacedView] = []) {
        self.name = name
        self.typeName = typeName ?? name
        self.frame = frame
        self.proposal = proposal
        self.isModifier = isModifier
        self.text = text
        self.firstBaseline = firstBaseline
        self.fill = fill
        self.fillColor = fillColor
        self.path = path
        self.children = children
    }

    /// Lays `view` out in a host of `size`: the view is proposed `size` and centered in it, as a hosting view
    /// does; frames are rounded to the pixel grid of `scale` (2 by default, the platform's default screen).
    /// On the main actor with the `MainActorIsolation` trait (view bodies run there); anywhere without it.
    ///
    ///     let placed = PlacedView.layout(ContentView(), in: CGSize(width: 375, height: 667))
    ///     placed.first(named: "Text")?.frame
    #if MainActorIsolation
    @MainActor
    #endif
    public static func layout<V: View>(_ view: V, in size: CGSize, scale: CGFloat = 2) -> PlacedView {
        let graph = ViewGraph(root: view, scale: scale)
        graph.layout(in: size)
        return graph.placedTree(hostSize: size)
    }

    /// Every view in the tree, depth first, parents before children.
    ///
    ///     placed.allViews.filter { $0.name == "Text" }.count
    public var allViews: [PlacedView] {
        var result: [PlacedView] = []
        func visit(_ v: PlacedView) {
            result.append(v)
            v.children.forEach(visit)
        }
        visit(self)
        return result
    }

    /// The first view named `name`, depth first.
    ///
    ///     placed.first(named: "greeting")?.frame
    public func first(named name: String) -> PlacedView? {
        if self.name == name { return self }
        for child in children {
            if let found = child.first(named: name) { return found }
        }
        return nil
    }

    /// Every view named `name`, depth first.
    ///
    ///     placed.all(named: "Text").map(\.frame)
    public func all(named name: String) -> [PlacedView] { allViews.filter { $0.name == name } }

    /// The tree without modifiers: each modifier is replaced by its children.
    ///
    ///     placed.withoutModifiers.children.map(\.name)   // ["VStack"]
    public var withoutModifiers: PlacedView {
        var copy = self
        copy.children = children.flatMap { $0.unwrapped }
        return copy
    }

    private var unwrapped: [PlacedView] {
        let inner = children.flatMap { $0.unwrapped }
        if isModifier { return inner }
        var copy = self
        copy.children = inner
        return [copy]
    }

    /// The subtree with every frame moved by `offset`.
    func offsetBy(_ offset: CGPoint) -> PlacedView {
        var copy = self
        copy.frame = frame.offsetBy(dx: offset.x, dy: offset.y)
        copy.children = children.map { $0.offsetBy(offset) }
        return copy
    }

    /// One line per view, indented by depth: name, frame, then the text in quotes.
    ///
    ///     print(placed)   // root (0, 0, 300, 300) …
    public var description: String {
        var lines: [String] = []
        func visit(_ v: PlacedView, _ depth: Int) {
            let f = v.frame
            var line = String(repeating: "  ", count: depth) + v.name
                + " (\(formatNumber(f.minX)), \(formatNumber(f.minY)), \(formatNumber(f.width)), \(formatNumber(f.height)))"
            if let text = v.text { line += " \"\(text)\"" }
            lines.append(line)
            for child in v.children { visit(child, depth + 1) }
        }
        visit(self, 0)
        return lines.joined(separator: "\n")
    }
}
