import Foundation

/// The activation pass of TheDSL.md, as its steps: resolve the declarations, apply the hierarchy, diff the
/// constraints, apply the diff, report. Each step has its file in this folder.
#if MainActorIsolation
@MainActor
#endif
enum Activator {
    /// Brings the hierarchy and the constraints `activation` recorded to what `layout` declares (§6.2).
    static func update(_ layout: any Layout, from activation: Activation, forceLayout force: Bool) -> Activation {
        guard !activation.isUpdating else {
            activation.reportNestedUpdate()
            return activation
        }
        activation.isUpdating = true
        defer { activation.isUpdating = false }

        var prepared = materialise(layout)
        let sameNodes = nodesAreUnchanged(activation.nodeIdentities, prepared.entries)
        let itemsRepeat = sameNodes ? activation.nodeItemsRepeat : entryItemsRepeat(prepared.entries)
        // A layout unchanged, or unchanged but for constants, is found while resolving; its declarations are
        // then the recorded values (no steps 1 and 3).
        let match = matchRecords(prepared.entries, of: activation, itemsRepeat: itemsRepeat)
        if case .other = match { resolveAll(&prepared) }
        var changes = ActivationChangeRecorder()  // change record (RenderingAndSnapshotTests.md)
        let old = activation.nodes
        applyHierarchy(prepared.entries, sameNodes: sameNodes, replacing: old, of: activation, changes: &changes)
        let (declared, identifiers, scan) = declarations(&prepared, match: match, of: activation,
                                                         itemsRepeat: itemsRepeat)
        var standing: [NSLayoutConstraint]?  // nil: every record stands where it is
        // One step for the engines: constants edited one at a time can conflict half-way (both edges of a
        // fixed-width view moving), although neither the old nor the new layout does.
        UIView.performAsOneLayoutStep(in: roots(of: prepared.entries)) {
            standing = applyConstraints(scan, declared: declared, identifiers: identifiers, to: activation,
                                        itemsRepeat: itemsRepeat, changes: &changes)
            // Every record kept (exact matches and edits) now has its declaration's values; new standing
            // constraints are recorded with their live values by `report`.
            if standing == nil, !(scan.isUntouched && activation.recordsHaveTheirValues) {
                activation.noteRecordedValues(declared, identifiers: identifiers)
            }
        }
        report(prepared, standing: standing, nodesChanged: !sameNodes, itemsRepeat: itemsRepeat, replacing: old,
               to: activation, changes: changes, forceLayout: force)
        return activation
    }

    /// The activation of `layout` into a hierarchy with no record: every declaration is made and activated.
    static func finalActive(_ layout: any Layout, forceLayout force: Bool) {
        var prepared = resolveDeclarations(layout)
        addNodes(prepared.entries)
        checkCommonAncestors(&prepared)
        let declared = collapseDuplicates(prepared.declared, identifiers: prepared.identifiers, itemsMayRepeat: true)
        var constraints: [NSLayoutConstraint] = []
        for declaration in declared { constraints.append(declaration.makeConstraint(prepared.identifiers)) }
        if !constraints.isEmpty { NSLayoutConstraint.activate(constraints) }
        for diagnostic in prepared.diagnostics { diagnostic.report() }
        if force { forceLayout(prepared.entries) { _ in true } }
        prepared.tree.forEachPreOrder { $0.layoutDidActivate() }
    }
}
