import Foundation
import SwiftLayoutSolver

// The root's size.
extension LayoutEngine {
    /// Creates, updates in place, or removes the root's `UIView-Encapsulated-Layout-Width/Height`.
    func updateEncapsulatedSize() {
        if root.translatesAutoresizingMaskIntoConstraints {
            let size = root.frame.size
            if let width = encapsulatedWidth, let height = encapsulatedHeight {
                width.constant = size.width
                height.constant = size.height
            } else {
                encapsulatedWidth = makeEncapsulated(.width, size.width, "UIView-Encapsulated-Layout-Width")
                encapsulatedHeight = makeEncapsulated(.height, size.height, "UIView-Encapsulated-Layout-Height")
            }
        } else {
            encapsulatedWidth?.deactivate()
            encapsulatedHeight?.deactivate()
            encapsulatedWidth = nil
            encapsulatedHeight = nil
        }
    }

    func makeEncapsulated(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, _ id: String)
        -> NSLayoutConstraint {
        let c = NSLayoutConstraint(first: root, firstAttribute: attribute, relation: .equal, second: nil,
                                   secondAttribute: .notAnAttribute, multiplier: 1, constant: value)
        c.identifier = id
        c.systemKind = .encapsulatedSize
        c.storedIsActive = true
        c.activationSequence = SequenceNumber.next()
        // The root's size enters the solver as a row of its own before this constraint fixes it. Made a
        // definition (`size := value`), it was folded into every definition and row built on it, and each new
        // root size walked and shifted all of them; as a row, the rows built on it refer to it and are read
        // again at the next update (callgrind, N = 1,000: feed resize + layout 6.03 M → 5.28 M instructions;
        // N = 10,000: 61.1 M → 53.1 M, last-level misses 941 k → 726 k; the feed build 261.3 M → 264.3 M).
        // The solution is the same: only the tableau's form differs.
        let state = builder.state(root)
        solver.reserve(attribute == .width ? state.w : state.h)
        add(c)
        return c
    }

    /// Removes the encapsulated size (the root is becoming a subview).
    func dropEncapsulatedSize() {
        encapsulatedWidth?.deactivate()
        encapsulatedHeight?.deactivate()
        encapsulatedWidth = nil
        encapsulatedHeight = nil
    }
}
