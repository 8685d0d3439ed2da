import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// `ConstraintChangeCounter`: what a layer that records constraints (the DSL's `Activation`) relies on to know
/// that none of them changed without reading them.
#if MainActorIsolation
@MainActor
#endif
@Suite struct ConstraintChangeCounterTests {
    @Test func everyChangeOfACountedConstraintIsCountedAndNothingElse() {
        let root = makeRoot()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let counter = ConstraintChangeCounter()
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
        let other = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        top.priority = UILayoutPriority(999)  // changed to another optional one below, which UIKit allows
        top.changeCounter = counter
        var seen = counter.count
        func changed(_ body: () -> Void) -> Bool {
            body()
            defer { seen = counter.count }
            return counter.count != seen
        }
        #expect(changed { top.isActive = true })
        #expect(!changed { other.isActive = true; other.constant = 3; root.layoutIfNeeded() })
        #expect(!changed { top.constant = 4 })  // the same value
        #expect(changed { top.constant = 8 })
        #expect(changed { top.priority = .defaultHigh })
        #expect(changed { top.identifier = "top" })
        #expect(!changed { root.layoutIfNeeded() })
        #expect(changed { child.removeFromSuperview() })  // deactivates it
        #expect(!top.isActive)
        root.addSubview(child)
        #expect(changed { top.isActive = true })
        #expect(changed { NSLayoutConstraint.deactivate([top]) })
        var inactive: NSLayoutConstraint? = child.widthAnchor.constraint(equalToConstant: 10)
        inactive?.changeCounter = counter
        #expect(!changed { inactive = nil })  // counted when it was deactivated, if it ever was active
        var holder: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var active: NSLayoutConstraint? = holder?.widthAnchor.constraint(equalToConstant: 10)
        active?.isActive = true
        active?.changeCounter = counter
        #expect(!changed { active = nil })  // its view holds it
        #expect(changed { holder = nil })  // released while active
    }
}
