import SwiftLayout

// The pre-registered property lists of RenderingAndSnapshotTests.md, in UIKit's names; the properties the platform's
// classes do not have (UIControl's showsMenuAsPrimaryAction and toolTip; UIButton's titleShadowColor, role,
// pointer, hover and hold states, adjustsImageSizeForAccessibilityContentSizeCategory) are left out.

extension ConfigurableProperties {
    func registerPlatformClasses() {
        regist(UIView.self, defaultReferenceView: UIView(), propertiesHandler: viewProperties)
        regist(UIControl.self, defaultReferenceView: UIControl(), propertiesHandler: controlProperties)
        regist(UIButton.self, defaultReferenceView: UIButton(), propertiesHandler: buttonProperties)
        regist(UILabel.self, defaultReferenceView: UILabel(), propertiesHandler: labelProperties)
        regist(UIImageView.self, defaultReferenceView: UIImageView(), propertiesHandler: imageViewProperties)
        regist(UIStackView.self, defaultReferenceView: UIStackView(), propertiesHandler: stackViewProperties)
        regist(UISwitch.self, defaultReferenceView: UISwitch(), propertiesHandler: switchProperties)
    }
}

#if MainActorIsolation
@MainActor
#endif
private func viewProperties(_ view: UIView) -> [ConfigurableProperty] {
    [
        assignment("alpha", \.alpha, view, plain),
        assignment("autoresizesSubviews", \.autoresizesSubviews, view, plain),
        assignment("backgroundColor", \.backgroundColor, view, colorText),
        assignment("clearsContextBeforeDrawing", \.clearsContextBeforeDrawing, view, plain),
        assignment("clipsToBounds", \.clipsToBounds, view, plain),
        assignment("contentMode", \.contentMode, view, caseText),
        assignment("isHidden", \.isHidden, view, plain),
        assignment("isMultipleTouchEnabled", \.isMultipleTouchEnabled, view, plain),
        assignment("isOpaque", \.isOpaque, view, plain),
        assignment("isUserInteractionEnabled", \.isUserInteractionEnabled, view, plain),
        assignment("semanticContentAttribute", \.semanticContentAttribute, view, caseText),
        assignment("tag", \.tag, view, plain),
        assignment("tintColor", \.tintColor, view, colorText),
        assignment("accessibilityHint", \.accessibilityHint, view, stringText),
        assignment("accessibilityIdentifier", \.accessibilityIdentifier, view, stringText),
        assignment("accessibilityLabel", \.accessibilityLabel, view, stringText),
        assignment("accessibilityTraits", \.accessibilityTraits, view, traitsText),
        assignment("isAccessibilityElement", \.isAccessibilityElement, view, plain),
    ]
}

#if MainActorIsolation
@MainActor
#endif
private func controlProperties(_ control: UIControl) -> [ConfigurableProperty] {
    [
        assignment("contentHorizontalAlignment", \.contentHorizontalAlignment, control, caseText),
        assignment("contentVerticalAlignment", \.contentVerticalAlignment, control, caseText),
        assignment("isEnabled", \.isEnabled, control, plain),
        assignment("isHighlighted", \.isHighlighted, control, plain),
        assignment("isSelected", \.isSelected, control, plain),
    ]
}

#if MainActorIsolation
@MainActor
#endif
private func buttonProperties(_ button: UIButton) -> [ConfigurableProperty] {
    let states: [(UIControl.State, String)] = [
        (.normal, "normal"), (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"),
        (.focused, "focused"), (.application, "application"), (.reserved, "reserved"),
    ]
    var properties: [ConfigurableProperty] = []
    for (state, name) in states {
        properties += [
            .property(getter: { $0.title(for: state) }, defaultReferenceView: button) {
                "$0.setTitle(\(stringText($0)), for: .\(name))"
            },
            .property(getter: { $0.image(for: state) }, defaultReferenceView: button) {
                "$0.setImage(\(imageText($0)), for: .\(name))"
            },
            .property(getter: { $0.backgroundImage(for: state) }, defaultReferenceView: button) {
                "$0.setBackgroundImage(\(imageText($0)), for: .\(name))"
            },
            .property(getter: { $0.titleColor(for: state) }, defaultReferenceView: button) {
                "$0.setTitleColor(\(colorText($0)), for: .\(name))"
            },
        ]
    }
    return properties
}

#if MainActorIsolation
@MainActor
#endif
private func labelProperties(_ label: UILabel) -> [ConfigurableProperty] {
    [
        assignment("adjustsFontForContentSizeCategory", \.adjustsFontForContentSizeCategory, label, plain),
        assignment("adjustsFontSizeToFitWidth", \.adjustsFontSizeToFitWidth, label, plain),
        assignment("allowsDefaultTighteningForTruncation", \.allowsDefaultTighteningForTruncation, label, plain),
        assignment("baselineAdjustment", \.baselineAdjustment, label, caseText),
        assignment("font", \.font, label, fontText),
        assignment("highlightedTextColor", \.highlightedTextColor, label, colorText),
        assignment("isEnabled", \.isEnabled, label, plain),
        assignment("isHighlighted", \.isHighlighted, label, plain),
        assignment("lineBreakMode", \.lineBreakMode, label, caseText),
        assignment("minimumScaleFactor", \.minimumScaleFactor, label, plain),
        assignment("numberOfLines", \.numberOfLines, label, plain),
        assignment("shadowColor", \.shadowColor, label, colorText),
        assignment("shadowOffset", \.shadowOffset, label, sizeText),
        assignment("text", \.text, label, stringText),
        assignment("textAlignment", \.textAlignment, label, caseText),
        assignment("textColor", \.textColor, label, colorText),
    ]
}

#if MainActorIsolation
@MainActor
#endif
private func imageViewProperties(_ imageView: UIImageView) -> [ConfigurableProperty] {
    [
        assignment("adjustsImageSizeForAccessibilityContentSizeCategory",
                   \.adjustsImageSizeForAccessibilityContentSizeCategory, imageView, plain),
        assignment("highlightedImage", \.highlightedImage, imageView, imageText),
        assignment("image", \.image, imageView, imageText),
        assignment("isHighlighted", \.isHighlighted, imageView, plain),
    ]
}

#if MainActorIsolation
@MainActor
#endif
private func stackViewProperties(_ stack: UIStackView) -> [ConfigurableProperty] {
    [
        assignment("alignment", \.alignment, stack, caseText),
        assignment("axis", \.axis, stack, caseText),
        assignment("distribution", \.distribution, stack, caseText),
        assignment("isBaselineRelativeArrangement", \.isBaselineRelativeArrangement, stack, plain),
        assignment("spacing", \.spacing, stack, plain),
    ]
}

#if MainActorIsolation
@MainActor
#endif
private func switchProperties(_ toggle: UISwitch) -> [ConfigurableProperty] {
    [
        assignment("isOn", \.isOn, toggle, plain),
        assignment("onTintColor", \.onTintColor, toggle, colorText),
        assignment("thumbTintColor", \.thumbTintColor, toggle, colorText),
        assignment("onImage", \.onImage, toggle, imageText),
        assignment("offImage", \.offImage, toggle, imageText),
        assignment("preferredStyle", \.preferredStyle, toggle, caseText),
    ]
}

/// `$0.<name> = <value>`, printed when the value differs from the reference view's.
private func assignment<View: UIView, Value: Equatable>(
    _ name: String, _ keyPath: KeyPath<View, Value>, _ reference: View, _ text: @escaping (Value) -> String
) -> ConfigurableProperty {
    .property(keypath: keyPath, defaultReferenceView: reference) { "$0.\(name) = \(text($0))" }
}

// MARK: Values as §10.3 writes them

/// Swift's `description` of the stored type: `true`, `3`, `5.0`.
private func plain<Value>(_ value: Value) -> String { "\(value)" }

/// `.caseName`.
private func caseText<Value>(_ value: Value) -> String { "." + String(describing: value) }

/// `"text"` (not escaped) or `nil`.
private func stringText(_ value: String?) -> String { value.map { "\"" + $0 + "\"" } ?? "nil" }

/// `CGSize(width: <w>, height: <h>)`.
private func sizeText(_ size: CGSize) -> String { "CGSize(width: \(size.width), height: \(size.height))" }

/// `/* Modified! Check it manually. (hex: #RRGGBB, alpha: <a>) */` or `nil`.
private func colorText(_ color: UIColor?) -> String {
    guard let color else { return "nil" }
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    func hex(_ channel: CGFloat) -> String {
        let value = channel.isFinite ? min(max(Int(channel * 255), 0), 255) : 0
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
    return "/* Modified! Check it manually. (hex: #\(hex(red))\(hex(green))\(hex(blue)), alpha: \(alpha)) */"
}

/// `/* Modified! Check it manually. (fontName: <fontName>, pointSize: <pointSize>) */` or `nil`.
private func fontText(_ font: UIFont?) -> String {
    guard let font else { return "nil" }
    return "/* Modified! Check it manually. (fontName: \(font.fontName), pointSize: \(font.pointSize)) */"
}

/// `/* Modified! Check it manually. */` or `nil`.
private func imageText(_ image: UIImage?) -> String { image == nil ? "nil" : "/* Modified! Check it manually. */" }

/// The set members among UIKit's traits, in §10.3's order: `[.button, .header]`.
private func traitsText(_ traits: UIAccessibilityTraits) -> String {
    let names: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.searchField, "searchField"),
        (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.header, "header"), (.tabBar, "tabBar"),
        (.summaryElement, "summaryElement"), (.selected, "selected"), (.notEnabled, "notEnabled"),
        (.adjustable, "adjustable"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.updatesFrequently, "updatesFrequently"), (.causesPageTurn, "causesPageTurn"),
        (.playsSound, "playsSound"), (.startsMediaSession, "startsMediaSession"),
    ]
    return "[" + names.filter { traits.contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
}
