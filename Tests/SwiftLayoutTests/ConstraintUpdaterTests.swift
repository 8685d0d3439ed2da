import Foundation
import Testing
import SwiftLayout

/// `activation.anchors(identifier)` edits the identified constraints of an activation in place.
@MainActor
@Suite struct ConstraintUpdaterTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = UIView(), b = UIView()

    /// a and b, 20 tall, side by side with an 8-point "gap" on both axes (a horizontal and a vertical one),
    /// and a "width" of 100 on a only.
    func activate() -> Activation {
        let activation = root.sublayout {
            a.anchors {
                Anchors.top.leading
                Anchors.width.equalTo(constant: 100).identifier("width")
                Anchors.height.equalTo(constant: 20)
            }
            b.anchors {
                Anchors.leading.equalTo(a, attribute: .trailing, constant: 8).identifier("gap")
                Anchors.top.equalTo(a, attribute: .bottom, constant: 8).identifier("gap")
                Anchors.width.height.equalTo(a)
            }
        }.active()
        root.layoutIfNeeded()
        return activation
    }

    func identified(_ activation: Activation, _ identifier: String) -> [NSLayoutConstraint] {
        activation.recordedConstraints.filter { $0.identifier == identifier }
    }

    @Test func aConstantGoesToEveryConstraintWithTheIdentifierAndNoOther() {
        let activation = activate()
        #expect(b.frame == CGRect(x: 108, y: 28, width: 100, height: 20))
        let gaps = identified(activation, "gap")
        activation.anchors("gap").update(constant: 20)
        #expect(gaps.count == 2 && gaps.allSatisfy { $0.constant == 20 && $0.isActive })
        #expect(zip(identified(activation, "gap"), gaps).allSatisfy { $0 === $1 })
        #expect(identified(activation, "width").map(\.constant) == [100])
        // No layout until asked for.
        #expect(b.frame == CGRect(x: 108, y: 28, width: 100, height: 20))
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 120, y: 40, width: 100, height: 20))
    }

    @Test func aPredicateOrAnAttributeSelectsAmongThem() {
        let activation = activate()
        activation.anchors("gap", attribute: .top).update(constant: 2)
        #expect(identified(activation, "gap").map(\.constant) == [8, 2])
        var seen: [String] = []
        activation.anchors("gap", predicate: { descriptor in
            seen.append("\(descriptor.attribute.rawValue) \(descriptor.relation.rawValue) \(descriptor.constant) "
                + "\(descriptor.priority.rawValue) \(descriptor.identifier ?? "-") \(descriptor.firstItem === b) "
                + "\(descriptor.secondItem === a)")
            return descriptor.attribute == .leading
        }).update(constant: 30)
        #expect(seen == ["5 0 8.0 1000.0 gap true true", "3 0 2.0 1000.0 gap true true"])
        #expect(identified(activation, "gap").map(\.constant) == [30, 2])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 130, y: 22, width: 100, height: 20))
    }

    @Test func anOptionalPriorityChangesInPlaceAndCrossingRequiredReactivatesTheSameConstraint() throws {
        let activation = activate()
        let width = try #require(identified(activation, "width").first)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            activation.anchors("width").update(priority: .defaultHigh)
            #expect(width.isActive && width.priority == .defaultHigh)
            activation.anchors("width").update(priority: UILayoutPriority(700))
            #expect(width.isActive && width.priority == UILayoutPriority(700))
            activation.anchors("width").update(constant: 50, priority: .required)
        }
        // Crossing .required is allowed through the updater: no requiredPriorityMutation diagnostic.
        #expect(diagnostics.isEmpty)
        #expect(width.isActive && width.priority == .required && width.constant == 50)
        #expect(identified(activation, "width").first === width)
        root.layoutIfNeeded()
        #expect(a.frame.width == 50 && b.frame.width == 50)
    }

    @Test func theNextUpdateRestoresTheDeclaredValues() {
        let layout = { [root, a] in root.sublayout { a.anchors { Anchors.top.leading; Anchors.size(width: 40, height: 40).identifier("size") } } }
        let activation = layout().active()
        let size = identified(activation, "size")
        activation.anchors("size").update(constant: 10, priority: .defaultLow)
        #expect(size.allSatisfy { $0.constant == 10 && $0.priority == .defaultLow })
        layout().update(fromActivation: activation)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(identified(activation, "size").allSatisfy { $0.constant == 40 && $0.priority == .required })
    }

    @Test func nothingHappensWithoutAValueAnIdentifierOrALiveActivation() {
        let activation = activate()
        let before = activation.recordedConstraints.map { "\($0.constant) \($0.priority.rawValue) \($0.isActive)" }
        activation.anchors("gap").update()
        activation.anchors("nothing").update(constant: 1)
        #expect(activation.recordedConstraints.map { "\($0.constant) \($0.priority.rawValue) \($0.isActive)" } == before)
        // A constraint deactivated by hand is no longer the activation's to edit.
        let gap = identified(activation, "gap")[0]
        gap.isActive = false
        activation.anchors("gap").update(constant: 99)
        #expect(gap.constant == 8)
        // An updater outlives its activation harmlessly.
        var updater: ConstraintUpdater?
        do {
            let other = UIView()
            let temporary = root.sublayout { other.anchors { Anchors.top.equalToSuper().identifier("t") } }.active()
            updater = temporary.anchors("t")
            temporary.deactive()
        }
        updater?.update(constant: 5)
        #expect(root.subviews == [a, b])
    }
}
