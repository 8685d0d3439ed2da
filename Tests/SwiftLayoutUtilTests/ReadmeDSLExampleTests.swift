import Testing
import SwiftLayout
import SwiftLayoutUtil

// The DSL example of README.md and README_ko.md, line for line.

final class ProfileCard: UIView, Layoutable {
    var activation: Activation?
    @LayoutProperty var isCompact = false

    let avatar = UIView().identifying("avatar")
    let name = UIView().identifying("name")
    let button = UIView().identifying("button")

    var layout: some Layout {
        self.sublayout {
            avatar.anchors {
                Anchors.top.leading.equalToSuper(constant: 16)
                Anchors.size(width: isCompact ? 40 : 64, height: isCompact ? 40 : 64)
            }
            name.anchors {
                Anchors.leading.equalTo(avatar, attribute: .trailing, constant: 12)
                Anchors.trailing.equalToSuper(inwardOffset: 16)
                Anchors.centerY.equalTo(avatar)
                Anchors.height.equalTo(constant: 24)
            }
            if !isCompact {
                button.anchors {
                    Anchors.top.equalTo("avatar", attribute: .bottom, constant: 12)
                    Anchors.horizontal(offset: 16)
                    Anchors.height.equalTo(constant: 44)
                }
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct ReadmeDSLExampleTests {
    @Test func theReadmeExamplePrintsWhatTheReadmeSays() {
        func show(_ view: UIView) -> String {
            let f = view.frame
            return "\(view.accessibilityIdentifier!) \(f.minX) \(f.minY) \(f.width) \(f.height)"
        }

        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        card.layoutIfNeeded()
        #expect(show(card.avatar) == "avatar 16.0 16.0 64.0 64.0")
        #expect(show(card.name) == "name 92.0 36.0 212.0 24.0")
        #expect(show(card.button) == "button 16.0 92.0 288.0 44.0")

        card.isCompact = true
        card.layoutIfNeeded()
        #expect(show(card.avatar) == "avatar 16.0 16.0 40.0 40.0")
        #expect(show(card.name) == "name 68.0 24.0 236.0 24.0")
        #expect(card.button.superview == nil)

        let lines = LayoutPrinter(card.layout, withAnchors: true).description.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("ViewLayout - view: 0x") && lines[0].hasSuffix(":ProfileCard"))
        #expect(Array(lines.dropFirst()) == [
            "└─ TupleLayout",
            "   ├─ ViewLayout - view: avatar",
            "   │        .top == superview.top + 16.0",
            "   │        .leading == superview.leading + 16.0",
            "   │        .width == + 40.0",
            "   │        .height == + 40.0",
            "   ├─ ViewLayout - view: name",
            "   │        .leading == avatar.trailing + 12.0",
            "   │        .trailing == superview.trailing - 16.0",
            "   │        .centerY == avatar.centerY",
            "   │        .height == + 24.0",
            "   └─ OptionalLayout",
        ])
    }
}
