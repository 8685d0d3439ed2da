/// One symbol's coefficients in the objective: one for each tier slot where it has one.
///
/// The objective is stored by symbol, not by tier: the solver asks what a symbol costs far more often
/// than what a tier costs, and a symbol usually has a coefficient in one slot or in none, so the first is
/// kept inline and only a symbol weighed in several tiers allocates. (A dense array per tier would cost
/// tiers × symbols: the platform makes a tier for every priority in use.)
struct Weights {
    /// The part without references: all of it unless the symbol has coefficients in several slots.
    struct Head {
        var firstSlot: Int32 = 0
        /// How many slots the symbol has a coefficient in.
        var count: Int32 = 0
        var firstCoefficient = 0.0
    }

    private(set) var head = Head()
    /// The slots after the first.
    private(set) var rest: [(slot: Int32, coefficient: Double)] = []

    init() {}

    init(head: Head, rest: [(slot: Int32, coefficient: Double)]) {
        self.head = head
        self.rest = rest
    }

    private var firstSlot: Int32 {
        get { head.firstSlot }
        set { head.firstSlot = newValue }
    }
    /// How many slots the symbol has a coefficient in.
    var count: Int32 {
        get { head.count }
        set { head.count = newValue }
    }
    private var firstCoefficient: Double {
        get { head.firstCoefficient }
        set { head.firstCoefficient = newValue }
    }

    var isEmpty: Bool { count == 0 }

    /// The coefficient in `slot`, 0 where there is none.
    func coefficient(inSlot slot: Int) -> Double {
        if count == 0 { return 0 }
        if firstSlot == slot { return firstCoefficient }
        for cell in rest where cell.slot == slot { return cell.coefficient }
        return 0
    }

    /// Sets the coefficient in `slot`; 0 removes it. A new slot comes after the others.
    mutating func set(_ coefficient: Double, inSlot slot: Int) {
        if count > 0, firstSlot == slot {
            if coefficient != 0 {
                firstCoefficient = coefficient
            } else if rest.isEmpty {
                count = 0
            } else {
                (firstSlot, firstCoefficient) = rest.removeFirst()
                count -= 1
            }
            return
        }
        if let i = rest.firstIndex(where: { $0.slot == slot }) {
            if coefficient != 0 { rest[i].coefficient = coefficient } else { rest.remove(at: i); count -= 1 }
            return
        }
        guard coefficient != 0 else { return }
        if count == 0 {
            (firstSlot, firstCoefficient) = (Int32(slot), coefficient)
        } else {
            rest.append((Int32(slot), coefficient))
        }
        count += 1
    }

    /// Adds `delta` to the coefficient in `slot`; a sum smaller than `tolerance` in magnitude is 0.
    @inline(__always)
    mutating func add(_ delta: Double, inSlot slot: Int, tolerance: Double) {
        let sum = coefficient(inSlot: slot) + delta
        set(abs(sum) < tolerance ? 0 : sum, inSlot: slot)
    }

    /// The coefficient in the slot of the highest tier where there is one, or 0 (`tiers[slot]` is a
    /// slot's tier): negative exactly when the symbol improves the objective.
    @inline(__always)
    func leadingCoefficient(tiers: [Int]) -> Double {
        if count == 0 { return 0 }
        if rest.isEmpty { return firstCoefficient }
        return coefficient(inSlot: topSlot(tiers: tiers)!)
    }

    /// Calls `body` with each slot and its coefficient, in the order the slots were first set.
    func forEach(_ body: (_ slot: Int, _ coefficient: Double) -> Void) {
        if count == 0 { return }
        body(Int(firstSlot), firstCoefficient)
        for cell in rest { body(Int(cell.slot), cell.coefficient) }
    }

    /// The slot of the highest tier in which there is a coefficient (`tiers[slot]` is a slot's tier).
    func topSlot(tiers: [Int]) -> Int? {
        if count == 0 { return nil }
        var best = Int(firstSlot)
        for cell in rest where tiers[Int(cell.slot)] > tiers[best] { best = Int(cell.slot) }
        return best
    }
}
