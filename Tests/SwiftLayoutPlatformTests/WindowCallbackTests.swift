import Foundation
import Testing
import SwiftLayoutPlatform

/// Records the window and superview callbacks, shared by a tree of them.
private final class WindowWatcher: UIView {
    let name: String
    let log: Log
    final class Log { var events: [String] = [] }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func willMove(toSuperview newSuperview: UIView?) { log.events.append("\(name) willMoveToSuperview") }
    override func didMoveToSuperview() { log.events.append("\(name) didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.events.append("\(name) willMoveToWindow \(newWindow == nil ? "nil" : "window")")
    }
    override func didMoveToWindow() { log.events.append("\(name) didMoveToWindow \(window == nil ? "nil" : "window")") }
}

/// `willMove(toWindow:)` and `didMoveToWindow()` (TheUIKitLayer.md), and the class flag of TheUIKitLayer.md.
#if MainActorIsolation
@MainActor
#endif
@Suite struct WindowCallbackTests {
    @Test func aSubtreeEnteringAndLeavingAWindowIsToldViewByView() {
        let log = WindowWatcher.Log()
        let window = UIWindow(frame: rect(0, 0, 375, 667))
        let card = WindowWatcher("card", log: log), label = WindowWatcher("label", log: log)
        card.addSubview(label)
        #expect(log.events == ["label willMoveToSuperview", "label didMoveToSuperview"])   // no window yet
        log.events = []
        window.addSubview(card)
        #expect(log.events == [
            "card willMoveToSuperview", "card willMoveToWindow window", "label willMoveToWindow window",
            "card didMoveToWindow window", "label didMoveToWindow window", "card didMoveToSuperview",
        ])
        log.events = []
        card.removeFromSuperview()
        #expect(log.events == [
            "card willMoveToSuperview", "card willMoveToWindow nil", "label willMoveToWindow nil",
            "card didMoveToWindow nil", "label didMoveToWindow nil", "card didMoveToSuperview",
        ])
    }

    @Test func movingWithinTheSameWindowOrIntoAWindowsOwnSubtreeSaysNothingAboutWindows() {
        let log = WindowWatcher.Log()
        let window = UIWindow(frame: rect(0, 0, 375, 667))
        let first = UIView(), second = UIView()
        window.addSubview(first)
        window.addSubview(second)
        let card = WindowWatcher("card", log: log)
        first.addSubview(card)
        log.events = []
        second.addSubview(card)
        #expect(log.events == ["card willMoveToSuperview", "card didMoveToSuperview"])
        // A window moved under another view keeps itself as its window, and so do its subviews.
        let inner = UIWindow(frame: .zero), innerChild = WindowWatcher("inner child", log: log)
        inner.addSubview(innerChild)
        log.events = []
        second.addSubview(inner)
        inner.removeFromSuperview()
        #expect(log.events.isEmpty)
    }

    @Test func requiresConstraintBasedLayoutIsFalseAndCanBeOverridden() {
        final class Constrained: UIView {
            override class var requiresConstraintBasedLayout: Bool { true }
        }
        #expect(!UIView.requiresConstraintBasedLayout)
        #expect(Constrained.requiresConstraintBasedLayout)
    }
}
