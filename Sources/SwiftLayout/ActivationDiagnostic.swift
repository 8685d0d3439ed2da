import Foundation

/// A declaration that an activation pass skipped, and why.
///
///     for diagnostic in activation.diagnostics { print(diagnostic) }
///     // SwiftLayout: skipped card.top == superview.top: card has no superview in this layout
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
    /// One line: `SwiftLayout: skipped <item>.<attr> <rel> <target>.<toAttr>…: <reason>`.
    public let description: String

    #if MainActorIsolation
    @MainActor
    #endif
    init(kind: Kind, property: AnchorsConstraintProperty, item: AnyObject, secondItem: AnyObject? = nil) {
        self.kind = kind
        self.property = property
        self.item = item
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

/// Writes one line to the platform's diagnostic channel (standard error) under the platform's policy:
/// nothing when `.silent`, and a stop when `.fatal` (as the platform's own diagnostics do).
func writeToDiagnosticLog(_ line: String) {
    switch LayoutDiagnostics.taskPolicy ?? LayoutDiagnostics.policy {
    case .silent: return
    case .log: FileHandle.standardError.write(Data((line + "\n").utf8))
    case .fatal: fatalError(line)
    }
}
