import Foundation

// Step 5 of the update: record, report, force layout (§6.2 steps 10–12, §6.7).
#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// Records the new nodes and constraints in `activation`, reports the diagnostics, forces layout if asked
    /// and calls the did-hooks (§6.2 steps 10–12). A nil `standing` keeps the recorded constraints as they are.
    static func report(_ prepared: Prepared, standing: [NSLayoutConstraint]?, nodesChanged: Bool, itemsRepeat: Bool,
                       replacing old: [Activation.Node], to activation: Activation,
                       changes: ActivationChangeRecorder, forceLayout force: Bool) {
        let entries = prepared.entries
        if nodesChanged {
            var nodes: [Activation.Node] = []
            var identities: [Activation.NodeIdentity] = []
            var memory: [Activation.KeptMemory] = []
            nodes.reserveCapacity(entries.count)
            identities.reserveCapacity(entries.count)
            memory.reserveCapacity(entries.count)
            for entry in entries {
                let kind: Activation.Node.Kind = entry.view != nil ? .view : .guide
                nodes.append(Activation.Node(kind: kind, superview: entry.superview,
                                             hasSuperview: entry.superview != nil, item: entry.item,
                                             option: entry.option))
                identities.append(entry.identity)
                memory.append(Activation.KeptMemory(entry.item, entry.superview))
            }
            activation.record(nodes: nodes, identities: identities, memory: memory, itemsRepeat: itemsRepeat)
        }
        if let standing { activation.record(constraints: standing) }
        activation.storedDiagnostics = prepared.diagnostics
        for diagnostic in activation.storedDiagnostics { diagnostic.report() }
        activation.lastChanges = changes.changes  // change record (RenderingAndSnapshotTests.md)
        if force {
            let oldPairs = livePairs(of: old)
            forceLayout(entries) { !oldPairs.contains($0.pair) }
        }
        prepared.tree.forEachPreOrder { $0.layoutDidActivate() }
    }

    /// The pairs of the recorded nodes whose items (and superviews) are still alive.
    static func livePairs(of nodes: [Activation.Node]) -> Set<Pair> {
        var pairs = Set<Pair>()
        for node in nodes {
            guard let item = node.item else { continue }
            if node.hasSuperview {
                guard let superview = node.superview else { continue }
                pairs.insert(Pair(superview: ObjectIdentifier(superview), item: ObjectIdentifier(item)))
            } else {
                pairs.insert(Pair(superview: nil, item: ObjectIdentifier(item)))
            }
        }
        return pairs
    }

    /// §6.7.
    static func forceLayout(_ entries: [Entry], newPairs isNew: (Entry) -> Bool) {
        for entry in entries where entry.superview == nil {
            guard let view = entry.view else { continue }
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        for entry in entries {
            guard let view = entry.view, isNew(entry) else { continue }
            view.cancelFrameAnimationInCurrentAnimation()
        }
    }

    /// Whether the two arrays hold the same objects in the same order.
    static func sameObjects(_ a: [NSLayoutConstraint], _ b: [NSLayoutConstraint]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where a[index] !== b[index] { return false }
        return true
    }
}
