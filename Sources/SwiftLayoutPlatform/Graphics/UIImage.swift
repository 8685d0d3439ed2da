import Foundation

/// An image: no pixels, only a size in points (headless). Immutable; compared by identity.
///
///     let avatar = UIImage(size: CGSize(width: 80, height: 80))
///     UIImage(systemName: "star")?.size   // (20, 20)
public final class UIImage: NSObject, Sendable {
    /// The size in points.
    ///
    ///     UIImage(size: CGSize(width: 80, height: 60)).size   // (80, 60)
    public let size: CGSize
    /// The scale the image was made for; 1 unless given.
    ///
    ///     UIImage(size: CGSize(width: 10, height: 10), scale: 2).scale   // 2
    public let scale: CGFloat
    /// The symbol name of a `UIImage(systemName:)` image.
    let symbolName: String?
    /// Insets of the content inside the image (layout uses the inset rectangle, TheUIKitLayer.md).
    ///
    ///     image.withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 0, bottom: 2, right: 0)).alignmentRectInsets
    public let alignmentRectInsets: UIEdgeInsets
    /// How the image is drawn (stored only); `.automatic` unless made with `withRenderingMode(_:)`.
    ///
    ///     image.withRenderingMode(.alwaysTemplate).renderingMode   // .alwaysTemplate
    public let renderingMode: RenderingMode
    /// The tint of a `withTintColor(_:)` image (stored only).
    let tintColor: UIColor?
    private let storedAccessibilityIdentifier = Locked<String?>(nil)

    /// A string that identifies the image (stored only; nil by default). The one settable property of an
    /// otherwise immutable image, kept behind a lock so that the image stays `Sendable`.
    ///
    ///     avatar.accessibilityIdentifier = "avatar"
    public var accessibilityIdentifier: String? {
        get { storedAccessibilityIdentifier.current }
        set { storedAccessibilityIdentifier.withLock { $0 = newValue } }
    }

    /// How an image is drawn (UIKit's raw values; stored only).
    ///
    ///     image.withRenderingMode(.alwaysOriginal)
    public enum RenderingMode: Int, Hashable, Sendable {
        /// 0.
        case automatic = 0
        /// 1.
        case alwaysOriginal = 1
        /// 2.
        case alwaysTemplate = 2
    }

    init(size: CGSize, scale: CGFloat, symbolName: String?, alignmentRectInsets: UIEdgeInsets,
         renderingMode: RenderingMode, tintColor: UIColor?) {
        self.size = size
        self.scale = scale
        self.symbolName = symbolName
        self.alignmentRectInsets = alignmentRectInsets
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        super.init()
    }

    /// (headless) An image of `size` points.
    ///
    ///     imageView.image = UIImage(size: CGSize(width: 80, height: 80))
    public convenience init(size: CGSize, scale: CGFloat = 1) {
        self.init(size: size, scale: scale, symbolName: nil, alignmentRectInsets: .zero, renderingMode: .automatic,
                  tintColor: nil)
    }

    /// A symbol image: nil for an empty name, otherwise 20 × 20 points. **Differs:** real SF Symbols vary
    /// in size and unknown names return nil.
    ///
    ///     UIImage(systemName: "person.circle")?.size   // (20, 20)
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(size: CGSize(width: 20, height: 20), scale: 1, symbolName: name, alignmentRectInsets: .zero,
                  renderingMode: .automatic, tintColor: nil)
    }

    /// The same image (same size) with another rendering mode.
    ///
    ///     UIImage(systemName: "star")?.withRenderingMode(.alwaysTemplate)
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(size: size, scale: scale, symbolName: symbolName, alignmentRectInsets: alignmentRectInsets,
                renderingMode: renderingMode, tintColor: tintColor)
    }

    /// The same image (same size) tinted (stored only).
    ///
    ///     UIImage(systemName: "star")?.withTintColor(.systemYellow)
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(size: size, scale: scale, symbolName: symbolName, alignmentRectInsets: alignmentRectInsets,
                renderingMode: renderingMode, tintColor: color)
    }

    /// The same image with alignment rect insets.
    ///
    ///     badge.withAlignmentRectInsets(UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        UIImage(size: size, scale: scale, symbolName: symbolName, alignmentRectInsets: alignmentInsets,
                renderingMode: renderingMode, tintColor: tintColor)
    }

    private static let registry = Locked<[String: (CGSize, CGFloat)]>([:])

    /// (headless) Registers an image's size under a name for `UIImage(named:)` (process-wide, behind a lock).
    ///
    ///     UIImage.register(UIImage(size: CGSize(width: 80, height: 80)), named: "avatar")
    public static func register(_ image: UIImage, named name: String) {
        registry.withLock { $0[name] = (image.size, image.scale) }
    }

    /// An image of the size registered under `name`, or nil when nothing was registered.
    ///
    ///     UIImage(named: "avatar")?.size   // (80, 80) after registering it
    public convenience init?(named name: String) {
        guard let (size, scale) = UIImage.registry.withLock({ $0[name] }) else { return nil }
        self.init(size: size, scale: scale)
    }

    /// `<UIImage:0xADDR {w, h}>`, plus ` symbol(name)` for symbol images.
    ///
    ///     print(UIImage(size: CGSize(width: 80, height: 60)))   // <UIImage:0x… {80, 60}>
    public override var description: String {
        "<UIImage:\(addressString(self)) {\(formatNumber(size.width)), \(formatNumber(size.height))}"
            + (symbolName.map { " symbol(\($0))" } ?? "") + ">"
    }
}

// In an extension, so that the protocol's main-actor isolation (with the trait) does not reach the image's other
// members: an image stays a `Sendable` value usable anywhere, and its lock-guarded identifier satisfies the
// requirement from any isolation.
extension UIImage: UIAccessibilityIdentification {}
