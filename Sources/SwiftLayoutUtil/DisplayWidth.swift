/// How many terminal columns a piece of text takes, as a terminal shows it: an East Asian wide or fullwidth
/// character (Hangul, kana, CJK ideographs, fullwidth forms; East Asian Width W or F in Unicode's
/// EastAsianWidth.txt) and an emoji shown as an emoji take two, a combining mark or a zero-width format
/// character alone takes none, everything else one. One `Character` (a grapheme cluster) is measured by its
/// first scalar, so "é" written as e + U+0301 is one column and a flag or an emoji with U+FE0F is two.
/// ASCII, control characters included, is one column per character, as the renders always counted it.
///
///     DisplayWidth.of("root")     // 4
///     DisplayWidth.of("프로필")    // 6
enum DisplayWidth {
    /// The columns of `text`.
    static func of(_ text: some StringProtocol) -> Int {
        // Plain ASCII (every name the library makes itself) is one column per byte.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns of one character: 0, 1 or 2.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x80 { return 1 }
        if isWide(first.value) || first.properties.isEmojiPresentation
            || (scalars.count > 1 && scalars.contains { $0.value == 0xFE0F } && first.properties.isEmoji) {
            return 2
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return (0x1160...0x11FF).contains(first.value) ? 0 : 1   // Hangul medial and final jamo
        }
    }

    /// East Asian Width W or F (Unicode 15.1), the ranges that hold letters and symbols; emoji are found by
    /// their `Emoji_Presentation` property.
    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
             0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The longest prefix of `characters` that takes at most `columns` columns (a wide character that would
    /// pass the limit is left out whole, never split).
    static func prefix(_ characters: [Character], columns: Int) -> [Character] {
        var used = 0
        var end = 0
        for character in characters {
            let w = of(character)
            guard used + w <= columns else { break }
            used += w
            end += 1
        }
        return Array(characters[..<end])
    }
}
