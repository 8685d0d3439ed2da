import Testing
import SwiftLayout
import SwiftLayoutUtil

// RenderingAndSnapshotTests.md's classes.
class FormSection: UIView {
    let heading = UILabel()
}

final class LegalNote: UIView {
    let body = UILabel()
}

final class PaymentSection: FormSection {
    let cardNumber = UILabel()
    let payButton = UIButton()
    lazy var progress = UIView()
    let legalNote = LegalNote()
}

@MainActor
struct Palette {
    let swatch = UIView()
}

@MainActor
final class SettingsPage {
    let root = UIView()
    let rows = [UIView(), UIView()]
    let palette = Palette()
    var icon: UIImageView? = UIImageView()
}

final class Carousel: UIView {
    let current = UIView()
    lazy var highlighted: UIView = current
}

/// Two objects that hold each other, and views on both.
@MainActor
final class Node {
    let view = UIView()
    var next: Node?
    weak var back: Node?
}

@MainActor
@Suite struct IdentifierUpdaterTests {
    /// heading, cardNumber, payButton, progress, legalNote, legalNote.body after `updater` on a fresh section.
    func identifiers(after updater: IdentifierUpdater, prefix: String = "") -> [String?] {
        let section = PaymentSection()
        _ = section.progress
        updater.update(section, prefix: prefix)
        return [section.heading, section.cardNumber, section.payButton, section.progress, section.legalNote,
                section.legalNote.body].map(\.accessibilityIdentifier)
    }

    @Test func theFourStrategiesNameAsTheTableSays() {
        #expect(identifiers(after: .nameOnly) == ["heading", "cardNumber", "payButton", "progress", "legalNote", nil])
        #expect(identifiers(after: .withTypeOfView) == [
            "heading:UILabel", "cardNumber:UILabel", "payButton:UIButton", "progress:UIView", "legalNote:LegalNote", nil,
        ])
        #expect(identifiers(after: .referenceAndName) == [
            "heading", "cardNumber", "payButton", "progress", "legalNote", "legalNote.body",
        ])
        #expect(identifiers(after: .referenceAndNameWithTypeOfView) == [
            "heading:UILabel", "cardNumber:UILabel", "payButton:UIButton", "progress:UIView", "legalNote:LegalNote",
            "legalNote.body:UILabel",
        ])
    }

    @Test func aPrefixStartsTheRecursingPathsAndIsIgnoredOtherwise() {
        #expect(identifiers(after: .referenceAndName, prefix: "checkout") == [
            "checkout.heading", "checkout.cardNumber", "checkout.payButton", "checkout.progress", "checkout.legalNote",
            "checkout.legalNote.body",
        ])
        #expect(identifiers(after: .nameOnly, prefix: "checkout")[0] == "heading")
    }

    @Test func anUnaccessedLazyViewAndTheTargetKeepNoIdentifier() {
        let section = PaymentSection()
        IdentifierUpdater.referenceAndName.update(section)
        #expect(section.accessibilityIdentifier == nil)
        #expect(section.progress.accessibilityIdentifier == nil)
    }

    @Test func aNonViewContainerIsEnteredOnlyByTheRecursingModes() {
        let page = SettingsPage()
        IdentifierUpdater.nameOnly.update(page)
        #expect([page.root, page.palette.swatch, page.rows[0], page.rows[1], page.icon!].map(\.accessibilityIdentifier)
                == ["root", nil, nil, nil, "icon"])
        let other = SettingsPage()
        IdentifierUpdater.referenceAndName.update(other)
        #expect([other.root, other.palette.swatch, other.rows[0], other.rows[1], other.icon!].map(\.accessibilityIdentifier)
                == ["root", "palette.swatch", nil, nil, "icon"])
    }

    @Test func aViewUnderTwoLabelsKeepsTheFirst() {
        let carousel = Carousel()
        _ = carousel.highlighted
        IdentifierUpdater.nameOnly.update(carousel)
        #expect(carousel.current.accessibilityIdentifier == "current")
    }

    @Test func referenceCyclesAreWalkedOnce() {
        let first = Node(), second = Node()
        first.next = second
        second.next = first
        second.back = first
        IdentifierUpdater.referenceAndName.update(first)
        #expect(first.view.accessibilityIdentifier == "view")
        #expect(second.view.accessibilityIdentifier == "next.view")
    }

    @Test func fixedTagsKeepTheirViewsIdentifiers() {
        let section = PaymentSection()
        // An unnamed view prints as its address descriptor.
        let fixed: Set<String> = [ViewPrinter(section.cardNumber).description]
        #expect(fixed.first!.hasPrefix("0x") && fixed.first!.hasSuffix(":UILabel"))
        section.cardNumber.accessibilityIdentifier = "keep"
        IdentifierUpdater.nameOnly.update(section, fixedTags: fixed)
        #expect(section.cardNumber.accessibilityIdentifier == "keep")
        #expect(section.heading.accessibilityIdentifier == "heading")
    }

    @Test func aDeepChainOfObjectsIsWalkedWithoutRecursion() {
        let head = Node()
        var tail = head
        for _ in 0..<5_000 {
            let node = Node()
            tail.next = node
            tail = node
        }
        IdentifierUpdater.referenceAndName.update(head)
        #expect(tail.view.accessibilityIdentifier == Array(repeating: "next", count: 5_000).joined(separator: ".") + ".view")
        // Unlink iteratively: the default deinit of a 5,000-long chain would recurse.
        var node: Node? = head
        while let current = node {
            node = current.next
            current.next = nil
        }
    }
}
