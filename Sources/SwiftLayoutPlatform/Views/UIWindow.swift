import Foundation

/// The root of a hierarchy (headless: no scenes or screens). Its size is its frame and its safe area is set by
/// hand (`safeAreaInsets`, zero by default); its traits are a root's. A root view controller's view fills it
/// and follows its size (TheUIKitLayer.md).
///
///     let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
///     window.rootViewController = ProfileController()
///     window.makeKeyAndVisible()
///     window.rootViewController?.view.frame   // (0, 0, 375, 667)
open class UIWindow: UIView {
    var storedRootViewController: UIViewController?
    var isVisible = false

    /// The controller whose view is the window's content. Setting one loads its view, sizes it to the
    /// window's bounds with flexible width and height, and adds it; the previous controller's view is removed
    /// first (other subviews stay). Setting nil removes it.
    ///
    ///     window.rootViewController = ListController()
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            let old = storedRootViewController
            let appearing = isVisible
            if appearing, let old, old.hasAppeared { old.forwardAppearance(.willDisappear) }
            if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            if appearing, let old, old.hasAppeared { old.forwardAppearance(.didDisappear) }
            storedRootViewController = newValue
            guard let controller = newValue, let view = controller.view else { return }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if appearing { controller.forwardAppearance(.willAppear) }
            addSubview(view)
            if appearing {
                layoutIfNeeded()
                controller.forwardAppearance(.didAppear)
            }
        }
    }

    /// Makes the window the key window (no other is) and visible; the first time, the root view controller
    /// (and its children) get `viewWillAppear`, the window is laid out, then `viewDidAppear`.
    ///
    ///     window.makeKeyAndVisible()
    ///     window.isKeyWindow   // true
    open func makeKeyAndVisible() {
        KeyWindow.shared.set(self)
        isHidden = false
        let controller = storedRootViewController
        let appears = !isVisible && controller.map { !$0.hasAppeared } ?? false
        isVisible = true
        if appears { controller?.forwardAppearance(.willAppear) }
        layoutIfNeeded()
        if appears { controller?.forwardAppearance(.didAppear) }
    }

    /// Hiding a visible window calls its root view controller's (and the children's) `viewWillDisappear` then
    /// `viewDidDisappear`; `makeKeyAndVisible()` shows it again, with the appear pair.
    ///
    ///     window.isHidden = true   // root controller: viewWillDisappear, viewDidDisappear
    open override var isHidden: Bool {
        didSet {
            guard isHidden, !oldValue, isVisible else { return }
            isVisible = false
            guard let controller = storedRootViewController, controller.hasAppeared else { return }
            controller.forwardAppearance(.willDisappear)
            controller.forwardAppearance(.didDisappear)
        }
    }

    /// Whether the window is the key window (the last one `makeKeyAndVisible()` was called on).
    ///
    ///     window.isKeyWindow   // false until makeKeyAndVisible()
    public var isKeyWindow: Bool { KeyWindow.shared.is(self) }
}

/// The key window, behind a lock: windows may live on different threads without the isolation trait.
final class KeyWindow: @unchecked Sendable {
    static let shared = KeyWindow()
    private let lock = NSLock()
    private weak var window: UIWindow?

    func set(_ window: UIWindow) {
        lock.lock()
        defer { lock.unlock() }
        self.window = window
    }

    func `is`(_ window: UIWindow) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return self.window === window
    }
}
