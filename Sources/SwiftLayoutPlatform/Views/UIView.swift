import Foundation

/// A rectangle in a hierarchy, laid out by Auto Layout or by hand, exactly as in UIKit (headless: nothing is
/// drawn).
///
///     let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
///     let child = UIView()
///     child.translatesAutoresizingMaskIntoConstraints = false
///     root.addSubview(child)
///     NSLayoutConstraint.activate([
///         child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
///         child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
///         child.widthAnchor.constraint(equalToConstant: 100),
///         child.heightAnchor.constraint(equalToConstant: 50),
///     ])
///     root.layoutIfNeeded()
///     print(child.frame)   // (110.0, 215.0, 100.0, 50.0)
open class UIView: UIResponder, LayoutItem, UIAccessibilityIdentification {
    // MARK: Stored state (not API)

    /// The superview, not retained (the superview owns its subviews) and not a weak reference either: a weak
    /// reference would cost a load and a retain on every step up the tree, and give every view a side table.
    /// `deinit` clears it in the subviews, so it never dangles: a view outliving its superview has no superview,
    /// as in UIKit. Unmanaged rather than `unowned(unsafe)`, so that a walk up the tree or the layout pass can
    /// step to the superview with no retain (`Unmanaged.superviewStep`, `withBorrowed`).
    // `nonisolated(unsafe)`: `deinit` (not isolated) clears it in the subviews, which nothing else can reach then.
    // Proof: a superview retains its subviews (`storedSubviews`) and nils this link in each when it goes, so a
    // live view's link is nil or a live view (aViewThatOutlivesItsSuperviewHasNoSuperview).
    // Figure: the eight platform sites marked so, made safe together (checked `unowned`, exclusivity
    // checks): feed build +17.4 %, cell removal +23.8 %, stack build +11.8 %, scroll build +20.3 % (callgrind).
    // Figure, unmanaged (the engine's moved-view loop, `setNeedsLayout` and the pass's subview loops stepping
    // with no retain): row resize + layout 31.96 M → 22.67 M instructions, 0.291 → 0.145 ms (N = 1,000).
    nonisolated(unsafe) var superviewReference: Unmanaged<UIView>?
    /// The superview (`superviewReference`), retained for the caller.
    var storedSuperview: UIView? {
        get { superviewReference?.takeUnretainedValue() }
        set { superviewReference = newValue.map { .passUnretained($0) } }
    }
    // Figure: the eight platform sites marked so, made safe together (checked `unowned`, exclusivity
    // checks): feed build +17.4 %, cell removal +23.8 %, stack build +11.8 %, scroll build +20.3 % (callgrind).
    @exclusivity(unchecked) var storedSubviews: [UIView] = [] {
        didSet {
            subviewsVersion &+= 1
            keepsSubviewOrderOnReadd = false
        }
    }
    // The frame, the layout state and the flags right after the links (stored properties are laid out in
    // declaration order), so that the pass's look at a subview reads the view's first two cache lines. Figures:
    // the flags beside the frame, resizing a 10,000-view row misses the first-level cache 5 % less often
    // (cachegrind, 8.30 M → 7.87 M); the frame before the marks, misses of a 2 MB last-level cache (callgrind's
    // simulation, N = 1,000) feed resize 54.0 k → 50.6 k, remove a cell 14.7 k → 11.8 k, dsl constant change
    // 119.8 k → 113.1 k. Instructions unchanged both times.
    @exclusivity(unchecked) var storedFrame: CGRect
    let layoutState: ItemLayoutState
    var needsLayoutFlag = true
    var subtreeNeedsLayout = true
    var storedTranslates = true
    /// Whether the frames the layout pass gave the subviews, and every view inside them, stay as they are while
    /// the view moves between places on the pixel grid of the root's scale 2^`wholePixelScaleExponent`
    /// (`UIView+WholePixelMoves.swift`); true, at every scale (`Int8.min`), while the view has no subviews. In the
    /// padding before `subviewsVersion`: a field that grew the view or its layout state cost a feed resize at N =
    /// 10,000 half as many last-level write misses again (callgrind's simulation).
    var framesInsideFollowWholePixelMoves = true
    var wholePixelScaleExponent: Int8 = .min
    /// Whether the note above holds only while the view is right of and below the root's origin (some edge
    /// inside lies exactly on a half pixel).
    var framesInsideFollowMovesOnHalfPixels = false
    /// Whether the next subview added again at the end (`addSubview(_:)`) stays where it is: set by the DSL just
    /// before it adds a declared subview again, in a run that adds the last subviews again in their order, which
    /// ends with the order it began with (the DSL adds every declared view again on every pass). The re-add takes
    /// it and still calls `didAddSubview(_:)`, so one a callback makes meanwhile moves as in UIKit; only the order
    /// seen during the run is the final one. Any change of the subviews clears it too. In the same padding.
    ///
    /// Moving each to the end, a root's 1,000 rows were moved 1,000 times per pass (the dsl screen's unchanged
    /// update, N = 1,000: 34.50 M → 33.19 M instructions, callgrind; 4.21 → 4.05 ms, medians of seven alternated
    /// runs).
    ///
    ///     for subview in row.subviews {
    ///         row.keepsSubviewOrderOnReadd = true
    ///         row.addSubview(subview)   // didAddSubview(_:), and nothing moves
    ///     }
    // Figure: checked, the same update ran 0.42 M more instructions (callgrind), its reads at every re-add.
    @exclusivity(unchecked) package var keepsSubviewOrderOnReadd = false
    /// Counts the changes of `storedSubviews` (it wraps around): `forEachMarkedSubview` notices a change during its
    /// loop, the DSL one during its re-adds. A subview added again in place changes nothing.
    ///
    ///     let before = row.subviewsVersion
    ///     row.addSubview(UIView())
    ///     row.subviewsVersion != before   // true
    package private(set) var subviewsVersion = 0
    /// The direct subviews whose subtree marks are set, and this view's places in its superview's lists
    /// (`UIView+MarkedSubviews.swift`).
    // Figure: exclusivity checks on these view and engine fields: feed build +4.6 %, cell removal +4.7 % (callgrind).
    @exclusivity(unchecked) var markedSubviews = MarkedSubviews()
    @exclusivity(unchecked) var markPlaces = MarkPlaces()
    var boundsOrigin: CGPoint = .zero
    var autoresizingConstraints: [NSAutoresizingMaskLayoutConstraint] = []
    /// The view controller whose `view` this is (TheUIKitLayer.md). Not retained (the controller owns its view);
    /// the controller's `deinit` clears it, so it never dangles.
    // `nonisolated(unsafe)`: cleared by the controller's `deinit`, when nothing else can reach it.
    // Figure: the eight platform sites marked so, made safe together (checked `unowned`, exclusivity
    // checks): feed build +17.4 %, cell removal +23.8 %, stack build +11.8 %, scroll build +20.3 % (callgrind).
    nonisolated(unsafe) unowned(unsafe) var viewDelegate: UIViewController?
    var ownEngine: LayoutEngine?
    // Figure: the eight platform sites marked so, made safe together (checked `unowned`, exclusivity
    // checks): feed build +17.4 %, cell removal +23.8 %, stack build +11.8 %, scroll build +20.3 % (callgrind).
    @exclusivity(unchecked) var installedConstraints: [NSLayoutConstraint] = []
    /// How many of `installedConstraints` are kept out of the engine (`NSLayoutConstraint.isKeptOut`).
    var keptOutConstraintCount = 0
    var storedLayoutGuides: [UILayoutGuide] = []
    // Figure: exclusivity checks on these view and engine fields: feed build +4.6 %, cell removal +4.7 % (callgrind).
    @exclusivity(unchecked) var anchors = AnchorCache()

    /// Shared by every weak-like reference to the view (`ItemReference`), so that the view has no side table.
    package let lifetime = ItemLifetime(ownerKind: .view)

    deinit {
        lifetime.end()
        let subviews = storedSubviews
        let me = Unmanaged.passUnretained(self).toOpaque()
        for subview in subviews where subview.superviewReference?.toOpaque() == me {
            subview.superviewReference = nil
        }
    }

    var needsUpdateConstraintsFlag = true
    var subtreeNeedsUpdateConstraints = true
    var didCallSuperUpdateConstraints = false
    var intrinsicSizeIsInvalid = true
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) var contentSizeConstraints = PerAxis<NSContentSizeLayoutConstraint?>(nil, nil)
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) var hugging = PerAxis<UILayoutPriority>(.defaultLow, .defaultLow)
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) var compressionResistance = PerAxis<UILayoutPriority>(.defaultHigh, .defaultHigh)
    var storedMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether code set the margins: a view controller's view whose margins were never set has the system
    /// minimum as its margins (TheUIKitLayer.md).
    var hasCustomMargins = false
    var storedSafeAreaInsets: UIEdgeInsets = .zero
    var storedContentScaleFactor: CGFloat?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var reportedAmbiguous = false
    /// Set once the view's safe area or margins reach its layout (a guide, a margin attribute): a non-root
    /// view's safe area insets are then recomputed from its frame after each layout pass.
    var dependsOnSafeArea = false
    /// A non-root view's safe area insets as of the last layout pass.
    var computedSafeAreaInsets: UIEdgeInsets = .zero
    /// `preservesSuperviewLayoutMargins`, and the least margins it implies as of the last layout pass.
    var storedPreservesSuperviewMargins = false
    var preservedMarginFloor: UIEdgeInsets = .zero
    var passDepth = 0
    /// Traits (TheUIKitLayer.md): the view's overrides, the collection it had at the end of its last pass (nil before
    /// its first), and the marks of the trait check at the start of a pass (`UIView+Traits.swift`).
    // Figure: exclusivity checks on these view and engine fields: feed build +4.6 %, cell removal +4.7 % (callgrind).
    @exclusivity(unchecked) var storedTraitOverrides = UITraitOverrides()
    var rememberedTraits: TraitValues?
    var traitsNeedCheck = true
    var subtreeTraitsNeedCheck = true
    var frameAnimations: [ViewAnimation<CGRect>] = []
    var alphaAnimations: [ViewAnimation<CGFloat>] = []
    lazy var storedLayer = CALayer(view: self)

    // MARK: Creation

    /// Creates a view with the given frame (in its future superview's coordinates).
    ///
    ///     let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    public init(frame: CGRect) {
        storedFrame = frame.isFiniteRect ? frame : .zero
        layoutState = ItemLayoutState()
        super.init()
        lifetime.start(owner: self)
    }

    /// For source compatibility with code written for iOS; the coder is ignored and the view gets its
    /// default state.
    ///
    ///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        layoutState = ItemLayoutState()
        super.init()
        lifetime.start(owner: self)
    }

    /// Creates a view with a zero frame.
    ///
    ///     let spacer = UIView()
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The superview.
    open override var next: UIResponder? { storedSuperview }

    var storedInsetsFromSafeArea = true
    var storedAutoresizingMask: AutoresizingMask = []
    /// The superview's bounds size when the frame, the mask or the superview was last set (TheUIKitLayer.md): the
    /// length `S` the autoresizing mask is translated from. Nil without a superview.
    var autoresizingReference: CGSize?
    var lastKnownDirection: UIUserInterfaceLayoutDirection = .leftToRight

    // MARK: Override points

    /// Whether the view relies on constraint-based layout; false by default. It has no effect here: the
    /// engine is always used (TheUIKitLayer.md).
    ///
    ///     override class var requiresConstraintBasedLayout: Bool { true }
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The natural size of the content; `UIView` has none (`noIntrinsicMetric` on both axes). Override it,
    /// and call `invalidateIntrinsicContentSize()` when it changes, to take part in layout with hugging and
    /// compression resistance.
    ///
    ///     override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 44) }
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Called by the layout pass for a view marked as needing layout. The base implementation writes the
    /// snapped solved frames of the direct subviews that take part in Auto Layout. Call `super` first.
    ///
    ///     override func layoutSubviews() {
    ///         super.layoutSubviews()
    ///         imageView.layer.cornerRadius = imageView.frame.width / 2
    ///     }
    open func layoutSubviews() {
        writeSubviewFrames()
    }

    /// Override point for adding or changing constraints before a layout pass; an override must call
    /// `super.updateConstraints()` (the base refreshes the view's system constraints).
    ///
    ///     override func updateConstraints() {
    ///         heightConstraint.constant = isExpanded ? 200 : 44
    ///         super.updateConstraints()
    ///     }
    open func updateConstraints() {
        didCallSuperUpdateConstraints = true
        refreshSystemConstraints()
    }

    /// Re-reads `intrinsicContentSize` at the next update-constraints phase (constants change in place).
    ///
    ///     text = newText; invalidateIntrinsicContentSize()
    open func invalidateIntrinsicContentSize() {
        markIntrinsicContentSizeInvalid()
    }

    /// The size the receiver's constraints give it when its size is pulled toward `targetSize` at
    /// `fittingSizeLevel` (50) on both axes.
    ///
    ///     card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)   // (200, 96)
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// Solves the receiver's subtree on its own (origin pinned, its own autoresizing/encapsulated size and
    /// constraints to outside items ignored) with `width == target.width` and `height == target.height` at the
    /// given priorities, and returns the snapped size. Changes no frame and no engine state
    /// (UIView+LayoutPass.swift).
    ///
    ///     cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
    ///                                  withHorizontalFittingPriority: .required,
    ///                                  verticalFittingPriority: .fittingSizeLevel)   // (320, 88)
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontalFittingPriority: horizontalFittingPriority,
                    verticalFittingPriority: verticalFittingPriority)
    }

    /// The size that fits `size`; `UIView` returns its bounds size.
    ///
    ///     UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20)).sizeThatFits(.zero)   // (10, 20)
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The insets from the frame to the alignment rect (TheUIKitLayer.md): constraints and the intrinsic size describe
    /// the alignment rect, and the layout pass writes it outset by these insets. `.zero` by default; a
    /// `UIImageView` reports its image's. A root's are not applied (its bounds are the layout space).
    ///
    ///     override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 0) }
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rect of `frame`: the frame inset by `alignmentRectInsets`.
    ///
    ///     shadowed.alignmentRect(forFrame: CGRect(x: 0, y: 0, width: 50, height: 54))   // (0, 0, 50, 50)
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame of `alignmentRect`: the rectangle outset by `alignmentRectInsets`.
    ///
    ///     shadowed.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 50, height: 50))   // (0, 0, 50, 54)
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }

    // MARK: Hierarchy (TheUIKitLayer.md; the work is in UIView+Hierarchy.swift)

    /// Appends `view` to the end of `subviews` (frontmost). An existing subview moves to the end; a view with
    /// another superview is first removed from it; adding the receiver or an ancestor is refused with an
    /// `.invalidHierarchy` diagnostic.
    ///
    ///     root.addSubview(title)
    open func addSubview(_ view: UIView) {
        insert(view, at: nil)
    }

    /// As `addSubview`, but the view ends at `index` (clamped).
    ///
    ///     root.insertSubview(background, at: 0)
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just above (after) `siblingSubview`; if the sibling is not a subview, adds it at the end
    /// and reports `.invalidHierarchy`.
    ///
    ///     root.insertSubview(badge, aboveSubview: icon)
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertNextTo(siblingSubview, view, offset: 1)
    }

    /// Inserts `view` just below (before) `siblingSubview`; if the sibling is not a subview, adds it at the end
    /// and reports `.invalidHierarchy`.
    ///
    ///     root.insertSubview(shadow, belowSubview: card)
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertNextTo(siblingSubview, view, offset: 0)
    }

    /// Moves a subview to the end (front); ignored for a view that is not a subview.
    ///
    ///     root.bringSubviewToFront(badge)
    open func bringSubviewToFront(_ view: UIView) {
        moveSubview(view, toFront: true)
    }

    /// Moves a subview to the start (back); ignored for a view that is not a subview.
    ///
    ///     root.sendSubviewToBack(background)
    open func sendSubviewToBack(_ view: UIView) {
        moveSubview(view, toFront: false)
    }

    /// Swaps two subviews; an index out of range is reported and nothing changes.
    ///
    ///     root.exchangeSubview(at: 0, withSubviewAt: 1)
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        swapSubviews(index1, index2)
    }

    /// Removes the view from its superview: constraints relating the subtree to the rest are deactivated,
    /// the view becomes a root whose engine takes over the constraints installed inside it.
    ///
    ///     child.removeFromSuperview()
    ///     root.constraints.isEmpty   // true: child's constraints to root were deactivated
    open func removeFromSuperview() {
        removeFromSuperviewWithCallbacks()
    }

    /// Override point: called before the superview changes (nil when removed).
    ///
    ///     override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Override point: called after the superview changed.
    ///
    ///     override func didMoveToSuperview() { super.didMoveToSuperview(); configure() }
    open func didMoveToSuperview() {}

    /// Override point: called before the nearest `UIWindow` ancestor changes (nil when leaving every window),
    /// on each view of the moving subtree, after `willMove(toSuperview:)`.
    ///
    ///     override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow); stopTimers() }
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Override point: called after the nearest `UIWindow` ancestor changed, before `didMoveToSuperview()`.
    ///
    ///     override func didMoveToWindow() { super.didMoveToWindow(); if window != nil { startTimers() } }
    open func didMoveToWindow() {}

    /// Override point: called on the receiver after `subview` was added (or moved within it).
    ///
    ///     override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview); count += 1 }
    open func didAddSubview(_ subview: UIView) {}

    /// Override point: called on the receiver before `subview` leaves it.
    ///
    ///     override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview); count -= 1 }
    open func willRemoveSubview(_ subview: UIView) {}

    /// Override point: called when the effective layout margins change.
    ///
    ///     override func layoutMarginsDidChange() { super.layoutMarginsDidChange(); setNeedsLayout() }
    open func layoutMarginsDidChange() {}

    /// Override point: called once per change of the view's trait collection, at the start of the next layout
    /// pass that reaches the view (parents before children), with the collection it had. A view's first pass
    /// only records its collection.
    ///
    ///     override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    ///         super.traitCollectionDidChange(previousTraitCollection)
    ///         stack.axis = traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical
    ///     }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Override point: called when a root's safe area insets change.
    ///
    ///     override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange(); updateHeader() }
    open func safeAreaInsetsDidChange() {}

    // MARK: Stored appearance (TheUIKitLayer.md)

    /// An integer you can use to find the view with `viewWithTag(_:)`.
    ///
    ///     view.tag = 7; root.viewWithTag(7) === view   // true
    public var tag: Int = 0
    /// Names the view in descriptions and diagnostics.
    ///
    ///     title.accessibilityIdentifier = "title"   // constraints print `title.top == …`
    public var accessibilityIdentifier: String?
    /// Whether the view is hidden (no layout effect). Hiding a visible `UIWindow` tells its root view
    /// controller that the view disappeared.
    ///
    ///     badge.isHidden = true
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) open var isHidden: Bool = false {
        didSet { if isHidden != oldValue { storedSuperview?.subviewDidChangeHidden(self) } }
    }
    /// The opacity, stored as set; animatable (`presentationAlpha` is the in-flight value).
    ///
    ///     view.alpha = 0.4
    public var alpha: CGFloat = 1 {
        willSet { AnimationRecorder.willChangeAlpha(of: self) }
    }
    /// Whether subviews are clipped to the bounds (stored only).
    ///
    ///     imageView.clipsToBounds = true
    public var clipsToBounds: Bool {
        get { storedLayer.masksToBounds }
        set { storedLayer.masksToBounds = newValue }
    }
    /// How the content fills the bounds (stored only).
    ///
    ///     imageView.contentMode = .scaleAspectFit
    public var contentMode: ContentMode = .scaleToFill
    /// Whether touches reach the view (stored only).
    ///
    ///     overlay.isUserInteractionEnabled = false
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) public var isUserInteractionEnabled: Bool = true
    /// Whether subviews are resized with the view (stored; translation always follows the masks).
    ///
    ///     container.autoresizesSubviews = false
    public var autoresizesSubviews: Bool = true
    /// Whether the view is opaque (stored only; default true).
    ///
    ///     overlay.isOpaque = false
    public var isOpaque: Bool = true
    /// Stored only; default true.
    ///
    ///     view.clearsContextBeforeDrawing = false
    public var clearsContextBeforeDrawing: Bool = true
    /// Stored only; default false.
    ///
    ///     canvas.isMultipleTouchEnabled = true
    public var isMultipleTouchEnabled: Bool = false
    /// Stored only; default false.
    ///
    ///     button.isExclusiveTouch = true
    public var isExclusiveTouch: Bool = false
    /// Stored only; default nil.
    ///
    ///     icon.accessibilityLabel = "Settings"
    public var accessibilityLabel: String?
    /// Stored only; default nil.
    ///
    ///     icon.accessibilityHint = "Opens the settings"
    public var accessibilityHint: String?
    /// Stored only; default false for `UIView`.
    ///
    ///     icon.isAccessibilityElement = true
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) public var isAccessibilityElement: Bool = false
    /// What the element is to assistive technologies (stored only); `.none` for `UIView`, `.staticText` for
    /// `UILabel`, `.button` for `UIButton`.
    ///
    ///     heading.accessibilityTraits = [.staticText, .header]
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) public var accessibilityTraits: UIAccessibilityTraits = .none

    /// The view's layer, a property bag (`cornerRadius`, `borderWidth`, …); nothing is drawn.
    ///
    ///     imageView.layer.cornerRadius = imageView.frame.width / 2
    public var layer: CALayer { storedLayer }

    // MARK: Geometry (TheUIKitLayer.md)

    /// The rectangle in the superview's coordinates. Setting it keeps the bounds origin; a non-finite value
    /// is refused with a diagnostic.
    ///
    ///     view.frame = CGRect(x: 10, y: 20, width: 100, height: 44)
    public var frame: CGRect {
        get { storedFrame }
        set {
            guard newValue.isFiniteRect else { return reportNonFiniteGeometry("frame", "\(newValue)") }
            setFrameFromCode(newValue)
        }
    }

    /// The view's own coordinate system: origin (default zero) and the frame's size. Changing the size keeps
    /// the centre fixed.
    ///
    ///     view.bounds.size   // (100, 44)
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            guard newValue.isFiniteRect else { return reportNonFiniteGeometry("bounds", "\(newValue)") }
            if newValue.origin != boundsOrigin {
                boundsOrigin = newValue.origin
                setNeedsLayout()
                boundsOriginDidChange()
            }
            if newValue.size != storedFrame.size {
                let center = self.center
                setFrameFromCode(CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                        width: newValue.width, height: newValue.height))
            }
        }
    }

    /// The frame's midpoint in the superview's coordinates; setting it moves the frame.
    ///
    ///     view.center = CGPoint(x: 160, y: 240)
    public var center: CGPoint {
        get { CGPoint(x: storedFrame.origin.x + storedFrame.size.width / 2,
                      y: storedFrame.origin.y + storedFrame.size.height / 2) }
        set {
            guard newValue.x.isFinite && newValue.y.isFinite else {
                return reportNonFiniteGeometry("center", "\(newValue)")
            }
            setFrameFromCode(CGRect(x: newValue.x - storedFrame.size.width / 2,
                                    y: newValue.y - storedFrame.size.height / 2,
                                    width: storedFrame.size.width, height: storedFrame.size.height))
        }
    }

    /// The affine transform (stored only, default identity): layout ignores it, as `frame` is undefined
    /// under a non-identity transform in UIKit.
    ///
    ///     badge.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    ///     badge.frame   // unchanged
    public var transform: CGAffineTransform = .identity

    /// (headless meaning) On a root, the scale used to snap the hierarchy's frames; `UIScreen.main.scale`
    /// until set.
    ///
    ///     root.contentScaleFactor = 3
    public var contentScaleFactor: CGFloat {
        get { storedContentScaleFactor ?? UIScreen.main.scale }
        set {
            guard newValue.isFinite && newValue > 0 else { return reportNonFiniteGeometry("contentScaleFactor", "\(newValue)") }
            guard newValue != storedContentScaleFactor else { return }
            storedContentScaleFactor = newValue
            if isRoot { rootTraitInputsDidChange() }
        }
    }

    /// A frame set by code (`frame`, `bounds`, `center`): the autoresizing mask is measured from the
    /// superview's size at this moment (TheUIKitLayer.md), then the frame is written.
    private func setFrameFromCode(_ newFrame: CGRect) {
        let referenceMoved = noteAutoresizingReference()
        if !newFrame.isIdentical(to: storedFrame) {
            setFrame(newFrame, fromLayout: false)
        } else if referenceMoved && translatesAutoresizingMaskIntoConstraints && !autoresizingConstraints.isEmpty {
            updateAutoresizingConstraints()
        }
    }

    /// Writes the frame; `fromLayout` is true for writes made by the layout pass (they do not re-translate
    /// the autoresizing mask).
    func setFrame(_ newFrame: CGRect, fromLayout: Bool) {
        guard !newFrame.isIdentical(to: storedFrame) else { return }
        AnimationRecorder.willChangeFrame(of: self)
        let sizeChanged = newFrame.size != storedFrame.size
        let orientationChanged = (newFrame.width > newFrame.height) != (storedFrame.width > storedFrame.height)
        storedFrame = newFrame
        // A frame the layout pass did not compute: the frames inside the superview no longer follow its moves.
        if !fromLayout { storedSuperview?.forgetFramesInsideFollowMoves() }
        if sizeChanged { setNeedsLayout() }
        if orientationChanged && storedSuperview == nil { rootTraitInputsDidChange() }
        guard !fromLayout, translatesAutoresizingMaskIntoConstraints else { return }
        if storedSuperview != nil {
            if autoresizingConstraints.isEmpty { setNeedsUpdateConstraints() } else { updateAutoresizingConstraints() }
        } else if let engine = ownEngine {
            engine.updateEncapsulatedSize()
        }
    }

    private func reportNonFiniteGeometry(_ what: String, _ value: String) {
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .nonFiniteValue, severity: .error, context: .layout,
            message: "\(shortName) refused a non-finite \(what) \(value); the \(what) stays as it was.",
            items: [self]), in: rootView.engine)
    }

    // MARK: Layout direction (TheUIKitLayer.md)

    /// Default `.unspecified`; changing it re-resolves the leading/trailing constraints it affects.
    ///
    ///     root.semanticContentAttribute = .forceRightToLeft
    // Figure: exclusivity checks on these view and engine fields: feed build +4.6 %, cell removal +4.7 % (callgrind).
    @exclusivity(unchecked) public var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            directionDidChange()
        }
    }

    /// The direction a semantic content attribute resolves to on its own (`.unspecified` → left-to-right).
    ///
    ///     UIView.userInterfaceLayoutDirection(for: .forceRightToLeft)   // .rightToLeft
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction leading/trailing resolve to: forced values win; `.unspecified` follows a layout direction
    /// the view's `traitOverrides` (or its view controller's) impose, else the superview's, and a root is
    /// left-to-right unless its trait collection says right-to-left (TheUIKitLayer.md).
    ///
    ///     child.effectiveUserInterfaceLayoutDirection   // .rightToLeft under a forced-RTL root
    ///     root.traitOverrides.layoutDirection = .rightToLeft   // the same for every `.unspecified` view
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        // Up the tree unretained (`Unmanaged.superviewStep`): each constraint's attributes ask this once.
        // Figure: through `storedSuperview`, a retain and a release per ancestor: stack build + first layout
        // (N = 1,000) 325.7 M → 323.5 M instructions (callgrind).
        var view = Unmanaged.passUnretained(self)
        while true {
            let found = view.withBorrowed { view -> UIUserInterfaceLayoutDirection? in
                switch view.semanticContentAttribute {
                case .forceRightToLeft: return .rightToLeft
                case .forceLeftToRight, .playback, .spatial: return .leftToRight
                case .unspecified: return view.overriddenLayoutDirection
                }
            }
            if let found { return found }
            guard let superview = view.superviewStep else { return .leftToRight }
            view = superview
        }
    }

    // MARK: Baselines (TheUIKitLayer.md)

    /// The view whose first baseline is this view's (default: `forLastBaselineLayout`). Must be the view or a
    /// descendant.
    ///
    ///     override var viewForFirstBaselineLayout: UIView { titleLabel }
    open var viewForFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose last baseline is this view's (default: the view itself).
    ///
    ///     override var viewForLastBaselineLayout: UIView { detailLabel }
    open var viewForLastBaselineLayout: UIView { self }

    /// UIKit's Swift name for `viewForFirstBaselineLayout` (default: that property); the engine reads this
    /// one, so overriding either works.
    ///
    ///     override var forFirstBaselineLayout: UIView { titleLabel }
    open var forFirstBaselineLayout: UIView { viewForFirstBaselineLayout }

    /// UIKit's Swift name for `viewForLastBaselineLayout` (default: that property); the engine reads this
    /// one, so overriding either works.
    ///
    ///     override var forLastBaselineLayout: UIView { detailLabel }
    open var forLastBaselineLayout: UIView { viewForLastBaselineLayout }

    /// Text views (in this module) override this to give their text block and font metrics; nil means the
    /// baselines are the view's bottom.
    var textBaselineMetrics: TextBaselineMetrics? { nil }

    // MARK: LayoutItem

    var installationView: UIView? { self }
    var layoutParent: UIView? { storedSuperview }

    /// `TypeName:0xADDR` plus, for text views, the quoted text (overridden in this module).
    var constraintItemName: String { "\(String(describing: type(of: self))):\(addressString(self))" + descriptionTextSuffix }

    /// `'text'` for labels and buttons (overridden by them), empty here.
    var descriptionTextSuffix: String { "" }

    var shortName: String {
        if let id = accessibilityIdentifier, !id.isEmpty { return id }
        return "\(String(describing: type(of: self))):\(addressString(self))"
    }

    // MARK: Description (TheUIKitLayer.md)

    /// UIKit's pattern: `<UIView: 0x…; frame = (0 0; 320 480)[; hidden = YES]…[; identifier = 'title']>`.
    ///
    ///     print(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
    ///     // <UIView: 0x7f8c59007340; frame = (0 0; 320 480)>
    nonisolated open override var description: String {
        assumeViewIsolation { viewDescription }
    }

    private var viewDescription: String {
        let f = storedFrame
        var fields = ["frame = (\(formatNumber(f.origin.x)) \(formatNumber(f.origin.y)); "
                      + "\(formatNumber(f.size.width)) \(formatNumber(f.size.height)))"]
        fields += descriptionExtraFields
        if isHidden { fields.append("hidden = YES") }
        if alpha != 1 { fields.append("alpha = \(formatNumber(alpha))") }
        if !isOpaque { fields.append("opaque = NO") }
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if !autoresizingMask.isEmpty {
            let names: [(AutoresizingMask, String)] = [
                (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
                (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
            ]
            fields.append("autoresize = " + names.filter { autoresizingMask.contains($0.0) }.map(\.1).joined(separator: "+"))
        }
        if tag != 0 { fields.append("tag = \(tag)") }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if let backgroundColor { fields.append("backgroundColor = \(backgroundColor)") }
        if let id = accessibilityIdentifier { fields.append("identifier = '\(id)'") }
        return "<\(String(describing: type(of: self))): \(addressString(self)); " + fields.joined(separator: "; ") + ">"
    }

    /// Fields subclasses in this module add after the frame (a label's `text = '…'`).
    var descriptionExtraFields: [String] { [] }

    /// Called after `bounds.origin` changed (a scroll view's `contentOffset`, TheUIKitLayer.md). No-op for `UIView`.
    func boundsOriginDidChange() {}

    /// Called by the layout pass right after it wrote this view's frame (a wrapping label re-measures here,
    /// TheUIKitLayer.md step 4). No-op for `UIView`.
    func layoutDidWriteFrame(previous: CGRect) {}

    // MARK: Hooks for the view classes of part 2 (labels, stacks, colors)

    /// Called by `invalidateIntrinsicContentSize()` before it marks the view (a label drops its cached
    /// measurements; overrides call super). Tells the superview.
    func intrinsicContentSizeDidInvalidate() {
        storedSuperview?.subviewIntrinsicContentSizeDidInvalidate(self)
    }

    /// Called on the superview when a subview's intrinsic size was invalidated (a proportional stack view
    /// re-arranges). No-op here.
    func subviewIntrinsicContentSizeDidInvalidate(_ subview: UIView) {}

    /// Called on the superview when a subview's `isHidden` changes (a stack view re-arranges). No-op here.
    func subviewDidChangeHidden(_ subview: UIView) {}

    /// The background color; nil by default (stored only: nothing is drawn).
    ///
    ///     card.backgroundColor = .systemBackground
    public var backgroundColor: UIColor?

    /// The tint color set on this view (nil: inherited); read `tintColor`.
    var storedTintColor: UIColor?
}
