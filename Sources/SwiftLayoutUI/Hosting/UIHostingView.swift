import Foundation

/// A UIKit view that shows SwiftUI content: the view of a `UIHostingController` (SwiftLayoutUI.md), usable on its
/// own as SwiftUI's `_UIHostingView` is. On every layout pass it lays `rootView` out in its bounds inset by
/// its safe area: the content is proposed that size and centered in it. Its `intrinsicContentSize` is the
/// content's ideal size (proposed `.unspecified`), so it can be constrained with anchors, put in a
/// `UIStackView` or in a SwiftLayout `sublayout` like any view; with `.intrinsicContentSize` in
/// `sizingOptions` a new `rootView` invalidates it. Represented UIKit views become its subviews.
///
///     let card = _UIHostingView(rootView: Text("Hello").padding(8))
///     card.sizingOptions = .intrinsicContentSize
///     card.translatesAutoresizingMaskIntoConstraints = false
///     screen.addSubview(card)
///     card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20).isActive = true   // 59 × 37
#if MainActorIsolation
@MainActor
#endif
open class _UIHostingView<Content: View>: UIView, PlacedContentHost {
    /// The SwiftUI content. Setting it re-resolves the content and marks the view for layout (and, with
    /// `.intrinsicContentSize` in `sizingOptions`, invalidates the intrinsic content size).
    ///
    ///     hostingView.rootView = Text("Goodbye")
    public var rootView: Content {
        didSet {
            graph = makeGraph()
            setNeedsLayout()
            if sizingOptions.contains(.intrinsicContentSize) { invalidateIntrinsicContentSize() }
        }
    }

    /// How the view tracks its content's size; empty by default, as in SwiftUI.
    ///
    ///     hostingView.sizingOptions = .intrinsicContentSize
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet { if sizingOptions.contains(.intrinsicContentSize) { invalidateIntrinsicContentSize() } }
    }

    private var graph: ViewGraph!
    private let attachment = HostAttachment()
    /// The area the last pass laid the content out in (bounds inset by the safe area); nil before it.
    private var contentArea: CGRect?

    /// A view showing `rootView`.
    ///
    ///     _UIHostingView(rootView: Text("Hello"))
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
        attachment.view = self
        graph = makeGraph()
    }

    /// Not available: a hosting view needs its root view (SwiftUI's traps here too).
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not available; use init(rootView:)")
    }

    private func makeGraph() -> ViewGraph {
        let graph = ViewGraph(root: rootView, scale: contentScaleFactor, reusing: graph)
        graph.host = attachment
        return graph
    }

    /// Lays the content out in the bounds inset by the safe area, then removes the represented UIKit views
    /// the content no longer shows.
    ///
    ///     hostingView.layoutIfNeeded()
    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: safeAreaInsets)
        let size = CGSize(width: max(area.width, 0), height: max(area.height, 0))
        attachment.beginPass(origin: area.origin)
        graph.layout(in: size)
        attachment.endPass()
        contentArea = CGRect(origin: area.origin, size: size)
    }

    /// The content's ideal size (proposed `.unspecified`).
    ///
    ///     _UIHostingView(rootView: Text("Hello")).intrinsicContentSize   // 43 × 21
    open override var intrinsicContentSize: CGSize { graph.sizeThatFits(.unspecified) }

    /// The content's size for a proposal of `size` (an infinite dimension proposes nil).
    ///
    ///     hostingView.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity))
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        graph.sizeThatFits(ProposedViewSize(width: size.width.isInfinite ? nil : size.width,
                                            height: size.height.isInfinite ? nil : size.height))
    }

    /// The content as the last pass placed it, frames in the view's bounds coordinates, under a root the size
    /// of the bounds; nil before the first pass.
    ///
    ///     hostingView.placedContent?.first(named: "title")?.frame
    public var placedContent: PlacedView? {
        guard let area = contentArea else { return nil }
        var tree = graph.placedTree(hostSize: area.size)
        if area.origin != .zero { tree.children = tree.children.map { $0.offsetBy(area.origin) } }
        tree.frame = CGRect(origin: .zero, size: bounds.size)
        tree.proposal = ProposedViewSize(bounds.size)
        return tree
    }
}

/// Where a hosting view's represented UIKit views go: its subviews, their frames moved by the content area's
/// origin. It keeps the views placed in the current pass, so that the hosting view removes the others.
#if MainActorIsolation
@MainActor
#endif
final class HostAttachment {
    var view: UIView? {
        get { viewReference.object }
        set { viewReference = ItemReference(newValue) }
    }
    private var viewReference = ItemReference<UIView>(nil)
    private var origin = CGPoint.zero
    private var attached: [UIView] = []
    private var placed: [UIView] = []

    func beginPass(origin: CGPoint) {
        self.origin = origin
        placed.removeAll(keepingCapacity: true)
    }

    /// Makes `subview` a subview of the hosting view; returns `frame` in the hosting view's bounds.
    func attach(_ subview: UIView, frame: CGRect) -> CGRect {
        if let view, subview.superview !== view {
            view.addSubview(subview)
            attached.append(subview)
        }
        placed.append(subview)
        return frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Removes the views attached earlier and not placed in this pass.
    func endPass() {
        attached.removeAll { old in
            guard !placed.contains(where: { $0 === old }) else { return false }
            if old.superview === view { old.removeFromSuperview() }
            return true
        }
    }
}

/// Options for how a hosting controller (or view) tracks its content's size.
///
///     hostingController.sizingOptions = .intrinsicContentSize
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int

    /// Options from their bits.
    ///
    ///     UIHostingControllerSizingOptions(rawValue: 1)   // .preferredContentSize
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The hosting controller tracks its content's ideal size in its preferred content size.
    ///
    ///     hostingController.sizingOptions = .preferredContentSize
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)

    /// The hosting view invalidates its intrinsic content size when its content changes; use it when the
    /// view is laid out with Auto Layout.
    ///
    ///     hostingController.sizingOptions = .intrinsicContentSize
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
