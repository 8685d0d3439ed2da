import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// A stack pinned to the top-left corner of a 320 × 480 root (scale 2), `length` long along its axis and
/// free across it, arranging `views`.
#if MainActorIsolation
@MainActor
#endif
private func makeStack(_ axis: NSLayoutConstraint.Axis, length: CGFloat?, _ views: [UIView],
                       configure: (UIStackView) -> Void = { _ in }) -> (UIView, UIStackView) {
    let root = makeRoot()
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.translatesAutoresizingMaskIntoConstraints = false
    configure(stack)
    root.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    if let length {
        constraints.append(axis == .horizontal ? stack.widthAnchor.constraint(equalToConstant: length)
                                               : stack.heightAnchor.constraint(equalToConstant: length))
    }
    NSLayoutConstraint.activate(constraints)
    return (root, stack)
}

/// Swaps x with y and width with height.
private func transposed(_ r: CGRect) -> CGRect { CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) }

/// Subclasses written as for iOS compile: the stack's coder initializer is not failable, the label's is.
private final class CardStack: UIStackView {
    init() {
        super.init(frame: .zero)
        axis = .vertical
    }
    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class TitleLabel: UILabel {
    init() {
        super.init(frame: .zero)
        font = .boldSystemFont(ofSize: 20)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct StackViewTests {
    // MARK: Members

    @Test func defaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(stack.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
        #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
        #expect(UIStackView.spacingUseDefault == 3.4028234663852886e38)
        #expect(UIStackView.spacingUseSystem == 1.1754943508222875e-38)
    }

    @Test func arrangedSubviewManagement() {
        let stack = UIStackView()
        let a = UIView(), b = UIView(), c = UIView()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        // Re-adding moves to the end of the arrangement; the subview order does not change.
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b, a])
        #expect(stack.subviews == [a, b])
        // An existing subview becomes arranged without moving.
        stack.insertSubview(c, at: 0)
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews == [b, c, a])
        #expect(stack.subviews == [c, a, b])
        // Out of range: clamped and reported.
        let diagnostics = collecting { stack.insertArrangedSubview(c, at: 7) }
        #expect(diagnostics.map(\.kind) == [.invalidArgument])
        #expect(stack.arrangedSubviews == [b, a, c])
        // Removing an arranged view keeps it as a subview; removing from the superview un-arranges it.
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews == [a, c])
        #expect(stack.subviews.contains(b))
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews == [a])
        // Arranging a view of another stack moves it.
        let other = UIStackView(arrangedSubviews: [b])
        stack.addArrangedSubview(b)
        #expect(other.arrangedSubviews.isEmpty && other.subviews.isEmpty)
        #expect(stack.arrangedSubviews == [a, b])
    }

    @Test func customSpacing() {
        let a = UIView(), b = UIView(), loose = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 4
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(20, after: a)
        #expect(stack.customSpacing(after: a) == 20)
        #expect(stack.spacing(after: a) == 20)
        #expect(stack.spacing(after: b) == 4)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: a)
        #expect(stack.spacing(after: a) == 8)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        #expect(stack.spacing(after: a) == 4)
        stack.spacing = UIStackView.spacingUseSystem
        #expect(stack.spacing(after: b) == 8)
        stack.setCustomSpacing(10, after: loose)   // not arranged: ignored
        #expect(stack.customSpacing(after: loose) == UIStackView.spacingUseDefault)
        // Forgotten when the view stops being arranged.
        stack.setCustomSpacing(30, after: b)
        stack.removeArrangedSubview(b)
        stack.addArrangedSubview(b)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
    }

    // MARK: Distribution × alignment × axis

    /// Horizontal: a 40×20, b 60×40, h 30×30 (hidden), c 20×10, spacing 10, stack 200 wide.
    /// Visible intrinsic widths 40 + 60 + 20 = 120, two spacings = 20, so 60 points are left over.
    static let along: [UIStackView.Distribution: [CGRect]] = [
        // fill: the leftover goes to the highest index (12.7): c = 20 + 60 = 80.
        // a 0…40, b 50…110, c 120…200; h sits between b and c: 110 + 10/2 = 115, width 0.
        .fill: [rect(0, 0, 40, 0), rect(50, 0, 60, 0), rect(115, 0, 0, 0), rect(120, 0, 80, 0)],
        // fillEqually: (200 − 20) / 3 = 60 each; h at 130 + 5 = 135.
        .fillEqually: [rect(0, 0, 60, 0), rect(70, 0, 60, 0), rect(135, 0, 0, 0), rect(140, 0, 60, 0)],
        // fillProportionally: T = 120 + 20 = 140; a = 40/140·200 = 57.143 (@999), b = 60/140·200 = 85.714
        // (@998), c = 20/140·200 = 28.571 (@997) do not add up to 180: c gives way, c = 180 − 142.857 = 37.143.
        // Edges 0 | 57.143, 67.143 | 152.857, 162.857 | 200 snap to 0 | 57, 67 | 153, 163 | 200;
        // h at 152.857 + 5 = 157.857 → 158.
        .fillProportionally: [rect(0, 0, 57, 0), rect(67, 0, 86, 0), rect(158, 0, 0, 0), rect(163, 0, 37, 0)],
        // equalSpacing: intrinsic widths, the 80 left is split into two gaps of 40.
        .equalSpacing: [rect(0, 0, 40, 0), rect(80, 0, 60, 0), rect(.nan, 0, 0, 0), rect(180, 0, 20, 0)],
        // equalCentering: centres 20 (a) and 190 (c), so b's centre is 105: b 75…135.
        .equalCentering: [rect(0, 0, 40, 0), rect(75, 0, 60, 0), rect(.nan, 0, 0, 0), rect(180, 0, 20, 0)],
    ]

    /// Across (horizontal stack): heights 20, 40, 30 (hidden), 10; the stack is as tall as b, 40.
    static let across: [UIStackView.Alignment: [CGRect]] = [
        // fill: everything as tall as the tallest (compression 750 beats hugging 250): 40.
        .fill: [rect(0, 0, 0, 40), rect(0, 0, 0, 40), rect(0, 0, 0, 40), rect(0, 0, 0, 40)],
        .top: [rect(0, 0, 0, 20), rect(0, 0, 0, 40), rect(0, 0, 0, 30), rect(0, 0, 0, 10)],
        // center: centres at 20.
        .center: [rect(0, 10, 0, 20), rect(0, 0, 0, 40), rect(0, 5, 0, 30), rect(0, 15, 0, 10)],
        .bottom: [rect(0, 20, 0, 20), rect(0, 0, 0, 40), rect(0, 10, 0, 30), rect(0, 30, 0, 10)],
        // Views without text have their baselines at the bottom: as `.bottom`.
        .firstBaseline: [rect(0, 20, 0, 20), rect(0, 0, 0, 40), rect(0, 10, 0, 30), rect(0, 30, 0, 10)],
        .lastBaseline: [rect(0, 20, 0, 20), rect(0, 0, 0, 40), rect(0, 10, 0, 30), rect(0, 30, 0, 10)],
    ]

    nonisolated static let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing,
                                                            .equalCentering]
    nonisolated static let alignments: [UIStackView.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline,
                                                      .lastBaseline]

    @Test(arguments: distributions, alignments)
    func horizontalStacks(distribution: UIStackView.Distribution, alignment: UIStackView.Alignment) {
        check(.horizontal, distribution, alignment)
    }

    @Test(arguments: distributions, alignments)
    func verticalStacks(distribution: UIStackView.Distribution, alignment: UIStackView.Alignment) {
        check(.vertical, distribution, alignment)
    }

    /// Vertical stacks use the same views transposed (a 20×40, …); their frames are the horizontal ones
    /// transposed, except that baseline alignments act as leading / trailing there.
    private func check(_ axis: NSLayoutConstraint.Axis, _ distribution: UIStackView.Distribution,
                       _ alignment: UIStackView.Alignment) {
        let sizes = [CGSize(width: 40, height: 20), CGSize(width: 60, height: 40), CGSize(width: 30, height: 30),
                     CGSize(width: 20, height: 10)]
        let views = sizes.map { IntrinsicView(axis == .horizontal ? $0 : CGSize(width: $0.height, height: $0.width)) }
        views[2].isHidden = true
        let (root, stack) = makeStack(axis, length: 200, views) {
            $0.distribution = distribution
            $0.alignment = alignment
            $0.spacing = 10
        }
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        var crossAlignment = alignment
        if axis == .vertical && alignment == .firstBaseline { crossAlignment = .leading }
        if axis == .vertical && alignment == .lastBaseline { crossAlignment = .trailing }
        let along = Self.along[distribution]!, across = Self.across[crossAlignment]!
        for index in views.indices {
            var expected = CGRect(x: along[index].minX, y: across[index].minY, width: along[index].width,
                                  height: across[index].height)
            var actual = views[index].frame
            if axis == .vertical { actual = transposed(actual) }
            if expected.minX.isNaN {   // a hidden view between equal gaps may sit anywhere in its gap
                expected.origin.x = 0
                actual.origin.x = 0
            }
            #expect(actual == expected, "view \(index), \(axis), \(distribution), \(alignment)")
        }
        let stackFrame = axis == .horizontal ? stack.frame : transposed(stack.frame)
        #expect(stackFrame == rect(0, 0, 200, 40))
    }

    @Test func tiesAreBrokenByIndexSoNothingIsAmbiguous() {
        // Equal hugging: the last view stretches (12.7); without the tie-break any split would be optimal.
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 20)),
                     IntrinsicView(CGSize(width: 20, height: 20))]
        let (root, _) = makeStack(.horizontal, length: 200, views) { $0.spacing = 10 }
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [rect(0, 0, 40, 20), rect(50, 0, 60, 20), rect(120, 0, 80, 20)])
        #expect(!views.contains { $0.hasAmbiguousLayout })
        // The printed priorities are unchanged.
        #expect(views[2].contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func fillShrinksTheHighestIndexFirstWhenTooNarrow() {
        // Natural length 140 in 130: 10 less, taken from the last view (compression ties, 12.7): c = 10.
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 20)),
                     IntrinsicView(CGSize(width: 20, height: 20))]
        let (root, _) = makeStack(.horizontal, length: 130, views) { $0.spacing = 10 }
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [rect(0, 0, 40, 20), rect(50, 0, 60, 20), rect(120, 0, 10, 20)])
    }

    @Test func aStackWithoutLengthTakesItsContentsSize() {
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 40))]
        let (root, stack) = makeStack(.horizontal, length: nil, views) {
            $0.spacing = 8
            $0.alignment = .center
        }
        root.layoutIfNeeded()
        // 40 + 8 + 60 = 108 wide, 40 high.
        #expect(stack.frame == rect(0, 0, 108, 40))
        #expect(views.map(\.frame) == [rect(0, 10, 40, 20), rect(48, 0, 60, 40)])
    }

    @Test func marginsRelativeArrangement() {
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 40))]
        let (root, stack) = makeStack(.horizontal, length: nil, views) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.alignment = .top
        }
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        root.layoutIfNeeded()
        // 2 + 40 + 60 + 4 = 106 wide; 1 + 40 + 3 = 44 high.
        #expect(stack.frame == rect(0, 0, 106, 44))
        #expect(views.map(\.frame) == [rect(2, 1, 40, 20), rect(42, 1, 60, 40)])
    }

    @Test func rightToLeftReversesTheArrangement() {
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 20))]
        let (root, stack) = makeStack(.horizontal, length: 200, views) {
            $0.spacing = 10
            $0.distribution = .equalSpacing
        }
        stack.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        // The first view at the right edge: 160…200, the second at the left: 0…60.
        #expect(views.map(\.frame) == [rect(160, 0, 40, 20), rect(0, 0, 60, 20)])
    }

    // MARK: Generated constraints (12.4)

    @Test func trailingAlignmentMirrorsLeadingAcrossTheStack() {
        let a = IntrinsicView(CGSize(width: 40, height: 20)), b = IntrinsicView(CGSize(width: 60, height: 40))
        let (root, stack) = makeStack(.horizontal, length: 200, [a, b]) { $0.alignment = .trailing }
        root.layoutIfNeeded()
        // Bottoms line up at the stack's bottom; the stack is as tall as the tallest view.
        #expect(stack.frame.height == 40)
        #expect(a.frame.maxY == 40 && b.frame.maxY == 40)
        #expect(a.frame.minY == 20 && b.frame.minY == 0)
        let generated = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") ?? false }
        func summary(_ c: NSLayoutConstraint) -> String {
            "\(c.identifier!) \(c.firstAttribute.name) \(c.relation.symbol) \(c.secondAttribute.name)"
        }
        #expect(generated.prefix(9).map(summary) == [
            "UISV-canvas-connection bottom == bottom",
            "UISV-alignment bottom == bottom",
            "UISV-spanning-boundary bottom == bottom", "UISV-spanning-boundary bottom == bottom",
            "UISV-canvas-connection top == top", "UISV-spanning-fit height == notAnAttribute",
            "UISV-spanning-boundary top <= top", "UISV-spanning-boundary top <= top",
            "UISV-ambiguity-suppression height == notAnAttribute",
        ])
    }

    @Test func generatedConstraintsCarryUIKitsIdentifiersAndPriorities() {
        let a = IntrinsicView(CGSize(width: 40, height: 20)), b = IntrinsicView(CGSize(width: 60, height: 40))
        let h = IntrinsicView(CGSize(width: 10, height: 10))
        h.isHidden = true
        let (root, stack) = makeStack(.horizontal, length: 200, [a, h, b]) {
            $0.spacing = 10
            $0.alignment = .leading
        }
        root.layoutIfNeeded()
        let generated = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") ?? false }
        func summary(_ c: NSLayoutConstraint) -> String {
            "\(c.identifier!) \(c.relation.symbol) @\(formatNumber(CGFloat(c.priority.rawValue)))"
        }
        // Alignment first, then distribution (an order that keeps the solver's rows short).
        #expect(generated.map(summary) == [
            "UISV-canvas-connection == @1000",
            "UISV-alignment == @1000", "UISV-alignment == @1000",
            "UISV-spanning-boundary == @999.5", "UISV-spanning-boundary == @999.5",
            "UISV-canvas-connection == @1000", "UISV-spanning-fit == @51",
            "UISV-spanning-boundary >= @1000", "UISV-spanning-boundary >= @1000",
            "UISV-ambiguity-suppression == @25", "UISV-ambiguity-suppression == @25",
            "UISV-ambiguity-suppression == @25",
            "UISV-canvas-connection == @1000", "UISV-canvas-connection == @1000",
            "UISV-spacing == @1000",
            "UISV-hiding == @1000",
            "UISV-spacing == @50", "UISV-spacing == @50",
        ])
        // Each prints like UIKit's, with the spanner as `_UILayoutSpacer`.
        let spanning = generated.first { $0.identifier == "UISV-spanning-fit" }!
        let text = spanning.description
        #expect(text.contains("'UISV-spanning-fit' _UILayoutSpacer:0x") && text.hasSuffix("'UISV-alignment-spanner'.height == 0 @51   (active)>"))
        #expect(stack.layoutGuides.isEmpty)
        // Hidden: the spacing halves sit on both sides of h (10 / 2 = 5).
        let halves = generated.filter { $0.identifier == "UISV-spacing" && $0.priority.rawValue == 50 }
        #expect(halves.map(\.constant) == [5, 5])
    }

    @Test func anEqualDistributionUsesGapGuides() {
        let views = (0..<3).map { _ in IntrinsicView(CGSize(width: 20, height: 20)) }
        let (root, stack) = makeStack(.horizontal, length: 200, views) { $0.distribution = .equalCentering }
        root.layoutIfNeeded()
        let ids = stack.constraints.compactMap(\.identifier)
        #expect(ids.filter { $0 == "UISV-distributing-edge" }.count == 4)
        #expect(ids.filter { $0 == "UISV-canvas-fit" }.count == 1)
        let fillEqually = stack.constraints.filter { $0.identifier == "UISV-fill-equally" }
        #expect(fillEqually.map(\.priority) == [UILayoutPriority(149)])
        // Centres at 10, 100, 190.
        #expect(views.map(\.frame.midX) == [10, 100, 190])
    }

    @Test func proportionalPrioritiesCountDownAndOneViewIsRequired() {
        let a = IntrinsicView(CGSize(width: 100, height: 20)), b = IntrinsicView(CGSize(width: 50, height: 20))
        let (root, stack) = makeStack(.horizontal, length: 300, [a, b]) { $0.distribution = .fillProportionally }
        root.layoutIfNeeded()
        // The TheUIKitLayer.md's example: multipliers 2/3 (@999) and 1/3 (@998) → 200 and 100.
        let proportional = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(proportional.map(\.priority.rawValue) == [999, 998])
        #expect(abs(proportional[0].multiplier - 2.0 / 3.0) < 1e-12)
        #expect([a.frame, b.frame] == [rect(0, 0, 200, 20), rect(200, 0, 100, 20)])
        // An intrinsic size change rebuilds the proportions: 100 and 100 → 150 each.
        b.size = CGSize(width: 100, height: 20)
        b.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect([a.frame, b.frame] == [rect(0, 0, 150, 20), rect(150, 0, 150, 20)])
        // One view alone is held required.
        stack.removeArrangedSubview(a)
        a.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority) == [.required])
        #expect(b.frame == rect(0, 0, 300, 20))
    }

    // MARK: Changes touch only the stack's own constraints

    @Test func removedHiddenShownAndReinsertedArrangedView() {
        let labels = ["One", "Two", "Three"].map { makeLabel($0) }
        let (root, stack) = makeStack(.vertical, length: nil, labels) {
            $0.spacing = 10
            $0.alignment = .leading
        }
        root.layoutIfNeeded()
        // 21-high labels 10 apart: 0, 31, 62; stack 83 high and as wide as "Three" (5 × 8.5 = 42.5 → 43).
        #expect(labels.map(\.frame.minY) == [0, 31, 62])
        #expect(stack.frame == rect(0, 0, 43, 83))
        let canvasTop = stack.constraints.first { $0.identifier == "UISV-canvas-connection" }!
        let before = Set(stack.constraints.map(ObjectIdentifier.init))

        // Hidden: "Two" collapses to 0 between the others, halfway in the 10-point gap.
        labels[1].isHidden = true
        root.layoutIfNeeded()
        #expect(labels.map(\.frame.minY) == [0, 26, 31])
        #expect(labels[1].frame.height == 0)
        #expect(stack.frame.height == 52)   // 21 + 10 + 21
        #expect(canvasTop.isActive && stack.constraints.contains(canvasTop))   // unchanged: kept
        // Only what changed is swapped: spacing 1→2 and 2→3 and Two's two spanning boundaries leave;
        // spacing 1→3, Two's hiding and its two half spacings arrive.
        let after = Set(stack.constraints.map(ObjectIdentifier.init))
        #expect(before.subtracting(after).count == 4)
        #expect(after.subtracting(before).count == 4)

        // Shown again: back as before.
        labels[1].isHidden = false
        root.layoutIfNeeded()
        #expect(labels.map(\.frame.minY) == [0, 31, 62])

        // Hidden again, with every priority level already known to the engine: the solver sees only the
        // swapped constraints (4 in, 4 out; each a single solver constraint).
        let statistics = root.layoutEngineStatistics!
        labels[1].isHidden = true
        root.layoutIfNeeded()
        let added = root.layoutEngineStatistics!.constraintsAdded - statistics.constraintsAdded
        #expect(added == 4)
        labels[1].isHidden = false
        root.layoutIfNeeded()

        // Removed: stays a subview, keeps its frame, no stack constraint mentions it.
        let frameBefore = labels[0].frame
        stack.removeArrangedSubview(labels[0])
        root.layoutIfNeeded()
        #expect(labels[0].frame == frameBefore)
        #expect(stack.subviews.contains(labels[0]))
        #expect(!stack.constraints.contains { $0.firstItem === labels[0] || $0.secondItem === labels[0] })
        #expect(labels[1].frame.minY == 0 && labels[2].frame.minY == 31)

        // Re-inserted at index 1: "Two", "One", "Three".
        stack.insertArrangedSubview(labels[0], at: 1)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [labels[1], labels[0], labels[2]])
        #expect([labels[1], labels[0], labels[2]].map(\.frame.minY) == [0, 31, 62])
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
    }

    @Test func aButtonAndASwitchInAHorizontalStack() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let toggle = UISwitch()
        let (root, stack) = makeStack(.horizontal, length: nil, [button, toggle]) {
            $0.spacing = 8
            $0.alignment = .center
        }
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        // Button 45 × 30 (6 × 7.5; 18 + 12), switch 51 × 31: 45 + 8 + 51 = 104 wide, 31 high;
        // the button centred: (31 − 30) / 2 = 0.5.
        #expect(stack.frame == rect(0, 0, 104, 31))
        #expect(button.frame == rect(0, 0.5, 45, 30))
        #expect(toggle.frame == rect(53, 0, 51, 31))
        // Stretched to 200: the button (hugging 250) grows, the switch (hugging 750) does not.
        stack.widthAnchor.constraint(equalToConstant: 200).isActive = true
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0.5, 141, 30))
        #expect(toggle.frame == rect(149, 0, 51, 31))
    }

    @Test func labelsAlignedOnTheirBaselines() {
        // Label 1: "a\nb" at 10 pt, 2 lines: 24 high, first baseline 9 (12 − 3), last 24 − 3 = 21.
        // Label 2: "ab" at 20 pt: 24 high, both baselines at 19 (24 − 5).
        let one = makeLabel("a\nb"), two = makeLabel("ab")
        one.numberOfLines = 0
        one.font = .systemFont(ofSize: 10)
        two.font = .systemFont(ofSize: 20)
        var (root, stack) = makeStack(.horizontal, length: nil, [one, two]) { $0.alignment = .firstBaseline }
        root.layoutIfNeeded()
        // y1 + 9 = y2 + 19: y1 = y2 + 10; the stack spans y2 … y2 + 34.
        #expect(one.frame.minY == 10 && two.frame.minY == 0)
        #expect(stack.frame.height == 34)
        (root, stack) = makeStack(.horizontal, length: nil, [one, two]) { $0.alignment = .lastBaseline }
        root.layoutIfNeeded()
        // y1 + 21 = y2 + 19: y2 = y1 + 2; the stack spans y1 … y1 + 26.
        #expect(one.frame.minY == 0 && two.frame.minY == 2)
        #expect(stack.frame.height == 26)
    }

    @Test func nestedStacks() {
        // Rows of (label, switch) in a vertical stack: each row 31 high (the switch), 8 apart.
        let rows = ["Wi-Fi", "Bluetooth"].map { title -> UIStackView in
            let row = UIStackView(arrangedSubviews: [makeLabel(title), UISwitch()])
            row.alignment = .center
            return row
        }
        let (root, stack) = makeStack(.vertical, length: nil, rows) { $0.spacing = 8 }
        stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(rows.map(\.frame) == [rect(0, 0, 300, 31), rect(0, 39, 300, 31)])
        // In each row the label takes 300 − 51 = 249 and is centred: (31 − 21) / 2 = 5.
        #expect(rows[1].arrangedSubviews.map(\.frame) == [rect(0, 5, 249, 21), rect(249, 0, 51, 31)])
        // Hiding the first row: the second moves up.
        rows[0].isHidden = true
        root.layoutIfNeeded()
        #expect(rows[1].frame == rect(0, 0, 300, 31))
        #expect(stack.frame.height == 31)
    }

    // MARK: Baselines (12.6)

    @Test func baselineRelativeArrangementSpacesFromBaselineToBaseline() {
        let one = makeLabel("A"), two = makeLabel("B"), box = IntrinsicView(CGSize(width: 10, height: 10))
        let (root, stack) = makeStack(.vertical, length: nil, [one, two, box]) {
            $0.spacing = 30
            $0.alignment = .leading
            $0.isBaselineRelativeArrangement = true
        }
        root.layoutIfNeeded()
        // two.firstBaseline == one.lastBaseline + 30: y2 + 16 = (21 − 5) + 30, y2 = 30 (not 21 + 30 = 51).
        #expect(two.frame.minY == 30)
        // The box has no text: edge to edge, 30 + 21 + 30 = 81.
        #expect(box.frame.minY == 81)
        stack.isBaselineRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(two.frame.minY == 51)
    }

    @Test func aNestedStackAlignsOnItsInnerBaselines() {
        // Big: 20 pt, 24 high, baselines at 19. Inner vertical stack of two 10-pt labels (12 high each,
        // first baseline 9, last baseline 12 + 12 − 3 = 21 from the inner stack's top).
        let big = makeLabel("X")
        big.font = .systemFont(ofSize: 20)
        let small = ["a", "b"].map { text -> UILabel in
            let label = makeLabel(text)
            label.font = .systemFont(ofSize: 10)
            return label
        }
        let inner = UIStackView(arrangedSubviews: small)
        inner.axis = .vertical
        var (root, outer) = makeStack(.horizontal, length: nil, [big, inner]) { $0.alignment = .firstBaseline }
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        // yBig + 19 = yInner + 9: the inner stack is 10 lower; the row spans 0 … 10 + 24 = 34.
        #expect(big.frame.minY == 0 && inner.frame.minY == 10)
        #expect(outer.frame.height == 34)
        (root, outer) = makeStack(.horizontal, length: nil, [big, inner]) { $0.alignment = .lastBaseline }
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        // yBig + 19 = yInner + 21: big is 2 lower; the row spans 0 … 2 + 24 = 26.
        #expect(big.frame.minY == 2 && inner.frame.minY == 0)
        #expect(outer.frame.height == 26)
    }

    @Test func aHorizontalStacksBaselineIsItsTallestViews() {
        let small = makeLabel("a"), big = makeLabel("b")
        small.font = .systemFont(ofSize: 10)
        big.font = .systemFont(ofSize: 20)
        let (root, row) = makeStack(.horizontal, length: nil, [small, big]) { $0.alignment = .top }
        let marker = makeChild(of: root)
        NSLayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: row.firstBaselineAnchor),
            marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 1), marker.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // The tallest is the 20-pt label (24 high), whose first baseline is 19 below the row's top.
        #expect(row.viewForFirstBaselineLayout === big)
        #expect(marker.frame.minY == 19)
    }

    @Test func multiLineLabelsInAHorizontalFillStackTakeAnEqualShare() {
        // 12.8: label.width == 0.5 × 300 − 10/2 = 145 @759, above both views' hugging (250).
        let label = makeLabel("Hello World")
        label.numberOfLines = 0
        let box = IntrinsicView(CGSize(width: 50, height: 20))
        let (root, stack) = makeStack(.horizontal, length: 300, [label, box]) {
            $0.spacing = 10
            $0.alignment = .top
        }
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(label.frame == rect(0, 0, 145, 21))   // 93.5 fits in 145: one line
        #expect(box.frame == rect(155, 0, 145, 20))
        let disambiguation = stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(disambiguation.map(\.priority) == [UILayoutPriority(759)])
        #expect(disambiguation.first?.multiplier == 0.5 && disambiguation.first?.constant == -5)
        // A single-line label is left alone: the box (highest index) stretches instead.
        label.numberOfLines = 1
        root.layoutIfNeeded()
        #expect(!stack.constraints.contains { $0.identifier == "UISV-text-width-disambiguation" })
        #expect(label.frame == rect(0, 0, 94, 21))
        #expect(box.frame == rect(104, 0, 196, 20))
    }

    @Test func aHiddenViewWithItsOwnRequiredLengthConflictsWithHiding() {
        // 12.5: UISV-hiding (required) against a required width: reported, layout goes on.
        let a = IntrinsicView(CGSize(width: 40, height: 20)), b = IntrinsicView(CGSize(width: 60, height: 20))
        let (root, stack) = makeStack(.horizontal, length: 200, [a, b])
        let width = b.widthAnchor.constraint(equalToConstant: 60)
        width.isActive = true
        root.layoutIfNeeded()
        b.isHidden = true
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(diagnostics.first?.brokenConstraint === width)   // the user's constraint breaks
        #expect(diagnostics.first?.constraints.contains { $0.identifier == "UISV-hiding" } ?? false)
        #expect(b.frame.width == 0)
        #expect(a.frame == rect(0, 0, 200, 20))
        // At 999 it simply gives way, as users do.
        b.isHidden = false
        root.layoutIfNeeded()
        width.isActive = false
        width.priority = UILayoutPriority(999)
        width.isActive = true
        b.isHidden = true
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test func hidingAnimatesLikeAnyFrameChange() {
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 20))]
        let (root, _) = makeStack(.vertical, length: nil, views) { $0.alignment = .leading }
        root.layoutIfNeeded()
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            UIView.animate(withDuration: 1) {
                views[0].isHidden = true
                root.layoutIfNeeded()
            }
            // The model value is the end at once; the presentation starts from the old frame.
            #expect(views[0].frame.height == 0)
            #expect(views[1].frame.minY == 0)
            #expect(views[1].presentationFrame.minY == 20)
            clock.advance(by: 1)
            #expect(views[1].presentationFrame.minY == 0)
        }
    }

    @Test func aStackMadeWithAFrameAsTheRoot() {
        // A root stack keeps its frame (encapsulated size): two equal views of 200 / 2 = 100, 50 high.
        let views = [UIView(), UIView()]
        let stack = UIStackView(frame: rect(0, 0, 200, 50))
        stack.contentScaleFactor = 2
        stack.distribution = .fillEqually
        for view in views { stack.addArrangedSubview(view) }
        #expect(collecting { stack.layoutIfNeeded() }.isEmpty)
        #expect(views.map(\.frame) == [rect(0, 0, 100, 50), rect(100, 0, 100, 50)])
    }

    @Test func changingTheAxisMovesTheTieBreak() {
        // Vertical first (ties on heights), then horizontal: the last view stretches along the new axis.
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 20))]
        let (root, stack) = makeStack(.vertical, length: nil, views) { $0.alignment = .leading }
        stack.widthAnchor.constraint(equalToConstant: 200).isActive = true
        root.layoutIfNeeded()
        stack.axis = .horizontal
        stack.alignment = .top
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [rect(0, 0, 40, 20), rect(40, 0, 160, 20)])
        #expect(!views.contains { $0.hasAmbiguousLayout })
    }

    @Test func everyArrangedViewHidden() {
        // The canvas connects to the ordering spanner, which prefers no length: the stack collapses to 0
        // along its axis; across it still follows the alignment (tallest: 40).
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 40))]
        for view in views { view.isHidden = true }
        let (root, stack) = makeStack(.horizontal, length: nil, views) { $0.alignment = .center }
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(stack.frame.width == 0)
        #expect(views.map(\.frame.width) == [0, 0])
        let ids = stack.constraints.compactMap(\.identifier)
        #expect(ids.contains("UISV-spanning-fit") && ids.filter { $0 == "UISV-hiding" }.count == 2)
        // One shown again: it takes its width.
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(stack.frame.width == 60 && views[1].frame.width == 60)
        // No arranged views: nothing generated.
        for view in views { stack.removeArrangedSubview(view) }
        root.layoutIfNeeded()
        #expect(!stack.constraints.contains { $0.identifier?.hasPrefix("UISV-") ?? false })
    }

    @Test func badInputIsReportedNotFatal() {
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 20))]
        let (root, stack) = makeStack(.horizontal, length: nil, views)
        stack.spacing = .nan
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind).contains(.nonFiniteValue))
        stack.spacing = 5
        root.layoutIfNeeded()
        #expect(views[1].frame.minX == 45)
        // Arranging the stack in itself is refused.
        #expect(collecting { stack.addArrangedSubview(stack) }.map(\.kind) == [.invalidHierarchy])
        #expect(stack.arrangedSubviews.count == 2)
        // A label with a non-finite font size reports its intrinsic size instead of trapping.
        let label = makeLabel("Hi", in: root)
        label.font = .systemFont(ofSize: .nan)
        let reported = collecting {
            NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: root.topAnchor),
                                         label.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
            root.layoutIfNeeded()
        }
        #expect(reported.map(\.kind).contains(.nonFiniteValue))
    }

    @Test func subclassesWrittenForIOS() {
        let stack = CardStack()
        stack.addArrangedSubview(TitleLabel())
        #expect(stack.axis == .vertical)
        #expect((stack.arrangedSubviews.first as? UILabel)?.font == UIFont.boldSystemFont(ofSize: 20))
    }
}
