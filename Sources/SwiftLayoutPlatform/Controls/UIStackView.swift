import Foundation

/// A view that lines up its arranged subviews along an axis by generating ordinary constraints, with the
/// identifiers and priorities UIKit's own stack view gives them (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-alignment`, …), installed on the stack and listed in its `constraints` (TheUIKitLayer.md).
///
///     let stack = UIStackView(arrangedSubviews: [title, subtitle])
///     stack.axis = .vertical
///     stack.spacing = 8
///     stack.translatesAutoresizingMaskIntoConstraints = false
///     root.addSubview(stack)
///     NSLayoutConstraint.activate([
///         stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
///         stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
///     ])
///     root.layoutIfNeeded()
///     print(stack.frame)   // (16.0, 16.0, 94.0, 50.0) for "Hello World" over "Hi"
///
/// Changing any property or the arrangement regenerates only the stack's own constraints, at the next
/// update-constraints phase: constraints that stay the same stay active (only their constants are edited).
open class UIStackView: UIView {
    /// How arranged views share the length along the axis (UIKit's raw values).
    ///
    ///     stack.distribution = .fillEqually
    public enum Distribution: Int, Hashable, Sendable {
        /// 0: spacing fixed; views keep their sizes where priorities allow, the rest stretches or shrinks.
        case fill = 0
        /// 1: every visible view has the same size.
        case fillEqually = 1
        /// 2: sizes proportional to the intrinsic sizes.
        case fillProportionally = 2
        /// 3: equal gaps, at least `spacing`.
        case equalSpacing = 3
        /// 4: equal distances between centres.
        case equalCentering = 4
    }

    /// How arranged views are placed across the axis (UIKit's raw values).
    ///
    ///     stack.alignment = .center
    public enum Alignment: Int, Hashable, Sendable {
        /// 0: views span the stack across the axis.
        case fill = 0
        /// 1: the leading (vertical stack) or top (horizontal stack) edge.
        case leading = 1
        /// 2: first baselines (horizontal stacks).
        case firstBaseline = 2
        /// 3: centres.
        case center = 3
        /// 4: the trailing (vertical stack) or bottom (horizontal stack) edge.
        case trailing = 4
        /// 5: last baselines (horizontal stacks).
        case lastBaseline = 5
        /// The top edge: the same value as `leading`.
        public static var top: Alignment { .leading }
        /// The bottom edge: the same value as `trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// `spacing` or a custom spacing equal to this means the default spacing (0 for `spacing`).
    ///
    ///     stack.setCustomSpacing(UIStackView.spacingUseDefault, after: title)   // back to `spacing`
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// `spacing` or a custom spacing equal to this means the system spacing (8).
    ///
    ///     stack.spacing = UIStackView.spacingUseSystem
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    // MARK: Stored state (not API)

    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) var storedArrangedSubviews: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack generated and keeps active, in generation order.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The internal guides, reused across regenerations so that their constraints can stay.
    lazy var alignmentSpanner = _UILayoutSpacer(identifier: "UISV-alignment-spanner", stack: self)
    lazy var orderingSpanner = _UILayoutSpacer(identifier: "UISV-ordering-spanner", stack: self)
    var gapGuides: [_UILayoutSpacer] = []
    /// Set when the arrangement must be regenerated at the next update-constraints phase.
    var arrangementIsInvalid = true
    /// The tie-break index last given to each arranged view (TheUIKitLayer.md).
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) var tieBreakIndices: [ObjectIdentifier: Int] = [:]
    /// The baseline views the engine last read (first, last).
    var lastBaselineViews: [ObjectIdentifier] = []
    /// Whether anything (the engine) has asked for the stack's baseline views.
    var baselinesWereRead = false
    /// Regenerations that changed something: a counter for tests and benchmarks.
    ///
    ///     stack.arrangementUpdateCount
    package internal(set) var arrangementUpdateCount = 0

    // MARK: Creation

    /// An empty horizontal stack.
    ///
    ///     let stack = UIStackView(frame: .zero)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// For source compatibility; the coder is ignored. (UIKit's stack coder initializer is not failable.)
    ///
    ///     required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// A stack arranging `views` in order.
    ///
    ///     UIStackView(arrangedSubviews: [icon, title])
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Configuration

    /// The axis; `.horizontal` by default.
    ///
    ///     stack.axis = .vertical
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet {
            guard axis != oldValue else { return }
            // The index tie-break (12.7) moves to the other axis's content-size constraints.
            for view in storedArrangedSubviews { refreshTieBreak(of: view) }
            // The internal guides' held attributes (along the axis for the spanner, across it for the gap
            // guides) are the other ones now: let them go; the next layout holds the free ones again.
            for spacer in [alignmentSpanner, orderingSpanner] + gapGuides {
                spacer.layoutState.rest.engine?.dropRests(of: spacer.layoutState)
            }
            invalidateArrangement()
        }
    }

    /// The distribution along the axis; `.fill` by default.
    ///
    ///     stack.distribution = .equalSpacing
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { invalidateArrangement() } }
    }

    /// The alignment across the axis; `.fill` by default.
    ///
    ///     stack.alignment = .firstBaseline
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { invalidateArrangement() } }
    }

    /// The space between consecutive visible arranged views; 0 by default. `spacingUseSystem` is 8,
    /// `spacingUseDefault` is 0; negative values overlap.
    ///
    ///     stack.spacing = 8
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { invalidateArrangement() } }
    }

    /// Whether edges connect to the stack's layout margins; false by default.
    ///
    ///     stack.isLayoutMarginsRelativeArrangement = true
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement: Bool = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { invalidateArrangement() } }
    }

    /// Whether a vertical stack spaces text views from baseline to baseline; false by default.
    ///
    ///     stack.isBaselineRelativeArrangement = true
    // Figure: the run-time checks of the 21 sites marked so together: stack build 338.86 M, feed build 276.55 M
    // instructions against 332.47 M and 273.48 M without (callgrind, N = 1,000).
    @exclusivity(unchecked) open var isBaselineRelativeArrangement: Bool = false {
        didSet { if isBaselineRelativeArrangement != oldValue { invalidateArrangement() } }
    }

    /// A stack has no intrinsic size: its size comes from its constraints.
    ///
    ///     UIStackView().intrinsicContentSize   // (-1, -1)
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Arranged subviews (TheUIKitLayer.md)

    /// The arranged views, in arrangement order (a subset of `subviews`).
    ///
    ///     stack.arrangedSubviews.count   // 4
    public var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// Arranges `view` last: adds it as a subview if it is not one (the subview order of an existing
    /// subview does not change); an arranged view moves to the end.
    ///
    ///     stack.addArrangedSubview(nameLabel)
    open func addArrangedSubview(_ view: UIView) {
        insertArranged(view, at: nil)
    }

    /// Arranges `view` at `stackIndex` (counted after taking it out if it was arranged). An index outside
    /// `0...count` is clamped and reported as `.invalidArgument`.
    ///
    ///     stack.insertArrangedSubview(badge, at: 0)
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        insertArranged(view, at: stackIndex)
    }

    /// Stops arranging `view` and removes the stack's constraints on it; it stays a subview.
    ///
    ///     stack.removeArrangedSubview(badge)
    ///     badge.removeFromSuperview()   // to take it out of the hierarchy too
    open func removeArrangedSubview(_ view: UIView) {
        guard storedArrangedSubviews.containsObject(view) else { return }
        forgetArranged(view)
        // The stack's constraints on it go now, so that it stays where it is.
        let leaving = arrangementConstraints.filter { $0.firstItem === view || $0.secondItem === view }
        arrangementConstraints.removeAll { $0.firstItem === view || $0.secondItem === view }
        deactivateOwnedSystemConstraints(leaving)
    }

    private func insertArranged(_ view: UIView, at requested: Int?) {
        if view === self || isDescendant(of: view) {
            report(.invalidHierarchy, .error, "Cannot arrange \(view.shortName) in \(shortName): a view cannot be "
                + "arranged in itself or in one of its descendants.", items: [self, view])
            return
        }
        // Only a subview can be arranged (arranging adds it, removing it forgets it): a view from elsewhere needs
        // no search, so building a stack of N views costs N steps, not N²/2 comparisons (callgrind, N = 1,000:
        // 2.5 M of the stack build).
        let oldIndex = view.storedSuperview === self ? storedArrangedSubviews.firstIndex(ofObject: view) : nil
        let wasArranged = oldIndex != nil
        if let oldIndex { storedArrangedSubviews.remove(at: oldIndex) }
        var index = requested ?? storedArrangedSubviews.count
        if let requested, requested < 0 || requested > storedArrangedSubviews.count {
            index = min(max(requested, 0), storedArrangedSubviews.count)
            report(.invalidArgument, .error, "insertArrangedSubview(_:at:) on \(shortName): index \(requested) is "
                + "outside 0...\(storedArrangedSubviews.count); \(view.shortName) was inserted at \(index).",
                items: [self, view])
        }
        storedArrangedSubviews.insert(view, at: index)
        // Arranged again where it was (the DSL re-adds every pass): nothing changes.
        if index == oldIndex && view.superview === self { return }
        if view.superview !== self {
            // `addSubview` of a view arranged elsewhere takes it out of that stack (willRemoveSubview).
            addSubview(view)
            if view.superview !== self {   // refused (reported by addSubview)
                forgetArranged(view)
                return
            }
        }
        if !wasArranged {
            view.translatesAutoresizingMaskIntoConstraints = false
            // A new arranged view gets its index at once, so that the content-size constraints it makes in this
            // pass start with it; the others settle in `updateConstraints()`.
            tieBreakIndices[ObjectIdentifier(view)] = index
            refreshTieBreak(of: view)
        }
        invalidateArrangement()
    }

    /// Takes `view` out of the arrangement and forgets its custom spacing.
    private func forgetArranged(_ view: UIView) {
        guard let index = storedArrangedSubviews.firstIndex(ofObject: view) else { return }
        storedArrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        tieBreakIndices[ObjectIdentifier(view)] = nil
        refreshTieBreak(of: view)
        invalidateArrangement()
    }

    /// Removing an arranged view from the hierarchy also takes it out of the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        guard storedArrangedSubviews.containsObject(subview) else { return }
        forgetArranged(subview)
        arrangementConstraints.removeAll { $0.firstItem === subview || $0.secondItem === subview }
    }

    // MARK: Spacing (TheUIKitLayer.md)

    /// Sets the space after an arranged view, overriding `spacing` there (`spacingUseSystem`: 8;
    /// `spacingUseDefault`: back to `spacing`). Ignored for a view that is not arranged.
    ///
    ///     stack.setCustomSpacing(24, after: headerLabel)
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard storedArrangedSubviews.containsObject(arrangedSubview) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        guard customSpacings[key] != spacing else { return }
        customSpacings[key] = spacing
        invalidateArrangement()
    }

    /// The custom spacing after an arranged view, or `spacingUseDefault` when none was set.
    ///
    ///     stack.customSpacing(after: headerLabel)   // 24
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        guard storedArrangedSubviews.containsObject(arrangedSubview) else {
            return UIStackView.spacingUseDefault
        }
        return customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The space after arranged view `view` to the next visible one (TheUIKitLayer.md).
    func spacing(after view: UIView) -> CGFloat {
        if let custom = customSpacings[ObjectIdentifier(view)], custom != UIStackView.spacingUseDefault {
            return custom == UIStackView.spacingUseSystem ? 8 : custom
        }
        if spacing == UIStackView.spacingUseSystem { return 8 }
        if spacing == UIStackView.spacingUseDefault { return 0 }
        return spacing
    }

    // MARK: Invalidation

    /// Marks the arrangement for regeneration at the next update-constraints phase.
    func invalidateArrangement() {
        arrangementIsInvalid = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    override func subviewDidChangeHidden(_ subview: UIView) {
        if storedArrangedSubviews.containsObject(subview) { invalidateArrangement() }
    }

    override func subviewIntrinsicContentSizeDidInvalidate(_ subview: UIView) {
        // Proportions follow intrinsic sizes.
        guard distribution == .fillProportionally,
              storedArrangedSubviews.containsObject(subview) else { return }
        invalidateArrangement()
    }

    /// An arranged label's line count decides its width disambiguation (12.8).
    func arrangedLabelDidChangeNumberOfLines(_ label: UILabel) {
        guard distribution == .fill, axis == .horizontal,
              storedArrangedSubviews.containsObject(label) else { return }
        invalidateArrangement()
    }

    /// The first baseline comes from the first visible arranged view (vertical) or the tallest visible one
    /// (horizontal), recursively.
    ///
    ///     row.firstBaselineAnchor   // the tallest label's first baseline
    open override var viewForFirstBaselineLayout: UIView {
        baselinesWereRead = true
        return baselineArrangedView(first: true)?.forFirstBaselineLayout ?? self
    }

    /// The last baseline comes from the last visible arranged view (vertical) or the tallest visible one
    /// (horizontal), recursively.
    ///
    ///     column.lastBaselineAnchor   // the last label's last baseline
    open override var viewForLastBaselineLayout: UIView {
        baselinesWereRead = true
        return baselineArrangedView(first: false)?.forLastBaselineLayout ?? self
    }

    /// Writes the arranged views' frames (base), then follows a change of the stack's baseline views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshBaselineViewsIfNeeded()
    }

    /// Refreshes the system constraints (base), then regenerates the arrangement if it changed.
    open override func updateConstraints() {
        super.updateConstraints()
        if arrangementIsInvalid {
            arrangementIsInvalid = false
            // Indices are settled here, once per pass, so that moves that end where they began (the DSL
            // re-arranges every declared view) leave the content-size constraints alone.
            reindexArrangedSubviews()
            updateArrangementConstraints()
        }
    }
}

/// An internal layout guide of a stack view (alignment spanner, gap guides, ordering spanner). It prints
/// as UIKit's `_UILayoutSpacer` and is not listed in the stack's `layoutGuides`.
final class _UILayoutSpacer: UILayoutGuide {
    init(identifier: String, stack: UIStackView) {
        super.init()
        self.identifier = identifier
        storedOwningView = stack
    }

    override var constraintItemName: String {
        "_UILayoutSpacer:\(addressString(self))" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }
}

// MARK: Baselines (TheUIKitLayer.md)

extension UIStackView {
    /// The arranged view whose baselines are the stack's: the tallest visible one after the last pass in a
    /// horizontal stack (ties: the earlier), the first (or last) visible one in a vertical stack.
    func baselineArrangedView(first: Bool) -> UIView? {
        let visible = storedArrangedSubviews.filter { !$0.isHidden }
        if axis == .vertical { return first ? visible.first : visible.last }
        var tallest: UIView?
        for view in visible where tallest == nil || view.frame.height > tallest!.frame.height { tallest = view }
        return tallest
    }

    /// After a pass, re-derives the constraints that read the stack's baselines when the view they come
    /// from changed (the pass then runs another round, TheUIKitLayer.md step 5).
    func refreshBaselineViewsIfNeeded() {
        guard baselinesWereRead else { return }
        let current = [baselineArrangedView(first: true)?.forFirstBaselineLayout ?? self,
                       baselineArrangedView(first: false)?.forLastBaselineLayout ?? self]
            .map(ObjectIdentifier.init)
        guard current != lastBaselineViews else { return }
        lastBaselineViews = current
        refreshBaselineConstraints()
    }
}
