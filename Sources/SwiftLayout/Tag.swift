import Foundation

/// Whether `string` is empty or only white space (a blank identifier names nothing).
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
