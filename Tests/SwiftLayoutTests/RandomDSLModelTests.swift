import Foundation
import Testing
import SwiftLayout

/// Model-based random testing of the DSL (issue 13): random layouts written with `if`, `for` and `switch`
/// in both builders, whose conditions, constants, priorities and identifiers change from update to update.
/// After each `update(fromActivation:)` the active constraints and the frames equal those of a fresh
/// activation of the same layout on a second set of views, and every declaration that is unchanged but for
/// its constant keeps its `NSLayoutConstraint` object. `SWIFTLAYOUT_FUZZ_ITERATIONS=N` runs N cases (normal:
/// 60); `SWIFTLAYOUT_FUZZ_SEED` replays one.
@MainActor
@Suite struct RandomDSLModelTests {
    @Test func everyUpdateEqualsAFreshActivationAndKeepsUnchangedConstraints() {
        let environment = ProcessInfo.processInfo.environment
        #if SWIFTLAYOUT_INTERNAL_CHECKS
        let normal = 6   // the solver checks its invariants after every call (quadratic)
        #else
        let normal = 60
        #endif
        let cases = environment["SWIFTLAYOUT_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? normal
        let seeds = environment["SWIFTLAYOUT_FUZZ_SEED"].flatMap { UInt64($0) }.map { [$0] }
            ?? (0..<UInt64(cases)).map { $0 &* 0x9E37_79B9 &+ 7 }
        var tally = DSLTally()
        for seed in seeds {
            LayoutDiagnostics.$taskPolicy.withValue(.silent) {
                var world = DSLWorld(seed: seed)
                world.run(updates: 10, tally: &tally)
            }
        }
        if environment["SWIFTLAYOUT_FUZZ_ITERATIONS"] != nil || environment["SWIFTLAYOUT_FUZZ_SEED"] != nil {
            print("DSL model: \(seeds.count) cases, \(tally)")
        }
        #expect(tally.compared > 0)
        #expect(tally.failures.isEmpty, "\(tally.failures.count) failing cases; the first:\n\(tally.failures.first ?? "")")
    }
}

struct DSLTally: CustomStringConvertible {
    var compared = 0, constraintSetsCompared = 0, ambiguous = 0, conflicted = 0, objectsKept = 0
    var failures: [String] = []

    var description: String {
        "\(constraintSetsCompared) constraint sets compared, \(compared) layouts equal, \(ambiguous) differing but "
            + "ambiguous (reported), \(conflicted) with a conflict (case ended), \(objectsKept) unchanged "
            + "declarations checked for their object, \(failures.count) failures"
    }
}

/// SplitMix64 (the seed is in every failure message).
private struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    mutating func constant() -> CGFloat { CGFloat(below(161)) / 2 - 20 }
}

/// One declaration: a form of `Anchors` expression and its values.
struct Declaration {
    /// Which expression (see `DSLWorld.anchors(for:pool:)`).
    var form: Int
    /// The other view, as an index into the pool.
    var target: Int
    var constant: CGFloat
    var multiplier: CGFloat
    var priority: Float
    var identifier: String?
}

/// A node of the layout's fixed shape: a view of the pool and its children (indices of nodes).
struct Node {
    var view: Int
    var children: [Int]
    /// Children that appear only while the node's flag is set (`if`).
    var optionalChildren: [Int]
    /// Children that appear one per loop turn (`for`), the first `loopCount` of them.
    var loopChildren: [Int]
    /// Children that the state's mode picks (`switch`): one for each mode, or none.
    var switchChildren: [Int]
}

/// The values that change from update to update.
struct DSLState {
    var declarations: [[Declaration]]
    var extra: [Declaration]
    var modeDeclarations: [[Declaration]]
    var flags: [Bool]
    var mode: Int
    var loopCount: Int
}

@MainActor
struct DSLWorld {
    fileprivate var random: Random
    let seed: UInt64
    let poolSize = 10
    var nodes: [Node] = []
    var state: DSLState
    let pool: [UIView]
    let root: UIView
    var log: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        random = Random(state: seed)
        (root, pool) = DSLWorld.makePool(size: poolSize)
        state = DSLState(declarations: [], extra: [], modeDeclarations: [], flags: [], mode: 0, loopCount: 0)
        // The shape: node 0 is the root; every other view is a node under an earlier one, as a plain,
        // optional, loop or switch child.
        nodes = [Node(view: 0, children: [], optionalChildren: [], loopChildren: [], switchChildren: [])]
        for view in 1..<poolSize {
            let parent = random.below(nodes.count)
            nodes.append(Node(view: view, children: [], optionalChildren: [], loopChildren: [], switchChildren: []))
            let index = nodes.count - 1
            switch random.below(6) {
            case 0: nodes[parent].optionalChildren.append(index)
            case 1: nodes[parent].loopChildren.append(index)
            case 2 where nodes[parent].switchChildren.count < 3: nodes[parent].switchChildren.append(index)
            default: nodes[parent].children.append(index)
            }
        }
        // Each view is placed (top, leading and size, required), then gets extras, mostly optional: a
        // layout full of ambiguity or conflicts compares little.
        state.declarations = nodes.indices.map { _ in
            random.chance(0.3) ? spanning() : [placing(0), placing(1)]
                + (random.chance(0.5) ? [placing(12)] : [placing(2), placing(3)])
                + (0..<random.below(3)).map { _ in randomDeclaration() }
        }
        state.extra = nodes.indices.map { _ in randomDeclaration() }
        state.modeDeclarations = (0..<3).map { _ in nodes.indices.map { _ in randomDeclaration() } }
        state.flags = nodes.indices.map { _ in random.chance(0.5) }
        state.mode = random.below(3)
        state.loopCount = random.below(4)
    }

    /// A root (320 × 480) and views named v1, v2, … (identifiers for `String` targets); a few with an
    /// intrinsic size.
    static func makePool(size: Int) -> (UIView, [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var pool: [UIView] = [root]
        for index in 1..<size {
            let view = index % 3 == 0 ? SizedView(CGFloat(10 * index), CGFloat(4 * index)) : UIView()
            view.accessibilityIdentifier = "v\(index)"
            // A non-root view's safe area is measured from its frame, so its margins depend on the history of
            // its frames: TheUIKitLayer.md's (another helper's), kept out here.
            view.insetsLayoutMarginsFromSafeArea = false
            pool.append(view)
        }
        return (root, pool)
    }

    mutating func randomDeclaration() -> Declaration {
        Declaration(form: random.below(14), target: 1 + random.below(poolSize - 1), constant: random.constant(),
                    multiplier: random.pick([1, 1, 1, 0.5, 2, -1]),
                    priority: random.chance(0.04) ? 1000 : random.pick([999, 750, 250, 500.5]),
                    identifier: random.chance(0.2) ? random.pick(["a", "b"]) : nil)
    }

    /// Leading and trailing both from the superview's leading edge, and the width between them (all
    /// required): a `shift` moves both constants at once, which must never conflict half-way.
    mutating func spanning() -> [Declaration] {
        var leading = placing(1), trailing = placing(14), width = placing(2)
        width.constant = CGFloat(10 + random.below(60))
        trailing.constant = leading.constant + width.constant
        return [placing(0), leading, trailing, width, placing(3)]
    }

    /// A required declaration of one form (0 top, 1 leading, 2 width, 3 height, 12 size, 14 trailing from the
    /// leading edge).
    mutating func placing(_ form: Int) -> Declaration {
        var declaration = randomDeclaration()
        declaration.form = form
        declaration.priority = 1000
        return declaration
    }

    // MARK: The layout

    /// One declaration as `Anchors`: every attribute kind, relation, target kind (superview, view, anchor,
    /// identifier, constant) and the composites.
    static func anchors(for d: Declaration, pool: [UIView]) -> Anchors {
        let target = pool[d.target]
        var anchors: Anchors
        switch d.form {
        case 0: anchors = Anchors.top.equalToSuper(constant: d.constant)
        case 1: anchors = Anchors.leading.equalToSuper(constant: d.constant)
        case 2: anchors = Anchors.width.equalTo(constant: abs(d.constant))
        case 3: anchors = Anchors.height.equalTo(constant: abs(d.constant))
        case 4: anchors = Anchors.leading.equalTo(target, attribute: .trailing, constant: d.constant)
        case 5: anchors = Anchors.top.greaterThanOrEqualTo(target, attribute: .bottom, constant: d.constant)
        case 6: anchors = Anchors.width.equalTo(target, attribute: .height, constant: d.constant).multiplier(d.multiplier)
        case 7: anchors = Anchors.centerX.centerY.equalToSuper(constant: d.constant)
        case 8: anchors = Anchors.trailing.bottom.lessThanOrEqualToSuper(inwardOffset: d.constant)
        case 9: anchors = Anchors.top.equalTo("v\(d.target)", attribute: .bottom, constant: d.constant)
        case 10: anchors = Anchors.bottom.equalTo(target.topAnchor, constant: d.constant)
        case 11: anchors = Anchors.cap(offset: d.constant)
        case 12: anchors = Anchors.size(width: abs(d.constant), height: abs(d.constant) / 2)
        case 14: anchors = Anchors.trailing.equalToSuper(attribute: .leading, constant: d.constant)
        default: anchors = Anchors.leadingMargin.lessThanOrEqualToSuper(constant: d.constant)
        }
        anchors = anchors.priority(UILayoutPriority(d.priority))
        if let identifier = d.identifier { anchors = anchors.identifier(identifier) }
        return anchors
    }

    /// The layout of node `index` in `state`, on `pool`: every builder construct is used.
    static func layout(_ index: Int, nodes: [Node], state: DSLState, pool: [UIView]) -> AnyLayout {
        let node = nodes[index]
        let nothing: Anchors? = nil
        // The root keeps its frame (its size is its encapsulated size): it declares nothing.
        let declares = index > 0
        let view = pool[node.view].anchors {
            for declaration in state.declarations[index] where declares { anchors(for: declaration, pool: pool) }
            if state.flags[index] && declares {
                anchors(for: state.extra[index], pool: pool)
            }
            switch state.mode {
            case 0 where declares: anchors(for: state.modeDeclarations[0][index], pool: pool)
            case 1 where declares: anchors(for: state.modeDeclarations[1][index], pool: pool)
            default: nothing
            }
        }.sublayout {
            for child in node.children { layout(child, nodes: nodes, state: state, pool: pool) }
            if state.flags[index] {
                for child in node.optionalChildren { layout(child, nodes: nodes, state: state, pool: pool) }
            }
            for child in node.loopChildren.prefix(state.loopCount) { layout(child, nodes: nodes, state: state, pool: pool) }
            switch state.mode {
            case 0 where node.switchChildren.count > 0: layout(node.switchChildren[0], nodes: nodes, state: state, pool: pool)
            case 1 where node.switchChildren.count > 1: layout(node.switchChildren[1], nodes: nodes, state: state, pool: pool)
            default: EmptyLayout()
            }
        }
        return view.eraseToAnyLayout()
    }

    // MARK: Running and checking

    mutating func change() {
        switch random.below(9) {
        case 8:
            // Shift a node: every position constant measured from its superview's leading edge moves by the
            // same amount (both edges of a spanning node).
            let n = random.below(nodes.count)
            let delta = CGFloat(random.below(41)) - 20
            for k in state.declarations[n].indices where [1, 14].contains(state.declarations[n][k].form) {
                state.declarations[n][k].constant += delta
            }
            log.append("node \(n) shifted by \(delta)")
        case 0, 1:
            let n = random.below(nodes.count)
            if !state.declarations[n].isEmpty {
                let k = random.below(state.declarations[n].count)
                state.declarations[n][k].constant = random.constant()
                log.append("declaration \(n).\(k): constant \(state.declarations[n][k].constant)")
            }
        case 2:
            let n = random.below(nodes.count)
            if !state.declarations[n].isEmpty {
                let k = random.below(state.declarations[n].count)
                state.declarations[n][k].priority = random.pick([1000, 999, 750, 250, 500.5])
                log.append("declaration \(n).\(k): priority \(state.declarations[n][k].priority)")
            }
        case 3:
            let n = random.below(nodes.count)
            if !state.declarations[n].isEmpty {
                let k = random.below(state.declarations[n].count)
                state.declarations[n][k].identifier = random.pick([nil, "a", "b"])
                log.append("declaration \(n).\(k): identifier \(state.declarations[n][k].identifier ?? "nil")")
            }
        case 4:
            let n = random.below(nodes.count)
            state.flags[n].toggle()
            log.append("flag \(n): \(state.flags[n])")
        case 5:
            state.mode = random.below(3)
            log.append("mode \(state.mode)")
        case 6:
            state.loopCount = random.below(4)
            log.append("loop count \(state.loopCount)")
        default:
            let n = random.below(nodes.count)
            if random.chance(0.5) || state.declarations[n].isEmpty {
                state.declarations[n].append(randomDeclaration())
                log.append("declaration \(n): added")
            } else {
                state.declarations[n].remove(at: random.below(state.declarations[n].count))
                log.append("declaration \(n): removed one")
            }
        }
    }

    mutating func run(updates: Int, tally: inout DSLTally) {
        let (activation, initial) = LayoutDiagnostics.collect {
            DSLWorld.layout(0, nodes: nodes, state: state, pool: pool).active()
        }
        // Deactivated inside `collect`: releasing it would log the conflicts its removal restores.
        defer { _ = LayoutDiagnostics.collect { activation.deactive() } }
        var diagnostics = initial
        for update in 0...updates {
            if update > 0 {
                for _ in 0..<(1 + random.below(3)) { change() }
                let before = recordedKeys(activation)
                let layout = DSLWorld.layout(0, nodes: nodes, state: state, pool: pool)
                diagnostics = LayoutDiagnostics.collect { layout.update(fromActivation: activation) }.1
                if !checkObjects(before: before, activation: activation, update: update, tally: &tally) { return }
            }
            diagnostics += LayoutDiagnostics.collect { root.layoutIfNeeded() }.1
            let conflicts = diagnostics.filter { $0.kind == .unsatisfiableConstraints }.map(\.stableMessage)
            let conflicted = !conflicts.isEmpty
            // A conflict the fresh activation does not have is a conflict that does not exist (the case
            // ends at the first conflict, so none is left over from an earlier update).
            if !compareWithFresh(activation, update: update, conflicts: conflicts, tally: &tally) || conflicted { return }
        }
    }

    /// A constraint's identity (items as pool indices) without its constant.
    func key(_ constraint: NSLayoutConstraint, pool: [UIView]) -> String {
        func index(_ item: AnyObject?) -> String {
            guard let item else { return "-" }
            return pool.firstIndex { $0 === item }.map { "v\($0)" } ?? "?"
        }
        return "\(index(constraint.firstItem)).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue) "
            + "\(index(constraint.secondItem)).\(constraint.secondAttribute.rawValue) ×\(constraint.multiplier) "
            + "@\(constraint.priority.rawValue) '\(constraint.identifier ?? "")'"
    }

    func recordedKeys(_ activation: Activation) -> [(String, NSLayoutConstraint)] {
        activation.recordedConstraints.map { (key($0, pool: pool), $0) }
    }

    /// Every declaration that stayed (same key, once before and once after) has the same object.
    func checkObjects(before: [(String, NSLayoutConstraint)], activation: Activation, update: Int,
                      tally: inout DSLTally) -> Bool {
        let after = recordedKeys(activation)
        func unique(_ pairs: [(String, NSLayoutConstraint)]) -> [String: NSLayoutConstraint] {
            var counts: [String: Int] = [:]
            for (key, _) in pairs { counts[key, default: 0] += 1 }
            var result: [String: NSLayoutConstraint] = [:]
            for (key, constraint) in pairs where counts[key] == 1 { result[key] = constraint }
            return result
        }
        let old = unique(before), new = unique(after)
        for (key, constraint) in new.sorted(by: { $0.key < $1.key }) {
            guard let previous = old[key] else { continue }
            tally.objectsKept += 1
            if previous !== constraint {
                tally.failures.append("seed \(seed) update \(update): \(key) was re-created\n" + log.joined(separator: "\n"))
                return false
            }
        }
        return true
    }

    /// Compares the constraints, the hierarchy and (unless ambiguous) the frames with a fresh activation.
    func compareWithFresh(_ activation: Activation, update: Int, conflicts: [String], tally: inout DSLTally) -> Bool {
        let conflicted = !conflicts.isEmpty
        let (freshRoot, freshPool) = DSLWorld.makePool(size: poolSize)
        let (freshActivation, freshDiagnostics) = LayoutDiagnostics.collect {
            let activation = DSLWorld.layout(0, nodes: nodes, state: state, pool: freshPool).active()
            freshRoot.layoutIfNeeded()
            return activation
        }
        defer { _ = LayoutDiagnostics.collect { freshActivation.deactive() } }
        func failure(_ what: String) -> Bool {
            tally.failures.append("seed \(seed) update \(update): \(what)\nchanges:\n" + log.joined(separator: "\n"))
            return false
        }
        // The hierarchy: the same subviews, in the same order, for every view of the pool.
        for index in pool.indices {
            let mine = pool[index].subviews.map { view in pool.firstIndex { $0 === view } ?? -1 }
            let theirs = freshPool[index].subviews.map { view in freshPool.firstIndex { $0 === view } ?? -1 }
            if mine != theirs { return failure("v\(index) has subviews \(mine), afresh \(theirs)") }
        }
        // The constraints: the same multiset of active user constraints, constants included.
        func described(_ pool: [UIView]) -> [String] {
            var all: [NSLayoutConstraint] = []
            for view in pool { all += view.constraints.filter { !$0.isLibraryCreated } }
            return all.map { key($0, pool: pool) + " \($0.constant)" }.sorted()
        }
        let mine = described(pool), theirs = described(freshPool)
        tally.constraintSetsCompared += 1
        if mine != theirs {
            let missing = theirs.filter { !mine.contains($0) }, extra = mine.filter { !theirs.contains($0) }
            return failure("constraints differ: missing \(missing), extra \(extra)")
        }
        let freshConflicted = freshDiagnostics.contains { $0.kind == .unsatisfiableConstraints }
        if conflicted && !freshConflicted {
            return failure("a conflict the same layout activated afresh does not have:\n" + conflicts.joined(separator: "\n"))
        }
        if conflicted || freshConflicted {
            tally.conflicted += 1
            return true
        }
        let attached = pool.indices.filter { pool[$0] === root || pool[$0].isDescendant(of: root) }
        guard let differing = attached.first(where: { pool[$0].frame != freshPool[$0].frame }) else {
            tally.compared += 1
            return true
        }
        // Frames may differ where the layout is ambiguous, and then it must say so.
        if attached.contains(where: { pool[$0].hasAmbiguousLayout || freshPool[$0].hasAmbiguousLayout }) {
            tally.ambiguous += 1
            return true
        }
        return failure("v\(differing): frame \(pool[differing].frame), afresh \(freshPool[differing].frame)")
    }
}
