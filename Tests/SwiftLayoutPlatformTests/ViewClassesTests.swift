import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// UIColor, UIImage, UIImageView, UIControl, UIButton and UISwitch (TheUIKitLayer.md).
#if MainActorIsolation
@MainActor
#endif
@Suite struct ViewClassesTests {
    @Test func colors() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(UIColor.red != UIColor.blue)
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
        #expect(UIColor.darkGray.description == "UIExtendedGrayColorSpace 0.333333 1")
        #expect(UIColor.clear.description == "UIExtendedGrayColorSpace 0 0")
        #expect(UIColor.orange.description == "UIExtendedSRGBColorSpace 1 0.5 0 1")
        #expect(UIColor.red.withAlphaComponent(0.5).description == "UIExtendedSRGBColorSpace 1 0 0 0.5")
        // 8-bit components over 255: 122 / 255 = 0.478431.
        #expect(UIColor.systemBlue.description == "UIExtendedSRGBColorSpace 0 0.478431 1 1")
        #expect(UIColor.secondaryLabel.description == "UIExtendedSRGBColorSpace 0.235294 0.235294 0.262745 0.6")
        #expect(UIColor(red: 2, green: -1, blue: 0, alpha: 1).description == "UIExtendedSRGBColorSpace 2 -1 0 1")
    }

    @Test func backgroundAndTintColors() {
        let root = makeRoot()
        let child = makeChild(of: root)
        #expect(root.backgroundColor == nil)
        #expect(child.tintColor == UIColor.systemBlue)
        root.tintColor = .systemRed
        #expect(child.tintColor == UIColor.systemRed)
        child.tintColor = .green
        #expect(child.tintColor == UIColor.green)
        child.tintColor = nil
        #expect(child.tintColor == UIColor.systemRed)
        root.backgroundColor = .red
        #expect(root.description.hasSuffix("; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1>"))
    }

    @Test func images() {
        let image = UIImage(size: CGSize(width: 80, height: 60))
        #expect(image.size == CGSize(width: 80, height: 60))
        #expect(image.scale == 1)
        #expect(UIImage(systemName: "") == nil)
        let star = UIImage(systemName: "star")
        #expect(star?.size == CGSize(width: 20, height: 20))
        #expect(image != UIImage(size: CGSize(width: 80, height: 60)))   // identity
        let stable = image.description.replacingOccurrences(of: addressString(image), with: "#1")
        #expect(stable == "<UIImage:#1 {80, 60}>")
        if let star {
            #expect(star.description.replacingOccurrences(of: addressString(star), with: "#1")
                == "<UIImage:#1 {20, 20} symbol(star)>")
        }
        UIImage.register(UIImage(size: CGSize(width: 12, height: 34)), named: "ViewClassesTests.avatar")
        #expect(UIImage(named: "ViewClassesTests.avatar")?.size == CGSize(width: 12, height: 34))
        #expect(UIImage(named: "ViewClassesTests.missing") == nil)
    }

    @Test func imageViewsTakeTheirImagesSize() {
        let empty = UIImageView()
        #expect(empty.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(!empty.isUserInteractionEnabled)
        let imageView = UIImageView(image: UIImage(size: CGSize(width: 80, height: 60)))
        #expect(imageView.frame == rect(0, 0, 80, 60))
        #expect(imageView.intrinsicContentSize == CGSize(width: 80, height: 60))
        #expect(imageView.contentHuggingPriority(for: .horizontal) == .defaultLow)

        // In a layout: pinned at its top-left corner, it takes the image's size; a new image resizes it.
        let root = makeRoot()
        let view = UIImageView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        view.image = UIImage(systemName: "star")
        root.layoutIfNeeded()
        #expect(view.frame == rect(10, 10, 20, 20))
        view.image = UIImage(size: CGSize(width: 40, height: 30))
        #expect(view.frame == rect(10, 10, 20, 20))   // the frame changes at the next pass
        root.layoutIfNeeded()
        #expect(view.frame == rect(10, 10, 40, 30))
        view.highlightedImage = UIImage(size: CGSize(width: 50, height: 50))
        view.isHighlighted = true
        root.layoutIfNeeded()
        #expect(view.frame == rect(10, 10, 50, 50))
    }

    @Test func controlState() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        control.isHighlighted = true
        #expect(control.state.contains(.highlighted))
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.Event.valueChanged.rawValue == 1 << 12)
    }

    @Test func actionsRunInTheOrderTheyWereAdded() {
        let button = UIButton(type: .system)
        var log: [String] = []
        let first = UIAction(title: "first") { log.append($0.title) }
        let second = UIAction(title: "second") { log.append($0.title) }
        button.addAction(first, for: .touchUpInside)
        button.addAction(second, for: [.touchUpInside, .valueChanged])
        button.sendActions(for: .touchUpInside)
        #expect(log == ["first", "second"])
        button.removeAction(second, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(log == ["first", "second", "first", "second"])
        #expect(second.sender as? UIButton === button)
    }

    @Test func buttonSizesFromTheSpec() {
        // No title, no image: 30 wide; ceil(1.2 × 18) = 22 + 12 = 34 high.
        #expect(UIButton().intrinsicContentSize == CGSize(width: 30, height: 34))
        // .custom "Button": 6 × 9 = 54 wide, 34 high.
        let custom = UIButton()
        custom.setTitle("Button", for: .normal)
        #expect(custom.buttonType == .custom)
        #expect(custom.intrinsicContentSize == CGSize(width: 54, height: 34))
        // .system "Button": 15 pt: 6 × 7.5 = 45 wide; ceil(18) + 12 = 30 high.
        let system = UIButton(type: .system)
        system.setTitle("Button", for: .normal)
        #expect(system.intrinsicContentSize == CGSize(width: 45, height: 30))
        #expect(system.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(system.subviews.isEmpty)
        // Insets: no 6-point padding any more: 45 + 10 + 10 = 65 wide, 18 + 4 + 4 = 26 high.
        system.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(system.intrinsicContentSize == CGSize(width: 65, height: 26))
        // Image only: the image plus insets.
        let icon = UIButton()
        icon.setImage(UIImage(systemName: "star"), for: .normal)
        #expect(icon.intrinsicContentSize == CGSize(width: 20, height: 20))
        // Title and image: 54 + 20 wide, max(34, 20) high.
        icon.setTitle("Button", for: .normal)
        #expect(icon.intrinsicContentSize == CGSize(width: 74, height: 34))
        // A bigger title font.
        custom.titleLabel?.font = .systemFont(ofSize: 10)
        #expect(custom.intrinsicContentSize == CGSize(width: 30, height: 24))   // 6 × 5; 12 + 12
    }

    @Test func titlesPerStateFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.setTitle("Sending…", for: .disabled)
        #expect(button.title(for: .highlighted) == "Send")
        #expect(button.currentTitle == "Send")
        button.isEnabled = false
        #expect(button.currentTitle == "Sending…")

        // The new title resizes the button at the next pass: "Sending…" is 8 × 7.5 = 60.
        let root = makeRoot()
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 60, 30))
        button.isEnabled = true   // "Send": 4 × 7.5 = 30
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 30, 30))
        #expect(button.widthAnchor.constraint(equalToConstant: 1).description.contains("'Send'.width == 1"))
    }

    @Test func switchesAreAlways51By31AndHug() {
        let toggle = UISwitch(frame: rect(10, 20, 100, 100))
        #expect(toggle.frame == rect(10, 20, 51, 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(toggle.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(!toggle.isOn)
        #expect(toggle.preferredStyle == .automatic && toggle.onTintColor == nil && toggle.onImage == nil)
        #expect(!UIImageView().adjustsImageSizeForAccessibilityContentSizeCategory)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(UIButton().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UIButton().contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func moreColors() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1).description
            == "UIExtendedSRGBColorSpace 0 1 0 1")
        #expect(UIColor(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [1, 0.5, 0, 1])
        var w: CGFloat = 0
        #expect(UIColor.gray.getWhite(&w, alpha: &a))
        #expect(w == 0.5 && a == 1)
        #expect(UIColor.systemOrange.description == "UIExtendedSRGBColorSpace 1 0.584314 0 1")   // 149 / 255
        #expect(UIColor.separator.description == "UIExtendedSRGBColorSpace 0.235294 0.235294 0.262745 0.29")
    }

    @Test func moreFonts() {
        #expect(UIFont.italicSystemFont(ofSize: 17).fontName == ".SFUI-RegularItalic")
        let menlo = UIFont(name: "Menlo", size: 12)
        #expect(menlo?.fontName == "Menlo" && menlo?.lineHeight == 15)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
        #expect(UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.description == "<UICTFont: \(addressString(font))> font-family: \".SFUI-Regular\"; font-size: 17 pt")
    }

    @Test func moreImages() {
        let star = UIImage(systemName: "star")!
        let template = star.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.size == star.size)
        #expect(star.renderingMode == .automatic)
        #expect(star.withTintColor(.red).size == CGSize(width: 20, height: 20))
        let inset = star.withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(inset.alignmentRectInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(UIImage(size: CGSize(width: 10, height: 10), scale: 2).scale == 2)
        let imageView = UIImageView(image: star, highlightedImage: UIImage(size: CGSize(width: 30, height: 30)))
        #expect(imageView.frame == rect(0, 0, 20, 20))
        imageView.isHighlighted = true
        #expect(imageView.intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test func accessibilityDefaults() {
        #expect(UILabel().isAccessibilityElement)
        #expect(UIButton().isAccessibilityElement)
        #expect(!UIView().isAccessibilityElement)
    }

    @Test func buttonBaselinesAreTheTitles() {
        // .system "Button": 30 high, title font 15 pt (line 18, ascender 14, descender −4), centred:
        // first baseline = 15 − 9 + 14 = 20, last = 15 + 9 − 4 = 20.
        let root = makeRoot()
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        let marker = makeChild(of: root)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            marker.topAnchor.constraint(equalTo: button.firstBaselineAnchor),
            marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 1), marker.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(marker.frame.minY == 30)   // 10 + 20
        // Insets 10 above, 0 below: 18 + 10 = 28 high; the content box's centre is 5 lower than the
        // button's: 14 − 9 + 14 + 5 = 24.
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(button.frame.height == 28)
        #expect(marker.frame.minY == 34)
        // No title: the bottom.
        button.setTitle(nil, for: .normal)
        root.layoutIfNeeded()
        #expect(marker.frame.minY == button.frame.maxY)
    }

    @Test func buttonImageView() {
        let button = UIButton()
        #expect(button.imageView?.image == nil)
        let star = UIImage(systemName: "star")
        button.setImage(star, for: .normal)
        #expect(button.imageView?.image === star)
        #expect(button.subviews.isEmpty)
    }
}
