import Foundation

/// One line of text (headless: nothing is edited, `isEditing` is always false and `becomeFirstResponder()`
/// returns false). Its intrinsic size is its text (or placeholder) measured on one line in its font, plus the
/// border style's padding (TheUIKitLayer.md).
///
///     let field = UITextField()
///     field.placeholder = "Hello"
///     field.borderStyle = .roundedRect
///     field.intrinsicContentSize   // (57, 34): "Hello" is 43 × 21 at 17 points, plus 7 + 7 and 6.5 + 6.5
open class UITextField: UIControl {
    /// The border drawn around the text (UIKit's raw values).
    ///
    ///     field.borderStyle = .roundedRect
    public enum BorderStyle: Int, Hashable, Sendable {
        /// 0: no border (the default).
        case none = 0
        /// 1: a thin rectangle.
        case line = 1
        /// 2: a bezel.
        case bezel = 2
        /// 3: a rounded rectangle, 34 points tall at the default font.
        case roundedRect = 3
    }

    /// When an overlay view shows (UIKit's raw values). Nothing edits here, so `.unlessEditing` shows as
    /// `.always` does and `.whileEditing` never shows.
    ///
    ///     field.leftViewMode = .always
    public enum ViewMode: Int, Hashable, Sendable {
        /// 0: never (the default).
        case never = 0
        /// 1: while editing.
        case whileEditing = 1
        /// 2: unless editing.
        case unlessEditing = 2
        /// 3: always.
        case always = 3
    }

    private var storedText: String?
    private var storedFont = UITextField.defaultFont
    private static var defaultFont: UIFont { UIFont.systemFont(ofSize: 17) }
    /// The baselines last given to the engine, and whether it ever read them.
    private var reportedBaselines: TextBaselineMetrics?
    private var baselinesWereRead = false

    /// The text; reading returns `""` while none is set (also after setting nil). Setting it re-measures.
    ///
    ///     field.text = "hello@example.com"
    open var text: String? {
        get { storedText ?? "" }
        set {
            guard newValue != storedText else { return }
            storedText = newValue
            textDidChange()
        }
    }

    /// The text shown while `text` is empty, in the field's font; measured when there is no text.
    ///
    ///     field.placeholder = "Search"
    open var placeholder: String? {
        didSet { if placeholder != oldValue { textDidChange() } }
    }

    /// The text as an attributed string, measured as its characters in the field's font.
    ///
    ///     field.attributedText = NSAttributedString(string: "Hi")
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string }
    }

    /// The placeholder as an attributed string, measured as its characters in the field's font.
    ///
    ///     field.attributedPlaceholder = NSAttributedString(string: "Search")
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    /// The font of the text and placeholder; the system font at 17 points (the body style) by default, and
    /// again after setting nil.
    ///
    ///     field.font = .systemFont(ofSize: 15)
    open var font: UIFont? {
        get { storedFont }
        set {
            let font = newValue ?? UITextField.defaultFont
            guard font != storedFont else { return }
            storedFont = font
            textDidChange()
        }
    }

    /// The border style; `.none` by default. It sets the padding around the text.
    ///
    ///     field.borderStyle = .line   // 2 points on every side
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { textDidChange() } }
    }

    /// A view shown left of the text when `leftViewMode` says so, at its frame's size, centred vertically.
    ///
    ///     field.leftView = UIImageView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    ///     field.leftViewMode = .always
    open var leftView: UIView? {
        didSet { overlayDidChange(from: oldValue, to: leftView) }
    }

    /// A view shown right of the text when `rightViewMode` says so, at its frame's size, centred vertically.
    ///
    ///     field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    ///     field.rightViewMode = .always
    open var rightView: UIView? {
        didSet { overlayDidChange(from: oldValue, to: rightView) }
    }

    /// When `leftView` shows; `.never` by default.
    ///
    ///     field.leftViewMode = .always
    open var leftViewMode: ViewMode = .never {
        didSet { if leftViewMode != oldValue { overlayDidChange(from: nil, to: nil) } }
    }

    /// When `rightView` shows; `.never` by default.
    ///
    ///     field.rightViewMode = .unlessEditing
    open var rightViewMode: ViewMode = .never {
        didSet { if rightViewMode != oldValue { overlayDidChange(from: nil, to: nil) } }
    }

    /// When the clear button shows (stored only: it is never drawn or measured here).
    ///
    ///     field.clearButtonMode = .whileEditing
    open var clearButtonMode: ViewMode = .never

    /// The text color; `UIColor.label` (stored only).
    ///
    ///     field.textColor = .secondaryLabel
    open var textColor: UIColor? = .label
    /// The text alignment; `.natural` (stored only).
    ///
    ///     field.textAlignment = .center
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text is hidden as dots (stored only; it is measured as typed).
    ///
    ///     field.isSecureTextEntry = true
    open var isSecureTextEntry = false
    /// Whether the font shrinks to fit (stored only).
    ///
    ///     field.adjustsFontSizeToFitWidth = true
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking (stored only).
    ///
    ///     field.minimumFontSize = 12
    open var minimumFontSize: CGFloat = 0
    /// Whether editing starts by clearing the text (stored only).
    ///
    ///     field.clearsOnBeginEditing = true
    open var clearsOnBeginEditing = false
    /// The keyboard (stored only).
    ///
    ///     field.keyboardType = .emailAddress
    open var keyboardType: UIKeyboardType = .default
    /// The return key (stored only).
    ///
    ///     field.returnKeyType = .done
    open var returnKeyType: UIReturnKeyType = .default
    /// The delegate (stored only: nothing edits, so it is never called).
    ///
    ///     field.delegate = self
    open weak var delegate: UITextFieldDelegate?

    /// Always false: nothing edits here.
    ///
    ///     field.isEditing   // false
    open var isEditing: Bool { false }

    // MARK: Measuring (TheUIKitLayer.md)

    /// The padding the border style puts around the text: (left, top, right, bottom).
    private var padding: UIEdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line, .bezel: return UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .roundedRect: return UIEdgeInsets(top: 6.5, left: 7, bottom: 6.5, right: 7)
        }
    }

    /// The string measured: the text if not empty, else the placeholder if not empty, else "".
    private var sizingString: String {
        if let text = storedText, !text.isEmpty { return text }
        if let placeholder, !placeholder.isEmpty { return placeholder }
        return ""
    }

    /// The sizing string on one line: (whole-point width, the font's line height).
    private var measuredText: CGSize {
        let measurer = TextMeasurement.current
        let lineHeight = measurer.metrics(for: storedFont).lineHeight
        let string = sizingString
        guard !string.isEmpty else { return CGSize(width: 0, height: lineHeight) }
        let layout = measurer.layout(string, font: storedFont, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                                     width: nil)
        return CGSize(width: layout.size.width, height: lineHeight)
    }

    private func shows(_ view: UIView?, _ mode: ViewMode) -> UIView? {
        mode == .always || mode == .unlessEditing ? view : nil
    }

    /// The text (or placeholder) measured on one line plus the border padding; a shown left or right view
    /// adds its width and makes the height at least its height plus the vertical padding.
    ///
    ///     field.text = "Hello"; field.borderStyle = .roundedRect
    ///     field.intrinsicContentSize   // (57, 34)
    open override var intrinsicContentSize: CGSize {
        let text = measuredText
        let p = padding
        var width = text.width + p.left + p.right
        var height = text.height + p.top + p.bottom
        for overlay in [shows(leftView, leftViewMode), shows(rightView, rightViewMode)] {
            guard let overlay else { continue }
            width += overlay.frame.width
            height = max(height, overlay.frame.height + p.top + p.bottom)
        }
        return CGSize(width: width, height: height)
    }

    /// The intrinsic size, whatever size is proposed.
    ///
    ///     field.sizeThatFits(.zero) == field.intrinsicContentSize   // true
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Rects (TheUIKitLayer.md)

    /// The border's rect: `bounds`.
    ///
    ///     field.borderRect(forBounds: field.bounds) == field.bounds   // true
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text goes: `bounds` inset by the border padding and by the shown overlay views' widths.
    ///
    ///     field.borderStyle = .roundedRect
    ///     field.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 34))   // (7, 6.5, 186, 21)
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let p = padding
        var rect = bounds.inset(by: p)
        if let left = shows(leftView, leftViewMode) {
            let w = left.frame.width
            rect = CGRect(x: rect.minX + w, y: rect.minY, width: max(0, rect.width - w), height: rect.height)
        }
        if let right = shows(rightView, rightViewMode) {
            rect.size.width = max(0, rect.width - right.frame.width)
        }
        return rect
    }

    /// Where edited text goes: the text rect.
    ///
    ///     field.editingRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds)   // true
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder goes: the text rect.
    ///
    ///     field.placeholderRect(forBounds: field.bounds)
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rect: `.zero` (it is never shown here).
    ///
    ///     field.clearButtonRect(forBounds: field.bounds)   // .zero
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }

    /// The left view's rect: at the left edge, its frame's size, centred vertically.
    ///
    ///     field.leftViewRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 34))   // (0, 5, 24, 24)
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = leftView?.frame.size else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width,
                      height: size.height)
    }

    /// The right view's rect: at the right edge, its frame's size, centred vertically.
    ///
    ///     field.rightViewRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 34))   // (170, 2, 30, 30)
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = rightView?.frame.size else { return .zero }
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2,
                      width: size.width, height: size.height)
    }

    // MARK: Layout

    /// Places the shown overlay views at their rects (after the base layout); hides the others.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if let left = leftView, left.superview === self {
            left.isHidden = shows(left, leftViewMode) == nil
            if !left.isHidden { left.frame = leftViewRect(forBounds: b) }
        }
        if let right = rightView, right.superview === self {
            right.isHidden = shows(right, rightViewMode) == nil
            if !right.isHidden { right.frame = rightViewRect(forBounds: b) }
        }
    }

    private func overlayDidChange(from old: UIView?, to new: UIView?) {
        if old !== new {
            if let old, old.superview === self { old.removeFromSuperview() }
            if let new { addSubview(new) }
        }
        textDidChange()
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Baselines (TheUIKitLayer.md)

    /// The one line of text centred vertically in the text rect: `H` = the font's line height, shifted by
    /// half the difference of the text rect's top and bottom insets (an overridden `textRect` counts).
    override var textBaselineMetrics: TextBaselineMetrics? {
        let baselines = currentBaselines()
        reportedBaselines = baselines
        baselinesWereRead = true
        return baselines
    }

    private func currentBaselines() -> TextBaselineMetrics {
        let metrics = TextMeasurement.current.metrics(for: storedFont)
        let reference = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        let rect = textRect(forBounds: reference)
        let shift = (rect.minY - (reference.maxY - rect.maxY)) / 2
        return TextBaselineMetrics(textHeight: metrics.lineHeight, ascender: metrics.ascender + shift,
                                   descender: metrics.descender + shift)
    }

    /// Refreshes the content size (base), then the constraints on the baselines if they moved.
    open override func updateConstraints() {
        super.updateConstraints()
        if baselinesWereRead && currentBaselines() != reportedBaselines { refreshBaselineConstraints() }
    }

    // MARK: Description

    override var descriptionTextSuffix: String {
        guard let text = storedText else { return "" }
        return "'\(text.count > 25 ? String(text.prefix(25)) + "..." : text)'"
    }

    override var descriptionExtraFields: [String] {
        guard let text = storedText else { return [] }
        return ["text = '\(text)'"]
    }
}

/// The methods a text field's delegate may implement (nothing edits here, so none is ever called).
///
///     final class Form: UIViewController, UITextFieldDelegate {
///         func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
///     }
#if MainActorIsolation
@MainActor
#endif
public protocol UITextFieldDelegate: AnyObject {}

/// The keyboard a text input asks for (UIKit's raw values; stored only).
///
///     field.keyboardType = .numberPad
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// 0.
    case `default` = 0
    /// 1.
    case asciiCapable = 1
    /// 2.
    case numbersAndPunctuation = 2
    /// 3.
    case URL = 3
    /// 4.
    case numberPad = 4
    /// 5.
    case phonePad = 5
    /// 6.
    case namePhonePad = 6
    /// 7.
    case emailAddress = 7
    /// 8.
    case decimalPad = 8
    /// 9.
    case twitter = 9
    /// 10.
    case webSearch = 10
    /// 11.
    case asciiCapableNumberPad = 11
}

/// The title of the return key (UIKit's raw values; stored only).
///
///     field.returnKeyType = .next
public enum UIReturnKeyType: Int, Hashable, Sendable {
    /// 0.
    case `default` = 0
    /// 1.
    case go = 1
    /// 2.
    case google = 2
    /// 3.
    case join = 3
    /// 4.
    case next = 4
    /// 5.
    case route = 5
    /// 6.
    case search = 6
    /// 7.
    case send = 7
    /// 8.
    case yahoo = 8
    /// 9.
    case done = 9
    /// 10.
    case emergencyCall = 10
    /// 11.
    case `continue` = 11
}
