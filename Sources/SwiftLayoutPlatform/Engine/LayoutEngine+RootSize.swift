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
