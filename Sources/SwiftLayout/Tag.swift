import Foundation

/// The address descriptor of an object: `0x`, 16 lowercase hex digits, `:`, the unqualified class name.
/// (`Unmanaged` only reads the address of a live object; nothing is kept.)
///
///     addressDescriptor(of: label)   // "0x00007f3a5c0123a0:UILabel"
package func addressDescriptor(of object: AnyObject) -> String {
    let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    let hex = String(address, radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 16 - hex.count)) + hex + ":" + String(describing: type(of: object))
}

package func isBlank(_ string: String) -> Bool {
    string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
}

/// A view's tag (its non-blank `accessibilityIdentifier`, else its address descriptor), a user guide's tag
/// (its non-blank `identifier`, else its address descriptor), or a system guide as `<ownerTag>.<guideName>`.
///
///     tag(of: UIView().identifying("card"))   // "card"
#if MainActorIsolation
@MainActor
#endif
package func tag(of object: AnyObject) -> String {
    if let view = object as? UIView {
        if let identifier = view.accessibilityIdentifier, !isBlank(identifier) { return identifier }
        return addressDescriptor(of: view)
    }
    if let guide = object as? UILayoutGuide {
        if let name = systemGuideName(guide.identifier) {
            guard let owner = guide.owningView else { return "unknown" }
            return tag(of: owner) + "." + name
        }
        if !isBlank(guide.identifier) { return guide.identifier }
        return addressDescriptor(of: guide)
    }
    return addressDescriptor(of: object)
}

/// The property name of a system guide, from its identifier.
package func systemGuideName(_ identifier: String) -> String? {
    switch identifier {
    case "UIViewSafeAreaLayoutGuide": "safeAreaLayoutGuide"
    case "UIViewLayoutMarginsGuide": "layoutMarginsGuide"
    case "UIViewReadableContentGuide": "readableContentGuide"
    case "UIViewKeyboardLayoutGuide": "keyboardLayoutGuide"
    default: nil
    }
}

extension NSLayoutConstraint.Attribute {
    /// The case name, as the printers write it.
    package var caseName: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// `==`, `>=` or `<=`.
    package var symbol: String {
        switch self {
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        case .lessThanOrEqual: "<="
        }
    }
}

extension AnchorsConstraintProperty {
    /// `<target>.<toAttr>[ x <m>][ + <c>| - <|c|>]`, the right-hand side as the printers write it; `target`
    /// nil for a constant size (`.height == + 80.0`).
    package func rightHandSide(target: String?) -> String {
        var parts: [String] = []
        if let target { parts.append(target + "." + (toAttribute ?? attribute).caseName) }
        if multiplier != 1 { parts.append("x \(multiplier)") }
        if constant > 0 { parts.append("+ \(constant)") } else if constant < 0 { parts.append("- \(-constant)") }
        return parts.joined(separator: " ")
    }
}
