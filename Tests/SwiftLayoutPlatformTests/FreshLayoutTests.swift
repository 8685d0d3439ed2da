import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// Every update leaves the frames a fresh layout of the same final state would, and reports no conflict that
/// the final state does not have. Each test is one of the defects random hierarchies found
/// (`shared/repros/platform-*.swift`).
@MainActor
@Suite struct FreshLayoutTests {
    /// platform-stale-child-frame: a view placed by the root, inside a superview that moves.
    @Test func aViewWhoseSuperviewMovesKeepsItsPlaceRelativeToTheRoot() {
        let root = makeRoot(width: 300, height: 300)
        let a = makeChild(of: root), b = makeChild(of: a)
        let aTop = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            aTop, a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 100),
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            b.leftAnchor.constraint(equalTo: root.leftAnchor),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == rect(0, 40, 20, 20))
        aTop.constant = 30
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 30, 100, 100))
        #expect(b.frame == rect(0, 20, 20, 20))
    }

    /// The same with a superview placed by its frame (autoresizing): moving the frame moves no subview's
    /// variables, yet the subview's frame changes.
    @Test func aViewWhoseTranslatingSuperviewMovesKeepsItsPlaceRelativeToTheRoot() {
        let root = makeRoot(width: 300, height: 300)
        let a = UIView(frame: rect(0, 10, 100, 100))
        root.addSubview(a)
        let b = makeChild(of: a)
        NSLayoutConstraint.activate([
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 50), b.leftAnchor.constraint(equalTo: root.leftAnchor),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == rect(0, 40, 20, 20))
        a.frame = rect(5, 30, 100, 100)
        root.layoutIfNeeded()
        #expect(b.frame == rect(-5, 20, 20, 20))
    }

    /// platform-negative-size-written-as-abs (autoresizing): spec 8 writes (X0, Y0, X1 − X0, Y1 − Y0).
    @Test func aNegativeFlexibleHeightIsWrittenWithItsSign() {
        let root = makeRoot(width: 300, height: 400)
        let m = UIView(frame: rect(14, 74.5, 76.5, 50))
        m.autoresizingMask = [.flexibleHeight]
        root.addSubview(m)
        root.layoutIfNeeded()
        root.frame = rect(0, 0, 300, 224)
        root.layoutIfNeeded()
        #expect(m.frame.origin == CGPoint(x: 14, y: 74.5))
        #expect(m.frame.size == CGSize(width: 76.5, height: -126))
    }

    /// platform-negative-size-written-as-abs (constraints).
    @Test func aNegativeConstrainedWidthIsWrittenWithItsSign() {
        let root = makeRoot(width: 300, height: 400)
        let v = makeChild(of: root)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalToConstant: -20), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame.origin == CGPoint(x: 100, y: 0))
        #expect(v.frame.size == CGSize(width: -20, height: 10))
        // A guide's layoutFrame is snapped and written the same way.
        let guide = UILayoutGuide()
        v.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: v.leftAnchor, constant: 5), guide.topAnchor.constraint(equalTo: v.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: -7.5), guide.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame.origin == CGPoint(x: 5, y: 0))
        #expect(guide.layoutFrame.size == CGSize(width: -7.5, height: 4))
    }

    /// platform-rtl-toggle-spurious-conflict.
    @Test func switchingAStackToRightToLeftReportsNoConflict() {
        let root = makeRoot(width: 300, height: 300)
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let a = UIView(), b = UIView()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 14), stack.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 4, 10))
        #expect(b.frame == rect(4, 0, 10, 10))
        let diagnostics = collecting {
            stack.semanticContentAttribute = .forceRightToLeft
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(a.frame == rect(10, 0, 4, 10))
        #expect(b.frame == rect(0, 0, 10, 10))
        #expect(stack.constraints.allSatisfy { !$0.isBroken })
    }

    /// platform-stack-regeneration-spurious-conflict.
    @Test func changingAProportionalStacksSpacingReportsNoConflict() {
        let root = makeRoot(width: 300, height: 300)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.distribution = .fillProportionally
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let sized = IntrinsicView(CGSize(width: 37, height: 6.5)), plain = UIView()
        stack.addArrangedSubview(sized)
        stack.addArrangedSubview(plain)
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 50), stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        let diagnostics = collecting {
            stack.spacing = 10
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(stack.constraints.allSatisfy { !$0.isBroken })
    }

    /// Two custom spacings trading places: edited one after the other, the first edit conflicts with the
    /// second's old constant (required widths, a required stack width). The batch re-adds both instead.
    @Test func swappingTwoCustomSpacingsReportsNoConflict() {
        let root = makeRoot(width: 300, height: 300)
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let views = (0..<3).map { _ in UIView() }
        for view in views { stack.addArrangedSubview(view) }
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100), stack.heightAnchor.constraint(equalToConstant: 10),
        ] + views.map { $0.widthAnchor.constraint(equalToConstant: 20) })
        stack.setCustomSpacing(30, after: views[0])
        stack.setCustomSpacing(10, after: views[1])
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(views.map(\.frame.minX) == [0, 50, 80])
        let diagnostics = collecting {
            stack.setCustomSpacing(10, after: views[0])
            stack.setCustomSpacing(30, after: views[1])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(views.map(\.frame.minX) == [0, 30, 80])
    }

    /// An `updateConstraints()` override that moves both edges of a view of required width: the two
    /// constant edits reach the engine together.
    @Test func anUpdateConstraintsOverrideEditingTwoConstantsReportsNoConflict() {
        final class Sliding: UIView {
            var offset: CGFloat = 10
            var left: NSLayoutConstraint?
            var right: NSLayoutConstraint?
            override func updateConstraints() {
                left?.constant = offset
                right?.constant = offset + 50
                super.updateConstraints()
            }
        }
        let root = Sliding(frame: rect(0, 0, 300, 100))
        root.contentScaleFactor = 2
        let child = makeChild(of: root)
        root.left = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        root.right = child.rightAnchor.constraint(equalTo: root.leftAnchor, constant: 60)
        NSLayoutConstraint.activate([
            root.left!, root.right!, child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        let diagnostics = collecting {
            root.offset = 20
            root.setNeedsUpdateConstraints()
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(child.frame == rect(20, 0, 50, 10))
    }
}
