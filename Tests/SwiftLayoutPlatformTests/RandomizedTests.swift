import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// SplitMix64: a tiny deterministic generator (the seed is in every failure message).
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct RandomizedHierarchyTests {
    private static let attributes: [NSLayoutConstraint.Attribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leadingMargin, .topMargin, .notAnAttribute,
    ]

    @Test(arguments: Array(1...24) as [UInt64])
    func randomEditsKeepTheEngineConsistent(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let views: [UIView] = (0..<10).map { index in
            let view = index % 3 == 0 ? IntrinsicView(CGSize(width: 20 + index, height: 10)) : UIView()
            view.frame = CGRect(x: CGFloat(index), y: 0, width: 50, height: 40)
            view.contentScaleFactor = 2
            view.translatesAutoresizingMaskIntoConstraints = index % 2 == 0
            return view
        }
        var constraints: [NSLayoutConstraint] = []
        let guides = (0..<3).map { _ in UILayoutGuide() }
        _ = LayoutDiagnostics.collect {
            for step in 0..<400 {
                let ai = random.below(views.count), bi = random.below(views.count)
                let a = views[ai], b = views[bi]
                let op = random.below(15)
                switch op {
                case 0, 1: a.addSubview(b)
                case 2: b.removeFromSuperview()
                case 3, 4, 5:
                    let attribute = Self.attributes[random.below(Self.attributes.count)]
                    let other = Self.attributes[random.below(Self.attributes.count)]
                    let c = NSLayoutConstraint(
                        item: a, attribute: attribute, relatedBy: [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.below(3)],
                        toItem: random.below(4) == 0 ? nil : b, attribute: other,
                        multiplier: [1, 0.5, 2][random.below(3)], constant: CGFloat(random.below(50)))
                    if random.below(3) == 0 { c.priority = UILayoutPriority(Float(1 + random.below(999))) }
                    c.isActive = true
                    constraints.append(c)
                case 6:
                    if !constraints.isEmpty { constraints[random.below(constraints.count)].isActive = false }
                case 7:
                    if !constraints.isEmpty {
                        constraints[random.below(constraints.count)].constant = random.below(10) == 0 ? .nan : CGFloat(random.below(80))
                    }
                case 8:
                    if !constraints.isEmpty {
                        constraints[random.below(constraints.count)].priority =
                            random.below(2) == 0 ? .required : UILayoutPriority(Float(1 + random.below(999)))
                    }
                case 9: a.translatesAutoresizingMaskIntoConstraints.toggle()
                case 10:
                    a.frame = CGRect(x: CGFloat(random.below(30)), y: 0, width: CGFloat(random.below(100)), height: 30)
                    a.semanticContentAttribute = random.below(2) == 0 ? .forceRightToLeft : .unspecified
                case 11:
                    let guide = guides[random.below(guides.count)]
                    if random.below(3) == 0 { a.removeLayoutGuide(guide) } else { a.addLayoutGuide(guide) }
                    let c = guide.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5)
                    c.isActive = true
                    constraints.append(c)
                    let d = guide.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 4)
                    d.isActive = true
                    constraints.append(d)
                case 12:
                    a.directionalLayoutMargins = NSDirectionalEdgeInsets(top: CGFloat(random.below(9)), leading: 4, bottom: 0, trailing: 2)
                    a.safeAreaInsets = UIEdgeInsets(top: CGFloat(random.below(20)), left: 0, bottom: 0, right: 0)
                    if random.below(2) == 0 { _ = a.safeAreaLayoutGuide } else { _ = a.layoutMarginsGuide }
                case 13:
                    _ = a.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    AnimationClock.$override.withValue(AnimationClock()) {
                        UIView.animate(withDuration: 0.3) { a.rootView.layoutIfNeeded() }
                        _ = a.presentationFrame
                    }
                default:
                    a.layoutIfNeeded()
                    if random.below(4) == 0 { _ = a.hasAmbiguousLayout }
                }
                checkInvariants(views, constraints, seed: seed, step: step)
            }
            for view in views { view.rootView.layoutIfNeeded() }
        }
        checkInvariants(views, constraints, seed: seed, step: 400, laidOut: true)
        for view in views {
            let f = view.frame
            #expect(f.origin.x.isFinite && f.origin.y.isFinite && f.width.isFinite && f.height.isFinite, "seed \(seed)")
        }
    }

    private func checkInvariants(_ views: [UIView], _ constraints: [NSLayoutConstraint], seed: UInt64, step: Int,
                                 laidOut: Bool = false) {
        for view in views {
            for constraint in view.constraints {
                #expect(constraint.isActive && constraint.installedView === view, "seed \(seed) step \(step)")
                if constraint.valuesAreFinite {
                    #expect(constraint.engine === view.rootView.ownEngine, "seed \(seed) step \(step): \(constraint)")
                    // In the solver, or waiting to enter it: a removed subtree's constraints go in at its
                    // engine's first use (`LayoutEngine.deferredInsertions`); a layout pass puts them in.
                    if let engine = constraint.engine,
                       !(!laidOut && engine.deferredInsertions.contains { $0.0 === constraint }) {
                        #expect(!constraint.solverConstraints.isEmpty
                                && constraint.solverConstraints.allSatisfy { engine.solver.hasConstraint($0) },
                                "seed \(seed) step \(step): not in the solver \(constraint)")
                    }
                }
            }
            for constraint in view.layoutState.constraints {
                #expect(constraint.isActive && constraint.engine === view.rootView.ownEngine,
                        "seed \(seed) step \(step): stale \(constraint)")
            }
        }
        for constraint in constraints where !constraint.isActive {
            #expect(constraint.engine == nil && constraint.installedView == nil, "seed \(seed) step \(step)")
        }
    }
}
