import Foundation

// Step 2 of the update: apply the hierarchy (§6.3).
#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// Removes the vanished nodes and adds every declared one (§6.3); records the view changes. `sameNodes`:
    /// whether the nodes are those `old` recorded (`nodesAreUnchanged`).
    static func applyHierarchy(_ entries: [Entry], sameNodes: Bool, replacing old: [Activation.Node],
                               of activation: Activation, changes: inout ActivationChangeRecorder) {
        if !sameNodes {
            let newPairs = Set(entries.map(\.pair))
            changes.recordViewStep(old: old, entries: entries, newPairs: newPairs,
                                   liveConstraints: activation.liveConstraints)
            removeVanishedNodes(old, keeping: newPairs)
        }
        addNodes(entries)
    }

    /// The views at the top of the declared tree (a guide stands for its owning view).
    static func roots(of entries: [Entry]) -> [UIView] {
        var roots: [UIView] = []
        // The entries' fields, not the entries: a copy retained their anchors (callgrind, dsl noop phase,
        // N = 1,000: 75.60 M → 75.05 M instructions).
        for index in entries.indices where entries[index].superviewEntry < 0 {
            if let root = entries[index].view ?? entries[index].guide?.owningView { roots.append(root) }
        }
        return roots
    }

    /// §6.3, additions: every declared view is added again to its superview in declaration order, even when it
    /// is already there (arranged in stack views), and guides are owned. A subview added again only moves
    /// (`didAddSubview(_:)` is called; nothing is invalidated), so an unchanged layout ends as it was. A view
    /// whose declared subviews are already its last subviews, in their order, keeps them in place while they are
    /// added again (`UIView.keepsSubviewOrderOnReadd`, set for each of the DSL's re-adds while nothing else changed
    /// the subviews): the run ends with the order it began with. A view declared twice moves from one superview
    /// to the other; the move ends the first one's run.
    static func addNodes(_ entries: [Entry]) {
        var declared = DeclaredSubviews(entries)
        // The cast to a protocol is made once per superview, kept by the superview's entry (0: not made yet,
        // 1: not a container, 2: a container): siblings alternate with their children (callgrind, dsl noop phase,
        // N = 1,000: adding the nodes 5.02 M → 4.72 M instructions).
        var arranging = [UInt8](repeating: 0, count: entries.count)
        // The entries' fields, not the entries: a copy retains its anchors.
        for index in entries.indices {
            guard let superview = entries[index].superview else { continue }
            if let view = entries[index].view {
                if view.translatesAutoresizingMaskIntoConstraints {
                    view.translatesAutoresizingMaskIntoConstraints = false
                }
                let above = entries[index].superviewEntry
                let keepsOrder = declared.keepsOrder(readding: index, under: above, of: superview, entries)
                if keepsOrder { superview.keepsSubviewOrderOnReadd = true }
                superview.addSubview(view)
                // Taken by the re-add, unless an `addSubview` override did not reach it.
                if keepsOrder { superview.keepsSubviewOrderOnReadd = false }
                if arranging[above] == 0 { arranging[above] = superview is any ArrangingContainer ? 2 : 1 }
                if arranging[above] == 2, let stack = superview as? any ArrangingContainer {
                    if entries[index].option.contains(.isNotArranged) {
                        if stack.arrangedSubviews.containsObject(view) { stack.removeArrangedSubview(view) }
                    } else {
                        stack.addArrangedSubview(view)
                    }
                }
            } else if let guide = entries[index].guide, guide.owningView !== superview {
                guide.owningView?.removeLayoutGuide(guide)
                superview.addLayoutGuide(guide)
            }
        }
    }

    /// Whether the recorded nodes are exactly the new ones (same kinds, pairs and options, in order).
    ///
    /// Identities, not the weak references: the record keeps the recorded objects' memory, so an equal
    /// identity is the same object, alive (the entries hold it).
    static func nodesAreUnchanged(_ old: [Activation.NodeIdentity], _ entries: [Entry]) -> Bool {
        guard old.count == entries.count else { return false }
        for index in old.indices where old[index] != entries[index].identity { return false }
        return true
    }

    /// §6.3, removals: old nodes whose pair is gone, if nothing else moved them since.
    static func removeVanishedNodes(_ old: [Activation.Node], keeping pairs: Set<Pair>) {
        for node in old where node.hasSuperview {
            guard let superview = node.superview, let item = node.item else { continue }
            guard !pairs.contains(Pair(superview: ObjectIdentifier(superview), item: ObjectIdentifier(item))) else {
                continue
            }
            switch node.kind {
            case .view:
                if let view = item as? UIView, view.superview === superview { view.removeFromSuperview() }
            case .guide:
                if let guide = item as? UILayoutGuide, guide.owningView === superview {
                    superview.removeLayoutGuide(guide)
                }
            }
        }
    }
}
