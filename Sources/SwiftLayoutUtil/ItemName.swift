import SwiftLayout

/// The name every rendering gives a view or layout guide (RenderingAndSnapshotTests.md): a view's non-empty
/// `accessibilityIdentifier`, else a guide's non-empty `identifier`, else the unqualified type name
/// (`UIView`, `UILabel`, `UILayoutGuide`, a user subclass's own name). Never an address.
///
///     itemName(of: UILabel().identifying("title"))   // "title"
///     itemName(of: UILabel())                        // "UILabel"
#if MainActorIsolation
@MainActor
#endif
func itemName(of object: AnyObject) -> String {
    itemIdentifier(of: object) ?? typeName(of: object)
}

/// A view's or guide's identifier when it is non-empty (§1), else nil.
#if MainActorIsolation
@MainActor
#endif
func itemIdentifier(of object: AnyObject) -> String? {
    if let view = object as? UIView { return itemIdentifier(of: view) }
    if let guide = object as? UILayoutGuide { return itemIdentifier(of: guide) }
    return nil
}

/// A view's `accessibilityIdentifier` when it is non-empty, else nil.
#if MainActorIsolation
@MainActor
#endif
func itemIdentifier(of view: UIView) -> String? {
    guard let identifier = view.accessibilityIdentifier, !identifier.isEmpty else { return nil }
    return identifier
}

/// A guide's `identifier` when it is non-empty, else nil.
#if MainActorIsolation
@MainActor
#endif
func itemIdentifier(of guide: UILayoutGuide) -> String? {
    guide.identifier.isEmpty ? nil : guide.identifier
}

/// The dynamic, unqualified type name of an object: `UILabel`, `LegalNote` (not `MyApp.LegalNote`).
func typeName(of object: AnyObject) -> String {
    String(describing: type(of: object))
}

/// Type names remembered per class for one walk: `String(describing:)` asks the runtime for conformances
/// on every call, which would be most of the cost of a snapshot.
struct TypeNameCache {
    private var names: [ObjectIdentifier: String] = [:]

    /// ``typeName(of:)``, once per class.
    mutating func name(of object: AnyObject) -> String {
        let key = ObjectIdentifier(type(of: object))
        if let name = names[key] { return name }
        let name = typeName(of: object)
        names[key] = name
        return name
    }
}

/// `text` on one line, for the plain-text renderings (frame table, ASCII, update report): a newline,
/// carriage return or tab is written as `\n`, `\r`, `\t`, any other control character as `\u{XX}`.
///
///     singleLine("two\nlines")   // "two\\nlines"
func singleLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
}
