import SwiftLayout

/// A number as every rendering writes it (UIKIT.md §2.4, `%g`-like: `100`, `20.5`, `-8`, `0`, `nan`), with
/// a fast path for whole numbers, which most frames are.
///
///     numberText(375)    // "375"
///     numberText(20.5)   // "20.5"
func numberText(_ value: CGFloat) -> String {
    let double = Double(value)
    if double == double.rounded(.towardZero), abs(double) < 1e6 { return String(Int(double)) }
    return formatNumber(value)
}
