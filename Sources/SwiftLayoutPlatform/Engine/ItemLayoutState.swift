import Foundation
import SwiftLayoutSolver

/// The four engine variables of an item, their values at the engine's last solve, and the active constraints
/// that refer to it (in the order they entered the engine). The position is measured from the item's parent's
/// origin (`LayoutItem.layoutParent`: a view's superview, a guide's owning view), as in UIKit's engine, so that
/// moving a view leaves the variables inside it alone; `LayoutItem.solvedRectInLayoutSpace` adds the ancestors'
/// up to the root.
final class ItemLayoutState {
    /// The four values of the engine's last solve, copied from the variables as the engine's solver writes them
    /// (`takeSolvedValue(of:)`), and what the layout pass reads. Stored first, beside `hasConstraints`: the
    /// pass's questions about a subview read the object's first cache line and no variable (four objects, four
    /// more lines). Figure: cache misses of a 2 MB last-level cache (callgrind's simulation, N = 1,000), feed
    /// resize + layout 79.2 k → 53.5 k, remove a cell 30.0 k → 14.6 k, the dsl constant change 135.6 k →
    /// 118.1 k, in as many instructions; wall clock, feed resize 1.9–2.3 → 1.6–1.8 ms.
    private(set) var solved = SolvedValues()
    /// Whether `constraints` is not empty, kept here so that the layout pass's question "does this view take
    /// part" (`UIView.participatesInLayout`) reads no array buffer: that read was a cache miss per subview
    /// looked at, 88 % of `subviewFrameWouldChange`'s samples (perf). Wall clock, feed, three alternating
    /// runs of each build: N = 10,000 resize + layout 38.9–40.6 → 32.8–34.6 ms, remove cell 18.9–20.2 →
    /// 16.6–17.9 ms; N = 1,000 resize 2.45–2.61 → 1.76–2.02 ms. Instructions unchanged (callgrind).
    private(set) var hasConstraints = false
    /// Whether the engine's running solve changed one of the four values (true only inside `solveIfNeeded`).
    var movedInSolve = false
    /// Whether that change included the position (minX or minY), which moves the item's subtree.
    var positionMovedInSolve = false
    // Figure: exclusivity checks on these view and engine fields: feed build +4.6 %, cell removal +4.7 % (callgrind).
    @exclusivity(unchecked) private(set) var x: Variable
    @exclusivity(unchecked) private(set) var y: Variable
    @exclusivity(unchecked) private(set) var w: Variable
    @exclusivity(unchecked) private(set) var h: Variable
    // Figure: the eight platform sites marked so, made safe together (checked `unowned`, exclusivity
    // checks): feed build +17.4 %, cell removal +23.8 %, stack build +11.8 %, scroll build +20.3 % (callgrind).
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = [] {
        didSet { hasConstraints = !constraints.isEmpty }
    }
    /// The serial number of the engine whose change notifications know these variables (0: none).
    // Figure: exclusivity checks on these view and engine fields: feed build +4.6 %, cell removal +4.7 % (callgrind).
    @exclusivity(unchecked) var registeredEngine = 0
    /// What `exerciseAmbiguityInLayout()` left in the engine for this item.
    var exercise = AmbiguityExercise()
    /// Where its free attributes rest, and its place in creation order (`RestingPlaces.swift`).
    // Figure: exclusivity checks on these view and engine fields: feed build +4.6 %, cell removal +4.7 % (callgrind).
    @exclusivity(unchecked) var rest = RestingState()
    /// Whether the position variables were given their place in the engine's solver (`Solver.reserve`).
    var positionsReserved = false

    /// Short literal names: they show in `Solver.dump()` and cost no allocation.
    init() {
        x = Variable("minX")
        y = Variable("minY")
        w = Variable("width")
        h = Variable("height")
    }

    var variables: [Variable] { [x, y, w, h] }

    /// Gives the four variables the item's slot in its engine's table of owners as their `tag`, with the
    /// attribute in the low two bits (0 minX, 1 minY, 2 width, 3 height), so that a changed variable tells
    /// its owner and whether a position moved without a look at the item.
    func setOwnerTag(_ owner: Int) {
        x.tag = owner << 2
        y.tag = owner << 2 | 1
        w.tag = owner << 2 | 2
        h.tag = owner << 2 | 3
    }

    /// The item's slot in its engine's table of owners (negative: none).
    var ownerTag: Int { x.tag >> 2 }

    /// The owner's slot of a variable tagged by `setOwnerTag` (negative: none).
    @inline(__always)
    static func ownerTag(of variable: Variable) -> Int { variable.tag >> 2 }

    /// Whether a variable tagged by `setOwnerTag` is a position (minX or minY).
    @inline(__always)
    static func isPosition(_ variable: Variable) -> Bool { variable.tag & 2 == 0 }

    /// The variable of attribute `index`: 0 minX, 1 minY, 2 width, 3 height.
    func variable(at index: Int) -> Variable {
        switch index {
        case 0: x
        case 1: y
        case 2: w
        default: h
        }
    }

    /// Which of the four (0 minX, 1 minY, 2 width, 3 height) `variable` is, if any.
    func attribute(of variable: Variable) -> Int? {
        if variable === x { return 0 }
        if variable === y { return 1 }
        if variable === w { return 2 }
        if variable === h { return 3 }
        return nil
    }

    /// Gives the item new variables (value 0, as for an item that never took part), for an engine other than
    /// the one that had them.
    ///
    /// A variable belongs to one solver: a solver keeps the variables it has seen (until it compacts) and
    /// writes the values of those its changes touched at each update, removed ones included (as 0). An item
    /// that moved to another hierarchy while the old one lives on would otherwise have its values overwritten
    /// by the old engine's next solve, after its new engine had written them.
    func renewVariables() {
        positionsReserved = false
        solved = SolvedValues()
        x = Variable("minX")
        y = Variable("minY")
        w = Variable("width")
        h = Variable("height")
    }

    /// Forgets `constraint`, searching from the newest (constraints usually leave in reverse order).
    func removeConstraint(_ constraint: NSLayoutConstraint) {
        if let index = constraints.lastIndex(ofObject: constraint) { constraints.remove(at: index) }
    }
    /// The solved rect (`solved`), measured from the item's parent's origin.
    var rect: CGRect { CGRect(x: solved.minX, y: solved.minY, width: solved.width, height: solved.height) }

    /// Copies the value the engine's solver just wrote into `variable`, if it is one of the item's four (a
    /// variable the item had before `renewVariables()` is not); returns whether it was.
    ///
    ///     solver.updateVariablesReportingInPlace { variable in _ = state.takeSolvedValue(of: variable) }
    @inline(__always)
    func takeSolvedValue(of variable: Variable) -> Bool {
        switch variable.tag & 3 {
        case 0: guard variable === x else { return false }; solved.minX = variable.value
        case 1: guard variable === y else { return false }; solved.minY = variable.value
        case 2: guard variable === w else { return false }; solved.width = variable.value
        default: guard variable === h else { return false }; solved.height = variable.value
        }
        return true
    }
}

/// An item's four solved values (`ItemLayoutState.solved`): its alignment rect, measured from its parent's origin.
struct SolvedValues {
    var minX = 0.0
    var minY = 0.0
    var width = 0.0
    var height = 0.0
}
