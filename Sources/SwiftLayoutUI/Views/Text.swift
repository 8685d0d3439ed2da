import Foundation

/// Text laid out by the platform's text model, the same measurer as `UILabel` (SwiftLayoutUI.md, TextMetrics.md).
///
/// Proposed no width, a text is one line per paragraph at its natural width; proposed a width, it wraps to
/// fit; proposed a height too small for its lines, it keeps as many whole lines as fit (at least one). Its
/// size is (widest line rounded up, lines × line height); its first baseline is the font's ascender.
///
///     PlacedView.layout(Text("Hello"), in: CGSize(width: 300, height: 300))   // Text 43 × 21
///     PlacedView.layout(Text("Hello World").frame(width: 50), in: size)      // Text 43 × 42, two lines
public nonisolated struct Text: View, Equatable {
    let string: String
    let font: Font?

    /// A text showing `content`.
    ///
    ///     Text("Hello")
    public init<S: StringProtocol>(_ content: S) {
        string = String(content)
        font = nil
    }

    /// A text showing `content` as it is.
    ///
    ///     Text(verbatim: "%d items")
    public init(verbatim content: String) {
        string = content
        font = nil
    }

    init(string: String, font: Font?) {
        self.string = string
        self.font = font
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Appends a text node with the environment's font (default `.body`, 17 pt) and line limit.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        let font = view.font ?? resolver.environment.font ?? .body
        resolver.appendLeaf(resolver.graph.textNode(TextContent(string: view.string, font: font.uiFont,
                                                                lineLimit: resolver.environment.lineLimit)))
    }

    /// The text in another font (it wins over an enclosing `.font(_:)`).
    ///
    ///     Text("Title").font(.title)
    public func font(_ font: Font?) -> Text { Text(string: string, font: font ?? self.font) }

    /// The text in another weight.
    ///
    ///     Text("Name").fontWeight(.semibold)
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        Text(string: string, font: (font ?? .body).weight(weight ?? .regular))
    }

    /// The text in bold.
    ///
    ///     Text("Name").bold()
    public func bold() -> Text { fontWeight(.bold) }

    /// The text in italics (no effect on the text model).
    ///
    ///     Text("Aside").italic()
    public func italic() -> Text { self }

    /// The text in a colour (no effect on layout).
    ///
    ///     Text("Warning").foregroundColor(.red)
    public func foregroundColor(_ color: Color?) -> Text { self }

    /// Two texts as one: the strings joined, in the first one's font.
    ///
    ///     Text("Hello") + Text(" world")
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(string: lhs.string + rhs.string, font: lhs.font ?? rhs.font)
    }
}
