/// What the objective keeps per strength tier (the coefficients live with the symbols, in ``Weights``).
///
/// Tiers can be any integer; slots are dense and made on first use, slot 0 being tier 0 (kiwi's objective).
/// Within a tier weights add up as in kiwi; across tiers the objective is lexicographic, highest first.
struct Objective {
    /// The tier of each slot.
    private(set) var tiers: [Int] = [0]
    /// Each slot's constant: the tier's weighted error at the current solution (shown by `dump()`).
    var constants: [Double] = [0]
    /// Each slot's zero tolerance: kiwi's 1e-8, or 1e-14 of the tier's largest weight when that is more
    /// (the rounding noise of a weight of 1e9 is about 1e-7, and it must not pass for an improving
    /// direction).
    private(set) var tolerances: [Double] = [1.0e-8]
    /// Non-dummy symbols whose coefficient in their highest tier is negative: they can enter the basis.
    /// Empty at the optimum.
    var enteringCandidates = RowSet()

    var slotCount: Int { tiers.count }

    /// The slot of `tier`, made on first use.
    mutating func slot(forTier tier: Int) -> Int {
        // Few tiers are in use at once: a scan beats hashing.
        if let slot = tiers.firstIndex(of: tier) { return slot }
        tiers.append(tier)
        constants.append(0)
        tolerances.append(1.0e-8)
        return tiers.count - 1
    }

    /// Notes an optional constraint's weight in `slot` (the tolerance grows with the largest).
    mutating func noteWeight(_ weight: Double, inSlot slot: Int) {
        tolerances[slot] = max(tolerances[slot], weight * 1.0e-14)
    }

    /// Forgets the slots from `count` on and puts back the constants and tolerances of the others.
    mutating func restore(slotCount count: Int, constants: [Double], tolerances: [Double]) {
        tiers.removeSubrange(count...)
        self.constants = Array(constants.prefix(count))
        self.tolerances = Array(tolerances.prefix(count))
    }
}
