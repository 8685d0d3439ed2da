import Foundation
import Testing
@testable import SwiftLayoutPlatform

#if MainActorIsolation
@MainActor
#endif
func makeLabel(_ text: String?, in parent: UIView? = nil, id: String? = nil) -> UILabel {
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    label.accessibilityIdentifier = id
    parent?.addSubview(label)
    return label
}

/// UILabel (TextMetrics.md) and baselines (TheUIKitLayer.md), with the arithmetic of the standard model.
#if MainActorIsolation
@MainActor
#endif
@Suite struct LabelTests {
    @Test func defaults() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.intrinsicContentSize == .zero)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        label.textColor = .red
        label.textColor = nil
        #expect(label.textColor == UIColor.label)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func theSpecsWorkedExample() {
        // "Hello" at 17 pt: 42.5 → 43 wide, 21 high; first baseline at ascender 16, last at 21 − 5 = 16.
        let root = makeRoot()
        let label = makeLabel("Hello", in: root)
        let first = makeChild(of: root), last = makeChild(of: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            first.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            last.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor),
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            last.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 1), first.heightAnchor.constraint(equalToConstant: 1),
            last.widthAnchor.constraint(equalToConstant: 1), last.heightAnchor.constraint(equalToConstant: 1),
        ])
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(label.frame == rect(10, 20, 43, 21))
        #expect(first.frame.minY == 36)   // 20 + 16
        #expect(last.frame.maxY == 36)    // 20 + 21 − 5
    }

    @Test func wrappedLabelBaselinesAndAStretchedLabel() {
        // "Hello World", 0 lines, wrap width 50: 43 × 42 (two lines of 21).
        let root = makeRoot()
        let label = makeLabel("Hello World", in: root)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 50
        let first = makeChild(of: root), last = makeChild(of: root)
        let height = label.heightAnchor.constraint(equalToConstant: 82)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            first.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            last.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            last.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 1), first.heightAnchor.constraint(equalToConstant: 1),
            last.widthAnchor.constraint(equalToConstant: 1), last.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == rect(0, 0, 43, 42))
        #expect(first.frame.minY == 16)   // A
        #expect(last.frame.minY == 37)    // T + D = 42 − 5
        // Stretched to 82: the block is centred, first = 41 − 21 + 16 = 36, last = 41 + 21 − 5 = 57.
        height.isActive = true
        root.layoutIfNeeded()
        #expect(label.frame.height == 82)
        #expect(first.frame.minY == 36)
        #expect(last.frame.minY == 57)
    }

    @Test func viewsWithoutTextHaveTheirBaselinesAtTheBottom() {
        let root = makeRoot()
        let label = makeLabel(nil, in: root)
        let marker = makeChild(of: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.heightAnchor.constraint(equalToConstant: 30), label.widthAnchor.constraint(equalToConstant: 30),
            marker.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 1), marker.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(marker.frame.minY == 40)   // 10 + 30
        // Giving it text moves the baseline to the text: centred 21-high block in 30: 15 − 10.5 + 16 = 20.5.
        label.text = "Hi"
        root.layoutIfNeeded()
        #expect(marker.frame.minY == 30.5)
    }

    @Test func numberOfLinesLimitsTheHeight() {
        // At 10 pt: lines "aaa bbb " 35, "ccc ddd " 35, "eee" 15 at a wrap width of 40.
        let label = makeLabel("aaa bbb ccc ddd eee")
        label.font = .systemFont(ofSize: 10)
        label.preferredMaxLayoutWidth = 40
        // One line (the default): no wrapping, 19 × 5 = 95.
        #expect(label.intrinsicContentSize == CGSize(width: 95, height: 12))
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 35, height: 36))
        label.numberOfLines = 2
        // The second line becomes "ccc ddd eee" (55) limited to 40.
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 24))
    }

    @Test func hangulAndLatinLabels() {
        let label = makeLabel("안녕하세요")
        #expect(label.intrinsicContentSize == CGSize(width: 85, height: 21))
        label.text = "안녕 하세요"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicContentSize == CGSize(width: 51, height: 42))   // "안녕 " / "하세요" (51)
        label.text = "Hello 안녕"
        // "Hello " 42.5 (+8.5) + "안녕" 34 = 85 > 60 → two lines, the wider 42.5 → 43.
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 42))
    }

    @Test func sizeThatFitsUsesTheGivenWidthOnlyWhenWrapping() {
        let label = makeLabel("Hello World")
        #expect(label.sizeThatFits(CGSize(width: 50, height: 1)) == CGSize(width: 94, height: 21))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 50, height: 1)) == CGSize(width: 43, height: 42))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 94, height: 21))
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 94, height: 21))
    }

    @Test func textIsMeasuredOncePerChange() {
        let root = makeRoot()
        let label = makeLabel("Hello", in: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.textMeasurementCount == 1)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(label.textMeasurementCount == 1)
        label.text = "Hello World"
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 94, height: 21))
        #expect(label.textMeasurementCount == 2)
        label.font = .systemFont(ofSize: 10)
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 55, height: 12))   // 11 × 5
        #expect(label.textMeasurementCount == 3)
        label.text = "Hello World"   // unchanged: nothing happens
        root.layoutIfNeeded()
        #expect(label.textMeasurementCount == 3)
    }

    @Test func aWrappingLabelTakesItsHeightFromTheWidthLayoutGivesIt() {
        // Pinned between the edges of a 50-wide root: measured unlimited (94 wide, one line), laid out 50
        // wide, then measured once for 50: "Hello " / "World", 42 high.
        let root = makeRoot(width: 50)
        let label = makeLabel("Hello World", in: root)
        label.numberOfLines = 0
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == rect(0, 0, 50, 42))
        #expect(label.textMeasurementCount == 2)
        root.layoutIfNeeded()
        #expect(label.textMeasurementCount == 2)
        // Wider: one line again; the cached unlimited layout (93.5 ≤ 200) is reused, nothing is measured.
        root.frame = rect(0, 0, 200, 480)
        root.layoutIfNeeded()
        #expect(label.frame == rect(0, 0, 200, 21))
        #expect(label.textMeasurementCount == 2)
        // Narrower than ever: measured once for 60 ("Hello " / "World" again, 42 high).
        root.frame = rect(0, 0, 60, 480)
        root.layoutIfNeeded()
        #expect(label.frame == rect(0, 0, 60, 42))
        #expect(label.textMeasurementCount == 3)
    }

    @Test func aWideEnoughWrappingLabelIsMeasuredOnce() {
        // The unlimited layout (43 wide) already fits 320: it is reused for the laid-out width.
        let root = makeRoot()
        let label = makeLabel("Hello", in: root)
        label.numberOfLines = 0
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == rect(0, 0, 320, 21))
        #expect(label.textMeasurementCount == 1)
    }

    @Test func huggingAndCompressionBetweenTwoLabelsInARow() {
        // Two labels of 10 characters (85 wide each) in a row from edge to edge.
        func row(width: CGFloat, configure: (UILabel, UILabel) -> Void) -> (UILabel, UILabel) {
            let root = makeRoot(width: width)
            let a = makeLabel("aaaaaaaaaa", in: root), b = makeLabel("bbbbbbbbbb", in: root)
            configure(a, b)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                b.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            return (a, b)
        }
        // Too narrow (100 < 170): the label with the lower compression resistance gives way.
        var (a, b) = row(width: 100) { a, _ in a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal) }
        #expect(a.frame == rect(0, 0, 85, 21))
        #expect(b.frame == rect(85, 0, 15, 21))   // 100 − 85
        (a, b) = row(width: 100) { _, b in b.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal) }
        #expect(a.frame == rect(0, 0, 15, 21))
        #expect(b.frame == rect(15, 0, 85, 21))
        // Too wide (300 > 170): the label with the lower hugging stretches.
        (a, b) = row(width: 300) { a, _ in a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal) }
        #expect(a.frame == rect(0, 0, 85, 21))
        #expect(b.frame == rect(85, 0, 215, 21))   // 300 − 85
    }

    @Test func descriptionsShowTheText() {
        let label = makeLabel("Hello")
        #expect(label.description.contains("; text = 'Hello'"))
        let c = label.widthAnchor.constraint(equalToConstant: 10)
        #expect(c.description.contains("UILabel:0x") && c.description.contains("'Hello'.width == 10"))
        label.text = "Lorem, ipsum, dolor, sit, amet"
        #expect(label.constraintItemName.hasSuffix("'Lorem, ipsum, dolor, sit,...'"))
    }

    @Test func attributedTextIsMeasuredAsItsString() {
        let label = makeLabel(nil)
        label.attributedText = NSAttributedString(string: "Hello")
        #expect(label.text == "Hello")
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))
        label.text = "Hi"
        #expect(label.attributedText?.string == "Hi")
        #expect(label.intrinsicContentSize == CGSize(width: 17, height: 21))   // 2 × 8.5
    }

    @Test func textRectIsCentredVertically() {
        let label = makeLabel("Hello World")
        // Wrapped at 50: 43 × 42, centred in 100: y = (100 − 42) / 2 = 29.
        #expect(label.textRect(forBounds: rect(0, 0, 50, 100), limitedToNumberOfLines: 0) == rect(0, 29, 43, 42))
        // One line: 94 × 21, y = (100 − 21) / 2 = 39.5.
        #expect(label.textRect(forBounds: rect(0, 0, 50, 100), limitedToNumberOfLines: 1) == rect(0, 39.5, 94, 21))
    }

    @Test func storedOnlyProperties() {
        let label = UILabel()
        #expect(label.isEnabled && !label.isHighlighted)
        #expect(label.highlightedTextColor == nil && label.shadowColor == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(!label.allowsDefaultTighteningForTruncation && !label.adjustsFontForContentSizeCategory)
        #expect(label.baselineAdjustment == .alignBaselines)
        #expect(UIBaselineAdjustment.none.rawValue == 2)
    }

    @Test func fittingRemeasuresWrappingLabels() {
        // A cell whose label wraps: fitted at a required width of 50, the label is measured for 50:
        // "Hello " / "World", 42 high (TheUIKitLayer.md), plus 8 + 8 of padding.
        let cell = UIView()
        cell.contentScaleFactor = 2
        let label = makeLabel("Hello World", in: cell)
        label.numberOfLines = 0
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 50, height: 58))
        // Wide enough for one line: 21 + 16.
        let wide = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 37))
        // Compressed: the label's natural width, one line.
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 94, height: 37))
        // Nothing of the label changed.
        #expect(label.frame == .zero)
    }
}
