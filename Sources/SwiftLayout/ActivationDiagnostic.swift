import Foundation

/// A declaration that an activation pass skipped, and why.
///
/// Each is also reported in the platform's one stream, as a ``LayoutDiagnostic`` whose message is this
/// `description` and whose kind is `.unknownIdentifier`, `.missingSuperview` or `.noCommonAncestor`: it
/// reaches `LayoutDiagnostics.handler`, `LayoutDiagnostics.collect`, the policy and the hierarchy's
/// `layoutDiagnostics`, like the engine's own.
///
///     for diagnostic in activation.diagnostics { print(diagnostic) }
///     // SwiftLayout: skipped card.top == superview.top: card has no superview in this layout
///     let (_, reported) = LayoutDiagnostics.collect { card.anchors { Anchors.top }.active() }
///     print(reported.map(\.kind))   // [missingSuperview]
public struct ActivationDiagnostic: CustomStringConvertible {
    /// Why a declaration was skipped.
    public enum Kind: Equatable, Sendable {
        /// A `String` target that names no view or guide of the layout.
        case unknownIdentifier(String)
        /// A superview-relative anchor on a node with no superview in the layout.
        case missingSuperview
        /// The items are not in one hierarchy, or a guide has no owning view.
        case noCommonAncestor
    }

    /// Why it was skipped.
    public let kind: Kind
    /// The declaration that was skipped.
    public let property: AnchorsConstraintProperty
    /// Its first item (never retained).
    public private(set) weak var item: AnyObject?
    /// The item it was related to, when there was one (never retained).
    private(set) weak var secondItem: AnyObject?
    /// One line: `SwiftLayout: skipped <item>.<attr> <rel> <target>.<toAttr>…: <reason>`.
    public let description: String

    #if MainActorIsolation
    @MainActor
    #endif
    init(kind: Kind, property: AnchorsConstraintProperty, item: AnyObject, secondItem: AnyObject? = nil) {
        self.kind = kind
        self.property = property
        self.item = item
        self.secondItem = secondItem
        let itemTag = tag(of: item)
        let target: String
        let reason: String
        switch kind {
        case .unknownIdentifier(let string):
            target = string
            reason = "no view or layout guide in this layout has the identifier \"\(string)\""
        case .missingSuperview:
            target = "superview"
            reason = "\(itemTag) has no superview in this layout"
        case .noCommonAncestor:
            target = secondItem.map { tag(of: $0) } ?? ""
            reason = secondItem == nil
                ? "\(itemTag) has no owning view"
                : "\(itemTag) and \(target) have no common ancestor"
        }
        let rhs = property.rightHandSide(target: property.toItem == .deny ? nil : target)
        description = "SwiftLayout: skipped \(itemTag).\(property.attribute.caseName) \(property.relation.symbol) "
            + "\(rhs): \(reason)"
    }
}

extension ActivationDiagnostic {
    /// The platform's kind for this diagnostic (``LayoutDiagnostic/Kind``): the DSL's own kinds, and the
    /// platform's `noCommonAncestor` for the case UIKit itself would raise.
    var layoutKind: LayoutDiagnostic.Kind {
        switch kind {
        case .unknownIdentifier: return .unknownIdentifier
        case .missingSuperview: return .missingSuperview
        case .noCommonAncestor: return .noCommonAncestor
        }
    }

    /// Reports the diagnostic in the platform's one stream, as a ``LayoutDiagnostic`` with `description` as
    /// its message: `LayoutDiagnostics.handler`, `collect`, the policy, and the list of the item's hierarchy.
    #if MainActorIsolation
    @MainActor
    #endif
    func report() {
        let items = [item, secondItem].compactMap { $0 }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: layoutKind, severity: kind == .noCommonAncestor ? .error : .warning, context: .activation,
            message: description, items: items), concerning: item)
    }
}

extension Activation {
    /// Reports an update of this activation begun while it was being updated (it is ignored).
    func reportNestedUpdate() {
        let item = nodes.first?.item
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .nestedUpdate, severity: .warning, context: .activation,
            message: "SwiftLayout: ignored a nested update of the same Activation",
            items: item.map { [$0] } ?? []), concerning: item)
    }
}
