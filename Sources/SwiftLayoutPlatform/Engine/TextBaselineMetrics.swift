import Foundation

/// What a text view tells the engine about its baselines (TheUIKitLayer.md): the height of its text block, and
/// the font's ascender and (negative) descender.
struct TextBaselineMetrics: Equatable {
    var textHeight: CGFloat
    var ascender: CGFloat
    var descender: CGFloat
}
