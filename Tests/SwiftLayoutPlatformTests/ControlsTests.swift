import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// The controls' less-travelled paths (TextMetrics.md): state combinations, per-state fallbacks,
/// what invalidates an intrinsic size and what does not, and the controls inside a layout.
@MainActor
@Suite struct ControlsTests {
    /// Lays `view` out pinned at (10, 10) in a fresh root and returns the root.
    @discardableResult
    private func pin(_ view: UIView) -> UIView {
        let root = makeRoot()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        return root
    }

    // MARK: UIControl

    @Test func theStateIsTheUnionOfItsFlags() {
        let control = UIControl()
        let cases: [(enabled: Bool, selected: Bool, highlighted: Bool, raw: UInt)] = [
            (true, false, false, 0), (false, false, false, 2), (true, true, false, 4), (true, false, true, 1),
            (false, true, true, 7), (true, true, true, 5),
        ]
        for (enabled, selected, highlighted, raw) in cases {
            control.isEnabled = enabled
            control.isSelected = selected
            control.isHighlighted = highlighted
            #expect(control.state.rawValue == raw, "enabled \(enabled) selected \(selected) highlighted \(highlighted)")
        }
        control.contentHorizontalAlignment = .trailing
        control.contentVerticalAlignment = .fill
        #expect(control.contentHorizontalAlignment == .trailing && control.contentVerticalAlignment == .fill)
    }

    @Test func actionsMatchAnyOfTheirEventsAndLeaveOnlyForTheEventsRemoved() {
        let control = UIControl()
        var log: [String] = []
        let tap = UIAction(title: "tap") { log.append($0.title) }
        let change = UIAction(title: "change", image: UIImage(size: CGSize(width: 1, height: 1))) { log.append($0.title) }
        let never = UIAction(title: "never") { log.append($0.title) }
        control.addAction(tap, for: [.touchUpInside, .primaryActionTriggered])
        control.addAction(change, for: .valueChanged)
        control.addAction(never, for: [])
        // One call with several events runs each matching handler once, in the order added.
        control.sendActions(for: [.valueChanged, .touchUpInside, .primaryActionTriggered])
        #expect(log == ["tap", "change"])
        control.sendActions(for: .touchDown)
        control.sendActions(for: [])
        #expect(log == ["tap", "change"])
        control.sendActions(for: .allEvents)
        #expect(log == ["tap", "change", "tap", "change"])
        // Removing one event keeps the other; removing an event it was never added for changes nothing.
        control.removeAction(tap, for: .touchUpInside)
        control.removeAction(change, for: .touchUpInside)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log == ["tap", "change", "tap", "change", "change"])
        control.sendActions(for: .primaryActionTriggered)
        #expect(log.last == "tap")
        control.removeAction(tap, for: .allEvents)
        control.sendActions(for: .allEvents)
        #expect(log.suffix(2) == ["tap", "change"])
        #expect(tap.sender as? UIControl === control && change.image?.size == CGSize(width: 1, height: 1))
    }

    @Test func anActionAddedTwiceRunsTwiceAndIsRemovedOnceForAll() {
        let control = UIControl()
        var count = 0
        let action = UIAction { _ in count += 1 }
        control.addAction(action, for: .touchUpInside)
        control.addAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(count == 2)
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(count == 2)
        #expect(action.title.isEmpty && action.image == nil)
    }

    // MARK: UIButton

    @Test func perStateTitlesImagesColorsAndBackgroundsFallBackToNormal() {
        let button = UIButton(type: .system)
        let star = UIImage(size: CGSize(width: 20, height: 20)), dot = UIImage(size: CGSize(width: 8, height: 8))
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        button.setTitle("Picked", for: [.selected, .disabled])
        button.setImage(star, for: .normal)
        button.setImage(dot, for: .selected)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.red, for: .disabled)
        button.setBackgroundImage(dot, for: .highlighted)
        #expect(button.title(for: .disabled) == "Go" && button.title(for: [.selected, .disabled]) == "Picked")
        #expect(button.image(for: .highlighted) === star && button.image(for: .selected) === dot)
        #expect(button.titleColor(for: .selected) == .black && button.titleColor(for: .disabled) == .red)
        #expect(button.backgroundImage(for: .normal) == nil && button.backgroundImage(for: .highlighted) === dot)
        button.isHighlighted = true
        #expect(button.currentTitle == "Going" && button.currentImage === star)
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "Go" && button.currentImage === dot)   // no title for [.selected] alone
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
        #expect(button.currentTitle == "Picked" && button.currentTitleColor == .black)
        button.isSelected = false
        #expect(button.currentTitleColor == .red && button.imageView?.image === star)
        // Clearing a state's title falls back to .normal again.
        button.setTitle(nil, for: [.selected, .disabled])
        button.isSelected = true
        #expect(button.currentTitle == "Go")
    }

    @Test func aStateChangeResizesTheButtonAtTheNextPass() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)          // 2 × 7.5 = 15 wide, 18 + 12 high
        button.setTitle("Selected", for: .selected)  // 8 × 7.5 = 60
        let image = UIImage(size: CGSize(width: 40, height: 40))
        button.setImage(image, for: .highlighted)
        let root = pin(button)
        #expect(button.frame == rect(10, 10, 15, 30))
        button.isSelected = true
        #expect(button.frame == rect(10, 10, 15, 30))
        root.layoutIfNeeded()
        #expect(button.frame == rect(10, 10, 60, 30))
        button.isSelected = false
        button.isHighlighted = true                    // "Go" and the image: 15 + 40 wide, max(30, 40) high
        root.layoutIfNeeded()
        #expect(button.frame == rect(10, 10, 55, 40))
    }

    @Test func whatDoesNotChangeTheSizeInvalidatesNothing() {
        let button = UIButton()
        button.setTitle("Same", for: .normal)
        let root = pin(button)
        let size = button.frame.size
        #expect(!button.needsUpdateConstraints())
        button.setTitle("Same", for: .normal)
        button.setTitle("Other", for: .highlighted)        // not the current state
        button.setImage(nil, for: .normal)
        button.titleEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        button.imageEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        button.setTitleColor(.red, for: .normal)
        button.setBackgroundImage(UIImage(size: CGSize(width: 99, height: 99)), for: .normal)
        button.isSelected = false
        button.contentEdgeInsets = .zero
        #expect(!button.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(button.frame.size == size)
        // An empty title counts as none: 30 wide.
        button.setTitle("", for: .normal)
        root.layoutIfNeeded()
        #expect(button.frame.size == CGSize(width: 30, height: 34))
        #expect(button.sizeThatFits(CGSize(width: 500, height: 500)) == button.intrinsicContentSize)
    }

    @Test func everyButtonTypeButCustomUsesTheFifteenPointFont() {
        let types: [UIButton.ButtonType] = [.system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
        for type in types { #expect(UIButton(type: type).titleLabel?.font == UIFont.systemFont(ofSize: 15)) }
        #expect(UIButton(type: .custom).titleLabel?.font == UIFont.systemFont(ofSize: 18))
        #expect(UIButton(frame: .zero).titleLabel?.font == UIFont.systemFont(ofSize: 18))
        #expect(UIButton().isUserInteractionEnabled && !UIImageView().isUserInteractionEnabled)
    }

    @Test func aButtonsDescriptionShowsItsCurrentTitleShortened() {
        let button = UIButton()
        #expect(!button.constraintItemName.contains("'"))
        button.setTitle("Line one\nline two", for: .normal)
        #expect(button.constraintItemName.hasSuffix("'Line one\\nline two'"))
        button.setTitle("A title much longer than twenty-five characters", for: .normal)
        #expect(button.constraintItemName.hasSuffix("'A title much longer than ...'"))
    }

    @Test func aButtonInARowHugsItsTitleAndResistsCompression() {
        let root = makeRoot(width: 300, height: 100)
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)       // 45 × 30
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        let filler = makeChild(of: root)
        let trailing = filler.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor), button.topAnchor.constraint(equalTo: root.topAnchor),
            filler.leadingAnchor.constraint(equalTo: button.trailingAnchor), trailing,
            filler.topAnchor.constraint(equalTo: root.topAnchor), filler.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // The filler has no intrinsic size: the button keeps its 45 (hugging 250 beats nothing).
        #expect(button.frame == rect(0, 0, 45, 30))
        #expect(filler.frame == rect(45, 0, 255, 10))
        // A 20-wide root at priority 760 squeezes it past its compression resistance (750).
        trailing.isActive = false
        let squeeze = filler.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        squeeze.priority = UILayoutPriority(760)
        let fillerWidth = filler.widthAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([squeeze, fillerWidth])
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 20, 30))
        squeeze.priority = UILayoutPriority(740)
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 45, 30))
    }

    // MARK: UISwitch

    @Test func aSwitchIgnoresItsRequestedSizeAndSendsNoActionWhenSetInCode() {
        let toggle = UISwitch()
        #expect(toggle.frame == rect(0, 0, 51, 31))
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        toggle.isOn = true
        toggle.setOn(false, animated: false)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && changes == 0)
        #expect(toggle.sizeThatFits(CGSize(width: 500, height: 2)) == CGSize(width: 51, height: 31))
        toggle.frame = rect(5, 5, 100, 100)   // a frame can still be set directly, as in UIKit
        #expect(toggle.frame == rect(5, 5, 100, 100))
        toggle.preferredStyle = .checkbox
        toggle.onTintColor = .green
        toggle.thumbTintColor = .white
        toggle.onImage = UIImage(size: CGSize(width: 1, height: 1))
        toggle.offImage = toggle.onImage
        #expect(toggle.preferredStyle.rawValue == 1 && toggle.thumbTintColor == .white && toggle.offImage === toggle.onImage)
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UISwitch.Style.sliding.rawValue == 2)
    }

    @Test func aSwitchBesideAStretchableLabelKeepsItsSize() {
        let root = makeRoot(width: 300, height: 100)
        let label = makeLabel("Wi-Fi", in: root)
        let toggle = UISwitch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(toggle)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            toggle.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            label.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
            toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        // Hugging 750 against the label's 250: the label stretches to 300 − 16 − 8 − 51 − 16 = 209.
        #expect(toggle.frame == rect(233, 10, 51, 31))
        #expect(label.frame == rect(16, 15, 209, 21))
        #expect(!label.hasAmbiguousLayout && !toggle.hasAmbiguousLayout)
    }

    // MARK: UIImageView

    @Test func anImageViewWithoutAnImageHasNoSizeAndTheHighlightedImageCountsOnlyWhenHighlighted() {
        let empty = UIImageView(image: nil)
        #expect(empty.frame == .zero && empty.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(UIImageView(image: nil, highlightedImage: UIImage(size: CGSize(width: 5, height: 5))).frame == .zero)
        empty.frame = rect(0, 0, 12, 34)
        #expect(empty.sizeThatFits(.zero) == CGSize(width: 12, height: 34))
        let small = UIImage(size: CGSize(width: 10, height: 10)), big = UIImage(size: CGSize(width: 30, height: 20))
        let view = UIImageView(image: small)
        let root = pin(view)
        #expect(view.frame == rect(10, 10, 10, 10))
        // Highlighted without a highlighted image: still the image, nothing to update.
        view.isHighlighted = true
        #expect(!view.needsUpdateConstraints())
        view.image = small
        #expect(!view.needsUpdateConstraints())
        view.highlightedImage = big
        #expect(view.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(view.frame == rect(10, 10, 30, 20) && view.sizeThatFits(.zero) == big.size)
        view.isHighlighted = false
        root.layoutIfNeeded()
        #expect(view.frame == rect(10, 10, 10, 10))
        // Not highlighted: a new highlighted image changes nothing now.
        view.highlightedImage = small
        #expect(!view.needsUpdateConstraints())
        view.image = nil
        root.layoutIfNeeded()
        // No image: nothing sizes it any more (as in UIKit, its size is ambiguous and the engine gives 0).
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(view.frame == rect(10, 10, 0, 0) && view.hasAmbiguousLayout)
        view.adjustsImageSizeForAccessibilityContentSizeCategory = true
        #expect(view.adjustsImageSizeForAccessibilityContentSizeCategory)
    }

    @Test func anImagesAlignmentInsetsAlignItsContentAndItsFrameIsTheWholeImage() {
        let glow = UIImage(size: CGSize(width: 40, height: 40)).withAlignmentRectInsets(
            UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
        let view = UIImageView(image: glow)
        #expect(view.intrinsicContentSize == CGSize(width: 28, height: 32))
        #expect(view.alignmentRectInsets == UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
        pin(view)
        // The alignment rect sits at (10, 10); the frame is outset by the insets: the whole image.
        #expect(view.frame == rect(6, 8, 40, 40))
        // Insets larger than the image give a zero size, never a negative one.
        let over = UIImage(size: CGSize(width: 4, height: 4)).withAlignmentRectInsets(
            UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(UIImageView(image: over).intrinsicContentSize == .zero)
        #expect(UIImageView().alignmentRectInsets == .zero)
    }

    // MARK: UILabel

    @Test func settingALabelsValuesAgainInvalidatesNothing() {
        let label = makeLabel("Hello")
        let root = pin(label)
        let before = label.textMeasurementCount
        label.text = "Hello"
        label.font = UIFont.systemFont(ofSize: 17)
        label.font = nil                                 // the default, which it already has
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingTail
        label.preferredMaxLayoutWidth = 0
        label.textColor = .red
        label.textAlignment = .center
        #expect(!label.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(label.textMeasurementCount == before)
        #expect(label.frame == rect(10, 10, 43, 21))
    }

    @Test func lineBreakModeAndPreferredWidthChangeTheWrappedSize() {
        let label = makeLabel("ab cdefgh")            // 9 × 8.5 = 76.5 on one line
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 60
        // At words: "ab " and "cdefgh" (51). Anywhere: "ab cdef" (59.5) and "gh".
        #expect(label.intrinsicContentSize == CGSize(width: 51, height: 42))
        label.lineBreakMode = .byCharWrapping
        #expect(label.intrinsicContentSize == CGSize(width: 60, height: 42))
        label.preferredMaxLayoutWidth = 200
        #expect(label.intrinsicContentSize == CGSize(width: 77, height: 21))
        // One line: the preferred width does not wrap it.
        label.numberOfLines = 1
        label.preferredMaxLayoutWidth = 30
        #expect(label.intrinsicContentSize == CGSize(width: 77, height: 21))
    }

    @Test func anEmptyLabelHasNoSizeNoBaselinesAndAnEmptyTextRect() {
        let label = makeLabel("")
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        #expect(label.textRect(forBounds: rect(10, 20, 100, 40), limitedToNumberOfLines: 0) == rect(10, 40, 0, 0))
        #expect(label.textBaselineMetrics == nil)
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
        #expect(!label.description.contains("text ="))
    }

    @Test func textRectHonoursItsLineLimit() {
        let label = makeLabel("one two three four")   // words of 4 × 8.5 = 34 and 6 × 8.5 = 51
        label.numberOfLines = 0
        let all = label.textRect(forBounds: rect(0, 0, 60, 200), limitedToNumberOfLines: 0)
        let two = label.textRect(forBounds: rect(0, 0, 60, 200), limitedToNumberOfLines: 2)
        #expect(two.height == 42 && all.height > two.height)
        #expect(two.minY == 79)   // (200 − 42) / 2
        // A zero-width bounds does not wrap.
        #expect(label.textRect(forBounds: rect(0, 0, 0, 21), limitedToNumberOfLines: 0).height == 21)
    }

    @Test func aFontChangeMovesTheBaselineConstraintsAtTheNextPass() {
        let root = makeRoot()
        let label = makeLabel("Hello", in: root)
        let marker = makeChild(of: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
            marker.topAnchor.constraint(equalTo: label.firstBaselineAnchor), marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 1), marker.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(marker.frame.minY == 16)                  // ascender of 17 pt
        label.font = .systemFont(ofSize: 34)              // twice: line 41, ascender 32
        root.layoutIfNeeded()
        #expect(label.frame.height == 41)
        #expect(marker.frame.minY == 32)
        label.text = nil                                  // no text: the baseline is the bottom
        root.layoutIfNeeded()
        #expect(marker.frame.minY == label.frame.maxY)
    }

    @Test func aLabelThatStartsWrappingInsideAFillStackGetsTheDisambiguationConstraint() {
        let root = makeRoot(width: 300, height: 100)
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let label = makeLabel("Some text"), other = makeLabel("Other")
        stack.addArrangedSubview(label)
        stack.addArrangedSubview(other)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        func disambiguation() -> [NSLayoutConstraint] {
            stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        }
        #expect(disambiguation().isEmpty)
        label.numberOfLines = 0
        root.layoutIfNeeded()
        #expect(disambiguation().count == 1 && disambiguation().first?.firstItem === label)
        label.numberOfLines = 2                           // still wrapping: nothing to regenerate
        root.layoutIfNeeded()
        #expect(disambiguation().count == 1)
        label.numberOfLines = 1
        root.layoutIfNeeded()
        #expect(disambiguation().isEmpty)
    }

    @Test func theMeasurementCacheKeepsTheFourNewestWidths() {
        let label = makeLabel("A few words to wrap")
        label.numberOfLines = 0
        for width: CGFloat in [40, 60, 80, 100] { _ = label.sizeThatFits(CGSize(width: width, height: 0)) }
        let measured = label.textMeasurementCount
        for width: CGFloat in [40, 60, 80, 100] { _ = label.sizeThatFits(CGSize(width: width, height: 0)) }
        #expect(label.textMeasurementCount == measured)
        _ = label.sizeThatFits(CGSize(width: 120, height: 0))
        _ = label.sizeThatFits(CGSize(width: 40, height: 0))   // pushed out by 120
        #expect(label.textMeasurementCount == measured + 2)
        label.text = "Other words"                            // a new text empties the cache
        _ = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(label.textMeasurementCount == measured + 3)
    }
}
