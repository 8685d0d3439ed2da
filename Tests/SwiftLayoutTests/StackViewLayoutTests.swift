import Testing
import SwiftLayout

/// The DSL with real stack views and labels (the platform's UIStackView is the arranging container).
#if MainActorIsolation
@MainActor
#endif
@Suite struct StackViewLayoutTests {
    @Test func aRealStackViewArrangesDeclaredLabelsAndStacksThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        let title = UILabel()
        title.text = "Title"
        let subtitle = UILabel()
        subtitle.text = "Subtitle"
        let chip = UILabel()
        chip.text = "New"
        func layout(_ showsChip: Bool) -> some Layout {
            root.sublayout {
                stack.anchors { Anchors.top.leading.trailing }.sublayout {
                    title
                    if showsChip { chip }
                    subtitle
                }
            }
        }
        let activation = layout(false).active()
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [title, subtitle])
        #expect(title.frame.width == 375)                          // alignment .fill
        #expect(subtitle.frame.minY == title.frame.maxY + 8)       // spacing 8
        #expect(stack.frame.height == subtitle.frame.maxY)         // the stack hugs its content
        layout(true).update(fromActivation: activation)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [title, chip, subtitle]) // declared order restored
        #expect(chip.frame.minY == title.frame.maxY + 8)
        #expect(subtitle.frame.minY == chip.frame.maxY + 8)
        layout(false).update(fromActivation: activation)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [title, subtitle])
        #expect(chip.superview == nil)
        #expect(subtitle.frame.minY == title.frame.maxY + 8)
        // An unchanged update re-adds and re-arranges every view (§6.3) and ends where it was.
        let frames = [title.frame, subtitle.frame]
        let work = solverWork(root) { layout(false).update(fromActivation: activation) }
        #expect(stack.arrangedSubviews == [title, subtitle] && stack.subviews == [title, subtitle])
        #expect(work.added == 0 && work.removed == 0 && work.constants == 0)
        #expect([title.frame, subtitle.frame] == frames)
    }
}
