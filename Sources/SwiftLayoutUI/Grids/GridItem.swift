import Foundation

/// A column of a `LazyVGrid` (a row of a `LazyHGrid`): fixed, flexible, or adaptive (SwiftLayoutUI.md).
///
///     LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.flexible()), GridItem(.adaptive(minimum: 50))]) { … }
public struct GridItem: Sendable {
    /// How wide the item is.
    ///
    ///     GridItem.Size.adaptive(minimum: 80)
    public enum Size: Sendable {
        /// Exactly this wide.
        case fixed(CGFloat)
        /// A share of the width left by the fixed items and the spacing, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` as fit in the width of one flexible item, each up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How wide the item is.
    public var size: Size
    /// The space after the item; nil is 8 (the platform's default).
    public var spacing: CGFloat?
    /// How views sit in the item's cells; nil uses the grid's alignment, vertically centered.
    public var alignment: Alignment?

    /// A grid item.
    ///
    ///     GridItem(.flexible(minimum: 40), spacing: 4, alignment: .leading)
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views a scroll view pins (not modelled; kept for source compatibility).
///
///     LazyVGrid(columns: columns, pinnedViews: [.sectionHeaders]) { … }
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A set from raw bits.
    ///
    ///     PinnedScrollableViews(rawValue: 1)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// One track (column or row) of a grid: its length, the space after it, and its cells' alignment.
struct GridTrack {
    var length: CGFloat
    var spacingAfter: CGFloat
    var alignment: Alignment?
}

/// The tracks of a grid for an available length `available` (SwiftLayoutUI.md).
///
/// Fixed items take their length; the flexible and adaptive ones share what is left **in item order** (each
/// offered `rest / items left`, clamped to its bounds, as the documentation's "divided by the number of
/// flexible items, clamped to the provided bounds" when nothing clamps); an adaptive item then turns into
/// `max(1, ⌊(a + s) / (min + s)⌋)` tracks. With no length proposed, the fixed lengths and the minimums.
func gridTracks(_ items: [GridItem], available: CGFloat?, diagnose: (String) -> Void) -> [GridTrack] {
    let clean = items.map { $0.checked(diagnose: diagnose) }
    guard !clean.isEmpty else { return [] }
    var widths = clean.map { $0.kind == 0 ? $0.a : 0 }
    if let available {
        let fixed = clean.filter { $0.kind == 0 }.reduce(0) { $0 + $1.a }
        let spacing = clean.dropLast().reduce(0) { $0 + $1.spacing }
        var rest = available - fixed - spacing
        var left = clean.filter { $0.kind != 0 }.count
        for (k, item) in clean.enumerated() where item.kind != 0 {
            let offered = rest / CGFloat(left)
            let w = min(max(offered.isNaN ? 0 : offered, item.a), item.b)
            widths[k] = w
            rest -= w
            left -= 1
        }
    } else {
        for (k, item) in clean.enumerated() where item.kind != 0 { widths[k] = item.a }
    }
    var tracks: [GridTrack] = []
    for (k, item) in clean.enumerated() {
        let w = widths[k]
        if item.kind == 2, w.isFinite {
            let s = item.spacing
            let count = max(1, Int(((w + s) / (item.a + s) + 1e-9).rounded(.down)))
            let each = min((w - CGFloat(count - 1) * s) / CGFloat(count), item.b)
            for _ in 0..<count { tracks.append(GridTrack(length: each, spacingAfter: s, alignment: item.alignment)) }
        } else {
            tracks.append(GridTrack(length: w, spacingAfter: item.spacing, alignment: item.alignment))
        }
    }
    return tracks
}

private extension GridItem {
    /// The item with its bad numbers replaced (each replacement diagnosed), as `gridTracks` shares lengths:
    /// `kind` 0 fixed, 1 flexible, 2 adaptive; `a` the fixed length or the minimum, `b` the fixed length or the
    /// maximum.
    func checked(diagnose: (String) -> Void)
        -> (kind: Int, a: CGFloat, b: CGFloat, spacing: CGFloat, alignment: Alignment?) {
        var spacing = self.spacing ?? ViewSpacing.systemSpacing
        if !spacing.isFinite || spacing < 0 {
            diagnose("GridItem spacing \(formatNumber(spacing)) must be finite and non-negative; 8 is used")
            spacing = ViewSpacing.systemSpacing
        }
        switch size {
        case let .fixed(w):
            guard w.isFinite, w >= 0 else {
                diagnose("GridItem.fixed(\(formatNumber(w))) must be finite and non-negative; 0 is used")
                return (0, 0, 0, spacing, alignment)
            }
            return (0, w, w, spacing, alignment)
        case let .flexible(lo, hi), let .adaptive(lo, hi):
            let adaptive: Bool
            if case .adaptive = size { adaptive = true } else { adaptive = false }
            var lo = lo, hi = hi
            if !lo.isFinite || lo < 0 || (adaptive && lo <= 0) {
                diagnose("GridItem minimum \(formatNumber(lo)) must be finite and \(adaptive ? "positive; 1" : "non-negative; 0") is used")
                lo = adaptive ? 1 : 0
            }
            if hi.isNaN || hi < lo {
                diagnose("GridItem maximum \(formatNumber(hi)) is below its minimum; the minimum is used")
                hi = lo
            }
            return (adaptive ? 2 : 1, lo, hi, spacing, alignment)
        }
    }
}
