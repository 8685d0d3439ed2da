import Foundation
import SwiftLayoutSolver

/// A view whose bounds origin (`contentOffset`) moves a content area larger than itself (TheUIKitLayer.md).
///
/// Subviews' frames are in content coordinates: scrolling never changes them, only where they appear
/// (`convert(_:to:)`). Lay the content out against `contentLayoutGuide` (its size becomes `contentSize`) and
/// pin what must not scroll to `frameLayoutGuide`. No scrolling physics, zooming or paging (§4.7).
///
///     let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
///     let content = UIView()
///     content.translatesAutoresizingMaskIntoConstraints = false
///     scroll.addSubview(content)
///     NSLayoutConstraint.activate([
///         content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///         content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///         content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///         content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///         content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
///         content.heightAnchor.constraint(equalToConstant: 900),
///     ])
///     scroll.layoutIfNeeded()
///     print(scroll.contentSize)   // (320.0, 900.0)
#if MainActorIsolation
@MainActor
#endif
open class UIScrollView: UIView {
    /// How the safe area enters `adjustedContentInset` (TheUIKitLayer.md; raw values are UIKit's).
    ///
    ///     scroll.contentInsetAdjustmentBehavior = .never
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes` here (no navigation or tab bar controllers). UIKit's default.
        ///
        ///     scroll.contentInsetAdjustmentBehavior = .automatic
        case automatic = 0
        /// The safe area on the edges of the axes that scroll (content longer than the bounds, or always
        /// bouncing).
        ///
        ///     scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        case scrollableAxes = 1
        /// The safe area never enters the adjusted inset.
        ///
        ///     scroll.contentInsetAdjustmentBehavior = .never
        case never = 2
        /// The safe area on all four edges.
        ///
        ///     scroll.contentInsetAdjustmentBehavior = .always
        case always = 3
    }

    /// When dragging dismisses the keyboard (stored only: there is no keyboard).
    ///
    ///     scroll.keyboardDismissMode = .onDrag
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss the keyboard.
        ///
        ///     scroll.keyboardDismissMode = .none
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        ///
        ///     scroll.keyboardDismissMode = .onDrag
        case onDrag = 1
        /// The keyboard follows the drag.
        ///
        ///     scroll.keyboardDismissMode = .interactive
        case interactive = 2
    }

    /// The style of the scroll indicators (stored only).
    ///
    ///     scroll.indicatorStyle = .white
    public enum IndicatorStyle: Int, Sendable {
        /// Black with a white border.
        ///
        ///     scroll.indicatorStyle = .default
        case `default` = 0
        /// Black, for light backgrounds.
        ///
        ///     scroll.indicatorStyle = .black
        case black = 1
        /// White, for dark backgrounds.
        ///
        ///     scroll.indicatorStyle = .white
        case white = 2
    }

    /// How fast scrolling slows down after a flick (stored only).
    ///
    ///     scroll.decelerationRate = .fast
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate per millisecond.
        ///
        ///     UIScrollView.DecelerationRate.normal.rawValue   // 0.998
        public var rawValue: CGFloat
        /// A rate with the given value.
        ///
        ///     UIScrollView.DecelerationRate(rawValue: 0.95)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998.
        ///
        ///     scroll.decelerationRate = .normal
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99.
        ///
        ///     scroll.decelerationRate = .fast
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    var storedContentSize: CGSize = .zero
    var storedContentInset: UIEdgeInsets = .zero
    var storedAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The adjusted inset last reported through `adjustedContentInsetDidChange()`.
    var reportedAdjustedInset: UIEdgeInsets = .zero
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    /// The content guide's weak width and height (`contentSize`), and the frame guide's left and top.
    var contentGuideSizeConstraints: [NSLayoutConstraint] = []
    var frameOriginConstraints: [NSLayoutConstraint] = []
    /// Active constraints whose solver constants include this view's `contentOffset` (TheUIKitLayer.md), in the
    /// order they were found; refreshed when the offset changes, pruned of inactive ones then.
    // Figure: all platform and DSL unsafe annotations made safe: +12.5 % instructions, scroll (callgrind).
    @exclusivity(unchecked) var offsetDependents: [NSLayoutConstraint] = []
    var offsetDependentIDs: Set<ObjectIdentifier> = []

    /// A scroll view with the given frame; it clips to its bounds, as in UIKit.
    ///
    ///     let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        markDependsOnSafeArea()   // adjustedContentInset reads the safe area after each pass
        engine.containsScrollViews = true
    }

    /// For source compatibility; the coder is ignored.
    ///
    ///     required init?(coder: NSCoder) { super.init(coder: coder) }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        markDependsOnSafeArea()
        engine.containsScrollViews = true
    }

    // MARK: Offset (§4.1)

    /// Where the visible rectangle's top-left corner lies in the content: the bounds origin. Not clamped;
    /// a non-finite component is refused (`.nonFiniteValue`). Frames of content subviews do not change;
    /// views pinned to `frameLayoutGuide` follow it at the next layout pass.
    ///
    ///     scroll.contentOffset = CGPoint(x: 0, y: 200)
    ///     scroll.bounds.origin   // (0, 200)
    open var contentOffset: CGPoint {
        get { boundsOrigin }
        set {
            guard newValue.x.isFinite && newValue.y.isFinite else {
                return report(.nonFiniteValue, .error, "\(shortName) refused a non-finite contentOffset \(newValue); "
                    + "the offset stays \(boundsOrigin).", items: [self], context: .layout)
            }
            bounds = CGRect(origin: newValue, size: bounds.size)
        }
    }

    /// Sets `contentOffset` at once. **Differs:** UIKit animates when `animated` is true; no scroll
    /// animation is recorded here.
    ///
    ///     scroll.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The offset changed (through `contentOffset` or `bounds`): edit the constants that hold it.
    override func boundsOriginDidChange() {
        let offset = boundsOrigin
        for constraint in frameOriginConstraints {
            constraint.constant = constraint.firstAttribute == .left ? offset.x : offset.y
        }
        if !offsetDependents.isEmpty {
            offsetDependents.removeAll { constraint in
                guard let engine = constraint.engine else {
                    offsetDependentIDs.remove(ObjectIdentifier(constraint))
                    return true
                }
                engine.refresh(constraint)
                return false
            }
        }
        delegate?.scrollViewDidScroll(self)
    }

    /// Records that `constraint`'s constants include the offset (called while its solver form is built).
    func noteOffsetDependent(_ constraint: NSLayoutConstraint) {
        guard offsetDependentIDs.insert(ObjectIdentifier(constraint)).inserted else { return }
        offsetDependents.append(constraint)
    }

    /// Scrolls the least distance, per axis, that shows `rect` inside the bounds inset by
    /// `adjustedContentInset`, then keeps the offset within the content (never below its minimum).
    ///
    ///     scroll.scrollRectToVisible(CGRect(x: 0, y: 800, width: 10, height: 40), animated: false)
    ///     scroll.contentOffset.y   // 360 in a 480-high scroll view
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect else {
            return report(.nonFiniteValue, .error, "\(shortName) ignored scrollRectToVisible with a non-finite "
                + "rectangle \(rect).", items: [self], context: .layout)
        }
        let inset = adjustedContentInset
        let size = bounds.size
        func axis(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ insetLow: CGFloat, _ insetHigh: CGFloat,
                  _ length: CGFloat, _ content: CGFloat) -> CGFloat {
            let visible = length - insetLow - insetHigh
            var o = offset
            if low < o + insetLow {
                o = low - insetLow
            } else if high > o + insetLow + visible {
                o = min(low - insetLow, high - insetLow - visible)
            }
            let minimum = -insetLow
            let maximum = max(minimum, content + insetHigh - length)
            return min(max(o, minimum), maximum)
        }
        let x = axis(contentOffset.x, rect.minX, rect.maxX, inset.left, inset.right, size.width, contentSize.width)
        let y = axis(contentOffset.y, rect.minY, rect.maxY, inset.top, inset.bottom, size.height, contentSize.height)
        contentOffset = CGPoint(x: x, y: y)
    }

    /// Told after every change of `contentOffset`; not retained.
    ///
    ///     scroll.delegate = self   // self: UIScrollViewDelegate
    open weak var delegate: UIScrollViewDelegate?

    // MARK: Content size (§4.5)

    /// The size of the content area. Constraints on `contentLayoutGuide` decide it at each layout pass;
    /// set directly, it holds where they leave the guide free. Negative or non-finite values are refused.
    ///
    ///     scroll.contentSize = CGSize(width: 320, height: 2000)
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard newValue.width.isFinite && newValue.height.isFinite else {
                return report(.nonFiniteValue, .error, "\(shortName) refused a non-finite contentSize \(newValue); "
                    + "it stays \(storedContentSize).", items: [self], context: .layout)
            }
            guard newValue.width >= 0 && newValue.height >= 0 else {
                return report(.invalidArgument, .warning, "\(shortName) refused a negative contentSize \(newValue); "
                    + "it stays \(storedContentSize).", items: [self], context: .layout)
            }
            guard newValue != storedContentSize else { return }
            storedContentSize = newValue
            for constraint in contentGuideSizeConstraints {
                constraint.constant = constraint.firstAttribute == .width ? newValue.width : newValue.height
            }
            setNeedsLayout()
        }
    }

    // MARK: Insets (§4.6)

    /// Extra space around the content, any finite values (negative ones too); it feeds
    /// `adjustedContentInset`. Layout does not read it.
    ///
    ///     scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            guard newValue.top.isFinite && newValue.left.isFinite && newValue.bottom.isFinite
                    && newValue.right.isFinite else {
                return report(.nonFiniteValue, .error, "\(shortName) refused a non-finite contentInset \(newValue); "
                    + "it stays \(storedContentInset).", items: [self], context: .layout)
            }
            storedContentInset = newValue
            reportAdjustedInsetIfChanged()
        }
    }

    /// Which edges of `adjustedContentInset` include the safe area; `.automatic` by default.
    ///
    ///     scroll.contentInsetAdjustmentBehavior = .always
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { storedAdjustmentBehavior }
        set {
            storedAdjustmentBehavior = newValue
            reportAdjustedInsetIfChanged()
        }
    }

    /// `contentInset` plus the safe area insets on the edges `contentInsetAdjustmentBehavior` includes.
    ///
    ///     // root safe area top 44, scroll view filling it, behaviour .always:
    ///     scroll.adjustedContentInset.top   // 44
    open var adjustedContentInset: UIEdgeInsets {
        var result = storedContentInset
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        switch storedAdjustmentBehavior {
        case .always:
            vertical = true
            horizontal = true
        case .never:
            vertical = false
            horizontal = false
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || storedContentSize.height > bounds.height
            horizontal = alwaysBounceHorizontal || storedContentSize.width > bounds.width
        }
        if vertical {
            result.top += safe.top
            result.bottom += safe.bottom
        }
        if horizontal {
            result.left += safe.left
            result.right += safe.right
        }
        return result
    }

    /// Called when `adjustedContentInset` changes (after a change of `contentInset` or of the behaviour, or
    /// at the end of a layout pass). The base does nothing.
    ///
    ///     override func adjustedContentInsetDidChange() {
    ///         super.adjustedContentInsetDidChange()
    ///         refreshHeader()
    ///     }
    open func adjustedContentInsetDidChange() {}

    func reportAdjustedInsetIfChanged() {
        let adjusted = adjustedContentInset
        guard adjusted != reportedAdjustedInset else { return }
        reportedAdjustedInset = adjusted
        adjustedContentInsetDidChange()
    }

    /// Writes the subviews' frames, then takes `contentSize` from the content guide and reports a changed
    /// adjusted inset (§4.5, §4.6).
    ///
    ///     override func layoutSubviews() {
    ///         super.layoutSubviews()
    ///         indicator.frame.origin.y = contentOffset.y
    ///     }
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let guide = contentGuide, !contentGuideSizeConstraints.isEmpty, let engine = rootView.ownEngine {
            engine.solveIfNeeded()
            let solved = snap(guide.solvedRectInLayoutSpace, scale: rootView.contentScaleFactor).size
            if solved != storedContentSize && solved.width >= 0 && solved.height >= 0 {
                storedContentSize = solved
                for constraint in contentGuideSizeConstraints {
                    constraint.constant = constraint.firstAttribute == .width ? solved.width : solved.height
                }
            }
        }
        reportAdjustedInsetIfChanged()
    }

    // MARK: Guides (§4.2)

    /// The content rectangle, `(0, 0, contentSize)` in the scroll view's bounds coordinates. Constraints on
    /// its width or height decide `contentSize`; without them it keeps the current `contentSize`.
    ///
    ///     content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor)
    public var contentLayoutGuide: UILayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = makeSystemGuide("UIScrollViewContentLayoutGuide")
        contentGuide = guide
        var held: [NSLayoutConstraint] = []
        for attribute in [NSLayoutConstraint.Attribute.left, .top] {
            let constraint = NSLayoutConstraint(first: guide, firstAttribute: attribute, relation: .equal,
                                                second: self, secondAttribute: attribute, multiplier: 1, constant: 0)
            constraint.identifier = "UIScrollView-contentLayoutGuide-\(attribute == .left ? "left" : "top")"
            held.append(constraint)
        }
        contentGuideSizeConstraints = [
            ContentSizeGuideConstraint(guide: guide, attribute: .width, value: storedContentSize.width),
            ContentSizeGuideConstraint(guide: guide, attribute: .height, value: storedContentSize.height),
        ]
        guide.systemConstraints = held + contentGuideSizeConstraints
        activateOwnedSystemConstraints(guide.systemConstraints)
        return guide
    }

    /// The scroll view's own rectangle in content coordinates, `(contentOffset, bounds.size)`: what is pinned
    /// to it stays in place on screen while the content scrolls.
    ///
    ///     header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor)
    public var frameLayoutGuide: UILayoutGuide {
        if let frameGuide { return frameGuide }
        let guide = makeSystemGuide("UIScrollViewFrameLayoutGuide")
        frameGuide = guide
        let offset = boundsOrigin
        let pairs: [(NSLayoutConstraint.Attribute, CGFloat, String)] = [
            (.left, offset.x, "left"), (.top, offset.y, "top"), (.width, 0, "width"), (.height, 0, "height"),
        ]
        for (attribute, constant, name) in pairs {
            let constraint = NSLayoutConstraint(first: guide, firstAttribute: attribute, relation: .equal,
                                                second: self, secondAttribute: attribute, multiplier: 1,
                                                constant: constant)
            constraint.identifier = "UIScrollView-frameLayoutGuide-\(name)"
            guide.systemConstraints.append(constraint)
        }
        frameOriginConstraints = Array(guide.systemConstraints.prefix(2))
        activateOwnedSystemConstraints(guide.systemConstraints)
        return guide
    }

    // MARK: Stored only (§4.1 [more])

    /// Whether the bounds may bounce vertically past the content; stored, and read by
    /// `adjustedContentInset` under `.scrollableAxes` and `.automatic`.
    ///
    ///     scroll.alwaysBounceVertical = true
    open var alwaysBounceVertical = false
    /// Whether the bounds may bounce horizontally past the content; stored, and read by
    /// `adjustedContentInset` under `.scrollableAxes` and `.automatic`.
    ///
    ///     scroll.alwaysBounceHorizontal = true
    open var alwaysBounceHorizontal = false
    /// Whether the user can scroll (stored only; true).
    ///
    ///     scroll.isScrollEnabled = false
    open var isScrollEnabled = true
    /// Whether scrolling bounces at the edges (stored only; true).
    ///
    ///     scroll.bounces = false
    open var bounces = true
    /// Whether the vertical indicator shows (stored only; true).
    ///
    ///     scroll.showsVerticalScrollIndicator = false
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows (stored only; true).
    ///
    ///     scroll.showsHorizontalScrollIndicator = false
    open var showsHorizontalScrollIndicator = true
    /// Whether scrolling stops on multiples of the bounds (stored only; false).
    ///
    ///     scroll.isPagingEnabled = true
    open var isPagingEnabled = false
    /// Whether a drag locks to one axis (stored only; false).
    ///
    ///     scroll.isDirectionalLockEnabled = true
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top (stored only; true).
    ///
    ///     scroll.scrollsToTop = false
    open var scrollsToTop = true
    /// When dragging dismisses the keyboard (stored only; `.none`).
    ///
    ///     scroll.keyboardDismissMode = .onDrag
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The indicators' style (stored only; `.default`).
    ///
    ///     scroll.indicatorStyle = .black
    open var indicatorStyle: IndicatorStyle = .default
    /// The deceleration rate (stored only; `.normal`).
    ///
    ///     scroll.decelerationRate = .fast
    open var decelerationRate: DecelerationRate = .normal
    /// The zoom scale (stored only; 1).
    ///
    ///     scroll.zoomScale = 1
    open var zoomScale: CGFloat = 1
    /// The least zoom scale (stored only; 1).
    ///
    ///     scroll.minimumZoomScale = 0.5
    open var minimumZoomScale: CGFloat = 1
    /// The greatest zoom scale (stored only; 1).
    ///
    ///     scroll.maximumZoomScale = 3
    open var maximumZoomScale: CGFloat = 1
    /// Insets of the vertical indicator (stored only; zero).
    ///
    ///     scroll.verticalScrollIndicatorInsets.top = 44
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal indicator (stored only; zero).
    ///
    ///     scroll.horizontalScrollIndicatorInsets.left = 8
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the indicators' insets follow the safe area (stored only; true).
    ///
    ///     scroll.automaticallyAdjustsScrollIndicatorInsets = false
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Whether a finger is down on the content; always false here.
    ///
    ///     scroll.isTracking   // false
    open var isTracking: Bool { false }
    /// Whether the user is dragging; always false here.
    ///
    ///     scroll.isDragging   // false
    open var isDragging: Bool { false }
    /// Whether the content is still moving after a flick; always false here.
    ///
    ///     scroll.isDecelerating   // false
    open var isDecelerating: Bool { false }
}

/// What a scroll view tells its delegate (only `scrollViewDidScroll(_:)` here).
///
///     final class Watcher: UIScrollViewDelegate {
///         var offsets: [CGPoint] = []
///         func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
///     }
#if MainActorIsolation
@MainActor
#endif
public protocol UIScrollViewDelegate: AnyObject {
    /// Called after every change of `contentOffset`.
    ///
    ///     func scrollViewDidScroll(_ scrollView: UIScrollView) { print(scrollView.contentOffset) }
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    ///
    ///     final class Quiet: UIScrollViewDelegate {}   // scrollViewDidScroll is optional
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// One of the content guide's width and height: `size == contentSize` at a strength below every priority
/// a user can give (TheUIKitLayer.md), so any user constraint on the guide's size wins.
final class ContentSizeGuideConstraint: NSLayoutConstraint {
    /// Below `UILayoutPriority(1)`, the weakest a user can make.
    static let strength = UILayoutPriority(0.5)

    init(guide: UILayoutGuide, attribute: NSLayoutConstraint.Attribute, value: CGFloat) {
        super.init()
        configure(first: guide, firstAttribute: attribute, relation: .equal, second: nil,
                  secondAttribute: .notAnAttribute, multiplier: 1, constant: value)
        identifier = "UIScrollView-contentSize-\(attribute == .width ? "width" : "height")"
    }

    override func appendSolverSpecs(_ builder: ExpressionBuilder, first: LayoutItem?, second: LayoutItem?,
                                    to specs: inout [SolverSpec]) {
        guard let guide = first else { return }
        let state = builder.state(guide)
        let size = LinearExpression(storedFirstAttribute == .width ? state.w : state.h) - Double(storedConstant)
        specs.append(SolverSpec(expression: size, relation: .equal, priority: Self.strength))
    }
}
