import Foundation
import Testing
import SwiftLayout

/// Weak references to everything a scenario made; after the scenario lets go, each must be nil.
final class LeakTracker {
    private struct Entry {
        weak var object: AnyObject?
        let name: String
    }
    private var entries: [Entry] = []

    /// Tracks `object` under `name` and returns it.
    @discardableResult
    func track<T: AnyObject>(_ object: T, _ name: String) -> T {
        entries.append(Entry(object: object, name: name))
        return object
    }

    /// The names of the tracked objects still alive, in tracking order.
    var alive: [String] { entries.compactMap { $0.object == nil ? nil : $0.name } }
}

/// Tracks every view of the hierarchy under `root`, the layout guides they own and the constraints they hold.
#if MainActorIsolation
@MainActor
#endif
private func trackHierarchy(_ root: UIView, _ tracker: LeakTracker) {
    tracker.track(root, "\(root.accessibilityIdentifier ?? "\(type(of: root))")")
    for guide in root.layoutGuides { tracker.track(guide, "guide \(guide.identifier)") }
    for constraint in root.constraints { tracker.track(constraint, "\(constraint)") }
    for subview in root.subviews { trackHierarchy(subview, tracker) }
}

/// A DSL layout of three views and a guide whose constants and structure follow `step`.
#if MainActorIsolation
@MainActor
#endif
private final class Board {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)).identifying("root")
    let title = UIView().identifying("title")
    let body = UIView().identifying("body")
    let badge = UIView().identifying("badge")
    let gap = UILayoutGuide().identifying("gap")
    var activation: Activation?

    func layout(step: Int) -> some Layout {
        root.sublayout {
            title.anchors {
                Anchors.cap(offset: CGFloat(step % 5))
                Anchors.height.equalTo(constant: 20 + CGFloat(step % 3)).identifier("titleHeight")
            }
            gap.anchors {
                Anchors.top.equalTo(title, attribute: .bottom)
                Anchors.height.equalTo(constant: 8)
                Anchors.horizontal()
            }
            body.anchors {
                Anchors.top.equalTo("gap", attribute: .bottom)
                Anchors.horizontal(offset: 12)
                Anchors.bottom.equalToSuper(inwardOffset: CGFloat(step % 7))
            }.sublayout {
                if step % 2 == 0 {
                    badge.anchors { Anchors.top.trailing; Anchors.size(width: 10, height: 10) }
                }
            }
        }
    }
}

/// Everything a DSL layout made is freed after `deactive()` and the release of its root and activation:
/// views, guides, constraints and the activation, along every public entry path.
#if MainActorIsolation
@MainActor
#endif
@Suite struct DSLLeakTests {
    @Test func anActivatedLayoutIsFreedWithItsRootAndActivation() {
        let tracker = LeakTracker()
        do {
            let board = tracker.track(Board(), "board")
            let activation = tracker.track(board.layout(step: 0).active(forceLayout: true), "activation")
            #expect(board.badge.frame == CGRect(x: 286, y: 0, width: 10, height: 10))
            trackHierarchy(board.root, tracker)
            _ = activation
        }
        #expect(tracker.alive == [])
    }

    @Test func deactiveRemovesAndFreesEverythingTheLayoutMade() {
        let tracker = LeakTracker()
        let root: UIView
        do {
            let board = Board()
            root = board.root
            let activation = tracker.track(board.layout(step: 0).active(forceLayout: true), "activation")
            for view in [board.title, board.body, board.badge] { tracker.track(view, view.accessibilityIdentifier!) }
            tracker.track(board.gap, "gap")
            for constraint in root.constraints + board.body.constraints { tracker.track(constraint, "\(constraint)") }
            activation.deactive()
            #expect(root.subviews.isEmpty)
            #expect(root.layoutGuides.allSatisfy { $0.identifier != "gap" })
        }
        #expect(tracker.alive == [])
        #expect(root.constraints.isEmpty)
    }

    @Test func updatesAndUpdatersLeaveNothingBehind() {
        let tracker = LeakTracker()
        do {
            let board = tracker.track(Board(), "board")
            var activation = board.layout(step: 0).active(forceLayout: true)
            for step in 1...200 {
                activation = board.layout(step: step).update(fromActivation: activation, forceLayout: true)
                if step % 10 == 0 { tracker.track(activation, "activation \(step)") }
                activation.anchors("titleHeight").update(constant: CGFloat(30 + step % 4))
            }
            board.root.layoutIfNeeded()
            // Step 200 is even: the badge is in; the constraints are those of a fresh activation.
            #expect(board.badge.superview === board.body)
            trackHierarchy(board.root, tracker)
            board.activation = activation
        }
        #expect(tracker.alive == [])
    }

    @Test func aLayoutableViewWithItsPropertyWrappersIsFreed() {
        let tracker = LeakTracker()
        do {
            let card = tracker.track(ForecastCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480)), "card")
            card.layoutIfNeeded()
            card.isCompact = true
            card.isCompact = false
            card.layoutIfNeeded()
            tracker.track(card.activation!, "activation")
            trackHierarchy(card, tracker)
            for day in card.days { tracker.track(day, day.accessibilityIdentifier!) }
        }
        #expect(tracker.alive == [])
    }

    @Test func aLayoutableViewWithAGuideIsFreed() {
        let tracker = LeakTracker()
        do {
            let banner = tracker.track(BannerView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), "banner")
            banner.activation?.anchors("gap").update(constant: 12)
            banner.layoutIfNeeded()
            #expect(banner.subtitle.frame.minY == 44)
            tracker.track(banner.activation!, "activation")
            trackHierarchy(banner, tracker)
        }
        #expect(tracker.alive == [])
    }

    @Test func anAnimatedLayoutPropertyInFlightDoesNotKeepItsViewAlive() {
        let tracker = LeakTracker()
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            do {
                let drawer = tracker.track(DrawerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)), "drawer")
                drawer.sl.updateLayout(forceLayout: true)
                drawer.isOpen = true
                clock.advance(by: 0.1)
                #expect(clock.hasPendingWork)
                tracker.track(drawer.activation!, "activation")
                trackHierarchy(drawer, tracker)
            }
            #expect(tracker.alive == [])
            clock.finishAll()
        }
    }

    @Test func theReadmeAnimationExampleEndedInFlightIsFreed() {
        let tracker = LeakTracker()
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            do {
                let preview = tracker.track(PreviewView(frame: CGRect(x: 0, y: 0, width: 200, height: 300)), "preview")
                preview.layoutIfNeeded()
                preview.cap.sendActions(for: .touchUpInside)
                clock.advance(by: 0.5)
                #expect(clock.hasPendingWork)
                tracker.track(preview.activation!, "activation")
                trackHierarchy(preview, tracker)
            }
            #expect(tracker.alive == [])
            clock.finishAll()
        }
    }

    @Test func diagnosticsOfALayoutKeptByAHandlerDoNotKeepItAlive() {
        final class Store: @unchecked Sendable { var diagnostics: [LayoutDiagnostic] = [] }
        let store = Store()
        let tracker = LeakTracker()
        let previous = LayoutDiagnostics.handler
        LayoutDiagnostics.handler = { diagnostic in
            if diagnostic.message.contains("leak-dsl-ghost") { store.diagnostics.append(diagnostic) }
        }
        defer { LayoutDiagnostics.handler = previous }
        do {
            let root = tracker.track(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), "root")
            let child = tracker.track(UIView(), "child")
            let (activation, _) = LayoutDiagnostics.collect {
                root.sublayout {
                    child.anchors { Anchors.top.equalTo("leak-dsl-ghost"); Anchors.leading }
                }.active(forceLayout: true)
            }
            tracker.track(activation, "activation")
            trackHierarchy(root, tracker)
            #expect(activation.diagnostics.map(\.item).contains { $0 === child })
        }
        #expect(store.diagnostics.map(\.kind) == [.unknownIdentifier])
        #expect(tracker.alive == [])
    }
}
