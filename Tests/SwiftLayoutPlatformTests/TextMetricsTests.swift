import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// The standard text model of TextMetrics.md, computed by hand.
#if MainActorIsolation
@MainActor
#endif
@Suite struct TextMetricsTests {
    let measurer = StandardTextMeasurer()

    func size(_ text: String, _ p: CGFloat = 17, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping,
              width: CGFloat? = nil) -> CGSize {
        measurer.layout(text, font: .systemFont(ofSize: p), numberOfLines: lines, lineBreakMode: mode, width: width).size
    }

    func lines(_ text: String, _ p: CGFloat = 17, lines n: Int = 0, mode: NSLineBreakMode = .byWordWrapping,
               width: CGFloat? = nil) -> [String] {
        let layout = measurer.layout(text, font: .systemFont(ofSize: p), numberOfLines: n, lineBreakMode: mode,
                                     width: width)
        return layout.lines.map { String(text[$0.range]) }
    }

    @Test func fontMetricsFollowTheTable() {
        // lineHeight = ceil(1.2 p), descender = -ceil(0.25 p), ascender = lineHeight + descender.
        let expected: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (12, 15, -3, 12), (15, 18, -4, 14), (17, 21, -5, 16), (18, 22, -5, 17),
            (20, 24, -5, 19),   // 1.2 × 20 = 24.000000000000004 in binary: the tolerance keeps 24
        ]
        for (p, lineHeight, descender, ascender) in expected {
            let font = UIFont.systemFont(ofSize: p)
            #expect(font.lineHeight == lineHeight)
            #expect(font.descender == descender)
            #expect(font.ascender == ascender)
            #expect(font.leading == 0)
        }
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs(font.capHeight - 11.9) < 1e-12)   // 0.7 × 17
        #expect(font.xHeight == 8.5)                   // 0.5 × 17
    }

    @Test func advancesByCharacterClass() {
        let font = UIFont.systemFont(ofSize: 10)
        #expect(measurer.advance(of: "H", font: font) == 5)           // everything else: 0.5 p
        #expect(measurer.advance(of: " ", font: font) == 5)
        #expect(measurer.advance(of: "\t", font: font) == 20)         // tab: 2 p
        #expect(measurer.advance(of: "안", font: font) == 10)          // Hangul syllable: wide
        #expect(measurer.advance(of: "日", font: font) == 10)          // CJK: wide
        #expect(measurer.advance(of: "😀", font: font) == 10)          // U+1F600: wide
        #expect(measurer.advance(of: "\u{200B}", font: font) == 0)    // Cf: zero width
        #expect(measurer.advance(of: "e\u{301}", font: font) == 5)    // one cluster, decided by "e"
        #expect(measurer.advance(of: "\u{301}", font: font) == 0)     // Mn alone
        #expect(measurer.advance(of: "\u{FE0F}", font: font) == 0)    // variation selector
        #expect(measurer.advance(of: "é", font: font) == 5)           // Latin
    }

    @Test func singleLinesOfLatinAndHangul() {
        #expect(size("Hello") == CGSize(width: 43, height: 21))        // 5 × 8.5 = 42.5 → 43
        #expect(size("안녕하세요") == CGSize(width: 85, height: 21))     // 5 × 17
        #expect(size("") == .zero)
        #expect(size("a\u{200B}b", 10) == CGSize(width: 10, height: 12))   // 5 + 0 + 5; ceil(12)
    }

    @Test func wrappingAtSpacesWithTheSpecsExamples() {
        // "Hello " + "World": 42.5 + 8.5 + 42.5 = 93.5 > 50, so "World" starts a new line.
        #expect(lines("Hello World", width: 50) == ["Hello ", "World"])
        #expect(size("Hello World", width: 50) == CGSize(width: 43, height: 42))
        // n == 1: no wrapping at all, one line of 93.5.
        #expect(size("Hello World", lines: 1, width: 50) == CGSize(width: 94, height: 21))
        // Unlimited width: one line.
        #expect(size("Hello World") == CGSize(width: 94, height: 21))
    }

    @Test func trailingSpacesDoNotCountOnAWrappedLine() {
        // At 10 pt every character is 5. "aaa bbb " is 40 wide but 35 without its trailing space, ≤ 40.
        #expect(lines("aaa bbb ccc", 10, width: 40) == ["aaa bbb ", "ccc"])
        #expect(size("aaa bbb ccc", 10, width: 40) == CGSize(width: 35, height: 24))
    }

    @Test func hangulWrapsAtSpacesLikeWords() {
        // "안녕 " is 34 (+ a space), "하세요" 51: 34 + 8.5 + 51 = 93.5 > 60.
        #expect(lines("안녕 하세요", width: 60) == ["안녕 ", "하세요"])
        #expect(size("안녕 하세요", width: 60) == CGSize(width: 51, height: 42))
        // No break between syllables: the 85-wide word is split at characters, two per line (34 ≤ 40 < 51).
        #expect(lines("안녕하세요", width: 40) == ["안녕", "하세", "요"])
        #expect(size("안녕하세요", width: 40) == CGSize(width: 34, height: 63))
    }

    @Test func otherWideCharactersBreakAnywhere() {
        // 日 17, 日本 34, 日本語 51 > 40.
        #expect(lines("日本語", width: 40) == ["日本", "語"])
        #expect(size("日本語", width: 40) == CGSize(width: 34, height: 42))
    }

    @Test func hyphensAndNoBreakSpaces() {
        // "well-" 25 + "known" 25 = 50 > 30.
        #expect(lines("well-known", 10, width: 30) == ["well-", "known"])
        // U+00A0 never allows a break: one 35-wide piece, split at characters (6 per line: 30 ≤ 30).
        #expect(lines("aaa\u{00A0}bbb", 10, width: 30) == ["aaa\u{00A0}bb", "b"])
    }

    @Test func characterWrappingBreaksAnywhere() {
        // 5 per character at 10 pt: "ab" 10 ≤ 12 < 15.
        #expect(lines("abcdef", 10, mode: .byCharWrapping, width: 12) == ["ab", "cd", "ef"])
        #expect(size("abcdef", 10, mode: .byCharWrapping, width: 12) == CGSize(width: 10, height: 36))
    }

    @Test func paragraphs() {
        #expect(size("a\nbb", 10) == CGSize(width: 10, height: 24))       // 2 lines: 5, 10
        #expect(size("a\n", 10) == CGSize(width: 5, height: 24))          // a final empty paragraph
        #expect(lines("a\r\nb\rc\u{2028}d\u{2029}e", 10) == ["a", "b", "c", "d", "e"])
        // n = 1 keeps the first paragraph's line only: "a", 5 wide.
        #expect(size("a\nbb", 10, lines: 1) == CGSize(width: 5, height: 12))
    }

    @Test func paragraphsEndAtEverySeparatorCharacterWhateverSurroundsIt() {
        let breaker = LineBreaker(measurer: measurer, font: .systemFont(ofSize: 10))
        let separators: [Character] = ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}"]
        let texts = ["", "a", "\n", "\r\n", "\r\r\n\n", "a\r\nb", "e\u{301}\n\u{301}x", "x\u{2028}\u{2029}y",
                     "👍🏽\r", "\r\u{301}", "\n\n", "안녕\r\n하세요\r"]
        for text in texts {
            // The definition: a paragraph ends at each character that is a separator.
            var expected: [Range<String.Index>] = []
            var start = text.startIndex
            for index in text.indices where separators.contains(text[index]) {
                expected.append(start..<index)
                start = text.index(after: index)
            }
            expected.append(start..<text.endIndex)
            #expect(breaker.paragraphs(of: text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func everyASCIICharacterAdvancesByItsGeneralCategory() {
        for value in UInt32(0)..<0x80 {
            let scalar = Unicode.Scalar(value)!
            let zeroWidth: [Unicode.GeneralCategory] = [.control, .format, .nonspacingMark, .enclosingMark]
            let expected: CGFloat = value == 0x09 ? 2 : zeroWidth.contains(scalar.properties.generalCategory) ? 0 : 0.5
            #expect(StandardTextMeasurer.advanceFraction(of: Character(scalar)) == expected, "U+\(value)")
        }
    }

    @Test func anASCIITextMeasuresToTheBitAsItsCharactersAddUp() {
        // Texts of every ASCII byte, CR LF pairs and tabs among them, at sizes whose halves are not exact.
        var state: UInt64 = 0x5EED   // fixed seed (a linear congruential generator)
        for size: CGFloat in [17, 13.3, 0.1, 1e-300] {
            for length in 0..<40 {
                var bytes: [UInt8] = []
                for _ in 0..<length {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    let roll = Int(state >> 58)
                    bytes += roll < 6 ? [0x0D, 0x0A] : roll < 9 ? [0x09] : [UInt8(truncatingIfNeeded: state >> 33) & 0x7F]
                }
                let text = String(decoding: bytes, as: UTF8.self)
                var expected: CGFloat = 0
                for character in text { expected += measurer.advance(of: character, font: .systemFont(ofSize: size)) }
                let measured = StandardTextMeasurer.asciiAdvance(of: text[...], pointSize: size)
                #expect(measured == expected, "seed 0x5EED, size \(size), \(text.debugDescription)")
            }
        }
        #expect(StandardTextMeasurer.asciiAdvance(of: "abc안"[...], pointSize: 10) == nil)
        #expect(StandardTextMeasurer.asciiAdvance(of: "e\u{301}"[...], pointSize: 10) == nil)
    }

    @Test func lineLimitKeepsTheFirstLinesAndWidensTheLast() {
        // Lines "aaa bbb " (35), "ccc ddd " (35), "eee" (15) at w = 40.
        #expect(size("aaa bbb ccc ddd eee", 10, width: 40) == CGSize(width: 35, height: 36))
        // n = 2: the last kept line is "ccc ddd eee" measured as one line, 55, limited to w = 40.
        let layout = measurer.layout("aaa bbb ccc ddd eee", font: .systemFont(ofSize: 10), numberOfLines: 2,
                                     lineBreakMode: .byTruncatingTail, width: 40)
        #expect(layout.lines.map(\.width) == [35, 40])
        #expect(layout.size == CGSize(width: 40, height: 24))
    }

    @Test func aCustomMeasurerChangesOnlyWhatItOverrides() {
        struct Monospaced: TextMeasurer {
            func metrics(for font: UIFont) -> FontMetrics { StandardTextMeasurer().metrics(for: font) }
            func advance(of character: Character, font: UIFont) -> CGFloat { 0.6 * font.pointSize }
        }
        TextMeasurement.$override.withValue(Monospaced()) {
            // 5 × 6 = 30 at 10 pt; the default line layout and metrics still apply.
            let label = UILabel()
            label.font = .systemFont(ofSize: 10)
            label.text = "Hello"
            #expect(label.intrinsicContentSize == CGSize(width: 30, height: 12))
            #expect(TextMeasurement.current is Monospaced)
        }
        #expect(TextMeasurement.current is StandardTextMeasurer)
    }

    @Test func labelsKeepTheirMeasurementUntilInvalidated() {
        struct Monospaced: TextMeasurer {
            func metrics(for font: UIFont) -> FontMetrics { StandardTextMeasurer().metrics(for: font) }
            func advance(of character: Character, font: UIFont) -> CGFloat { 0.6 * font.pointSize }
        }
        let label = UILabel()
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))   // standard: 42.5 → 43
        TextMeasurement.$override.withValue(Monospaced()) {
            #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))   // cached
            label.invalidateIntrinsicContentSize()
            #expect(label.intrinsicContentSize == CGSize(width: 51, height: 21))   // 5 × 10.2 = 51
        }
    }

    @Test func fonts() {
        #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
        #expect(UIFont.systemFont(ofSize: 17).familyName == ".AppleSystemUIFont")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 17, weight: .black).fontName == ".SFUI-Black")
        #expect(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(0.25)).fontName == ".SFUI-Medium")
        #expect(UIFont.systemFont(ofSize: 17, weight: .ultraLight).fontName == ".SFUI-Ultralight")
        #expect(UIFont.boldSystemFont(ofSize: 17).withSize(20) == UIFont.boldSystemFont(ofSize: 20))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
    }
}
