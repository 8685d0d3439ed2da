import SwiftLayoutSolver

/// The chain system of Performance.md: N views in a row with equal widths, container `cl, ct, cw`.
///
/// Variables are created, and constraints made, in exactly the order Performance.md lists; `all` holds
/// the variables in creation order: `cl, ct, cw`, then `L_i, W_i, T_i, H_i` for each view.
struct ChainSystem {
    let n: Int
    let cw: Variable
    let all: [Variable]
    /// Every constraint, in the order they are added.
    let constraints: [Constraint]

    init(n: Int) {
        precondition(n >= 1)
        self.n = n
        let cl = Variable("cl"), ct = Variable("ct"), cw = Variable("cw")
        var all = [cl, ct, cw]
        all.reserveCapacity(3 + 4 * n)
        for i in 0..<n {
            all += [Variable("L\(i)"), Variable("W\(i)"), Variable("T\(i)"), Variable("H\(i)")]
        }
        func L(_ i: Int) -> Variable { all[3 + 4 * i] }
        func W(_ i: Int) -> Variable { all[4 + 4 * i] }
        func T(_ i: Int) -> Variable { all[5 + 4 * i] }
        func H(_ i: Int) -> Variable { all[6 + 4 * i] }

        var constraints: [Constraint] = [cl == 0, ct == 0]
        constraints.reserveCapacity(4 * n + 3)
        for i in 0..<n {
            if i == 0 {
                constraints.append(L(0) == cl + 8)
            } else {
                constraints.append(L(i) == L(i - 1) + W(i - 1) + 8)
                constraints.append(W(i) == W(0))
            }
            constraints.append(T(i) == ct + 8)
            constraints.append(H(i) == 44)
        }
        constraints.append(L(n - 1) + W(n - 1) == cl + cw - 8)
        self.cw = cw
        self.all = all
        self.constraints = constraints
    }

    /// The container width that gives every view the width `w`: `16 + 8(N−1) + N·w`.
    func containerWidth(viewWidth w: Double) -> Double {
        16 + 8 * Double(n - 1) + Double(n) * w
    }

    /// The closed form, in `all` order: `W_i = w`, `L_i = 8 + i(w + 8)`, `T_i = 8`, `H_i = 44`.
    func expected(viewWidth w: Double) -> [Double] {
        var values = [0, 0, containerWidth(viewWidth: w)]
        values.reserveCapacity(all.count)
        for i in 0..<n {
            values += [8 + Double(i) * (w + 8), w, 8, 44]
        }
        return values
    }

    /// The width of update k (1...100): `50 + (37k mod 100)`.
    static func updateWidth(_ k: Int) -> Double {
        Double(50 + (37 * k) % 100)
    }
}

/// The chain's plain-arithmetic floor: the same frames from the container width, as manual layout code
/// would compute them (`w = (CW − 16 − 8(N−1))/N`, then `x += w + 8`), in `ChainSystem.all` order.
final class ChainFloor {
    let n: Int
    private(set) var values: [Double]

    init(n: Int) {
        self.n = n
        values = Array(repeating: 0, count: 3 + 4 * n)
    }

    /// Lays out for container width `cw`; returns the last view's right edge.
    func layout(containerWidth cw: Double) -> Double {
        let n = self.n
        let w = (cw - 16 - 8 * Double(n - 1)) / Double(n)
        var x = 8.0
        values.withUnsafeMutableBufferPointer { frames in
            frames[0] = 0
            frames[1] = 0
            frames[2] = cw
            for i in 0..<n {
                frames[3 + 4 * i] = x
                frames[4 + 4 * i] = w
                frames[5 + 4 * i] = 8
                frames[6 + 4 * i] = 44
                x += w + 8
            }
        }
        return x
    }
}
