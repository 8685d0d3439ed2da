import Foundation

/// A UIKit view controller inside a SwiftUI layout: its view is placed like a `UIViewRepresentable`'s view
/// (SwiftLayoutUI.md) — made once (`makeUIViewController`), updated (`updateUIViewController`) each time its
/// content is resolved again while a representable of the same type is at the same place, sized by
/// `sizeThatFits(_:uiViewController:context:)` when that returns a size and otherwise like a represented
/// view (its view's intrinsic size with hugging and compression resistance, else the proposal), given the
/// frame its placement gives, and laid out by its own constraints. The controller is not made a child of a
/// hosting controller (SwiftUI does that; nothing here needs the containment yet).
///
///     struct Profile: UIViewControllerRepresentable {
///         func makeUIViewController(context: Context) -> ProfileViewController { ProfileViewController() }
///         func updateUIViewController(_ controller: ProfileViewController, context: Context) {}
///     }
///     VStack { Text("Me"); Profile() }
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The view controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// A coordinator's type; `Void` by default.
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the view controller (once).
    ///
    ///     func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    /// Updates the view controller from this value (called after `makeUIViewController`, and whenever the
    /// value is resolved again).
    ///
    ///     func updateUIViewController(_ controller: ProfileViewController, context: Context) { controller.name = name }
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

    /// The controller's view's size for a proposal, or nil for the default sizing (iOS 16).
    ///
    ///     func sizeThatFits(_ p: ProposedViewSize, uiViewController: ProfileViewController, context: Context) -> CGSize? {
    ///         CGSize(width: p.width ?? 320, height: 120)
    ///     }
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
                      context: Self.Context) -> CGSize?

    /// Makes the coordinator (before `makeUIViewController`).
    ///
    ///     func makeCoordinator() -> Coordinator { Coordinator() }
    func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    ///
    ///     representable.makeCoordinator()   // ()
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// The default sizing.
    ///
    ///     representable.sizeThatFits(.unspecified, uiViewController: controller, context: context)   // nil
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
                             context: Self.Context) -> CGSize? {
        nil
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Makes the controller (on the main actor), or updates the one made for the same place in the content's
    /// last resolution, and a node that sizes and places its view.
    public nonisolated static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        let kept = resolver.takeRepresentable(Self.self)
        let content = onMainActor((view, kept)) { representable, kept in
            if let kept {
                kept.update(controller: representable)
                return kept
            }
            return RepresentableContent(controller: representable)
        }
        resolver.appendLeaf(resolver.graph.representableNode(content))
    }
}

/// What a `UIViewControllerRepresentable`'s methods receive.
///
///     func updateUIViewController(_ controller: ProfileViewController, context: Context) {
///         context.coordinator.updates += 1
///     }
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
}

extension RepresentableContent {
    /// Makes the coordinator and the controller (`makeUIViewController`, once), and updates it.
    convenience init<R: UIViewControllerRepresentable>(controller representable: R) {
        let coordinator = representable.makeCoordinator()
        let controller = representable.makeUIViewController(
            context: UIViewControllerRepresentableContext<R>(coordinator: coordinator))
        self.init(view: controller.view, controller: controller, type: R.self, coordinator: coordinator)
        update(controller: representable)
    }

    /// Updates the controller from a new value of the representable (`updateUIViewController`).
    func update<R: UIViewControllerRepresentable>(controller representable: R) {
        let context = UIViewControllerRepresentableContext<R>(coordinator: coordinator as! R.Coordinator)
        let controller = self.controller as! R.UIViewControllerType
        representable.updateUIViewController(controller, context: context)
        custom = { representable.sizeThatFits($0, uiViewController: controller, context: context) }
    }
}
