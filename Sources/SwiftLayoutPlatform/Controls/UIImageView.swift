import Foundation

/// A view that shows an image. Its intrinsic size is the image's size; without an image it has none.
///
///     let imageView = UIImageView(image: UIImage(size: CGSize(width: 80, height: 60)))
///     imageView.frame                  // (0, 0, 80, 60)
///     imageView.intrinsicContentSize   // (80, 60)
open class UIImageView: UIView {
    /// An image view without an image; user interaction is disabled.
    ///
    ///     let imageView = UIImageView(frame: .zero)
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// For source compatibility; the coder is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, its frame set to `(0, 0, image.size)` when the image is non-nil.
    ///
    ///     UIImageView(image: UIImage(systemName: "star")).frame   // (0, 0, 20, 20)
    public init(image: UIImage?) {
        super.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        isUserInteractionEnabled = false
        self.image = image
    }

    /// An image view with an image and a highlighted image; the frame follows `image`.
    ///
    ///     UIImageView(image: star, highlightedImage: filledStar)
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// The image; setting it invalidates the intrinsic size (the frame is not changed).
    ///
    ///     imageView.image = UIImage(size: CGSize(width: 80, height: 80))
    open var image: UIImage? {
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The image shown while highlighted.
    ///
    ///     imageView.highlightedImage = filledStar
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue && isHighlighted { invalidateIntrinsicContentSize() } }
    }

    /// Whether the highlighted image is shown; false by default.
    ///
    ///     imageView.isHighlighted = true
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue && highlightedImage != nil { invalidateIntrinsicContentSize() } }
    }

    /// Whether the image grows with the accessibility text size; false (stored only).
    ///
    ///     imageView.adjustsImageSizeForAccessibilityContentSizeCategory = true
    open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool = false

    /// The image in use: the highlighted one when highlighted and set.
    private var currentImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// The current image's size, or `(noIntrinsicMetric, noIntrinsicMetric)` without an image. Like every
    /// intrinsic size it describes the alignment rect (TheUIKitLayer.md), so an image with alignment insets gives
    /// its size less the insets, and the frame the layout pass writes is exactly the image's size.
    ///
    ///     UIImageView().intrinsicContentSize   // (-1, -1)
    open override var intrinsicContentSize: CGSize {
        guard let image = currentImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let insets = image.alignmentRectInsets
        return CGSize(width: max(0, image.size.width - insets.left - insets.right),
                      height: max(0, image.size.height - insets.top - insets.bottom))
    }

    /// The current image's alignment insets (`.zero` without an image), so that constraints align the
    /// image's content rather than its edges.
    ///
    ///     UIImageView(image: glowing).alignmentRectInsets   // the image's insets
    open override var alignmentRectInsets: UIEdgeInsets { currentImage?.alignmentRectInsets ?? .zero }

    /// The image's size (or the bounds size without an image).
    ///
    ///     imageView.sizeThatFits(.zero)   // the image size
    open override func sizeThatFits(_ size: CGSize) -> CGSize { currentImage?.size ?? bounds.size }
}
