// Imports only the platform, as UIKit code with `import UIKit` replaced does: the subclasses below are declared
// outside the module, so they compile only against `open` members.
import SwiftLayoutPlatform
import Testing

/// A log shared by the controllers and views of one test.
private final class CallLog {
    var entries: [String] = []
}

/// A controller that declares no initializer (so `LoggingController()` must work) and logs its callbacks.
private class LoggingController: UIViewController {
    var name = "c"
    var log: CallLog?
    func record(_ entry: String) { log?.entries.append("\(name).\(entry)") }
    override func loadView() {
        record("loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }
    override func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { record("viewDidLayoutSubviews") }
    override func updateViewConstraints() {
        record("updateViewConstraints")
        super.updateViewConstraints()
    }
    override func willMove(toParent parent: UIViewController?) {
        record("willMove(\((parent as? LoggingController)?.name ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        record("didMove(\((parent as? LoggingController)?.name ?? "nil"))")
    }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
    override func viewSafeAreaInsetsDidChange() { record("viewSafeAreaInsetsDidChange") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        record("traitCollectionDidChange")
    }
}

/// A view that logs `layoutSubviews`, `updateConstraints` and `safeAreaInsetsDidChange` into a controller's log.
private final class LoggingView: UIView {
    var log: CallLog?
    override func layoutSubviews() {
        super.layoutSubviews()
        log?.entries.append("view.layoutSubviews")
    }
    override func updateConstraints() {
        log?.entries.append("view.updateConstraints")
        super.updateConstraints()
    }
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        log?.entries.append("view.safeAreaInsetsDidChange")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log?.entries.append("view.traitCollectionDidChange")
    }
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        log?.entries.append("view.layoutMarginsDidChange")
    }
}

/// A controller whose `loadView` installs a `LoggingView`.
private class LoggingViewController: LoggingController {
    override func loadView() {
        record("loadView")
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.log = log
        self.view = view
    }
}

#if MainActorIsolation
@MainActor
#endif
private func logging(_ names: String..., log: CallLog = CallLog()) -> [LoggingController] {
    names.map { name in
        let controller = LoggingController()
        controller.name = name
        controller.log = log
        return controller
    }
}

/// View controllers: the lazy view, the layout callbacks around the view's, containment with UIKit's call
/// contract, the window's root view controller, additional safe area and system minimum margins (TheUIKitLayer.md).
#if MainActorIsolation
@MainActor
#endif
@Suite struct ViewControllerTests {
    // MARK: §5.1 the view

    @Test func theViewLoadsOnFirstReadThenViewDidLoadOnce() {
        let log = CallLog()
        let controller = logging("c", log: log)[0]
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.entries.isEmpty)
        let view = controller.view
        #expect(log.entries == ["c.loadView", "c.viewDidLoad"])
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(log.entries.count == 2)
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        // The default view: the main screen's bounds (375 × 667), tracking its superview's size.
        #expect(view?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(view?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(view?.translatesAutoresizingMaskIntoConstraints == true)
    }

    @Test func settingNilUnloadsAndTheNextReadLoadsAgain() {
        let log = CallLog()
        let controller = logging("c", log: log)[0]
        let first = controller.view
        controller.view = nil
        #expect(!controller.isViewLoaded)
        let second = controller.view
        #expect(first !== second)
        #expect(log.entries == ["c.loadView", "c.viewDidLoad", "c.loadView", "c.viewDidLoad"])
        // A view set by hand is installed as is, without loadView.
        let custom = UIView()
        controller.view = custom
        #expect(controller.view === custom)
        #expect(log.entries.count == 4)
    }

    @Test func readingTheViewInsideLoadViewReturnsNilAndReports() {
        final class Eager: UIViewController {
            var seen: UIView?? = .none
            override func loadView() {
                seen = .some(view)   // UIKit would recurse here
                view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let controller = Eager()
        let found = collecting { _ = controller.view }
        #expect(controller.seen == .some(nil))
        #expect(controller.view.frame.width == 10)
        #expect(found.map(\.kind) == [.invalidArgument])
        #expect(found.first?.message.contains("inside loadView()") == true)
    }

    @Test func aLoadViewThatSetsNoViewGetsThePlainOneAndAReport() {
        final class Forgetful: UIViewController {
            var didLoad = false
            override func loadView() {}
            override func viewDidLoad() { didLoad = true }
        }
        let controller = Forgetful()
        let found = collecting { _ = controller.view }
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.didLoad)
        #expect(found.map(\.kind) == [.invalidArgument])
    }

    @Test func aNibNameIsStoredAndReportedNeverLoaded() {
        let controller = UIViewController(nibName: "Main", bundle: nil)
        #expect(controller.nibName == "Main")
        let found = collecting { _ = controller.view }
        #expect(found.map(\.kind) == [.invalidArgument])
        #expect(found.first?.severity == .warning)
        #expect(controller.isViewLoaded)
    }

    @Test func aViewBelongsToOneController() {
        let (a, b) = (UIViewController(), UIViewController())
        let shared = UIView()
        a.view = shared
        let found = collecting { b.view = shared }
        #expect(found.map(\.kind) == [.invalidArgument])
        #expect(b.view === shared)
        #expect(!a.isViewLoaded)
    }

    // MARK: §5.2 layout callbacks

    @Test func theLayoutCallbacksWrapTheViewsLayoutSubviews() {
        let log = CallLog()
        let controller = LoggingViewController()
        controller.name = "c"
        controller.log = log
        let view = controller.view!
        log.entries = []
        view.layoutIfNeeded()
        #expect(log.entries == ["c.updateViewConstraints", "view.updateConstraints", "c.viewWillLayoutSubviews",
                                "view.layoutSubviews", "c.viewDidLayoutSubviews"])
        log.entries = []
        view.layoutIfNeeded()   // nothing marked: no callbacks
        #expect(log.entries.isEmpty)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(log.entries == ["c.viewWillLayoutSubviews", "view.layoutSubviews", "c.viewDidLayoutSubviews"])
    }

    @Test func updateViewConstraintsWithoutSuperIsReportedNamingTheController() {
        final class Lazy: UIViewController {
            override func updateViewConstraints() {}
        }
        let controller = Lazy()
        let found = collecting { controller.view.layoutIfNeeded() }
        #expect(found.map(\.kind) == [.updateConstraintsDidNotCallSuper])
        #expect(found.first?.message.contains("Lazy overrides updateViewConstraints()") == true)
        #expect(found.first?.items.first === controller)
    }

    // MARK: §5.3 containment

    @Test func containmentFollowsUIKitsCallContract() {
        let log = CallLog()
        let controllers = logging("p", "c", log: log)
        let (parent, child) = (controllers[0], controllers[1])
        parent.addChild(child)
        #expect(log.entries == ["c.willMove(p)"])   // addChild calls willMove itself, not didMove
        #expect(parent.children == [child] && child.parent === parent)
        #expect(!child.isViewLoaded)   // addChild does not touch the view
        child.didMove(toParent: parent)
        log.entries = []
        parent.addChild(child)   // already a child: nothing
        #expect(log.entries.isEmpty && parent.children.count == 1)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(log.entries == ["c.willMove(nil)", "c.didMove(nil)"])   // removeFromParent calls didMove itself
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func removeFromParentOnARootDoesNothing() {
        let log = CallLog()
        let root = logging("r", log: log)[0]
        root.removeFromParent()
        #expect(log.entries.isEmpty)
        #expect(root.parent == nil)
    }

    @Test func addingAChildOfAnotherParentMovesIt() {
        let log = CallLog()
        let controllers = logging("a", "b", "c", log: log)
        let (a, b, child) = (controllers[0], controllers[1], controllers[2])
        a.addChild(child)
        log.entries = []
        b.addChild(child)
        #expect(log.entries == ["c.didMove(nil)", "c.willMove(b)"])
        #expect(a.children.isEmpty && b.children == [child] && child.parent === b)
    }

    @Test func addingItselfOrAnAncestorIsRefused() {
        let controllers = logging("a", "b")
        let (a, b) = (controllers[0], controllers[1])
        a.addChild(b)
        let found = collecting {
            a.addChild(a)
            b.addChild(a)
        }
        #expect(found.map(\.kind) == [.invalidHierarchy, .invalidHierarchy])
        #expect(a.children == [b] && b.children.isEmpty && a.parent == nil)
    }

    @Test func preferredContentSizeTellsTheParent() {
        final class Parent: UIViewController {
            var told: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {
                told.append(container.preferredContentSize)
            }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.told == [CGSize(width: 320, height: 200)])
        child.title = "Child"
        #expect(child.title == "Child")
    }

    // MARK: §5.6 the window's root view controller

    @Test func aRootViewControllersViewFillsTheWindowAndFollowsItsSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.contentScaleFactor = 2
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(other)
        let first = UIViewController()
        window.rootViewController = first
        // The view gets the window's bounds (not the screen's 375 × 667) and flexible width and height.
        #expect(first.view.superview === window)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        window.layoutIfNeeded()
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        // Replacing the root controller removes the old view only.
        let second = UIViewController()
        window.rootViewController = second
        #expect(first.view.superview == nil)
        #expect(window.subviews.count == 2 && window.subviews.first === other)
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        window.rootViewController = nil
        #expect(second.view.superview == nil && window.rootViewController == nil)
    }

    @Test func makeKeyAndVisibleRunsTheAppearanceCallsAroundTheFirstPass() {
        let log = CallLog()
        let controllers = logging("root", "child", log: log)
        let (root, child) = (controllers[0], controllers[1])
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        log.entries = []
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        // Will-appear (parents first), then the window's first pass: update constraints post-order (the
        // child's view before the root's), layout top-down, then did-appear.
        #expect(log.entries == [
            "root.viewWillAppear", "child.viewWillAppear",
            "child.updateViewConstraints", "root.updateViewConstraints",
            "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews",
            "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
            "root.viewDidAppear", "child.viewDidAppear",
        ])
        log.entries = []
        window.makeKeyAndVisible()   // already visible: no appearance calls
        #expect(log.entries.isEmpty)
        let other = UIWindow(frame: .zero)
        other.makeKeyAndVisible()
        #expect(other.isKeyWindow && !window.isKeyWindow)
        // Replacing the root of a visible window: the old one disappears, the new one appears.
        let next = logging("next", log: log)[0]
        window.rootViewController = next
        #expect(log.entries.first == "root.viewWillDisappear")
        #expect(log.entries.contains("child.viewDidDisappear"))
        #expect(log.entries.last == "next.viewDidAppear")
    }

    @Test func hidingAVisibleWindowRunsTheDisappearCallsAndShowingItTheAppearCalls() {
        // §5.2: `window.isHidden = true` calls the disappear pair (parents first); `makeKeyAndVisible()` then
        // shows the window again with the appear pair around a pass. Hiding a hidden window calls nothing.
        let log = CallLog()
        let controllers = logging("root", "child", log: log)
        let (root, child) = (controllers[0], controllers[1])
        root.addChild(child)
        child.didMove(toParent: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        log.entries = []
        window.isHidden = true
        #expect(log.entries == ["root.viewWillDisappear", "child.viewWillDisappear", "root.viewDidDisappear",
                                "child.viewDidDisappear"])
        log.entries = []
        window.isHidden = true
        #expect(log.entries.isEmpty)
        window.makeKeyAndVisible()
        #expect(log.entries.first == "root.viewWillAppear")
        #expect(log.entries.suffix(2) == ["root.viewDidAppear", "child.viewDidAppear"])
        // A window never shown hides silently.
        let quiet = UIWindow(frame: .zero)
        quiet.rootViewController = logging("quiet", log: log)[0]
        log.entries = []
        quiet.isHidden = true
        #expect(log.entries.isEmpty)
    }

    // MARK: §5.4 safe area and margins

    @Test func additionalSafeAreaInsetsAddToARootsInsets() {
        // The window is the root with top 44, bottom 34; the controller's view fills it. Its insets are the
        // window's overlap (44, 0, 34, 0) plus (10, 0, −50, 0), bottom clamped at 0: (54, 0, 0, 0). A subview
        // pinned to the safe area's top sits at y = 54.
        let log = CallLog()
        let controller = LoggingViewController()
        controller.name = "c"
        controller.log = log
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 100), header.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(header.frame.minY == 44)
        log.entries = []
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: -50, right: 0)
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0))
        #expect(header.frame.minY == 54)
        #expect(log.entries.filter { $0.contains("afeArea") }
                == ["view.safeAreaInsetsDidChange", "c.viewSafeAreaInsetsDidChange"])
    }

    @Test func additionalSafeAreaInsetsOfARootView() {
        // A controller's view used as a root: its own insets (set by hand, 20 on top) plus 10.
        let controller = UIViewController()
        let view = controller.view!
        view.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 30, left: 5, bottom: 0, right: 0))
        let found = collecting { controller.additionalSafeAreaInsets.top = .nan }
        #expect(found.map(\.kind) == [.nonFiniteValue])
        #expect(controller.additionalSafeAreaInsets.top == 10)
    }

    @Test func aControllersViewsMarginsAreAtLeastTheSystemMinimum() {
        // No margins set: the view's margins are the system minimum, (0, 16, 0, 16) on a compact width (Apple:
        // the root view's default margins reflect the system minimum), so a subview pinned to the margins
        // guide sits at x = 16, y = 0 and is 320 − 32 = 288 wide. Its own subviews keep 8.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let guide = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor), content.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0,
                                                                                   trailing: 16))
        #expect(controller.view.directionalLayoutMargins == controller.systemMinimumLayoutMargins)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(content.frame == CGRect(x: 16, y: 0, width: 288, height: 10))
        // Regular width (a Plus/Max in landscape, say): 20 on each side, 280 wide.
        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(content.frame == CGRect(x: 20, y: 0, width: 280, height: 10))
        // Margins set: the larger of each set value and the minimum, (8, 30, 8, 20); the getters say so.
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 30, bottom: 8, trailing: 8)
        #expect(controller.view.directionalLayoutMargins
                == NSDirectionalEdgeInsets(top: 8, leading: 30, bottom: 8, trailing: 20))
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 30, y: 8, width: 270, height: 10))
        // Not respecting the minimum: the margins alone (30 and 8).
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 8))
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 30, y: 8, width: 282, height: 10))
        #expect(content.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func aControllersViewsMarginGettersAgreeWithItsMarginsGuide() {
        // The getters return the margins the guide uses, minus the safe area. Window 320 × 480 with top 20
        // safe area; no margins set, so (0, 16, 0, 16): the guide is (16, 0 + 20, 320 − 32, 480 − 20) =
        // (16, 20, 288, 460). Setting a value below the minimum (4 everywhere) leaves the leading and trailing
        // at 16 and makes top and bottom 4: the guide becomes (16, 24, 288, 452), and the getter (4, 16, 4, 16).
        // Round trip: assigning the getter's value back changes nothing.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let controller = UIViewController()
        window.rootViewController = controller
        let view = controller.view!
        let guide = view.layoutMarginsGuide
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 16, y: 20, width: 288, height: 460))
        view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 16, y: 24, width: 288, height: 452))
        view.layoutMargins = view.layoutMargins
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 16, y: 24, width: 288, height: 452))
        // Right-to-left: leading is the right edge; (top 4, leading 30) puts the left margin at the trailing 16.
        view.semanticContentAttribute = .forceRightToLeft
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 30))
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 16, y: 24, width: 274, height: 452))
        // A view that is no longer the controller's keeps what was set (4, 30, 4, 4), with no minimum.
        controller.view = UIView()
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 4))
    }

    @Test func viewLayoutMarginsDidChangeFollowsTheViewsOwnCallOncePerChange() {
        // §5.2: right after the view's `layoutMarginsDidChange()`. No margins set: the view's margins are the
        // system minimum (0, 16, 0, 16). Setting (4, 4, 4, 4) changes them to (4, 16, 4, 16): one pair of
        // calls. Setting (4, 10, 4, 10) changes nothing the view uses (16 still wins): no call. Switching the
        // minimum off changes them to (4, 10, 4, 10): one pair again.
        final class MarginsController: LoggingViewController {
            override func viewLayoutMarginsDidChange() { record("viewLayoutMarginsDidChange") }
        }
        let log = CallLog()
        let controller = MarginsController()
        controller.name = "c"
        controller.log = log
        let view = controller.view!
        view.layoutIfNeeded()
        log.entries = []
        view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(log.entries == ["view.layoutMarginsDidChange", "c.viewLayoutMarginsDidChange"])
        log.entries = []
        view.layoutMargins = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(log.entries.isEmpty)
        #expect(view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(log.entries == ["view.layoutMarginsDidChange", "c.viewLayoutMarginsDidChange"])
        #expect(view.layoutMargins == UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10))
    }

    @Test func aControllerMadeFromACoderHasTheDefaultState() {
        // §5.1: `init?(coder:)` ignores the coder.
        let controller = UIViewController(coder: NSCoder())
        #expect(controller?.nibName == nil && controller?.isViewLoaded == false)
        #expect(controller?.viewRespectsSystemMinimumLayoutMargins == true)
    }

    // MARK: §8 traits of controllers

    @Test func aControllersOverridesApplyBeforeItsViewsAndItHearsFirst() {
        let log = CallLog()
        let controller = LoggingViewController()
        controller.name = "c"
        controller.log = log
        let view = controller.view!   // 320 × 480 root: compact × regular
        view.layoutIfNeeded()
        log.entries = []
        controller.traitOverrides.verticalSizeClass = .compact
        view.traitOverrides.verticalSizeClass = .regular
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .regular)   // the view's own overrides win
        view.layoutIfNeeded()
        #expect(log.entries.prefix(1) == ["c.traitCollectionDidChange"])
        #expect(!log.entries.contains("view.traitCollectionDidChange"))   // the view's collection did not change
        // Without a view, a controller has its parent's traits with its overrides; with neither, a root's the
        // size of the main screen (375 × 667: compact × regular).
        let parent = UIViewController(), child = UIViewController()
        parent.traitOverrides.userInterfaceStyle = .dark
        parent.addChild(child)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(UIViewController().traitCollection.verticalSizeClass == .regular)
        let environments: [UITraitEnvironment] = [controller, view]
        #expect(environments.count == 2)
    }

    @Test func aControllerPrintsAsUIKitDoes() {
        let controller = LoggingController()
        #expect(controller.description.hasPrefix("<LoggingController: 0x"))
        #expect(controller.next == nil)
        let window = UIWindow(frame: .zero)
        window.rootViewController = controller
        #expect(controller.next === window)
    }
}
