import Foundation

/// A UIKit view hosted in a graph, as the graph sees it (nothing here names UIKit, so that the graph stays
/// free of the platform's main-actor isolation).
protocol HostedUIView: AnyObject {
    func sizeThatFits(_ p: ProposedViewSize) -> CGSize
    func place(frame: CGRect)
    var reportName: String { get }
    func reportChildren(origin: CGPoint, path: [Int], round: (CGRect) -> CGRect) -> [PlacedView]
}

// UIViewRepresentable touches UIKit views, which are main-actor isolated with the MainActorIsolation trait;
// until SwiftLayoutUI's views are isolated too, it exists in the non-isolated configuration only.
#if !MainActorIsolation

/// A UIKit view inside a SwiftUI layout: the view is made once per layout graph, gets the frame its SwiftUI
/// placement gives, and lays out its own Auto Layout subtree (SwiftLayoutUI.md).
///
/// Its size for a proposal is `sizeThatFits(_:uiView:context:)` when that returns a size; otherwise, per
/// dimension, its intrinsic size where it has one — grown to the proposal unless its content hugging
/// priority is at least `.defaultHigh`, shrunk to it unless its compression resistance is at least
/// `.defaultHigh` — and where it has none, the proposal (nil: its `systemLayoutSizeFitting` compressed size,
/// or 10 when that is 0).
///
///     struct Badge: UIViewRepresentable {
///         func makeUIView(context: Context) -> UILabel { let l = UILabel(); l.text = "New"; return l }
///         func updateUIView(_ label: UILabel, context: Context) {}
///     }
///     HStack { Text("Inbox"); Badge() }
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// A coordinator's type; `Void` by default.
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view (once).
    ///
    ///     func makeUIView(context: Context) -> UILabel { UILabel() }
    func makeUIView(context: Self.Context) -> Self.UIViewType

    /// Updates the view from this value (called after `makeUIView`).
    ///
    ///     func updateUIView(_ label: UILabel, context: Context) { label.text = title }
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

    /// The view's size for a proposal, or nil for the default sizing (iOS 16).
    ///
    ///     func sizeThatFits(_ p: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?

    /// Makes the coordinator (before `makeUIView`).
    ///
    ///     func makeCoordinator() -> Coordinator { Coordinator() }
    func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    ///
    ///     representable.makeCoordinator()   // ()
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// The default sizing.
    ///
    ///     representable.sizeThatFits(.unspecified, uiView: view, context: context)   // nil
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? {
        nil
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Makes the view and a node that sizes and places it.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        let coordinator = view.makeCoordinator()
        let context = UIViewRepresentableContext<Self>(coordinator: coordinator)
        let uiView = view.makeUIView(context: context)
        view.updateUIView(uiView, context: context)
        let content = RepresentableContent(view: uiView) { proposal in
            view.sizeThatFits(proposal, uiView: uiView, context: context)
        }
        resolver.appendLeaf(resolver.graph.representableNode(content))
    }
}

/// What a `UIViewRepresentable`'s methods receive.
///
///     func updateUIView(_ view: UILabel, context: Context) { context.coordinator.count += 1 }
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
}

/// A represented UIKit view in a graph.
final class RepresentableContent: HostedUIView {
    let view: UIView
    let custom: (ProposedViewSize) -> CGSize?

    init(view: UIView, custom: @escaping (ProposedViewSize) -> CGSize?) {
        self.view = view
        self.custom = custom
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        if let size = custom(p) { return size }
        let intrinsic = view.intrinsicContentSize
        var fitted: CGSize?
        func dimension(_ axis: NSLayoutConstraint.Axis, _ proposed: CGFloat?, _ natural: CGFloat) -> CGFloat {
            if natural >= 0 && natural != UIView.noIntrinsicMetric {
                guard let proposed else { return natural }
                var v = proposed
                if view.contentHuggingPriority(for: axis) >= .defaultHigh { v = min(v, natural) }
                if view.contentCompressionResistancePriority(for: axis) >= .defaultHigh { v = max(v, natural) }
                return v
            }
            if let proposed { return proposed }
            if fitted == nil { fitted = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
            let v = axis == .horizontal ? fitted!.width : fitted!.height
            return v > 0 ? v : 10
        }
        return CGSize(width: dimension(.horizontal, p.width, intrinsic.width),
                      height: dimension(.vertical, p.height, intrinsic.height))
    }

    /// Gives the view its frame and lays its subtree out.
    func place(frame: CGRect) {
        view.frame = frame
        view.layoutIfNeeded()
    }

    var reportName: String { view.accessibilityIdentifier ?? String(describing: type(of: view)) }

    func reportChildren(origin: CGPoint, path: [Int], round: (CGRect) -> CGRect) -> [PlacedView] {
        RepresentableContent.children(of: view, origin: origin, path: path, round: round)
    }

    /// A UIKit view's subtree in the host's coordinates.
    static func children(of view: UIView, origin: CGPoint, path: [Int], round: (CGRect) -> CGRect) -> [PlacedView] {
        var result: [PlacedView] = []
        for (k, sub) in view.subviews.enumerated() {
            let f = sub.frame
            let frame = round(CGRect(x: origin.x + f.minX, y: origin.y + f.minY, width: f.width, height: f.height))
            var placed = PlacedView(name: sub.accessibilityIdentifier ?? String(describing: type(of: sub)), frame: frame,
                                    proposal: ProposedViewSize(f.size), isModifier: false, path: path + [k])
            placed.children = children(of: sub, origin: frame.origin, path: path + [k], round: round)
            result.append(placed)
        }
        return result
    }
}

#endif
