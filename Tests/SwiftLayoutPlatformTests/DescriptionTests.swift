import Foundation
import Testing
@testable import SwiftLayoutPlatform

#if MainActorIsolation
@MainActor
#endif
@Suite struct DescriptionTests {
    private func stable(_ object: AnyObject) -> String { LayoutDiagnostic.stabilize("\(object)") }

    @Test func viewDescriptionListsChangedFieldsInUIKitOrder() {
        let view = UIView(frame: rect(0, 0, 320, 480))
        #expect(stable(view) == "<UIView: #1; frame = (0 0; 320 480)>")
        view.isHidden = true
        view.alpha = 0.5
        view.isOpaque = false
        view.clipsToBounds = true
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.tag = 7
        view.isUserInteractionEnabled = false
        view.accessibilityIdentifier = "title"
        view.frame = rect(10.5, 20.25, 100, 44)
        #expect(stable(view) == "<UIView: #1; frame = (10.5 20.25; 100 44); hidden = YES; alpha = 0.5; opaque = NO; "
            + "clipsToBounds = YES; autoresize = W+H; tag = 7; userInteractionEnabled = NO; identifier = 'title'>")
    }

    @Test func constraintDescriptionsFollowUIKit() {
        let root = makeRoot()
        let title = makeChild(of: root, id: "title")
        let other = makeChild(of: root)
        let width = other.widthAnchor.constraint(equalToConstant: 100)
        #expect(stable(width) == "<NSLayoutConstraint:#1 UIView:#2.width == 100   (inactive)>")
        let top = title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16)
        top.identifier = "headerTop"
        top.isActive = true
        #expect(stable(top) == "<NSLayoutConstraint:#1 'headerTop' title.top == UIView:#2.top + 16   (active, names: title:#3 )>")
        let half = other.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5, constant: -8)
        half.priority = .defaultHigh
        #expect(stable(half) == "<NSLayoutConstraint:#1 UIView:#2.height == 0.5*UIView:#3.height - 8 @750   (inactive)>")
        let margin = NSLayoutConstraint(item: other, attribute: .centerXWithinMargins, relatedBy: .greaterThanOrEqual,
                                        toItem: root, attribute: .centerYWithinMargins, multiplier: 1, constant: 0)
        margin.priority = UILayoutPriority(999.5)
        #expect(stable(margin) == "<NSLayoutConstraint:#1 UIView:#2.centerXWithMargins >= UIView:#3.centerYWithMargins @999.5   (inactive)>")
        #expect(width.debugDescription == width.description)
    }

    @Test func systemSpacingIsEightPoints() {
        let root = makeRoot()
        let a = makeChild(of: root), b = makeChild(of: root)
        let after = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        let below = b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
        #expect(after.constant == 16 && after.multiplier == 1)
        #expect(below.constant == 8 && below.relation == .greaterThanOrEqual)
    }

    @Test func anchorsAreCachedAndDescribeThemselves() {
        let view = UIView()
        #expect(view.topAnchor === view.topAnchor)
        #expect(view.widthAnchor.item === view)
        #expect(view.centerXAnchor.name == "centerX")
        #expect(stable(view.topAnchor) == "<NSLayoutYAxisAnchor:#1 \"UIView:#2.top\">")
    }

    @Test func contentSizeConstraintPrintsHuggingAndCompression() {
        let root = makeRoot()
        let view = IntrinsicView(CGSize(width: 77, height: 21))
        root.addSubview(view)
        root.layoutIfNeeded()
        let widths = view.constraints.filter { $0 is NSContentSizeLayoutConstraint }
        #expect(widths.map(stable) == [
            "<NSContentSizeLayoutConstraint:#1 IntrinsicView:#2.width == 77 Hug:250 CompressionResistance:750   (active)>",
            "<NSContentSizeLayoutConstraint:#1 IntrinsicView:#2.height == 21 Hug:250 CompressionResistance:750   (active)>",
        ])
    }

    @Test func layoutGuideDescription() {
        let root = makeRoot()
        let guide = UILayoutGuide()
        guide.identifier = "content"
        #expect(stable(guide) == "<UILayoutGuide: #1 - \"content\", layoutFrame = {{0, 0}, {0, 0}}, owningView = (null)>")
        root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 30), guide.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(stable(guide) == "<UILayoutGuide: #1 - \"content\", layoutFrame = {{10, 10}, {30, 40}}, owningView = <UIView: #2; frame = (0 0; 320 480)>>")
    }
}
