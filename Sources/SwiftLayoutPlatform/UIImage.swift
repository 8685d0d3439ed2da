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

    /// (headless) An image of `size` points.
    ///
    ///     imageView.image = UIImage(size: CGSize(width: 80, height: 80))
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
        symbolName = nil
        super.init()
    }

    /// A symbol image: nil for an empty name, otherwise 20 × 20 points. **Differs:** real SF Symbols vary
    /// in size and unknown names return nil.
    ///
    ///     UIImage(systemName: "person.circle")?.size   // (20, 20)
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        size = CGSize(width: 20, height: 20)
        scale = 1
        symbolName = name
        super.init()
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
