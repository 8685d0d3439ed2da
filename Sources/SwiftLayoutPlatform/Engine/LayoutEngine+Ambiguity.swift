import Foundation
import SwiftLayoutSolver

/// What `exerciseAmbiguityInLayout()` left on an item: the pins it added to an engine's solver and the
/// direction of its last move.
struct AmbiguityExercise {
    var pins: [Constraint] = []
    weak var engine: LayoutEngine?
    var movedUp = false
}

/// Ambiguity (TheUIKitLayer.md): which of an item's variables can move at the optimum, and moving them.
///
/// Both rest on the solver's exact test (`Solver.isAmbiguous`, `Solver.optimalRange`): a variable is free
/// when it takes another value in a solution that keeps every required constraint and makes no priority's
/// errors worse. `exerciseAmbiguityInLayout()` picks such a solution with a *pin*, `variable == target` in
/// the exercise tier below every priority (`PriorityStrengths.exerciseTier`): it can only choose among
/// solutions that are equally good for every constraint, and ambiguity is judged without it, so an
/// exercised item stays ambiguous.
extension LayoutEngine {
    /// How far an exercise moves a variable whose free range is unbounded in the chosen direction.
    static let exerciseStep: Double = 100

    /// The item's variables that can move at the optimum without breaking a required constraint or making
    /// the optional ones worse, in the order minX, minY, width, height.
    func freeVariables(of item: LayoutItem) -> [String] {
        solveIfNeeded()
        let state = item.layoutState
        return zip(state.variables, ["minX", "minY", "width", "height"])
            .filter { solver.isAmbiguous($0.0, ignoringTiersBelow: Self.judgedTiers) }
            .map(\.1)
    }

    /// Pins `item` to another equally good solution: on each axis, the first free variable of position
    /// then size goes to the far end of its free range (`exerciseStep` past its value where the range is
    /// unbounded), up on the first call and then alternately down and up, so calls toggle between two
    /// solutions. Replaces the item's previous pins. Returns false, changing nothing, when nothing is free.
    func exerciseAmbiguity(of item: LayoutItem) -> Bool {
        solveIfNeeded()
        let state = item.layoutState
        let up = !state.exercise.movedUp
        var pins: [Constraint] = []
        for (position, size) in [(state.x, state.w), (state.y, state.h)] {
            guard let variable = [position, size].first(where: { solver.isAmbiguous($0, ignoringTiersBelow: Self.judgedTiers) }),
                let target = Self.exerciseTarget(in: solver.optimalRange(of: variable, ignoringTiersBelow: Self.judgedTiers),
                                                 from: variable.value, up: up)
            else { continue }
            pins.append((variable == target) | strengths.exercise)
        }
        guard !pins.isEmpty else { return false }
        state.exercise.engine?.dropExercise(of: state)
        for pin in pins { try? solver.addConstraint(pin) }
        state.exercise = AmbiguityExercise(pins: pins, engine: self, movedUp: up)
        needsSolve = true
        return true
    }

    /// Removes the item's exercise pins from this engine's solver (they must be this engine's), keeping the
    /// direction of the last move.
    func dropExercise(of state: ItemLayoutState) {
        for pin in state.exercise.pins { try? solver.removeConstraint(pin) }
        state.exercise.pins = []
        state.exercise.engine = nil
        needsSolve = true
    }

    /// The value an exercise moves a variable at `value` to within its free `range`: the upper end when
    /// `up` (the lower one when there is no room above), else the lower end (the upper one when there is
    /// no room below); an infinite end means `exerciseStep` past `value`. Nil when there is no room.
    static func exerciseTarget(in range: ClosedRange<Double>, from value: Double, up: Bool) -> Double? {
        let tolerance = 1e-6 * max(1, abs(value))
        let roomAbove = range.upperBound - value > tolerance
        let roomBelow = value - range.lowerBound > tolerance
        guard roomAbove || roomBelow else { return nil }
        if up ? roomAbove : !roomBelow {
            return range.upperBound.isFinite ? range.upperBound : value + exerciseStep
        }
        return range.lowerBound.isFinite ? range.lowerBound : value - exerciseStep
    }
}
