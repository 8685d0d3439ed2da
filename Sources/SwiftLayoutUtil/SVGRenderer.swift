import SwiftLayout

/// Draws a laid-out hierarchy as an SVG picture (RenderingAndSnapshotTests): a `<rect>` per visible item in the root's
/// coordinate space, its name, a label's text, and optionally the constraints as lines.
///
///     // root 80 × 48 named "root", a at (8, 8, 40, 24)
///     print(SVGRenderer().render(root), terminator: "")
///     // <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 48" width="80" height="48" font-family="sans-serif" font-size="10">
///     // <rect x="0" y="0" width="80" height="48" fill="none" stroke="#444" data-name="root"/>
///     // <text x="2" y="10">root</text>
///     // <rect x="8" y="8" width="40" height="24" fill="none" stroke="#444" data-name="a"/>
///     // <text x="10" y="18">a</text>
///     // </svg>
///
/// - Items are drawn in pre-order; hidden views and their subtrees are skipped, guides drawn only with
///   `includesGuides` (stroke `#2a7`, dashed, with a name only when they have an identifier). Views stroke
///   `#444` and fill with their `backgroundColor` (`#rrggbb`, plus `fill-opacity` below alpha 1), else `none`.
/// - A name is written at (minX + 2, minY + 10); a label's text at (minX, first baseline) with
///   `class="label"` (a constructed item without a baseline: minY + 20).
/// - With `showsConstraints`, after the rectangles, one `<line>` (stroke `#c33`) per constraint line of the
///   snapshot, from the first item's attribute point to the second's, with the equation as `data-constraint`.
/// - Text is XML-escaped (`&amp; &lt; &gt; &quot; &apos;`, line breaks and tabs as character references,
///   characters XML does not allow as U+FFFD), so the output always parses as XML. An item whose frame is
///   not finite is left out; a negative size is drawn from its lesser corner.
///
/// Every element is on its own line, and every line ends with `\n`.
public struct SVGRenderer: Sendable {
    /// Whether layout guides are drawn (default true).
    public var includesGuides: Bool
    /// Whether constraints are drawn as lines (default false).
    public var showsConstraints: Bool

    /// A renderer.
    ///
    ///     SVGRenderer(includesGuides: false, showsConstraints: true)
    public init(includesGuides: Bool = true, showsConstraints: Bool = false) {
        self.includesGuides = includesGuides
        self.showsConstraints = showsConstraints
    }

    /// The picture of a live hierarchy, as it is laid out now.
    ///
    ///     try SVGRenderer().render(screen).write(toFile: "screen.svg", atomically: true, encoding: .utf8)
    #if MainActorIsolation
    @MainActor
    #endif
    public func render(_ root: UIView) -> String {
        render(FrameSnapshot(of: root, includesConstraints: showsConstraints))
    }

    /// The picture of a snapshot.
    ///
    ///     SVGRenderer().render(FrameSnapshot(root: item))
    ///
    /// - Complexity: O(n) in the number of items and constraint lines.
    public func render(_ snapshot: FrameSnapshot) -> String {
        let canvas = snapshot.canvas
        var svg = TextBuffer(capacity: 160 * (snapshot.entries.count + 2))
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"")
        svg.append(number: finite(canvas.minX))
        svg.append(UInt8(ascii: " "))
        svg.append(number: finite(canvas.minY))
        svg.append(UInt8(ascii: " "))
        svg.append(number: nonNegative(canvas.width))
        svg.append(UInt8(ascii: " "))
        svg.append(number: nonNegative(canvas.height))
        svg.append("\" width=\"")
        svg.append(number: nonNegative(canvas.width))
        svg.append("\" height=\"")
        svg.append(number: nonNegative(canvas.height))
        svg.append("\" font-family=\"sans-serif\" font-size=\"10\">\n")
        snapshot.forEachDrawnItem(includesGuides: includesGuides) { item, frame in
            svg.append("<rect x=\"")
            svg.append(number: frame.minX)
            svg.append("\" y=\"")
            svg.append(number: frame.minY)
            svg.append("\" width=\"")
            svg.append(number: abs(frame.width))
            svg.append("\" height=\"")
            svg.append(number: abs(frame.height))
            svg.append("\" ")
            appendFill(item.backgroundColor, to: &svg)
            svg.append(item.kind == .guide ? " stroke=\"#2a7\" stroke-dasharray=\"4 2\"" : " stroke=\"#444\"")
            svg.append(" data-name=\"")
            appendEscapedXML(item.name, to: &svg)
            svg.append("\"/>\n")
            let name = item.name
            if !name.isEmpty, item.kind == .view || !(item.identifier ?? "").isEmpty {
                appendText(name, x: frame.minX + 2, y: frame.minY + 10, label: false, to: &svg)
            }
            if let text = item.text, !text.isEmpty {
                appendText(text, x: frame.minX, y: frame.minY + (item.firstBaseline ?? 20), label: true, to: &svg)
            }
        }
        if showsConstraints {
            for line in snapshot.constraintLines {
                let points = [line.from.x, line.from.y, line.to.x, line.to.y]
                guard points.allSatisfy(\.isFinite) else { continue }
                svg.append("<line x1=\"")
                svg.append(number: points[0])
                svg.append("\" y1=\"")
                svg.append(number: points[1])
                svg.append("\" x2=\"")
                svg.append(number: points[2])
                svg.append("\" y2=\"")
                svg.append(number: points[3])
                svg.append("\" stroke=\"#c33\" data-constraint=\"")
                appendEscapedXML(line.equation, to: &svg)
                svg.append("\"/>\n")
            }
        }
        svg.append("</svg>\n")
        return svg.text
    }

    /// `<text x="…" y="…"[ class="label"]>…</text>`.
    private func appendText(_ text: String, x: CGFloat, y: CGFloat, label: Bool, to svg: inout TextBuffer) {
        svg.append("<text x=\"")
        svg.append(number: x)
        svg.append("\" y=\"")
        svg.append(number: y)
        svg.append(label ? "\" class=\"label\">" : "\">")
        appendEscapedXML(text, to: &svg)
        svg.append("</text>\n")
    }

    /// `fill="#rrggbb"` (with `fill-opacity` below alpha 1) or `fill="none"`.
    private func appendFill(_ color: UIColor?, to svg: inout TextBuffer) {
        guard let color else {
            svg.append("fill=\"none\"")
            return
        }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        func hex(_ channel: CGFloat) -> String {
            let value = channel.isFinite ? Int((min(max(channel, 0), 1) * 255).rounded()) : 0
            return value < 16 ? "0" + String(value, radix: 16) : String(value, radix: 16)
        }
        svg.append("fill=\"#" + hex(red) + hex(green) + hex(blue) + "\"")
        if alpha < 1 {
            svg.append(" fill-opacity=\"")
            svg.append(number: alpha.isFinite ? max(alpha, 0) : 0)
            svg.append("\"")
        }
    }

    /// A number for the `<svg>` element's size: 0 when negative or not finite.
    private func nonNegative(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// A number for the `<svg>` element's origin: 0 when not finite.
    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

/// Appends text made safe for XML content and attribute values: `& < > " '` as entities, line breaks and
/// tabs as character references (so attribute values keep them), and characters XML 1.0 does not allow as
/// U+FFFD.
///
///     appendEscapedXML("a < b & \"c\"", to: &buffer)   // a &lt; b &amp; &quot;c&quot;
func appendEscapedXML(_ text: String, to buffer: inout TextBuffer) {
    var text = text
    let needsWork = text.withUTF8 { bytes in
        bytes.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte < 0x20 || byte == 0xEF
        }
    }
    guard needsWork else { return buffer.append(text) }
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": buffer.append("&amp;")
        case "<": buffer.append("&lt;")
        case ">": buffer.append("&gt;")
        case "\"": buffer.append("&quot;")
        case "'": buffer.append("&apos;")
        case "\n": buffer.append("&#10;")
        case "\r": buffer.append("&#13;")
        case "\t": buffer.append("&#9;")
        default:
            let value = scalar.value
            buffer.append(value < 0x20 || value == 0xFFFE || value == 0xFFFF ? "\u{FFFD}" : String(scalar))
        }
    }
}
