import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// Steps 2–6 of §6.2: materialise, will-hooks, flatten, identifier table, resolve.
    ///
    /// The resolved constraints and the skipped declarations in two arrays rather than one array of an enum
    /// of both: copying the enum was most of collapsing duplicates in the dsl benchmark's noop phase.
    struct Prepared {
        let tree: TreeNode
        let entries: [Entry]
        /// The resolved constraints, in declaration order.
        var declared: [Declared]
        /// The skipped declarations, each with its place (`entries[entry].anchors[anchor]`).
        var skipped: [(entry: Int, anchor: Int, diagnostic: ActivationDiagnostic)]
        /// The constraint identifiers the declarations name, each once (`Declared.identifier`).
        var identifiers: [String] = []
        private var identifierIndices: [String: Int] = [:]

        init(tree: TreeNode, entries: [Entry]) {
            self.tree = tree
            self.entries = entries
            declared = []
            skipped = []
        }

        /// The index of `identifier` in `identifiers`, added if new.
        mutating func index(of identifier: String) -> Int {
            if let index = identifierIndices[identifier] { return index }
            identifiers.append(identifier)
            identifierIndices[identifier] = identifiers.count - 1
            return identifiers.count - 1
        }

        /// The diagnostics, in declaration order.
        var diagnostics: [ActivationDiagnostic] {
            var places = skipped
            places.sort { ($0.entry, $0.anchor) < ($1.entry, $1.anchor) }
            var result: [ActivationDiagnostic] = []
            for place in places { result.append(place.diagnostic) }
            return result
        }
    }
}
