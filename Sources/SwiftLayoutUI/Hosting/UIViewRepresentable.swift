import Foundation

/// A UIKit view hosted in a graph, as the graph sees it: nonisolated requirements, so that the graph's
/// nonisolated layout code can call them; the conforming type reaches its main-actor view through
/// `onMainActor`.
protocol HostedUIView: AnyObject {
    func sizeThatFits(_ p: ProposedViewSize) -> CGSize
    /// Gives the view `frame` (in the graph's host coordinates), as a subview of the hosting view if any.
    func place(frame: CGRect, in host: HostAttachment?)
    /// The view's type name and accessibility identifier.
    var reportIdentity: (typeName: String, identifier: String?) { get }
    func reportSubviews() -> [HostedSubview]
}

/// A subview of a hosted UIKit view, for the placed tree: its name and its frame in its superview's
/// coordinates, not rounded.
struct HostedSubview: Sendable {
    var typeName: String
    var identifier: String?
    var frame: CGRect
    var children: [HostedSubview]
}

/// A UIKit view inside a SwiftUI layout: the view is made once (`makeUIView`) and updated
/// (`updateUIView`) each time its content is resolved again — a `GeometryReader`'s on every pass, a hosting
/// view's on a new root view — as long as a representable of the same type is at the same place (the same
/// rank among those of its type); it gets the frame its SwiftUI placement gives and lays out its own Auto
/// Layout subtree (SwiftLayoutUI.md). Like every `View` it is
/// main-actor isolated with the `MainActorIsolation` trait (as in SwiftUI), and not isolated without it.
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

    /// Makes the view (on the main actor), or updates the one made for the same place in the content's last
    /// resolution, and a node that sizes and places it.
    public nonisolated static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        let kept = resolver.takeRepresentable(Self.self)
        let content = onMainActor((view, kept)) { representable, kept in
            if let kept {
                kept.update(representable)
                return kept
            }
            return RepresentableContent(representable)
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

/// A represented UIKit view in a graph. Its state is the view's, so it is main-actor isolated with the trait;
/// the graph reaches it through the nonisolated `HostedUIView` requirements.
#if MainActorIsolation
@MainActor
#endif
final class RepresentableContent: HostedUIView {
    let view: UIView
    /// The view controller, for a `UIViewControllerRepresentable` (its view is `view`).
    let controller: UIViewController?
    /// The representable's type: a view is only ever updated by a value of the type that made it.
    nonisolated let representableType: ObjectIdentifier
    let coordinator: Any
    var custom: (ProposedViewSize) -> CGSize? = { _ in nil }

    init(view: UIView, controller: UIViewController?, type: Any.Type, coordinator: Any) {
        self.view = view
        self.controller = controller
        representableType = ObjectIdentifier(type)
        self.coordinator = coordinator
    }

    /// Makes the coordinator and the view (`makeUIView`, once), and updates it.
    convenience init<R: UIViewRepresentable>(_ representable: R) {
        let coordinator = representable.makeCoordinator()
        let view = representable.makeUIView(context: UIViewRepresentableContext<R>(coordinator: coordinator))
        self.init(view: view, controller: nil, type: R.self, coordinator: coordinator)
        update(representable)
    }

    /// Updates the view from a new value of the representable (`updateUIView`), keeping the view and the
    /// coordinator, as SwiftUI does for as long as the representable's place in the tree lives.
    func update<R: UIViewRepresentable>(_ representable: R) {
        let context = UIViewRepresentableContext<R>(coordinator: coordinator as! R.Coordinator)
        let uiView = view as! R.UIViewType
        representable.updateUIView(uiView, context: context)
        custom = { representable.sizeThatFits($0, uiView: uiView, context: context) }
    }

    nonisolated func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        onMainActor(self) { $0.isolatedSizeThatFits(p) }
    }

    /// The size for a proposal: the representable's own, else per dimension its intrinsic size with hugging
    /// and compression resistance, else the proposal (nil: the compressed fitting size, or 10).
    private func isolatedSizeThatFits(_ p: ProposedViewSize) -> CGSize {
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

    /// Gives the view its frame (moved into the hosting view's bounds, as its subview, if there is one) and
    /// lays its subtree out.
    nonisolated func place(frame: CGRect, in host: HostAttachment?) {
        onMainActor(self) {
            var frame = frame
            if let host { frame = host.attach($0.view, frame: frame) }
            $0.view.frame = frame
            $0.view.layoutIfNeeded()
        }
    }

    nonisolated var reportIdentity: (typeName: String, identifier: String?) {
        onMainActor(self) { (String(describing: type(of: $0.view)), $0.view.accessibilityIdentifier) }
    }

    nonisolated func reportSubviews() -> [HostedSubview] {
        onMainActor(self) { RepresentableContent.subviews(of: $0.view) }
    }

    /// A UIKit view's subtree, each frame in its superview's coordinates.
    private static func subviews(of view: UIView) -> [HostedSubview] {
        view.subviews.map {
            HostedSubview(typeName: String(describing: type(of: $0)), identifier: $0.accessibilityIdentifier,
                          frame: $0.frame, children: subviews(of: $0))
        }
    }
}
