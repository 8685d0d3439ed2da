import Foundation

/// An on/off switch: always 51 × 31, hugging and compression resistance 750 on both axes.
///
///     let toggle = UISwitch()
///     toggle.intrinsicContentSize   // (51, 31)
///     toggle.setOn(true, animated: true)
open class UISwitch: UIControl {
    /// A switch at the frame's origin; the size is always 51 × 31 (UIKit ignores the requested size).
    ///
    ///     UISwitch(frame: CGRect(x: 10, y: 10, width: 100, height: 100)).frame   // (10, 10, 51, 31)
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        hugging = PerAxis(.defaultHigh, .defaultHigh)
    }

    /// For source compatibility; the coder is ignored.
    public required init?(coder: NSCoder) {
        super.init(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        hugging = PerAxis(.defaultHigh, .defaultHigh)
    }

    /// Whether the switch is on; false by default.
    ///
    ///     toggle.isOn = true
    open var isOn: Bool = false

    /// Sets `isOn`; `animated` has no effect (headless).
    ///
    ///     toggle.setOn(true, animated: false)
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The tint of the track when on (stored only).
    ///
    ///     toggle.onTintColor = .systemGreen
    open var onTintColor: UIColor?
    /// The tint of the thumb (stored only).
    ///
    ///     toggle.thumbTintColor = .white
    open var thumbTintColor: UIColor?
    /// Stored only.
    ///
    ///     toggle.onImage = nil
    open var onImage: UIImage?
    /// Stored only.
    ///
    ///     toggle.offImage = nil
    open var offImage: UIImage?

    /// The look of a switch (UIKit's raw values; stored only).
    ///
    ///     toggle.preferredStyle = .sliding
    public enum Style: Int, Hashable, Sendable {
        /// 0.
        case automatic = 0
        /// 1.
        case checkbox = 1
        /// 2.
        case sliding = 2
    }

    /// The preferred look; `.automatic` (stored only: the size stays 51 × 31).
    ///
    ///     toggle.preferredStyle = .sliding
    open var preferredStyle: Style = .automatic

    /// (51, 31).
    ///
    ///     UISwitch().intrinsicContentSize   // (51, 31)
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    /// (51, 31).
    ///
    ///     UISwitch().sizeThatFits(.zero)   // (51, 31)
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }
}
