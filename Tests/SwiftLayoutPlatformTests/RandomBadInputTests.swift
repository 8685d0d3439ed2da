import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// Bad input (issue 13): the platform model suite with a third of its mutations replaced by bad input —
/// non-finite and huge constants and multipliers, out-of-range priorities, a location equal to a constant,
/// constraints across hierarchies and to other views' guides, a view added to its own descendant, a view
/// removed from inside `layoutSubviews()`, double activation, constraints whose items were released. Each
/// must give the diagnostic UIKit would log or raise (and nothing else), never crash, and every later layout
/// must still equal the same state built afresh.
@MainActor
@Suite struct RandomBadInputTests {
    @Test func badInputIsReportedAndLaterLayoutsStayCorrect() {
        let seeds = FuzzKnob.seeds(count: FuzzKnob.iterations(normal: 60), salt: 0xBAD)
        var tally = PlatformTally()
        for seed in seeds {
            LayoutDiagnostics.$taskPolicy.withValue(.silent) {
                var world = PlatformWorld(seed: seed)
                world.badInputRate = 0.35
                world.run(steps: 12, tally: &tally)
            }
        }
        FuzzKnob.report("bad input: \(seeds.count) cases, \(tally)")
        #expect(tally.compared > 0)
        #expect(tally.failures.isEmpty, "\(tally.failures.count) failing cases; the first:\n\(tally.failures.first ?? "")")
    }

    /// Cases the long runs found, replayed in every run. 573358129076 (issue 13, 100×): a subtree removed from
    /// inside `layoutSubviews()` while the old engine restored one of its broken constraints halfway through the
    /// move, re-registering the subtree's root there and freeing its size in its new engine. 24041224757687
    /// (200×): a detached hierarchy's pass moved a view into the main hierarchy after that one was laid out; the
    /// comparison now waits until every hierarchy is settled (`layOutUntilSettled`).
    @Test(arguments: [UInt64(573_358_129_076), 24_041_224_757_687])
    func aCaseFoundByTheLongRunStaysFixed(seed: UInt64) {
        var tally = PlatformTally()
        LayoutDiagnostics.$taskPolicy.withValue(.silent) {
            var world = PlatformWorld(seed: seed)
            world.badInputRate = 0.35
            world.run(steps: 12, tally: &tally)
        }
        #expect(tally.compared > 0)
        #expect(tally.failures.isEmpty, "\(tally.failures.first ?? "")")
    }

    /// 2,000 views in one flat list and 500 nested 500 deep: built, laid out, changed, laid out again (200 and
    /// 50 when the solver checks its invariants after every call, which makes each call quadratic).
    @Test func largeTreesAndDeepChainsLayOutWithoutTrouble() {
        #if SWIFTLAYOUT_INTERNAL_CHECKS
        let (rowCount, depth) = (200, 50)
        #else
        let (rowCount, depth) = (2000, 500)
        #endif
        let root = makeRoot(width: 320, height: 480)
        var previous: UIView?
        var rows: [UIView] = []
        for index in 0..<rowCount {
            let row = makeChild(of: root)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.widthAnchor.constraint(equalToConstant: CGFloat(index % 7 + 1)),
                row.heightAnchor.constraint(equalToConstant: 2),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
            ])
            previous = row
            rows.append(row)
        }
        let deep = makeChild(of: root)
        NSLayoutConstraint.activate([
            deep.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
            deep.topAnchor.constraint(equalTo: root.topAnchor, constant: 1),
            deep.widthAnchor.constraint(equalToConstant: CGFloat(2 * depth)),
            deep.heightAnchor.constraint(equalToConstant: CGFloat(2 * depth)),
        ])
        var chain: [UIView] = [deep]
        for _ in 0..<depth {
            let inner = makeChild(of: chain.last!)
            NSLayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: chain.last!.leadingAnchor, constant: 1),
                inner.topAnchor.constraint(equalTo: chain.last!.topAnchor, constant: 1),
                inner.trailingAnchor.constraint(equalTo: chain.last!.trailingAnchor, constant: -1),
                inner.bottomAnchor.constraint(equalTo: chain.last!.bottomAnchor, constant: -1),
            ])
            chain.append(inner)
        }
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        let last = rowCount - 1, half = rowCount / 2
        #expect(rows[last].frame == rect(0, CGFloat(2 * last), CGFloat(last % 7 + 1), 2))
        #expect(chain[depth].frame == rect(1, 1, 0, 0))
        #expect(chain[depth - 1].frame == rect(1, 1, 2, 2))
        // Changes at the top move everything below; the chain's innermost views keep their relative frames.
        rows[0].constraints.first { $0.firstAttribute == .height }?.constant = 10
        rows[half].removeFromSuperview()
        chain[depth / 2].removeFromSuperview()
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(rows[half - 1].frame.maxY == CGFloat(10 + 2 * (half - 1)))
        #expect(rows[half + 1].hasAmbiguousLayout)   // cut from its predecessor
        let upper = depth / 2 - 1
        #expect(chain[upper].frame == rect(1, 1, CGFloat(2 * (depth - upper)), CGFloat(2 * (depth - upper))))
        // The removed part lays out on its own: each view inset by one point in the one above.
        #expect(collecting { chain[depth / 2].layoutIfNeeded() }.isEmpty)
        #expect(chain[depth / 2 + 1].frame.origin == CGPoint(x: 1, y: 1))
        #expect(chain[depth / 2 + 1].frame.size.width == chain[depth / 2].frame.size.width - 2)
    }
}

/// A view that runs a one-shot block at its next `layoutSubviews()` (to change the hierarchy mid-pass).
final class HookView: UIView {
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        let hook = onLayout
        onLayout = nil
        hook?()
    }
}

extension PlatformWorld {
    /// One bad input; returns what went wrong if the diagnostics (collected by the caller) are not the ones
    /// UIKit would give, nil otherwise.
    mutating func mutateBadly() -> String? {
        func expect(_ expected: [LayoutDiagnostic.Kind], _ body: () -> Void) -> String? {
            let (_, found) = LayoutDiagnostics.collect(body)
            let kinds = found.map(\.kind)
            return kinds == expected ? nil : "expected \(expected) after \(log.last ?? "")"
        }
        let attached = attachedViews()
        let others = attached.filter { $0 !== root }
        guard !others.isEmpty else { return nil }
        switch random.below(12) {
        case 0:
            // A non-finite constant: kept out of the engine, reported once (when it leaves the engine).
            guard let c = constraints.filter(\.isActive).randomElement(using: &random) else { return nil }
            let wasIn = c.engine != nil
            let value: CGFloat = random.pick([.nan, .infinity, -.infinity])
            log.append("\(c.identifier!).constant = \(value)")
            return expect(wasIn ? [.nonFiniteValue] : []) { c.constant = value }
        case 1:
            // Huge finite constants and multipliers: nothing to report, layout goes on.
            let c = NSLayoutConstraint(item: random.pick(attached), attribute: .width, relatedBy: .equal,
                                       toItem: random.pick(attached), attribute: .height,
                                       multiplier: random.pick([1, 1e6]), constant: random.pick([1e9, -1e9, 1e12]))
            c.priority = UILayoutPriority(random.pick([250, 999]))
            c.identifier = "c\(constraints.count)"
            constraints.append(c)
            hugeConstraints.append(c)
            log.append("\(c.identifier!) = huge \(c)")
            c.isActive = true
            return nil
        case 2:
            // A non-finite multiplier: active but kept out, reported.
            let c = NSLayoutConstraint(item: random.pick(attached), attribute: .width, relatedBy: .equal,
                                       toItem: random.pick(attached), attribute: .width,
                                       multiplier: random.pick([.nan, .infinity]), constant: 0)
            c.identifier = "c\(constraints.count)"
            constraints.append(c)
            log.append("\(c.identifier!) = non-finite multiplier")
            return expect([.nonFiniteValue]) { c.isActive = true } ?? (c.isActive && c.engine == nil ? nil : "not kept out")
        case 3:
            // An out-of-range priority: refused, the priority stays.
            guard let c = constraints.randomElement(using: &random) else { return nil }
            let before = c.priority
            let value = UILayoutPriority(random.pick([0, -1, 1001, .nan, .infinity]))
            log.append("\(c.identifier!).priority = \(value.rawValue)")
            return expect([.invalidPriority]) { c.priority = value } ?? (c.priority == before ? nil : "priority changed")
        case 4:
            // A location equal to a constant (a zero multiplier, or no second item).
            let first = random.pick(others)
            let second: UIView? = random.chance(0.5) ? random.pick(attached) : nil
            let c = NSLayoutConstraint(item: first, attribute: .left, relatedBy: .equal, toItem: second,
                                       attribute: second == nil ? .notAnAttribute : .left, multiplier: 0, constant: 10)
            log.append("zero location multiplier on \(name(first))")
            return expect([.invalidConstraint]) { c.isActive = true } ?? (c.isActive ? "activated" : nil)
        case 5:
            // Items in two hierarchies, or a guide owned by another hierarchy's view, or by none.
            let stranger = UIView()
            strangers.append(stranger)
            let guide = UILayoutGuide()
            if random.chance(0.5) { stranger.addLayoutGuide(guide) }
            let other: AnyObject = random.chance(0.5) ? stranger : guide
            let c = NSLayoutConstraint(item: random.pick(others), attribute: .top,
                                       relatedBy: .equal, toItem: other, attribute: .top, multiplier: 1, constant: 0)
            log.append("constraint to another hierarchy (\(other is UIView ? "view" : "guide"))")
            return expect([.noCommonAncestor]) { c.isActive = true } ?? (c.isActive ? "activated" : nil)
        case 6:
            // A view added to itself or to one of its descendants: refused, the hierarchy unchanged.
            let candidates = attached.filter { !$0.subviews.isEmpty }
            guard let view = candidates.randomElement(using: &random) else { return nil }
            var descendants: [UIView] = [view]
            view.visitPreOrder { descendants.append($0) }
            let target = random.pick(descendants)
            let before = view.superview
            log.append("\(name(target)).addSubview(\(name(view))) (its own descendant)")
            return expect([.invalidHierarchy]) { target.addSubview(view) }
                ?? (view.superview === before ? nil : "the hierarchy changed")
        case 7:
            // A view removed (or moved) by another view's layoutSubviews(), in the middle of a pass.
            let hook = HookView()
            hook.accessibilityIdentifier = "v\(views.count)"
            hook.insetsLayoutMarginsFromSafeArea = false
            views.append(hook)
            let parent = random.pick(attached.filter { !($0 is UILabel) })
            parent.addSubview(hook)
            place(hook)
            let victim = random.pick(Array(views.dropFirst()))
            let destinations = attached.filter { $0 !== victim && !$0.isDescendant(of: victim) && !($0 is UILabel) }
            let destination = random.chance(0.5) || destinations.isEmpty ? nil : random.pick(destinations)
            hook.onLayout = {
                if let destination, !destination.isDescendant(of: victim) { destination.addSubview(victim) } else { victim.removeFromSuperview() }
            }
            log.append("\(name(hook)) under \(name(parent)) moves \(name(victim)) to \(name(destination)) in its layoutSubviews")
            return nil
        case 8:
            // Double activation: nothing more happens, and the constraint is installed once.
            guard let c = constraints.randomElement(using: &random) else { return nil }
            let wasActive = c.isActive
            log.append("activate([\(c.identifier!), \(c.identifier!)])")
            let (_, found) = LayoutDiagnostics.collect {
                NSLayoutConstraint.activate([c, c])
                c.isActive = true
            }
            // An inactive constraint with a problem reports it at each attempt (as UIKit raises each time).
            if wasActive && !found.isEmpty { return "an active constraint activated again reported \(found.map(\.kind))" }
            if Set(found.map(\.kind)).count > 1 { return "reported \(found.map(\.kind))" }
            let installed = views.reduce(0) { $0 + $1.constraints.filter { $0 === c }.count }
            return installed <= 1 ? nil : "installed \(installed) times"
        case 9, 10:
            // A constraint whose item was released before activation.
            var c: NSLayoutConstraint?
            do {
                let gone = UIView()
                c = random.chance(0.5)
                    ? NSLayoutConstraint(item: gone, attribute: .width, relatedBy: .equal, toItem: random.pick(attached),
                                         attribute: .width, multiplier: 1, constant: 0)
                    : NSLayoutConstraint(item: random.pick(others), attribute: .top,
                                         relatedBy: .equal, toItem: gone, attribute: .top, multiplier: 1, constant: 0)
            }
            log.append("a constraint whose item was released")
            return expect([.invalidConstraint]) { c?.isActive = true } ?? (c?.isActive == true ? "activated" : nil)
        default:
            // A constraint whose item is released while it is active (the view leaves and nothing keeps it).
            let loose = UIView()
            loose.translatesAutoresizingMaskIntoConstraints = false
            let parent = random.pick(attached.filter { !($0 is UILabel) })
            parent.addSubview(loose)
            let c = loose.widthAnchor.constraint(equalTo: parent.widthAnchor)
            c.isActive = true
            loose.removeFromSuperview()
            log.append("a view constrained to \(name(parent)), removed and released")
            return c.isActive ? "still active after its item left" : nil
        }
    }
}
