import Foundation

/// A rectangle that takes part in layout like a view but is never drawn and has no subviews.
///
/// A guide is owned by a view (`addLayoutGuide(_:)`), has its own four engine variables and counts as its
/// owning view when a constraint is installed.
///
///     let spacer = UILayoutGuide()
///     root.addLayoutGuide(spacer)
///     spacer.widthAnchor.constraint(equalToConstant: 20).isActive = true
///     root.layoutIfNeeded()
///     print(spacer.layoutFrame.width)   // 20.0
#if MainActorIsolation
@MainActor
#endif
open class UILayoutGuide: NSObject, LayoutItem {
    let layoutState: ItemLayoutState
    private var anchors = AnchorCache()
    var storedOwningView: UIView? {
        get { owningViewReference.object }
        set { owningViewReference = ItemReference(newValue) }
    }
    private var owningViewReference = ItemReference<UIView>(nil)
    /// Shared by every weak-like reference to the guide (`ItemReference`), so that the guide has no side table.
    package let lifetime = ItemLifetime(ownerKind: .guide)
    /// Set on the system guides (margins, safe area): they cannot be removed.
    var isSystemGuide = false
    /// The constraints that hold a system guide to its view.
    var systemConstraints: [NSLayoutConstraint] = []

    /// A new guide with no owner.
    ///
    ///     let guide = UILayoutGuide()
    public override init() {
        layoutState = ItemLayoutState()
        super.init()
        lifetime.start(owner: self)
    }

    deinit { lifetime.end() }

    /// The view that owns the guide; setting it is the same as calling `addLayoutGuide` on the new owner.
    ///
    ///     guide.owningView === root   // true after root.addLayoutGuide(guide)
    public var owningView: UIView? {
        get { storedOwningView }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { storedOwningView?.removeLayoutGuide(self) }
        }
    }

    /// A name printed in descriptions; empty by default.
    ///
    ///     guide.identifier = "content"
    open var identifier: String = ""

    /// The guide's snapped rectangle in its owning view's coordinates, as of the last layout pass.
    ///
    ///     root.layoutMarginsGuide.layoutFrame   // (8, 8, 304, 464) in a 320 × 480 root
    public var layoutFrame: CGRect {
        guard let owner = storedOwningView, owner.rootView.existingEngine != nil,
              layoutState.hasConstraints else { return .zero }
        let scale = owner.rootView.contentScaleFactor
        let origin = owner.isRoot ? .zero : snap(owner.solvedFrameInLayoutSpace, scale: scale).origin
        return snappedFrame(solvedRectInLayoutSpace, relativeTo: origin, scale: scale)
    }

    var installationView: UIView? { storedOwningView }
    var layoutParent: UIView? { storedOwningView }

    var constraintItemName: String {
        "UILayoutGuide:\(addressString(self))" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }

    /// The leading edge.
    ///
    ///     guide.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.xAnchor(.leading, of: lifetime) }
    /// The trailing edge.
    ///
    ///     guide.trailingAnchor.constraint(equalTo: root.trailingAnchor)
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.xAnchor(.trailing, of: lifetime) }
    /// The left edge.
    ///
    ///     guide.leftAnchor.constraint(equalTo: root.leftAnchor)
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.xAnchor(.left, of: lifetime) }
    /// The right edge.
    ///
    ///     guide.rightAnchor.constraint(equalTo: root.rightAnchor)
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.xAnchor(.right, of: lifetime) }
    /// The horizontal centre.
    ///
    ///     view.centerXAnchor.constraint(equalTo: guide.centerXAnchor)
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.xAnchor(.centerX, of: lifetime) }
    /// The top edge.
    ///
    ///     view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    public var topAnchor: NSLayoutYAxisAnchor { anchors.yAnchor(.top, of: lifetime) }
    /// The bottom edge.
    ///
    ///     view.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.yAnchor(.bottom, of: lifetime) }
    /// The vertical centre.
    ///
    ///     view.centerYAnchor.constraint(equalTo: guide.centerYAnchor)
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.yAnchor(.centerY, of: lifetime) }
    /// The width.
    ///
    ///     guide.widthAnchor.constraint(equalToConstant: 20)
    public var widthAnchor: NSLayoutDimension { anchors.dimension(.width, of: lifetime) }
    /// The height.
    ///
    ///     guide.heightAnchor.constraint(equalTo: other.heightAnchor)
    public var heightAnchor: NSLayoutDimension { anchors.dimension(.height, of: lifetime) }

    /// `<UILayoutGuide: 0x… - "identifier", layoutFrame = {{x, y}, {w, h}}, owningView = <…>>`.
    ///
    ///     print(root.safeAreaLayoutGuide)
    ///     // <UILayoutGuide: 0x… - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 44}, {375, 589}}, owningView = <UIView: 0x…; frame = (0 0; 375 667)>>
    nonisolated open override var description: String {
        assumeViewIsolation { guideDescription }
    }

    private var guideDescription: String {
        let f = layoutFrame
        let owner = storedOwningView.map { $0.description } ?? "(null)"
        return "<UILayoutGuide: \(addressString(self)) - \"\(identifier)\", layoutFrame = {{\(formatNumber(f.minX)), "
            + "\(formatNumber(f.minY))}, {\(formatNumber(f.width)), \(formatNumber(f.height))}}, owningView = \(owner)>"
    }
}
