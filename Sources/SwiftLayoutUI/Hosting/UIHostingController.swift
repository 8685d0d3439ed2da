import Foundation

/// A UIKit view controller that shows SwiftUI content (SwiftLayoutUI.md). Its view (a `_UIHostingView`) lays
/// `rootView` out in its bounds inset by its safe area on every layout pass, the content proposed that size
/// and centered in it. With `sizingOptions = .intrinsicContentSize` the view's intrinsic content size is the
/// content's ideal size and follows `rootView`, so the view can be constrained with anchors, put in a
/// `UIStackView` or in a SwiftLayout `sublayout` like any view.
///
///     let card = UIHostingController(rootView: Text("Hello").padding(8))
///     card.sizingOptions = .intrinsicContentSize
///     screen.addChild(card)
///     screen.view.sublayout {
///         card.view.anchors { Anchors.top.leading.equalToSuper(constant: 16) }   // 59 × 37
///     }
///     card.didMove(toParent: screen)
#if MainActorIsolation
@MainActor
#endif
open class UIHostingController<Content: View>: UIViewController {
    private let hostingView: _UIHostingView<Content>

    /// The SwiftUI content. Setting it marks the view for layout and, with `.intrinsicContentSize` in
    /// `sizingOptions`, invalidates its intrinsic content size (with `.preferredContentSize`, updates
    /// `preferredContentSize`).
    ///
    ///     controller.rootView = Text("Goodbye")
    public var rootView: Content {
        get { hostingView.rootView }
        set {
            hostingView.rootView = newValue
            updatePreferredContentSize()
        }
    }

    /// How the controller tracks its content's size; empty by default, as in SwiftUI.
    ///
    ///     controller.sizingOptions = [.intrinsicContentSize, .preferredContentSize]
    public var sizingOptions: UIHostingControllerSizingOptions {
        get { hostingView.sizingOptions }
        set {
            hostingView.sizingOptions = newValue
            updatePreferredContentSize()
        }
    }

    /// A controller showing `rootView`. Its view is made when first read, as every controller's.
    ///
    ///     UIHostingController(rootView: Text("Hello"))
    public init(rootView: Content) {
        hostingView = _UIHostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
    }

    /// Not available: a hosting controller needs its root view (SwiftUI's traps here too).
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not available; use init(rootView:)")
    }

    /// Installs the hosting view, the size of the main screen and tracking its superview's size, as the
    /// default `loadView()` does.
    ///
    ///     controller.view   // loads it
    open override func loadView() {
        hostingView.frame = UIScreen.main.bounds
        hostingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = hostingView
    }

    /// The content's size for a proposal of `size` (an infinite dimension proposes nil).
    ///
    ///     controller.sizeThatFits(in: CGSize(width: 320, height: CGFloat.infinity))
    public func sizeThatFits(in size: CGSize) -> CGSize {
        hostingView.sizeThatFits(size)
    }

    /// The content as the last layout pass of the view placed it, frames in the view's bounds coordinates
    /// (SwiftLayoutUI.md); nil before the first pass.
    ///
    ///     controller.view.layoutIfNeeded()
    ///     controller.placedContent?.first(named: "title")?.frame
    public var placedContent: PlacedView? { hostingView.placedContent }

    private func updatePreferredContentSize() {
        guard sizingOptions.contains(.preferredContentSize) else { return }
        preferredContentSize = hostingView.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }
}
