import Foundation

/// What a text view tells the engine about its baselines (spec 7.4): the height of its text block, and
/// the font's ascender and (negative) descender.
struct TextBaselineMetrics: Equatable {
    var textHeight: CGFloat
    var ascender: CGFloat
    var descender: CGFloat
}
