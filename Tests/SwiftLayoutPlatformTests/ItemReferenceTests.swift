import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// Constraints, anchors, layers, guides and the engine hold views and guides weakly, through the item's lifetime
/// (`ItemReference`) rather than Swift's `weak`: each reference reads nil once its item is gone, and none keeps
/// its item alive.
#if MainActorIsolation
@MainActor
#endif
@Suite struct ItemReferenceTests {
    private final class Tagged: UIView {}

    @Test func aConstraintsItemsAndAnchorsReadNilOnceTheirViewsAreGone() {
        let root = makeRoot()
        var constraint: NSLayoutConstraint?
        var anchor: NSLayoutXAxisAnchor?
        var layer: CALayer?
        weak var released: UIView?
        do {
            let view = Tagged()
            view.translatesAutoresizingMaskIntoConstraints = false   // no autoresizing conflict to report
            released = view
            root.addSubview(view)
            let item = view.leadingAnchor
            constraint = item.constraint(equalTo: root.leadingAnchor, constant: 4)
            constraint?.isActive = true
            anchor = item
            layer = view.layer
            root.layoutIfNeeded()
            #expect(constraint?.firstItem === view && constraint?.secondItem === root)
            #expect(anchor?.item === view)
            view.removeFromSuperview()
        }
        #expect(released == nil)
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem === root)
        #expect(anchor?.item == nil)
        #expect(layer?.frame == .zero)
        #expect(constraint?.isActive == false)
    }

    @Test func aGuidesOwningViewReadsNilOnceTheOwnerIsGone() {
        let guide = UILayoutGuide()
        weak var released: UIView?
        do {
            let owner = UIView()
            released = owner
            owner.addLayoutGuide(guide)
            #expect(guide.owningView === owner)
        }
        #expect(released == nil)
        #expect(guide.owningView == nil)
        #expect(guide.layoutFrame == .zero)
    }

    @Test func aGuideAsAConstraintsItemReadsNilOnceItIsGone() {
        let root = makeRoot()
        var constraint: NSLayoutConstraint?
        weak var released: UILayoutGuide?
        do {
            let guide = UILayoutGuide()
            released = guide
            root.addLayoutGuide(guide)
            constraint = guide.widthAnchor.constraint(equalToConstant: 10)
            constraint?.isActive = true
            root.layoutIfNeeded()
            #expect(constraint?.firstItem === guide)
            root.removeLayoutGuide(guide)
        }
        #expect(released == nil)
        #expect(constraint?.firstItem == nil)
    }

    @Test func anItemThatIsNeitherAViewNorAGuideIsHeldWeaklyToo() {
        var constraint: NSLayoutConstraint?
        weak var released: NSObject?
        do {
            let object = NSObject()
            released = object
            constraint = NSLayoutConstraint(item: object, attribute: .width, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: 10)
            #expect(constraint?.firstItem === object)
        }
        #expect(released == nil)
        #expect(constraint?.firstItem == nil)
    }

    @Test func anOffsetAnchorsItemsReadNilOnceTheirViewsAreGone() {
        let root = makeRoot()
        var constraint: NSLayoutConstraint?
        weak var released: UIView?
        do {
            let view = makeChild(of: root)
            released = view
            let gap = root.leadingAnchor.anchorWithOffset(to: view.leadingAnchor)
            constraint = gap.constraint(equalToConstant: 12)
            constraint?.isActive = true
            root.layoutIfNeeded()
            #expect(view.frame.minX == 12)
            view.removeFromSuperview()
        }
        #expect(released == nil)
        #expect(constraint?.isActive == false)
        #expect(constraint?.description.contains("nil") == true)
    }

    @Test func aControlsSenderAndAButtonsTitleLabelDoNotKeepTheirViewsAlive() {
        var action: UIAction?
        var label: UILabel?
        weak var released: UIButton?
        do {
            let button = UIButton(type: .system)
            released = button
            let sent = UIAction { _ in }
            button.addAction(sent, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(sent.sender as? UIButton === button)
            action = sent
            label = button.titleLabel
        }
        #expect(released == nil)
        #expect(action?.sender == nil)
        label?.font = .systemFont(ofSize: 30)   // tells a button that is gone: nothing happens
    }

    @Test func aConstraintReferredToThroughItsLifetimeReadsNilOnceItIsGone() {
        var reference: ItemReference<NSLayoutConstraint>?
        var again: ItemReference<NSLayoutConstraint>?
        weak var released: NSLayoutConstraint?
        do {
            let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
            released = constraint
            reference = ItemReference(constraint)
            again = ItemReference(constraint)   // the same lifetime, made once
            #expect(reference?.object === constraint && again?.object === constraint)
        }
        #expect(released == nil)
        #expect(reference?.object == nil && again?.object == nil)
    }
}
