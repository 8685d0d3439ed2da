import Testing
import SwiftLayout

/// The change record of RenderingAndSnapshotTests.md: what each pass did, in declaration order.
@MainActor
@Suite struct ActivationChangesTests {
    final class Card: UIView, Layoutable {
        var activation: Activation?
        var showsBadge = true
        var titleTop: CGFloat = 8
        var badgeInTitle = false
        let title = UIView().identifying("title")
        let badge = UIView().identifying("badge")

        var layout: some Layout {
            self.sublayout {
                title.anchors {
                    Anchors.top.equalToSuper(constant: titleTop)
                    Anchors.horizontal()
                }.sublayout {
                    if badgeInTitle { badge }
                }
                if showsBadge && !badgeInTitle {
                    badge.anchors { Anchors.top.equalTo(title, attribute: .bottom, constant: 4) }
                }
            }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            accessibilityIdentifier = "card"
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    func names(_ views: [UIView]) -> [String] { views.map { $0.accessibilityIdentifier ?? "?" } }
    func firstAttributes(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint.Attribute] {
        constraints.map(\.firstAttribute)
    }

    @Test func theFirstActivationAddsEveryPlacedViewAndActivatesEveryConstraint() {
        let card = Card()
        card.sl.updateLayout()
        let changes = card.activation!.lastChanges
        #expect(names(changes.addedViews) == ["title", "badge"])
        #expect(changes.removedViews.isEmpty)
        #expect(firstAttributes(changes.activated) == [.top, .leading, .trailing, .top])
        #expect(changes.activated.allSatisfy { $0.isActive })
        #expect(changes.untouched == 0 && changes.editedInPlace.isEmpty && changes.deactivated.isEmpty)
    }

    @Test func anUpdateWithNothingToDoRecordsEveryConstraintUntouched() {
        let card = Card()
        card.sl.updateLayout()
        card.sl.updateLayout()
        let changes = card.activation!.lastChanges
        #expect(changes.isEmpty)
        #expect(changes.untouched == 4)
    }

    @Test func aConstantChangeIsAnEditWithItsOldConstant() {
        let card = Card()
        card.sl.updateLayout()
        card.titleTop = 20
        card.sl.updateLayout()
        let changes = card.activation!.lastChanges
        #expect(changes.editedInPlace.count == 1)
        #expect(changes.editedInPlace.first?.oldConstant == 8)
        #expect(changes.editedInPlace.first?.constraint.constant == 20)
        #expect(changes.untouched == 3)
        #expect(changes.activated.isEmpty && changes.deactivated.isEmpty && changes.addedViews.isEmpty)
    }

    @Test func removingAViewRecordsTheViewAndItsDeactivatedConstraints() {
        let card = Card()
        card.sl.updateLayout()
        let badgeTop = card.activation!.lastChanges.activated[3]
        card.showsBadge = false
        card.sl.updateLayout()
        let changes = card.activation!.lastChanges
        #expect(names(changes.removedViews) == ["badge"])
        #expect(changes.deactivated.count == 1 && changes.deactivated[0] === badgeTop)
        #expect(!badgeTop.isActive)
        #expect(changes.untouched == 3)
    }

    @Test func aRemovalAndAnEditInOnePassAreBothRecorded() {
        let card = Card()
        card.sl.updateLayout()
        let badgeTop = card.activation!.lastChanges.activated[3]
        card.showsBadge = false
        card.titleTop = 20
        card.sl.updateLayout()
        let changes = card.activation!.lastChanges
        #expect(names(changes.removedViews) == ["badge"])
        #expect(changes.deactivated.count == 1 && changes.deactivated[0] === badgeTop)
        #expect(changes.editedInPlace.map(\.oldConstant) == [8])
        #expect(changes.untouched == 2)
    }

    @Test func aViewMovedToAnotherSuperviewIsRemovedAndAdded() {
        let card = Card()
        card.sl.updateLayout()
        card.badgeInTitle = true
        card.sl.updateLayout()
        let changes = card.activation!.lastChanges
        #expect(names(changes.removedViews) == ["badge"])
        #expect(names(changes.addedViews) == ["badge"])
        #expect(card.badge.superview === card.title)
    }

    @Test func deactivatingClearsTheRecord() {
        let card = Card()
        card.sl.updateLayout()
        card.activation!.deactive()
        #expect(card.activation!.lastChanges.isEmpty)
        #expect(card.activation!.lastChanges.untouched == 0)
    }
}
