import Foundation

// MARK: Values

/// (headless) The vertical metrics of a font, in points: what a text measurer reports for a `UIFont`.
///
///     StandardTextMeasurer().metrics(for: .systemFont(ofSize: 17))
///     // ascender 16, descender -5, lineHeight 21, leading 0, capHeight 11.9, xHeight 8.5
public struct FontMetrics: Hashable, Sendable {
    /// The distance from the baseline to the top of the line box.
    public var ascender: CGFloat
    /// The distance from the baseline to the bottom of the line box (negative).
    public var descender: CGFloat
    /// The height of one line.
    public var lineHeight: CGFloat
    /// Extra space between lines (0 in the standard model).
    public var leading: CGFloat
    /// The height of capital letters.
    public var capHeight: CGFloat
    /// The height of lowercase letters such as x.
    public var xHeight: CGFloat

    /// Metrics from their values.
    ///
    ///     FontMetrics(ascender: 16, descender: -5, lineHeight: 21, leading: 0, capHeight: 11.9, xHeight: 8.5)
    public init(ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat, leading: CGFloat,
                capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}

/// (headless) One laid-out line: the characters it shows and its width in points (trailing spaces of a
/// wrapped line excluded).
///
///     layout.lines.map { text[$0.range] }   // ["Hello ", "World"]
public struct TextLine: Hashable, Sendable {
    /// The characters of the line, in the measured text.
    public var range: Range<String.Index>
    /// The width of the line, not rounded.
    public var width: CGFloat

    /// A line from its range and width.
    ///
    ///     TextLine(range: text.startIndex..<text.endIndex, width: 42.5)
    public init(range: Range<String.Index>, width: CGFloat) {
        self.range = range
        self.width = width
    }
}

/// (headless) The result of laying text out: its lines and its size (width rounded up to whole points,
/// height = lines × line height).
///
///     StandardTextMeasurer().layout("Hello", font: .systemFont(ofSize: 17), numberOfLines: 1,
///                                   lineBreakMode: .byTruncatingTail, width: nil).size   // (43, 21)
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// The size of the text block.
    public var size: CGSize
    /// The height of each line.
    public var lineHeight: CGFloat

    /// A layout from its parts.
    ///
    ///     TextLayout(lines: [], size: .zero, lineHeight: 21)
    public init(lines: [TextLine], size: CGSize, lineHeight: CGFloat) {
        self.lines = lines
        self.size = size
        self.lineHeight = lineHeight
    }
}

// MARK: The measurer

/// (headless) Measures text for `UILabel`, `UIButton` and `UIFont`'s metrics (TextMetrics.md).
///
/// Implement `metrics(for:)` and `advance(of:font:)` to plug in real font metrics; `layout` has a default
/// implementation (the line layout of TextMetrics.md) built on those two, so a measurer can change only widths or
/// only metrics. Install it with `TextMeasurement.shared` (process-wide) or `TextMeasurement.$override`
/// (per task) before building views.
///
///     struct Monospaced: TextMeasurer {
///         func metrics(for font: UIFont) -> FontMetrics { StandardTextMeasurer().metrics(for: font) }
///         func advance(of character: Character, font: UIFont) -> CGFloat { 0.6 * font.pointSize }
///     }
///     TextMeasurement.$override.withValue(Monospaced()) { label.intrinsicContentSize }
public protocol TextMeasurer: Sendable {
    /// The vertical metrics of `font`.
    func metrics(for font: UIFont) -> FontMetrics
    /// The advance width of one character (an extended grapheme cluster) in points.
    func advance(of character: Character, font: UIFont) -> CGFloat
    /// Lays `text` out in lines (TextMetrics.md); `width` nil means unlimited.
    func layout(_ text: String, font: UIFont, numberOfLines: Int, lineBreakMode: NSLineBreakMode,
                width: CGFloat?) -> TextLayout
}

extension TextMeasurer {
    /// The line layout of TextMetrics.md on top of `metrics(for:)` and `advance(of:font:)`.
    ///
    ///     measurer.layout("Hello World", font: .systemFont(ofSize: 17), numberOfLines: 0,
    ///                     lineBreakMode: .byWordWrapping, width: 50).size   // (43, 42)
    public func layout(_ text: String, font: UIFont, numberOfLines: Int, lineBreakMode: NSLineBreakMode,
                       width: CGFloat?) -> TextLayout {
        LineBreaker(measurer: self, font: font).layout(
            text, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, width: width)
    }
}

/// (headless) The standard, documented text model (TextMetrics.md): metrics from the point size alone, advance
/// widths by character class (0, 0.5, 1 or 2 × the point size).
///
///     let m = StandardTextMeasurer()
///     m.advance(of: "H", font: .systemFont(ofSize: 17))    // 8.5
///     m.advance(of: "안", font: .systemFont(ofSize: 17))   // 17
public struct StandardTextMeasurer: TextMeasurer {
    /// The standard model.
    ///
    ///     TextMeasurement.shared = StandardTextMeasurer()
    public init() {}

    /// `lineHeight = ceil(1.2 p)`, `descender = −ceil(0.25 p)`, `ascender = lineHeight + descender`,
    /// `leading = 0`, `capHeight = 0.7 p`, `xHeight = 0.5 p`.
    ///
    ///     StandardTextMeasurer().metrics(for: .systemFont(ofSize: 12)).lineHeight   // 15
    public func metrics(for font: UIFont) -> FontMetrics {
        let p = font.pointSize
        let lineHeight = textCeil(1.2 * p)
        let descender = -textCeil(0.25 * p)
        return FontMetrics(ascender: lineHeight + descender, descender: descender, lineHeight: lineHeight,
                           leading: 0, capHeight: 0.7 * p, xHeight: 0.5 * p)
    }

    /// The advance of the character's class (decided by its first scalar) times the point size.
    ///
    ///     StandardTextMeasurer().advance(of: "\t", font: .systemFont(ofSize: 10))   // 20
    public func advance(of character: Character, font: UIFont) -> CGFloat {
        StandardTextMeasurer.advanceFraction(of: character) * font.pointSize
    }

    /// The advance as a fraction of the point size (TextMetrics.md's table).
    static func advanceFraction(of character: Character) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if v < 0x80 { return advanceFraction(ofASCII: v) }
        if (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) { return 0 }
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        return isWide(v) ? 1 : 0.5
    }

    /// The sum of the advances of an all-ASCII text, added in the order and with the values `advance(of:font:)`
    /// gives character by character (a CR LF pair is one character of advance 0, as its two bytes are); nil when
    /// the text is not all ASCII. Read by bytes: making each character was most of a label's measurement
    /// (callgrind, feed_labels build + first layout, N = 1,000: 353.1 M → 334.4 M instructions).
    static func asciiAdvance(of text: Substring, pointSize: CGFloat) -> CGFloat? {
        let total = text.utf8.withContiguousStorageIfAvailable { bytes -> CGFloat? in
            var total: CGFloat = 0
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                total += advanceFraction(ofASCII: UInt32(byte)) * pointSize
            }
            return total
        }
        return total ?? nil
    }

    /// `advanceFraction(of:)` of an ASCII scalar: C0 controls and DEL are controls, the rest narrow (the general
    /// category's look-up gives the same).
    @inline(__always)
    static func advanceFraction(ofASCII v: UInt32) -> CGFloat {
        v == 0x09 ? 2 : v < 0x20 || v == 0x7F ? 0 : 0.5
    }

    static func isWide(_ v: UInt32) -> Bool {
        for range in wideRanges where range.contains(v) { return true }
        return false
    }

    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    static let hangulRanges: [ClosedRange<UInt32>] = [
        0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF,
    ]
}

/// `ceil` of TextMetrics.md: the smallest integer `≥ v − 1e-9` (absorbs binary rounding such as `1.2 × 20`).
func textCeil(_ v: CGFloat) -> CGFloat { (v - 1e-9).rounded(.up) }

/// (headless) The measurer in use: a per-task override, else the process-wide one.
///
///     TextMeasurement.shared = MyFontMetrics()               // before building views
///     TextMeasurement.$override.withValue(Monospaced()) {    // per task, for parallel tests
///         label.invalidateIntrinsicContentSize()
///     }
public enum TextMeasurement {
    private static let storage = Locked<any TextMeasurer>(StandardTextMeasurer())

    /// The process-wide measurer (behind a lock); default `StandardTextMeasurer()`.
    ///
    ///     TextMeasurement.shared = StandardTextMeasurer()
    public static var shared: any TextMeasurer {
        get { storage.current }
        set { storage.withLock { $0 = newValue } }
    }

    /// A measurer for the current task only (parallel tests).
    ///
    ///     TextMeasurement.$override.withValue(Monospaced()) { … }
    @TaskLocal public static var override: (any TextMeasurer)?

    /// `override ?? shared`.
    ///
    ///     TextMeasurement.current.metrics(for: font).lineHeight
    public static var current: any TextMeasurer { override ?? shared }
}

// MARK: Line layout (TextMetrics.md)

/// Greedy line breaking on top of a measurer's advances and metrics.
struct LineBreaker<Measurer: TextMeasurer> {
    let measurer: Measurer
    let font: UIFont

    func layout(_ text: String, numberOfLines n: Int, lineBreakMode: NSLineBreakMode, width: CGFloat?) -> TextLayout {
        let lineHeight = measurer.metrics(for: font).lineHeight
        guard !text.isEmpty else { return TextLayout(lines: [], size: .zero, lineHeight: lineHeight) }
        let wraps = width != nil && n != 1
        var lines: [TextLine] = []
        var paragraphEnds: [String.Index] = []   // the end of each line's paragraph, for step 4
        for paragraph in paragraphs(of: text) {
            let paragraphLines: [TextLine]
            if wraps, let width {
                paragraphLines = wrap(text, paragraph, width: width, byChar: lineBreakMode == .byCharWrapping)
            } else {
                paragraphLines = [TextLine(range: paragraph, width: measure(text[paragraph]))]
            }
            lines += paragraphLines
            paragraphEnds += Array(repeating: paragraph.upperBound, count: paragraphLines.count)
        }
        if n > 0 && lines.count > n {
            lines.removeLast(lines.count - n)
            let last = lines[n - 1]
            let rest = last.range.lowerBound..<paragraphEnds[n - 1]
            let restWidth = measure(text[rest])
            lines[n - 1] = TextLine(range: rest, width: width.map { min($0, restWidth) } ?? restWidth)
        }
        let widest = lines.reduce(CGFloat(0)) { max($0, $1.width) }
        return TextLayout(lines: lines, size: CGSize(width: textCeil(widest), height: CGFloat(lines.count) * lineHeight),
                          lineHeight: lineHeight)
    }

    /// The sum of the advances, left to right.
    func measure(_ text: Substring) -> CGFloat {
        if Measurer.self == StandardTextMeasurer.self,
           let total = StandardTextMeasurer.asciiAdvance(of: text, pointSize: font.pointSize) {
            return total
        }
        var total: CGFloat = 0
        for character in text { total += measurer.advance(of: character, font: font) }
        return total
    }

    /// Paragraph ranges: separators are `\r\n`, `\n`, `\r`, U+2028, U+2029; a separator at the very end
    /// yields a final empty paragraph.
    ///
    /// Read by scalars: each separator is a control for grapheme breaking (Unicode TR29, GB4 and GB5), so it is
    /// a character of its own, `\r\n` the only one of two scalars; iterating characters and comparing each with
    /// five strings was most of a label's measurement (callgrind, with the ASCII advances of `advanceFraction`:
    /// feed_labels build + first layout, N = 1,000, 413.6 M → 353.1 M instructions; one label's text change
    /// 0.054 M → 0.034 M).
    func paragraphs(of text: String) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            var next = scalars.index(after: index)
            switch scalars[index].value {
            case 0x0D, 0x0A, 0x2028, 0x2029:
                if scalars[index].value == 0x0D, next < scalars.endIndex, scalars[next].value == 0x0A {
                    next = scalars.index(after: next)
                }
                result.append(start..<index)
                start = next
            default:
                break
            }
            index = next
        }
        result.append(start..<scalars.endIndex)
        return result
    }

    /// Splits a paragraph into pieces between break opportunities.
    func pieces(_ text: String, _ paragraph: Range<String.Index>, byChar: Bool) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var start = paragraph.lowerBound
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            let character = text[index]
            let next = text.index(after: index)
            if byChar {
                result.append(index..<next)
                start = next
            } else {
                let breaksAround = Self.isWideNonHangul(character)
                if breaksAround && start < index {
                    result.append(start..<index)   // break before
                    start = index
                }
                let nextIsSpace = next < paragraph.upperBound && text[next] == " "
                let breakAfter = breaksAround || character == "-" || (character == " " && !nextIsSpace)
                if breakAfter {
                    result.append(start..<next)
                    start = next
                }
            }
            index = next
        }
        if start < paragraph.upperBound { result.append(start..<paragraph.upperBound) }
        return result
    }

    static func isWideNonHangul(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value, StandardTextMeasurer.isWide(v) else { return false }
        return !StandardTextMeasurer.hangulRanges.contains { $0.contains(v) }
    }

    /// Greedy wrapping of one paragraph at `width`.
    func wrap(_ text: String, _ paragraph: Range<String.Index>, width: CGFloat, byChar: Bool) -> [TextLine] {
        guard !paragraph.isEmpty else { return [TextLine(range: paragraph, width: 0)] }
        let limit = width + 1e-9
        var lines: [TextLine] = []
        // The open line: its start, end, running sum of every advance and the sum up to its last non-space.
        var lineStart = paragraph.lowerBound
        var lineEnd = paragraph.lowerBound
        var full: CGFloat = 0
        var visible: CGFloat = 0

        func closeLine() {
            lines.append(TextLine(range: lineStart..<lineEnd, width: visible))
            lineStart = lineEnd
            full = 0
            visible = 0
        }
        /// Appends characters to the open line, keeping the sums left to right.
        func widthsAfterAppending(_ range: Range<String.Index>, full f: CGFloat, visible v: CGFloat) -> (CGFloat, CGFloat) {
            var f = f, v = v
            for character in text[range] {
                f += measurer.advance(of: character, font: font)
                if character != " " { v = f }
            }
            return (f, v)
        }

        for piece in pieces(text, paragraph, byChar: byChar) {
            let (f, v) = widthsAfterAppending(piece, full: full, visible: visible)
            if v <= limit {
                lineEnd = piece.upperBound
                full = f
                visible = v
                continue
            }
            if lineStart < lineEnd { closeLine() }
            let (pf, pv) = widthsAfterAppending(piece, full: 0, visible: 0)
            if pv <= limit {
                lineEnd = piece.upperBound
                full = pf
                visible = pv
                continue
            }
            // A piece wider than the width on its own: as many characters per line as fit, at least one.
            var index = piece.lowerBound
            while index < piece.upperBound {
                let next = text.index(after: index)
                let (cf, cv) = widthsAfterAppending(index..<next, full: full, visible: visible)
                if cv > limit && lineStart < lineEnd {
                    closeLine()
                    continue
                }
                lineEnd = next
                full = cf
                visible = cv
                index = next
            }
        }
        if lineStart < lineEnd || lines.isEmpty { closeLine() }
        return lines
    }
}
