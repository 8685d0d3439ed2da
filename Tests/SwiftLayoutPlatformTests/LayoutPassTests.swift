import Foundation
import Testing
@testable import SwiftLayoutPlatform

private final class ExpandingView: UIView {
    var isExpanded = false
    var updateCount = 0
    var callsSuper = true
    lazy var heightConstraint = heightAnchor.constraint(equalToConstant: 44)

    override func updateConstraints() {
        updateCount += 1
        heightConstraint.constant = isExpanded ? 200 : 44
        heightConstraint.isActive = true
        if callsSuper { super.updateConstraints() }
    }
}

private final class NestedLayoutView: UIView {
    var order: [String] = []
    let name: String
    init(_ name: String) {
        self.name = name
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        order.append(name)
        (superview as? NestedLayoutView)?.order.append("child " + name)
    }
}

/// Logs its `layoutSubviews` and `updateConstraints` calls, and runs `onLayout` in `layoutSubviews`.
private final class LoggingView: UIView {
    let name: String
    let log: Log
    var onLayout: () -> Void = {}
    final class Log {
        var entries: [String] = []
    }
    init(_ name: String, _ log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append(name)
        onLayout()
    }
    override func updateConstraints() {
        log.entries.append("constraints " + name)
        super.updateConstraints()
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct LayoutPassTests {
    @Test func aSubviewMarkedDuringThePassIsLaidOutInSubviewOrder() {
        let root = makeRoot()
        let log = LoggingView.Log()
        let views = ["a", "b", "c", "d"].map { LoggingView($0, log) }
        for view in views { root.addSubview(view) }
        root.layoutIfNeeded()
        #expect(log.entries == ["constraints a", "constraints b", "constraints c", "constraints d",
                                "a", "b", "c", "d"])
        // b marks a sibling before it and one after it: the later one in this sweep, the earlier one after.
        log.entries = []
        views[1].onLayout = {
            views[3].setNeedsLayout()
            views[0].setNeedsLayout()
        }
        views[2].setNeedsLayout()
        views[1].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["b", "c", "d", "a"])
    }

    @Test func aMarkedSubviewThatMovesIsLaidOutUnderItsNewSuperview() {
        let root = makeRoot()
        let log = LoggingView.Log()
        let first = LoggingView("first", log)
        let second = LoggingView("second", log)
        let moving = LoggingView("moving", log)
        root.addSubview(first)
        root.addSubview(second)
        first.addSubview(moving)
        root.layoutIfNeeded()
        log.entries = []
        moving.setNeedsLayout()
        moving.setNeedsUpdateConstraints()
        second.addSubview(moving)
        root.layoutIfNeeded()
        #expect(log.entries == ["constraints moving", "first", "second", "moving"])
        log.entries = []
        moving.setNeedsLayout()
        moving.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(log.entries == ["second"])
    }

    @Test func manyMarkedSubviewsAreLaidOutInSubviewOrder() {
        let (root, log, views) = makeLaidOutRow(of: 40)
        for view in views.reversed() where Int(view.name)! % 3 == 0 { view.setNeedsLayout() }
        root.layoutIfNeeded()
        #expect(log.entries == views.map(\.name).filter { Int($0)! % 3 == 0 })
        log.entries = []
        root.exchangeSubview(at: 0, withSubviewAt: 39)
        views[0].setNeedsLayout()
        views[39].setNeedsLayout()
        views[5].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["39", "5", "0"])
    }

    @Test func subviewsMarkedBehindThePassWaitForTheNextSweepWhenManyAreMarked() {
        let (root, log, views) = makeLaidOutRow(of: 40)
        // Two marked: the pass visits them one by one. The first marks twenty more, four of them behind it:
        // the pass goes on over every subview after it, and the four are laid out in the next sweep.
        views[5].onLayout = {
            views[5].onLayout = {}
            for index in [1, 2, 3, 4] + Array(10..<26) { views[index].setNeedsLayout() }
        }
        views[30].setNeedsLayout()
        views[5].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["5"] + (10..<26).map(String.init) + ["30", "1", "2", "3", "4"])
    }

    /// A root with `count` logging subviews named by their index, laid out once, with an empty log.
    private func makeLaidOutRow(of count: Int) -> (UIView, LoggingView.Log, [LoggingView]) {
        let root = makeRoot()
        let log = LoggingView.Log()
        let views = (0..<count).map { LoggingView("\($0)", log) }
        for view in views { root.addSubview(view) }
        root.layoutIfNeeded()
        log.entries = []
        return (root, log, views)
    }

    @Test func updateConstraintsRunsForMarkedViewsOnly() {
        let root = makeRoot()
        let view = ExpandingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor), view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 100),
        ])
        #expect(view.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(!view.needsUpdateConstraints())
        #expect(view.updateCount == 1)
        #expect(view.frame == rect(0, 0, 100, 44))
        root.layoutIfNeeded()
        #expect(view.updateCount == 1)
        view.isExpanded = true
        view.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(view.updateCount == 2)
        #expect(view.frame == rect(0, 0, 100, 200))
    }

    @Test func anUpdateConstraintsOverrideThatSkipsSuperIsReported() {
        let root = makeRoot()
        let view = ExpandingView()
        view.callsSuper = false
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [.updateConstraintsDidNotCallSuper])
    }

    @Test func layoutSubviewsRunsTopDown() {
        let root = makeRoot()
        let outer = NestedLayoutView("outer")
        let inner = NestedLayoutView("inner")
        root.addSubview(outer)
        outer.addSubview(inner)
        root.layoutIfNeeded()
        #expect(outer.order == ["outer", "child inner"])
        #expect(inner.order == ["inner"])
    }

    /// After a solve, a view is laid out when a subview gets another frame, not because it moved together
    /// with its subviews (their frames are relative to it); its superview, whose subview moved, is.
    @Test func aViewThatMovesWithItsSubviewsIsNotLaidOutAgain() {
        let log = LoggingView.Log()
        let root = LoggingView("root", log)
        root.frame = rect(0, 0, 320, 480)
        let card = LoggingView("card", log), label = LoggingView("label", log)
        for view in [card, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(card)
        card.addSubview(label)
        let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        let labelWidth = label.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            top, card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 50),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            labelWidth, label.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        log.entries = []
        top.constant = 30
        root.layoutIfNeeded()
        #expect(log.entries == ["root"])
        #expect(card.frame == rect(0, 30, 200, 50) && label.frame == rect(8, 4, 100, 20))
        log.entries = []
        labelWidth.constant = 120
        root.layoutIfNeeded()
        #expect(log.entries == ["card", "label"])
        #expect(label.frame == rect(8, 4, 120, 20))
    }

    @Test func aViewWhoseConstraintsAllLeaveKeepsItsFrameUntilItHasConstraintsAgain() {
        let root = makeRoot()
        let view = makeChild(of: root)
        let first = placement(of: view, at: rect(10, 20, 100, 40))
        NSLayoutConstraint.activate(first)
        root.layoutIfNeeded()
        #expect(view.frame == rect(10, 20, 100, 40))
        // No constraint left: the pass no longer writes its frame, neither after the solve nor in a layout of its
        // superview.
        NSLayoutConstraint.deactivate(first)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(view.frame == rect(10, 20, 100, 40))
        NSLayoutConstraint.activate(placement(of: view, at: rect(30, 50, 60, 25)))
        root.layoutIfNeeded()
        #expect(view.frame == rect(30, 50, 60, 25))
    }

    @Test func updateConstraintsIfNeededRunsOnlyTheConstraintPhase() {
        let root = makeRoot()
        let view = IntrinsicView(CGSize(width: 30, height: 10))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.updateConstraintsIfNeeded()
        #expect(view.constraints.count == 2)
        #expect(view.frame == .zero)
    }

    @Test func translatingAViewTurnsItsFrameIntoConstraints() {
        let root = makeRoot()
        let manual = UIView(frame: rect(20, 30, 100, 50))
        root.addSubview(manual)
        let follower = makeChild(of: root)
        NSLayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: manual.bottomAnchor, constant: 10),
            follower.leadingAnchor.constraint(equalTo: manual.leadingAnchor),
            follower.widthAnchor.constraint(equalTo: manual.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(follower.frame == rect(20, 90, 100, 20))
        #expect(root.constraints.filter { $0 is NSAutoresizingMaskLayoutConstraint }.count == 4)
        manual.frame = rect(40, 30, 60, 50)
        root.layoutIfNeeded()
        #expect(follower.frame == rect(40, 90, 60, 20))
        manual.translatesAutoresizingMaskIntoConstraints = false
        #expect(root.constraints.filter { $0 is NSAutoresizingMaskLayoutConstraint }.isEmpty)
    }

    @Test func systemLayoutSizeFittingMatchesLayout() {
        let root = makeRoot(width: 320, height: 480)
        let child = makeChild(of: root)
        let inner = IntrinsicView(CGSize(width: 50, height: 30))
        inner.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: child.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: -5),
            inner.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5),
            inner.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: -5),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(child.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 40))
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 60, 40))
        #expect(inner.frame == rect(5, 5, 50, 30))
    }
}

// Separate roots laid out in parallel need views that are not main-actor isolated (TheUIKitLayer.md).
#if !MainActorIsolation
@Suite struct ConcurrencyTests {
    @Test func separateHierarchiesLayOutOnDifferentThreadsAtOnce() async {
        let results = await withTaskGroup(of: [CGRect].self) { group in
            for index in 0..<8 {
                group.addTask {
                    let width = CGFloat(100 + index * 10)
                    let root = makeRoot(width: width, height: 100)
                    let views = (0..<20).map { _ in makeChild(of: root) }
                    var constraints: [NSLayoutConstraint] = []
                    for (i, view) in views.enumerated() {
                        constraints += [
                            view.topAnchor.constraint(equalTo: root.topAnchor),
                            view.heightAnchor.constraint(equalToConstant: 10),
                            i == 0 ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                                : view.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor),
                        ]
                        if i > 0 { constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor)) }
                    }
                    constraints.append(views[19].trailingAnchor.constraint(equalTo: root.trailingAnchor))
                    NSLayoutConstraint.activate(constraints)
                    let clock = AnimationClock()
                    return AnimationClock.$override.withValue(clock) {
                        LayoutDiagnostics.collect {
                            for step in 0..<10 {
                                root.frame = rect(0, 0, width + CGFloat(step), 100)
                                root.layoutIfNeeded()
                            }
                            root.frame = rect(0, 0, width, 100)
                            UIView.animate(withDuration: 1) { root.layoutIfNeeded() }
                            clock.finishAll()
                        }.0
                        return [root.frame] + views.map(\.frame)
                    }
                }
            }
            var all: [[CGRect]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for frames in results {
            let width = frames[0].width
            let cell = width / 20
            #expect(abs(frames[20].maxX - width) < 0.01)
            #expect(abs(frames[1].width - (cell * 2).rounded() / 2) < 0.51)
        }
    }
}
#endif

/// A view that arranges its subviews with constraints it owns, the way a stack view will.
private final class PairView: UIView {
    let first = UIView(), second = UIView()
    private var owned: [NSLayoutConstraint] = []
    var baselineView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var viewForLastBaselineLayout: UIView { baselineView ?? self }

    override func updateConstraints() {
        deactivateOwnedSystemConstraints(owned)
        owned = [
            first.leadingAnchor.constraint(equalTo: leadingAnchor), first.topAnchor.constraint(equalTo: topAnchor),
            first.bottomAnchor.constraint(equalTo: bottomAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor), second.topAnchor.constraint(equalTo: topAnchor),
            second.bottomAnchor.constraint(equalTo: bottomAnchor), second.trailingAnchor.constraint(equalTo: trailingAnchor),
            second.widthAnchor.constraint(equalTo: first.widthAnchor),
        ]
        for (index, constraint) in owned.enumerated() { constraint.identifier = "PAIR-\(index)" }
        activateOwnedSystemConstraints(owned)
        super.updateConstraints()
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct SubclassHookTests {
    @Test func aSubclassOwnsTheSystemConstraintsItGenerates() {
        let root = makeRoot(width: 200, height: 100)
        let pair = PairView()
        pair.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pair)
        NSLayoutConstraint.activate([
            pair.leadingAnchor.constraint(equalTo: root.leadingAnchor), pair.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            pair.topAnchor.constraint(equalTo: root.topAnchor), pair.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(pair.first.frame == rect(0, 0, 100, 30))
        #expect(pair.second.frame == rect(100, 0, 100, 30))
        #expect(pair.constraints.compactMap(\.identifier) == (0..<8).map { "PAIR-\($0)" })
        // A conflicting user constraint is the one broken, not the owned ones.
        let width = pair.first.widthAnchor.constraint(equalToConstant: 150)
        let diagnostics = collecting { width.isActive = true }
        #expect(diagnostics.first?.brokenConstraint === width)
        pair.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(pair.constraints.filter { $0.identifier?.hasPrefix("PAIR") == true }.count == 8)
    }

    @Test func baselinesOfViewsWithoutTextAreTheirBottoms() {
        let root = makeRoot(width: 200, height: 100)
        let pair = PairView()
        pair.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pair)
        pair.baselineView = pair.first
        let other = makeChild(of: root)
        NSLayoutConstraint.activate([
            pair.leadingAnchor.constraint(equalTo: root.leadingAnchor), pair.widthAnchor.constraint(equalToConstant: 100),
            pair.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), pair.heightAnchor.constraint(equalToConstant: 30),
            other.lastBaselineAnchor.constraint(equalTo: pair.lastBaselineAnchor),
            other.firstBaselineAnchor.constraint(equalTo: pair.firstBaselineAnchor),
            other.leadingAnchor.constraint(equalTo: root.leadingAnchor), other.widthAnchor.constraint(equalToConstant: 5),
            other.heightAnchor.constraint(equalToConstant: 15),
        ])
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(other.frame == rect(0, 25, 5, 15))
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct IntrinsicSizeTests {
    @Test func invalidIntrinsicSizesAreTreatedAsNone() {
        let root = makeRoot()
        let view = IntrinsicView(CGSize(width: -5, height: CGFloat.nan))
        root.addSubview(view)
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [.invalidArgument, .nonFiniteValue])
        #expect(view.constraints.isEmpty)
        view.size = CGSize(width: 30, height: UIView.noIntrinsicMetric)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(view.constraints.count == 1)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test func requiredHuggingMakesTheSizeExact() {
        let root = makeRoot(width: 300, height: 100)
        let view = IntrinsicView(CGSize(width: 40, height: 20))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.setContentHuggingPriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let stretch = view.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        stretch.priority = UILayoutPriority(999)
        stretch.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 40, 20))
        #expect(view.contentHuggingPriority(for: .horizontal) == .required)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func sizeToFitUsesSizeThatFits() {
        let view = UIView(frame: rect(5, 6, 10, 20))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 10, height: 20))
        view.sizeToFit()
        #expect(view.frame == rect(5, 6, 10, 20))
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct DiagnosticContextTests {
    @Test func conflictsFoundInAPassHaveTheLayoutContext() {
        let root = makeRoot(width: 100, height: 100)
        let view = IntrinsicView(CGSize(width: 50, height: 10))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        view.widthAnchor.constraint(equalToConstant: 50).isActive = true
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        view.size = CGSize(width: 60, height: 10)
        view.invalidateIntrinsicContentSize()
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(diagnostics.first?.context == .layout)
        #expect(diagnostics.first?.brokenConstraint?.firstAttribute == .width)
        #expect(diagnostics.first?.brokenConstraint is NSContentSizeLayoutConstraint == false)
    }
}

private final class RestlessView: UIView {
    var widthConstraint: NSLayoutConstraint?
    override func layoutSubviews() {
        super.layoutSubviews()
        // Never settles: every pass changes a constraint again.
        widthConstraint?.constant += 1
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct LayoutLoopTests {
    @Test func aPassThatNeverSettlesStopsWithAFeedbackLoopDiagnostic() {
        let root = RestlessView(frame: rect(0, 0, 300, 100))
        root.contentScaleFactor = 2
        let child = makeChild(of: root)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        root.widthConstraint = width
        NSLayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [.layoutFeedbackLoop])
        #expect(child.frame.width >= 100)
    }

    @Test func fittingConflictsAreReportedWithTheFittingContext() {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let inner = makeChild(of: card)
        let setup = collecting { NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.topAnchor.constraint(equalTo: card.topAnchor), inner.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ]) }
        #expect(setup.isEmpty)
        let (size, diagnostics) = LayoutDiagnostics.collect {
            card.systemLayoutSizeFitting(CGSize(width: 80, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(size == CGSize(width: 80, height: 20))
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(diagnostics.first?.context == .fitting)
    }

    @Test func settingAGuidesOwningViewAddsIt() {
        let root = makeRoot()
        let guide = UILayoutGuide()
        guide.owningView = root
        #expect(root.layoutGuides == [guide])
        guide.owningView = nil
        #expect(root.layoutGuides.isEmpty && guide.owningView == nil)
    }
}
