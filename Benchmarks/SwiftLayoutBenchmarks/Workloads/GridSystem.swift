import SwiftLayoutSolver

/// The grid system of Performance.md: N feed cells (avatar, title, subtitle, body) stacked vertically in a
/// container `cl, ct, cw`; `grid_indep` places cell i at `ct + 200·i` instead of below cell i − 1.
///
/// Variables are created, and constraints made, in exactly the order Performance.md lists. `all` holds the
/// variables in creation order: `cl, ct, cw`, then 20 per cell (`Cl Ct Cw Ch Al At Aw Ah Tl Tt Tw Th
/// Sl St Sw Sh Bl Bt Bw Bh`); `constraints[j]` is the constraint with global index j (2 + 26·i + k).
struct GridSystem {
    /// How cells are placed vertically.
    enum Stacking {
        /// grid: `Ct_i == Ct_{i−1} + Ch_{i−1}` (each cell below the previous one).
        case chained
        /// grid_indep: `Ct_i == ct + 200·i`.
        case independent
    }

    static let variablesPerCell = 20
    static let constraintsPerCell = 26
    static let fieldNames = ["Cl", "Ct", "Cw", "Ch", "Al", "At", "Aw", "Ah", "Tl", "Tt", "Tw", "Th",
                             "Sl", "St", "Sw", "Sh", "Bl", "Bt", "Bw", "Bh"]

    let n: Int
    let stacking: Stacking
    let cw: Variable
    let all: [Variable]
    let constraints: [Constraint]

    /// Intrinsic title width of cell i: `80 + (53·i mod 220)`.
    static func titleWidth(_ i: Int) -> Double { Double(80 + (53 * i) % 220) }
    /// Intrinsic subtitle width of cell i: `60 + (97·i mod 240)`.
    static func subtitleWidth(_ i: Int) -> Double { Double(60 + (97 * i) % 240) }
    /// Body height of cell i: `20·(1 + i mod 4)`.
    static func bodyHeight(_ i: Int) -> Double { Double(20 * (1 + i % 4)) }

    init(n: Int, stacking: Stacking) {
        precondition(n >= 1)
        self.n = n
        self.stacking = stacking
        let cl = Variable("cl"), ct = Variable("ct"), cw = Variable("cw")
        var all = [cl, ct, cw]
        all.reserveCapacity(3 + GridSystem.variablesPerCell * n)
        for i in 0..<n {
            for field in GridSystem.fieldNames {
                all.append(Variable("\(field)\(i)"))
            }
        }
        var constraints: [Constraint] = [cl == 0, ct == 0]
        constraints.reserveCapacity(2 + GridSystem.constraintsPerCell * n)
        for i in 0..<n {
            let base = 3 + GridSystem.variablesPerCell * i
            let Cl = all[base], Ct = all[base + 1], Cw = all[base + 2], Ch = all[base + 3]
            let Al = all[base + 4], At = all[base + 5], Aw = all[base + 6], Ah = all[base + 7]
            let Tl = all[base + 8], Tt = all[base + 9], Tw = all[base + 10], Th = all[base + 11]
            let Sl = all[base + 12], St = all[base + 13], Sw = all[base + 14], Sh = all[base + 15]
            let Bl = all[base + 16], Bt = all[base + 17], Bw = all[base + 18], Bh = all[base + 19]

            let top: Constraint
            switch stacking {
            case .chained where i == 0:
                top = Ct == ct
            case .chained:
                let previousTop = all[base - GridSystem.variablesPerCell + 1]
                let previousHeight = all[base - GridSystem.variablesPerCell + 3]
                top = Ct == previousTop + previousHeight
            case .independent:
                top = Ct == ct + 200 * Double(i)
            }
            let cellRight: LinearExpression = Cl + Cw - 8
            let avatarBottom: LinearExpression = At + Ah + 8
            let subtitleBottom: LinearExpression = St + Sh + 8
            let bodyBottom: LinearExpression = Bt + Bh + 8
            constraints += [
                Cl == cl,                                           // 0
                Cw == cw,                                           // 1
                top,                                                // 2
                Al == Cl + 8,                                       // 3
                At == Ct + 8,                                       // 4
                Aw == 40,                                           // 5
                Ah == 40,                                           // 6
                Tl == Al + Aw + 8,                                  // 7
                Tt == Ct + 8,                                       // 8
                (Tw == GridSystem.titleWidth(i)) | .medium,         // 9
                Tw >= 0,                                            // 10
                Tl + Tw <= cellRight,                               // 11
                Th == 20,                                           // 12
                Sl == Tl,                                           // 13
                St == Tt + Th + 4,                                  // 14
                (Sw == GridSystem.subtitleWidth(i)) | .medium,      // 15
                Sw >= 0,                                            // 16
                Sl + Sw <= cellRight,                               // 17
                Sh == 18,                                           // 18
                Bl == Cl + 8,                                       // 19
                Bl + Bw == cellRight,                               // 20
                Bt >= avatarBottom,                                 // 21
                Bt >= subtitleBottom,                               // 22
                (Bt == Ct + 8) | .weak,                             // 23
                Bh == GridSystem.bodyHeight(i),                     // 24
                Ct + Ch == bodyBottom,                              // 25
            ]
        }
        self.cw = cw
        self.all = all
        self.constraints = constraints
    }

    /// The optional constraints in global order (per cell k = 9, 15, 23): churn's R, M = 3N.
    var optionalConstraints: [Constraint] {
        (0..<n).flatMap { i in
            [9, 15, 23].map { k in constraints[2 + GridSystem.constraintsPerCell * i + k] }
        }
    }

    /// The 1 % incremental change: the constraints whose global index j has `j mod 100 == 50`, increasing j.
    var onePercentChange: [Constraint] {
        stride(from: 50, to: constraints.count, by: 100).map { constraints[$0] }
    }

    /// The top of cell i: `y_0 = 0`, `y_{i+1} = y_i + 66 + hB(i)` (grid) or `200·i` (grid_indep).
    func cellTops() -> [Double] {
        var tops: [Double] = []
        tops.reserveCapacity(n)
        var y = 0.0
        for i in 0..<n {
            switch stacking {
            case .chained:
                tops.append(y)
                y += 66 + GridSystem.bodyHeight(i)
            case .independent:
                tops.append(200 * Double(i))
            }
        }
        return tops
    }

    /// The closed form for container width `width`, in `all` order.
    func expected(width: Double) -> [Double] {
        var values = [0, 0, width]
        values.reserveCapacity(all.count)
        for (i, y) in cellTops().enumerated() {
            let hB = GridSystem.bodyHeight(i)
            values += [
                0, y, width, 66 + hB,                                   // cell
                8, y + 8, 40, 40,                                       // avatar
                56, y + 8, GridSystem.titleWidth(i), 20,                // title
                56, y + 32, GridSystem.subtitleWidth(i), 18,            // subtitle
                8, y + 58, width - 16, hB,                              // body
            ]
        }
        return values
    }
}

/// The grid's plain-arithmetic floor: the same frames as manual layout code would compute them from the
/// container width and the intrinsic sizes, in `GridSystem.all` order.
final class GridFloor {
    let n: Int
    let stacking: GridSystem.Stacking
    private let titleWidths: [Double]
    private let subtitleWidths: [Double]
    private let bodyHeights: [Double]
    private(set) var values: [Double]

    init(n: Int, stacking: GridSystem.Stacking) {
        self.n = n
        self.stacking = stacking
        titleWidths = (0..<n).map(GridSystem.titleWidth)
        subtitleWidths = (0..<n).map(GridSystem.subtitleWidth)
        bodyHeights = (0..<n).map(GridSystem.bodyHeight)
        values = Array(repeating: 0, count: 3 + GridSystem.variablesPerCell * n)
    }

    /// Lays out every cell for container width `width`; returns the bottom of the last cell.
    func layout(width: Double) -> Double {
        let chained = stacking == .chained
        var y = 0.0
        var bottom = 0.0
        values.withUnsafeMutableBufferPointer { frames in
            frames[0] = 0
            frames[1] = 0
            frames[2] = width
            for i in 0..<n {
                let labelLeft = 8.0 + 40 + 8
                let labelMaxWidth = max(0, width - 8 - labelLeft)
                let titleTop = y + 8
                let subtitleTop = titleTop + 20 + 4
                let bodyTop = max(y + 8 + 40 + 8, subtitleTop + 18 + 8)
                let bodyHeight = bodyHeights[i]
                let height = bodyTop + bodyHeight + 8 - y
                let f = 3 + GridSystem.variablesPerCell * i
                frames[f] = 0; frames[f + 1] = y; frames[f + 2] = width; frames[f + 3] = height
                frames[f + 4] = 8; frames[f + 5] = y + 8; frames[f + 6] = 40; frames[f + 7] = 40
                frames[f + 8] = labelLeft; frames[f + 9] = titleTop
                frames[f + 10] = min(titleWidths[i], labelMaxWidth); frames[f + 11] = 20
                frames[f + 12] = labelLeft; frames[f + 13] = subtitleTop
                frames[f + 14] = min(subtitleWidths[i], labelMaxWidth); frames[f + 15] = 18
                frames[f + 16] = 8; frames[f + 17] = bodyTop; frames[f + 18] = width - 16; frames[f + 19] = bodyHeight
                bottom = y + height
                y = chained ? bottom : 200 * Double(i + 1)
            }
        }
        return bottom
    }
}
