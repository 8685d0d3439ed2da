import Foundation

/// A button: titles and images per state; its intrinsic size comes from the current title (measured by
/// the text model in the title font) and image, plus `contentEdgeInsets` (TheUIKitLayer.md).
///
///     UIButton().intrinsicContentSize                   // (30, 34)
///     let b = UIButton(type: .system)
///     b.setTitle("Button", for: .normal)
///     b.intrinsicContentSize                            // (45, 30): 6 × 7.5; 18 + 12
open class UIButton: UIControl {
    /// The kind of button (UIKit's raw values).
    ///
    ///     UIButton(type: .system)
    public enum ButtonType: Int, Hashable, Sendable {
        /// 0: no system styling; title font 18.
        case custom = 0
        /// 1: the system style; title font 15.
        case system = 1
        /// 2.
        case detailDisclosure = 2
        /// 3.
        case infoLight = 3
        /// 4.
        case infoDark = 4
        /// 5.
        case contactAdd = 5
        /// 7.
        case close = 7
    }

    /// The button's type.
    ///
    ///     UIButton(type: .system).buttonType   // .system
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private lazy var storedTitleLabel: ButtonTitleLabel = {
        let label = ButtonTitleLabel(button: self)
        label.font = .systemFont(ofSize: buttonType == .custom ? 18 : 15)
        return label
    }()

    /// A `.custom` button.
    ///
    ///     let button = UIButton(frame: .zero)
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// For source compatibility; the coder is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// A button of the given type.
    ///
    ///     let button = UIButton(type: .system)
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        storedTitleLabel.font = .systemFont(ofSize: buttonType == .custom ? 18 : 15)
    }

    // MARK: Titles and images per state

    /// Sets the title for a state.
    ///
    ///     button.setTitle("Send", for: .normal)
    public func setTitle(_ title: String?, for state: State) {
        let before = currentTitle
        titles[state.rawValue] = title
        if currentTitle != before { invalidateIntrinsicContentSize() }
    }

    /// The title for a state, falling back to the `.normal` title.
    ///
    ///     button.title(for: .highlighted)   // the normal title unless one was set
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The title for the current `state`.
    ///
    ///     button.currentTitle   // "Send"
    public var currentTitle: String? { title(for: state) }

    /// Sets the image for a state.
    ///
    ///     button.setImage(UIImage(systemName: "star"), for: .normal)
    public func setImage(_ image: UIImage?, for state: State) {
        let before = currentImage
        images[state.rawValue] = image
        if currentImage !== before { invalidateIntrinsicContentSize() }
    }

    /// The image for a state, falling back to the `.normal` image.
    ///
    ///     button.image(for: .selected)
    public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The image for the current `state`.
    ///
    ///     button.currentImage?.size   // (20, 20)
    public var currentImage: UIImage? { image(for: state) }

    /// Sets the title color for a state (stored only).
    ///
    ///     button.setTitleColor(.systemBlue, for: .normal)
    public func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }

    /// The title color for a state, falling back to the `.normal` one.
    ///
    ///     button.titleColor(for: .normal)
    public func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// The title color for the current state.
    ///
    ///     button.currentTitleColor
    public var currentTitleColor: UIColor? { titleColor(for: state) }

    /// Sets the background image for a state (stored only).
    ///
    ///     button.setBackgroundImage(UIImage(size: CGSize(width: 1, height: 1)), for: .normal)
    public func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }

    /// The background image for a state, falling back to the `.normal` one.
    ///
    ///     button.backgroundImage(for: .normal)
    public func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The label that carries the title font (18 pt for `.custom`, 15 pt for `.system`); changing its font
    /// invalidates the button's intrinsic size. **Differs:** it is not in `subviews`.
    ///
    ///     button.titleLabel?.font = .boldSystemFont(ofSize: 20)
    public var titleLabel: UILabel? { storedTitleLabel }

    private lazy var storedImageView = UIImageView(image: currentImage)

    /// The image view that carries the current image. **Differs:** it is not in `subviews`.
    ///
    ///     button.imageView?.image === button.currentImage   // true
    public var imageView: UIImageView? {
        storedImageView.image = currentImage
        return storedImageView
    }

    /// Space around the content; `.zero`. Changing it invalidates the intrinsic size.
    ///
    ///     button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    public var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Stored; no effect on the intrinsic size (as in UIKit).
    ///
    ///     button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
    public var titleEdgeInsets: UIEdgeInsets = .zero
    /// Stored; no effect on the intrinsic size (as in UIKit).
    ///
    ///     button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8)
    public var imageEdgeInsets: UIEdgeInsets = .zero

    // MARK: Size

    /// Title (single line, title font) + image + insets; 30 wide without either; the title gets 6 points
    /// above and below while `contentEdgeInsets` is zero.
    ///
    ///     let b = UIButton(); b.setTitle("Button", for: .normal)
    ///     b.intrinsicContentSize   // (54, 34): 6 × 9; ceil(21.6) + 12
    open override var intrinsicContentSize: CGSize {
        let font: UIFont = storedTitleLabel.font
        let measurer = TextMeasurement.current
        let title = currentTitle.flatMap { $0.isEmpty ? nil : $0 }
        let t = title.map {
            measurer.layout($0, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail, width: nil).size
        } ?? .zero
        let i = currentImage?.size ?? .zero
        let e = contentEdgeInsets
        let hasImage = currentImage != nil
        let width = (title == nil && !hasImage ? 30 : t.width + i.width) + e.left + e.right
        let height: CGFloat
        if title != nil || !hasImage {
            let pad: CGFloat = e == .zero ? 12 : 0
            height = max(measurer.metrics(for: font).lineHeight + pad, i.height) + e.top + e.bottom
        } else {
            height = i.height + e.top + e.bottom
        }
        return CGSize(width: width, height: height)
    }

    /// The intrinsic size.
    ///
    ///     button.sizeThatFits(.zero)   // == intrinsicContentSize
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The baselines of the single-line title, centred in the content box (TheUIKitLayer.md): the content box's
    /// centre is `(top − bottom) / 2` below the button's, which shifts both baselines.
    override var textBaselineMetrics: TextBaselineMetrics? {
        let baselines = currentBaselines()
        reportedBaselines = baselines
        baselinesWereRead = true
        return baselines
    }

    private func currentBaselines() -> TextBaselineMetrics? {
        guard let title = currentTitle, !title.isEmpty else { return nil }
        let metrics = TextMeasurement.current.metrics(for: storedTitleLabel.font)
        let shift = (contentEdgeInsets.top - contentEdgeInsets.bottom) / 2
        return TextBaselineMetrics(textHeight: metrics.lineHeight, ascender: metrics.ascender + shift,
                                   descender: metrics.descender + shift)
    }

    /// The baselines last given to the engine, and whether it ever read them.
    private var reportedBaselines: TextBaselineMetrics?
    private var baselinesWereRead = false

    /// Refreshes the content size (base), then the constraints on the title's baselines if they moved.
    open override func updateConstraints() {
        super.updateConstraints()
        if baselinesWereRead && currentBaselines() != reportedBaselines { refreshBaselineConstraints() }
    }

    override func controlStateDidChange() {
        invalidateIntrinsicContentSize()
    }

    override var descriptionTextSuffix: String {
        guard let title = currentTitle else { return "" }
        var shown = title.replacingOccurrences(of: "\n", with: "\\n")
        if shown.count > 25 { shown = String(shown.prefix(25)) + "..." }
        return "'\(shown)'"
    }
}

/// A button's title label: tells the button when its font changes.
private final class ButtonTitleLabel: UILabel {
    var button: UIButton? { buttonReference.object }
    private let buttonReference: ItemReference<UIButton>

    init(button: UIButton) {
        buttonReference = ItemReference(button)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        buttonReference = ItemReference(nil)
        super.init(coder: coder)
    }

    override var font: UIFont! {
        didSet { button?.invalidateIntrinsicContentSize() }
    }
}
