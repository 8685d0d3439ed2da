import Foundation

/// Manages a view hierarchy (headless: no presentation, navigation, transitions or nibs; TheUIKitLayer.md). Its view
/// is created on first use (`loadView()` then `viewDidLoad()`), and the layout pass calls
/// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` around the view's `layoutSubviews()`.
///
///     final class ProfileController: UIViewController {
///         let name = UILabel()
///         override func viewDidLoad() {
///             super.viewDidLoad()
///             name.translatesAutoresizingMaskIntoConstraints = false
///             view.addSubview(name)
///             NSLayoutConstraint.activate([
///                 name.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///                 name.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
///             ])
///         }
///     }
///     let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
///     window.rootViewController = ProfileController()
///     window.makeKeyAndVisible()
#if MainActorIsolation
@MainActor
#endif
open class UIViewController: UIResponder, UITraitEnvironment {
    // MARK: Stored state (not API)

    var storedView: UIView?
    var isLoadingView = false
    var storedChildren: [UIViewController] = []
    weak var storedParent: UIViewController?
    var storedTraitOverrides = UITraitOverrides()
    /// The collection at the end of the last pass that reached the view (nil before the first; TheUIKitLayer.md).
    var rememberedTraits: TraitValues?
    /// The system minimum margins applied to the view, as of the last trait check (nil when not respected).
    var appliedSystemMinimumMargins: NSDirectionalEdgeInsets?
    var storedAdditionalSafeAreaInsets: UIEdgeInsets = .zero
    var storedRespectsSystemMinimumMargins = true
    /// Whether the appearance calls have said the view appeared (and not since disappeared).
    var hasAppeared = false

    deinit {
        if let storedView, storedView.viewDelegate === self { storedView.viewDelegate = nil }
    }

    // MARK: Creation (TheUIKitLayer.md)

    /// Creates a controller. The nib name and bundle are stored; no nib is ever loaded (a name is reported
    /// when the view loads).
    ///
    ///     let controller = UIViewController(nibName: nil, bundle: nil)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// For source compatibility with code written for iOS; the coder is ignored and the controller gets its
    /// default state.
    ///
    ///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// `init(nibName: nil, bundle: nil)`, so a subclass that declares no initializer is created with `()`.
    ///
    ///     let controller = SettingsController()
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nib name given at creation (never loaded here).
    ///
    ///     UIViewController(nibName: "Main", bundle: nil).nibName   // "Main"
    public let nibName: String?

    /// The bundle given at creation.
    ///
    ///     controller.nibBundle   // nil
    public let nibBundle: Bundle?

    // MARK: The view

    /// The controller's view. Reading it when none is loaded calls `loadView()` then `viewDidLoad()`, once,
    /// and returns the view. Setting it installs a view; setting nil unloads (the next read loads again).
    /// Reading it inside `loadView()` before it is set returns nil and reports `.invalidArgument`.
    ///
    ///     controller.view.addSubview(header)
    open var view: UIView! {
        get {
            if let storedView { return storedView }
            if isLoadingView {
                report(.invalidArgument, .error, "\(shortName) read its view inside loadView() before setting it; "
                    + "nil was returned (UIKit would recurse).")
                return nil
            }
            loadViewNow()
            return storedView
        }
        set { install(newValue) }
    }

    /// Creates the view. The default creates a plain `UIView` the size of the main screen that tracks its
    /// superview's size (flexible width and height). An override assigns `view` itself and does not call
    /// `super`.
    ///
    ///     override func loadView() {
    ///         view = ProfileView()
    ///     }
    open func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Called once, right after `loadView()` returns.
    ///
    ///     override func viewDidLoad() { super.viewDidLoad(); view.addSubview(table) }
    open func viewDidLoad() {}

    /// Whether the view is loaded; never loads it.
    ///
    ///     controller.isViewLoaded   // false until `view` is read
    public var isViewLoaded: Bool { storedView != nil }

    /// The view if it is loaded; never loads it.
    ///
    ///     controller.viewIfLoaded?.setNeedsLayout()
    public var viewIfLoaded: UIView? { storedView }

    /// Loads the view if it is not loaded, as reading `view` does.
    ///
    ///     controller.loadViewIfNeeded()
    open func loadViewIfNeeded() {
        if storedView == nil && !isLoadingView { loadViewNow() }
    }

    private func loadViewNow() {
        if let nibName {
            report(.invalidArgument, .warning, "\(shortName) has the nib name \"\(nibName)\"; nibs are not loaded "
                + "here, so loadView() creates the view.")
        }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            report(.invalidArgument, .error, "\(shortName).loadView() returned without setting view; a plain view "
                + "was installed.")
            UIViewController.loadDefaultView(into: self)
        }
        viewDidLoad()
    }

    /// The base `loadView()`, whatever the receiver overrides.
    private static func loadDefaultView(into controller: UIViewController) {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.install(view)
    }

    private func install(_ newView: UIView?) {
        guard newView !== storedView else { return }
        if let old = storedView {
            old.viewDelegate = nil
            old.markTraitsForCheck()
            old.effectiveMarginsDidChange()
        }
        rememberedTraits = nil
        appliedSystemMinimumMargins = nil
        storedView = newView
        guard let newView else { return }
        if let other = newView.viewDelegate, other !== self {
            report(.invalidArgument, .error, "\(newView.shortName) was the view of \(other.shortName); a view "
                + "belongs to one controller, so \(other.shortName) no longer has it.")
            other.storedView = nil
        }
        newView.viewDelegate = self
        newView.markTraitsForCheck()
        newView.markDependsOnSafeArea()
        refreshSystemMinimumMargins(viewTraits: newView.currentTraitValues)
        newView.effectiveMarginsDidChange()
    }

    // MARK: Traits (TheUIKitLayer.md; the rest in `UIViewController+Traits.swift`)

    /// Called once per change of the controller's trait collection, at the start of the next layout pass that
    /// reaches its view, just before the view hears of its own. The first pass only records the collection.
    ///
    ///     override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    ///         super.traitCollectionDidChange(previousTraitCollection)
    ///         stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
    ///     }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Layout callbacks (TheUIKitLayer.md)

    /// Called by the layout pass just before the view's `layoutSubviews()`; the base does nothing.
    ///
    ///     override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); updateColumns() }
    open func viewWillLayoutSubviews() {}

    /// Called by the layout pass just after the view's `layoutSubviews()`; the base does nothing.
    ///
    ///     override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); print(view.bounds) }
    open func viewDidLayoutSubviews() {}

    /// Called by the layout pass instead of the view's `updateConstraints()`. The base calls
    /// `view.updateConstraints()`; an override changes constraints and calls `super` as its last step.
    ///
    ///     override func updateViewConstraints() {
    ///         heightConstraint.constant = isCompact ? 44 : 64
    ///         super.updateViewConstraints()
    ///     }
    open func updateViewConstraints() {
        storedView?.updateConstraints()
    }

    /// Called right after the view's `safeAreaInsetsDidChange()`.
    ///
    ///     override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); relayout() }
    open func viewSafeAreaInsetsDidChange() {}

    /// Called right after the view's `layoutMarginsDidChange()`.
    ///
    ///     override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange(); relayout() }
    open func viewLayoutMarginsDidChange() {}

    // MARK: Appearance (TheUIKitLayer.md)

    /// Called before the view appears (by `UIWindow.makeKeyAndVisible()` for its root view controller and the
    /// children); the base does nothing.
    ///
    ///     override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); reload() }
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared (after the window's first layout pass).
    ///
    ///     override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); startTimer() }
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears (the window's root view controller is replaced).
    ///
    ///     override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); save() }
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappeared.
    ///
    ///     override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); stopTimer() }
    open func viewDidDisappear(_ animated: Bool) {}

    enum AppearanceCall { case willAppear, didAppear, willDisappear, didDisappear }

    /// Calls one appearance method on the receiver, then on its children in order (depth first).
    func forwardAppearance(_ call: AppearanceCall) {
        switch call {
        case .willAppear: viewWillAppear(false)
        case .didAppear:
            hasAppeared = true
            viewDidAppear(false)
        case .willDisappear: viewWillDisappear(false)
        case .didDisappear:
            hasAppeared = false
            viewDidDisappear(false)
        }
        for child in storedChildren { child.forwardAppearance(call) }
    }

    // MARK: Containment (TheUIKitLayer.md)

    /// The child view controllers, in the order added.
    ///
    ///     container.children.count   // 2
    public var children: [UIViewController] { storedChildren }

    /// The parent view controller, if the receiver is a child.
    ///
    ///     child.parent === container   // true
    public var parent: UIViewController? { storedParent }

    /// Makes `childController` a child: calls its `willMove(toParent: self)`, then appends it. The caller adds
    /// the child's view where it wants it and then calls `childController.didMove(toParent: self)`. A child
    /// of another controller is first removed from it, as `removeFromParent()` does.
    ///
    ///     addChild(list)
    ///     view.addSubview(list.view)
    ///     list.didMove(toParent: self)
    open func addChild(_ childController: UIViewController) {
        if childController.storedParent === self { return }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === childController {
                report(.invalidHierarchy, .error, "\(shortName) cannot add \(childController.shortName) as a child: "
                    + "it is the receiver or one of its ancestors; the controllers are unchanged.")
                return
            }
            ancestor = current.storedParent
        }
        if childController.storedParent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// Removes the receiver from its parent's children, then calls `didMove(toParent: nil)`. Without a parent
    /// it does nothing. The view is not removed: the caller calls `willMove(toParent: nil)` first and removes
    /// the view.
    ///
    ///     child.willMove(toParent: nil)
    ///     child.view.removeFromSuperview()
    ///     child.removeFromParent()
    open func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// Called just before the receiver is added to (by `addChild(_:)`) or removed from a parent (by the
    /// caller, with nil); the base does nothing.
    ///
    ///     override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the receiver was added to (by the caller) or removed from a parent (by
    /// `removeFromParent()`, with nil); the base does nothing.
    ///
    ///     override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Safe area and margins (TheUIKitLayer.md)

    /// Insets added to the safe area insets the view gets from where it sits (per edge, never below 0 in
    /// total). The view's safe area guide, margins and subviews follow at the next layout pass.
    ///
    ///     controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            guard newValue != storedAdditionalSafeAreaInsets else { return }
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                report(.nonFiniteValue, .error, "\(shortName) refused non-finite additional safe area insets; they "
                    + "stay as they were.")
                return
            }
            storedAdditionalSafeAreaInsets = newValue
            guard let view = storedView else { return }
            if view.isRoot {
                // A root's insets are known at once, as when they are set by hand.
                view.safeAreaDidChange()
                view.notifySafeAreaInsetsDidChange()
            } else {
                view.setNeedsLayout()
            }
        }
    }

    /// The least margins of the view while `viewRespectsSystemMinimumLayoutMargins` is true: 16 points
    /// leading and trailing when the view's horizontal size class is compact, 20 when regular.
    ///
    ///     controller.systemMinimumLayoutMargins.leading   // 16 on an iPhone in portrait
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let sizeClass = storedView?.currentTraitValues.horizontalSizeClass ?? currentTraitValues.horizontalSizeClass
        return UIViewController.systemMinimumMargins(sizeClass)
    }

    /// Whether the view's margins are at least `systemMinimumLayoutMargins` (default true). The minimum
    /// applies to the controller's view only, never to its subviews.
    ///
    ///     controller.viewRespectsSystemMinimumLayoutMargins = false   // margins as set, e.g. 0
    open var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { storedRespectsSystemMinimumMargins }
        set {
            guard newValue != storedRespectsSystemMinimumMargins else { return }
            storedRespectsSystemMinimumMargins = newValue
            guard let view = storedView else { return }
            refreshSystemMinimumMargins(viewTraits: view.currentTraitValues)
            view.effectiveMarginsDidChange()
        }
    }

    static func systemMinimumMargins(_ sizeClass: UIUserInterfaceSizeClass) -> NSDirectionalEdgeInsets {
        let side: CGFloat = sizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Recomputes the minimum the view's margins use from the view's traits; true if it changed.
    @discardableResult
    func refreshSystemMinimumMargins(viewTraits: TraitValues) -> Bool {
        let minimum = storedRespectsSystemMinimumMargins
            ? UIViewController.systemMinimumMargins(viewTraits.horizontalSizeClass) : nil
        guard minimum != appliedSystemMinimumMargins else { return false }
        appliedSystemMinimumMargins = minimum
        return true
    }

    // MARK: Other members (TheUIKitLayer.md)

    /// The size the controller would like; stored. Setting it tells the parent
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`).
    ///
    ///     preferredContentSize = CGSize(width: 320, height: 200)
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            storedParent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Called when a child's `preferredContentSize` changes; the base does nothing.
    ///
    ///     override func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {}
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {}

    /// A title; stored.
    ///
    ///     controller.title = "Settings"
    open var title: String?

    /// The next responder: the view's superview if the view is in a hierarchy, else the parent.
    ///
    ///     controller.next === controller.view.superview   // true once the view is added
    open override var next: UIResponder? { storedView?.superview ?? storedParent }

    // MARK: Descriptions and diagnostics

    /// `<Type: 0x…>`, as UIKit prints a controller.
    ///
    ///     print(controller)   // <ProfileController: 0x…>
    nonisolated open override var description: String {
        "<\(String(describing: type(of: self))): \(addressString(self))>"
    }

    var shortName: String { "\(type(of: self)):\(addressString(self))" }

    func report(_ kind: LayoutDiagnostic.Kind, _ severity: LayoutDiagnostic.Severity, _ message: String) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: kind, severity: severity, context: .hierarchy,
                                                  message: message, items: [self]),
                                 in: storedView?.rootView.ownEngine)
    }
}
