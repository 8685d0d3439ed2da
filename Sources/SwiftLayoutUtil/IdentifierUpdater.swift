import SwiftLayout

/// Names the views held in an object's stored properties after those properties, by setting their
/// `accessibilityIdentifier` (RenderingAndSnapshotTests.md), so that printers and renders show `cardNumber` instead of
/// `UILabel`.
///
///     final class PaymentSection: UIView {
///         let cardNumber = UILabel()
///         let legalNote = LegalNote()          // a UIView subclass with `let body = UILabel()`
///     }
///     IdentifierUpdater.referenceAndName.update(section)
///     section.cardNumber.accessibilityIdentifier       // "cardNumber"
///     section.legalNote.body.accessibilityIdentifier   // "legalNote.body"
///
/// The walk visits superclass properties first and stops at the platform's, SwiftLayout's and Foundation's
/// classes; an optional holding a view counts; a view found under two labels keeps the first; the target is
/// never renamed. `nameOnly` and `withTypeOfView` look only at the target's own properties; the
/// `referenceAndName` modes also walk into each view and every other value they find (collection elements
/// have no label and are skipped; library types are never entered; each object is walked once).
public final class IdentifierUpdater: Sendable {
    private let recursive: Bool
    private let withTypeOfView: Bool

    private init(recursive: Bool, withTypeOfView: Bool) {
        self.recursive = recursive
        self.withTypeOfView = withTypeOfView
    }

    /// The property name: `label`.
    ///
    ///     IdentifierUpdater.nameOnly.update(section)   // cardNumber → "cardNumber"
    public static var nameOnly: IdentifierUpdater { IdentifierUpdater(recursive: false, withTypeOfView: false) }

    /// The property name and the view's class: `label:UILabel`.
    ///
    ///     IdentifierUpdater.withTypeOfView.update(section)   // cardNumber → "cardNumber:UILabel"
    public static var withTypeOfView: IdentifierUpdater { IdentifierUpdater(recursive: false, withTypeOfView: true) }

    /// The path of property names, walking into views and values: `owner.label`.
    ///
    ///     IdentifierUpdater.referenceAndName.update(section)   // legalNote.body → "legalNote.body"
    public static var referenceAndName: IdentifierUpdater { IdentifierUpdater(recursive: true, withTypeOfView: false) }

    /// The path of property names and the view's class: `owner.label:UILabel`.
    ///
    ///     IdentifierUpdater.referenceAndNameWithTypeOfView.update(section)   // "legalNote.body:UILabel"
    public static var referenceAndNameWithTypeOfView: IdentifierUpdater {
        IdentifierUpdater(recursive: true, withTypeOfView: true)
    }

    /// Sets `accessibilityIdentifier` on every view found in `target`'s stored properties, in discovery
    /// order, except the views whose address descriptor (`0x…:ClassName`) is in `fixedTags`. `prefix` starts
    /// the paths of the recursing modes (`checkout.heading`); the other modes ignore it.
    ///
    ///     IdentifierUpdater.referenceAndName.update(section, prefix: "checkout")   // "checkout.heading", …
    #if MainActorIsolation
    @MainActor
    #endif
    public func update<Target>(_ target: Target, prefix: String = "", fixedTags: Set<String> = []) {
        for found in namedViews(in: target, prefix: recursive ? prefix : "", recursive: recursive) {
            guard fixedTags.isEmpty || !fixedTags.contains(addressDescriptor(of: found.view)) else { continue }
            var identifier = recursive && !found.prefix.isEmpty ? found.prefix + "." + found.label : found.label
            if withTypeOfView { identifier += ":" + typeName(of: found.view) }
            found.view.accessibilityIdentifier = identifier
        }
    }
}
