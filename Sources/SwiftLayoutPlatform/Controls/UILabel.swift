import Foundation

/// A view that shows text. Its intrinsic size and baselines come from the text model (TextMetrics.md), so they
/// are the same on every machine.
///
///     let label = UILabel()
///     label.text = "Hello"
///     label.intrinsicContentSize   // (43, 21): 5 × 8.5 = 42.5 rounded up; ceil(1.2 × 17)
///
/// A label that wraps (`numberOfLines != 1`) measures its height for `preferredMaxLayoutWidth`, or, when
/// that is 0, for the width the last layout pass gave it (UIKit's automatic preferred max layout width).
/// Each change of text, font or wrap width measures the text at most once.
open class UILabel: UIView {
    // MARK: Stored state (not API)

    private var storedText: String?
    private var storedFont = UILabel.defaultFont
    private var storedTextColor = UIColor.label
    /// The width the layout pass gave a wrapping label (automatic wrap width), once non-zero.
    private var automaticWrapWidth: CGFloat?
    /// The wrap width of the last intrinsic measurement (nil: unlimited), and whether there was one.
    private var measuredWrapWidth: CGFloat?
    private var hasIntrinsicMeasurement = false
    /// Recent measurements, newest last (at most four).
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) private var cache: [(key: MeasureKey, layout: TextLayout)] = []
    /// The baselines last given to the engine.
    private var reportedBaselines: TextBaselineMetrics?

    private static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// Text layouts computed so far (cache misses): a test and benchmark counter.
    ///
    ///     label.text = "Hi"; root.layoutIfNeeded()
    ///     label.textMeasurementCount   // 1
    package private(set) var textMeasurementCount = 0

    private struct MeasureKey: Equatable {
        var text: String
        var font: UIFont
        var numberOfLines: Int
        var lineBreakMode: NSLineBreakMode
        var width: CGFloat?
    }

    // MARK: Creation

    /// A label with no text, the 17-point system font and user interaction disabled.
    ///
    ///     let label = UILabel(frame: .zero)
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// For source compatibility; the coder is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    // MARK: Text and its attributes

    /// The text; nil by default. Setting it invalidates the intrinsic size.
    ///
    ///     label.text = "안녕하세요"
    open var text: String? {
        get { storedText }
        set {
            storedAttributedText = nil
            guard newValue != storedText else { return }
            storedText = newValue
            invalidateIntrinsicContentSize()
        }
    }

    private var storedAttributedText: NSAttributedString?

    /// The text with attributes; measured as its string in the label's font (attributes are ignored).
    /// Setting it sets `text` to its string.
    ///
    ///     label.attributedText = NSAttributedString(string: "Hello")
    ///     label.text   // "Hello"
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            storedAttributedText = newValue
        }
    }

    // MARK: Stored only (no layout effect)

    /// Whether the text draws enabled; true (stored only).
    open var isEnabled: Bool = true
    /// Whether the text draws highlighted; false (stored only).
    open var isHighlighted: Bool = false
    /// The highlighted text color; nil (stored only).
    open var highlightedTextColor: UIColor?
    /// The shadow color; nil (stored only).
    open var shadowColor: UIColor?
    /// The shadow offset; (0, −1) (stored only).
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Whether the font shrinks to fit; false (stored only: the model never shrinks text).
    open var adjustsFontSizeToFitWidth: Bool = false
    /// The smallest scale when shrinking; 0 (stored only).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether letters tighten before truncating; false (stored only).
    open var allowsDefaultTighteningForTruncation: Bool = false
    /// How text moves when it shrinks; `.alignBaselines` (stored only).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Whether the font follows the content size category; false (stored only).
    open var adjustsFontForContentSizeCategory: Bool = false

    /// The font; `UIFont.systemFont(ofSize: 17)` by default, and setting nil restores it.
    ///
    ///     label.font = .boldSystemFont(ofSize: 20)
    open var font: UIFont! {
        get { storedFont }
        set {
            let font = newValue ?? UILabel.defaultFont
            guard font != storedFont else { return }
            storedFont = font
            invalidateIntrinsicContentSize()
        }
    }

    /// The text color; `UIColor.label` by default, and setting nil restores it (no layout effect).
    ///
    ///     label.textColor = .secondaryLabel
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }

    /// The alignment of the text; `.natural` (no layout effect).
    ///
    ///     label.textAlignment = .center
    open var textAlignment: NSTextAlignment = .natural

    /// The maximum number of lines; 1 by default, 0 for unlimited.
    ///
    ///     label.numberOfLines = 0
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) open var numberOfLines: Int = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            invalidateIntrinsicContentSize()
            if (oldValue == 1) != (numberOfLines == 1) {
                (superview as? UIStackView)?.arrangedLabelDidChangeNumberOfLines(self)
            }
        }
    }

    /// How lines break; `.byTruncatingTail` by default (wraps at words; `.byCharWrapping` anywhere).
    ///
    ///     label.lineBreakMode = .byCharWrapping
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width a multi-line label wraps at; 0 (automatic: the width layout gives it).
    ///
    ///     label.preferredMaxLayoutWidth = 200
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: Size

    private var wraps: Bool { numberOfLines != 1 }

    /// The wrap width of TextMetrics.md: `preferredMaxLayoutWidth` if set, else the laid-out width of a wrapping
    /// label, else none.
    private var intrinsicWrapWidth: CGFloat? {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        if wraps, let width = automaticWrapWidth, width > 0 { return width }
        return nil
    }

    /// The measured text size for the wrap width (`preferredMaxLayoutWidth`, or the width layout gave a
    /// wrapping label); (0, 0) without text.
    ///
    ///     label.text = "Hello World"; label.numberOfLines = 0; label.preferredMaxLayoutWidth = 50
    ///     label.intrinsicContentSize   // (43, 42): lines "Hello " and "World"
    open override var intrinsicContentSize: CGSize {
        let width = intrinsicWrapWidth
        measuredWrapWidth = width
        hasIntrinsicMeasurement = true
        return textLayout(width: width).size
    }

    /// The text size for `size.width` when the label wraps and the width is positive, else unlimited;
    /// `size.height` does not limit.
    ///
    ///     label.sizeThatFits(CGSize(width: 50, height: 0))   // (43, 42) for "Hello World", 0 lines
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textLayout(width: wraps && size.width > 0 ? size.width : nil).size
    }

    /// The layout of the current text for a wrap width, from the cache when possible.
    func textLayout(width: CGFloat?) -> TextLayout {
        let measurer = TextMeasurement.current
        guard let text = storedText, !text.isEmpty else {
            return TextLayout(lines: [], size: .zero, lineHeight: measurer.metrics(for: storedFont).lineHeight)
        }
        let key = MeasureKey(text: text, font: storedFont, numberOfLines: numberOfLines,
                             lineBreakMode: lineBreakMode, width: width)
        if let index = cache.lastIndex(where: { $0.key == key }) { return cache[index].layout }
        let layout: TextLayout
        if let width, let reused = unwrappedLayoutFitting(width, key: key) {
            layout = reused
        } else {
            layout = measurer.layout(text, font: storedFont, numberOfLines: numberOfLines,
                                     lineBreakMode: lineBreakMode, width: width)
            textMeasurementCount += 1
        }
        cache.append((key, layout))
        if cache.count > 4 { cache.removeFirst() }
        return layout
    }

    /// The unlimited-width layout, when it is already known and is also the layout at `width`: every line
    /// fits and none ends with a space (greedy wrapping then keeps each paragraph on one line).
    private func unwrappedLayoutFitting(_ width: CGFloat, key: MeasureKey) -> TextLayout? {
        var unlimited = key
        unlimited.width = nil
        guard let entry = cache.last(where: { $0.key == unlimited }) else { return nil }
        let text = key.text
        for line in entry.layout.lines {
            if line.width > width + 1e-9 { return nil }
            if !line.range.isEmpty && text[text.index(before: line.range.upperBound)] == " " { return nil }
        }
        return entry.layout
    }

    /// The measured text rectangle inside `bounds`, limited to `numberOfLines` lines (0: unlimited) and
    /// wrapped at the bounds' width, vertically centred.
    ///
    ///     label.textRect(forBounds: CGRect(x: 0, y: 0, width: 50, height: 100), limitedToNumberOfLines: 0)
    ///     // (0, 29, 43, 42) for "Hello World"
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text = storedText, !text.isEmpty else {
            return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
        }
        let size = TextMeasurement.current.layout(
            text, font: storedFont, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            width: bounds.width > 0 ? bounds.width : nil).size
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width,
                      height: size.height)
    }

    // MARK: Hooks of the layout pass

    override func intrinsicContentSizeDidInvalidate() {
        super.intrinsicContentSizeDidInvalidate()
        cache.removeAll()
    }

    /// Spec 9 step 4: a wrapping label with an automatic wrap width re-measures for the width it was given.
    override func layoutDidWriteFrame(previous: CGRect) {
        guard wraps, preferredMaxLayoutWidth == 0, frame.width > 0 else { return }
        automaticWrapWidth = frame.width
        if !hasIntrinsicMeasurement || measuredWrapWidth != frame.width {
            // Keep the cache: only the width changed.
            intrinsicSizeIsInvalid = true
            setNeedsUpdateConstraints()
            (superview ?? self).setNeedsLayout()
        }
    }

    /// Refreshes the content size (base) and then the constraints that use this label's baselines, when
    /// the text block changed.
    open override func updateConstraints() {
        super.updateConstraints()
        // Only once the engine has read the baselines (a baseline constraint exists or existed).
        if baselinesWereRead && currentBaselines() != reportedBaselines { refreshBaselineConstraints() }
    }

    /// Whether the engine has read this label's baselines.
    private var baselinesWereRead = false

    /// The text block height and font metrics (TheUIKitLayer.md); nil without text. Read by the engine.
    override var textBaselineMetrics: TextBaselineMetrics? {
        let baselines = currentBaselines()
        reportedBaselines = baselines
        baselinesWereRead = true
        return baselines
    }

    private func currentBaselines() -> TextBaselineMetrics? {
        guard let text = storedText, !text.isEmpty else { return nil }
        let metrics = TextMeasurement.current.metrics(for: storedFont)
        return TextBaselineMetrics(textHeight: textLayout(width: intrinsicWrapWidth).size.height,
                                   ascender: metrics.ascender, descender: metrics.descender)
    }


    // MARK: Description

    override var descriptionTextSuffix: String {
        guard let text = storedText else { return "" }
        var shown = text.replacingOccurrences(of: "\n", with: "\\n")
        if shown.count > 25 { shown = String(shown.prefix(25)) + "..." }
        return "'\(shown)'"
    }

    override var descriptionExtraFields: [String] {
        guard let text = storedText else { return [] }
        return ["text = '\(text)'"]
    }
}

/// How a label's text moves when its font shrinks to fit (UIKit's raw values; stored only here).
///
///     label.baselineAdjustment = .alignCenters
public enum UIBaselineAdjustment: Int, Hashable, Sendable {
    /// 0: keep the baselines.
    case alignBaselines = 0
    /// 1: keep the centres.
    case alignCenters = 1
    /// 2: align the top edges.
    case none = 2
}

extension UIView {
    /// Re-derives every active constraint that reads a baseline of this view or of an ancestor (whose
    /// baseline view may be this one): after a text view's block or font changed.
    func refreshBaselineConstraints() {
        performAsOneLayoutStep {
            var view: UIView? = self
            while let current = view {
                for constraint in current.layoutState.constraints {
                    let usesBaseline = (constraint.firstItem === current && constraint.firstAttribute.isBaseline)
                        || (constraint.secondItem === current && constraint.secondAttribute.isBaseline)
                    if usesBaseline { constraint.engine?.refresh(constraint) }
                }
                view = current.superview
            }
        }
    }
}
