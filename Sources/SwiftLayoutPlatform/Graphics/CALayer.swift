import Foundation

/// A view's layer as a property bag (TheUIKitLayer.md): nothing is drawn, but configuration code compiles and
/// renderers can read the values. `masksToBounds` is the view's `clipsToBounds`, `opacity` its `alpha`, and
/// `frame`, `bounds` and `position` its geometry; the other properties are stored with Core Animation's
/// defaults.
///
///     imageView.layer.cornerRadius = 40
///     imageView.layer.borderWidth = 1
///     imageView.layer.borderColor = UIColor.separator.cgColor
#if MainActorIsolation
@MainActor
#endif
public final class CALayer {
    /// The view this is the layer of; nil for a snapshot made by `presentation()`.
    private var view: UIView? { viewReference.object }
    private let viewReference: ItemReference<UIView>
    /// The geometry and opacity of a layer without a view (a snapshot).
    private var ownFrame: CGRect = .zero
    private var ownBoundsOrigin: CGPoint = .zero
    private var ownOpacity: Float = 1

    init(view: UIView?) { viewReference = ItemReference(view) }

    // MARK: Stored properties

    /// The corner radius; 0 (stored only).
    ///
    ///     layer.cornerRadius = 8
    public var cornerRadius: CGFloat = 0
    /// The border width; 0 (stored only).
    ///
    ///     layer.borderWidth = 1
    public var borderWidth: CGFloat = 0
    /// The border color; opaque black (stored only).
    ///
    ///     layer.borderColor = UIColor.systemGray.cgColor
    public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow color; opaque black (stored only).
    ///
    ///     layer.shadowColor = UIColor.black.cgColor
    public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow opacity; 0, so no shadow shows (stored only).
    ///
    ///     layer.shadowOpacity = 0.2
    public var shadowOpacity: Float = 0
    /// The shadow offset; (0, −3) (stored only).
    ///
    ///     layer.shadowOffset = CGSize(width: 0, height: 2)
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow blur radius; 3 (stored only).
    ///
    ///     layer.shadowRadius = 8
    public var shadowRadius: CGFloat = 3
    /// The position on the z axis; 0 (stored only: it does not change the order of `subviews`).
    ///
    ///     layer.zPosition = 1
    public var zPosition: CGFloat = 0
    /// Whether sublayers are clipped; mirrors the view's `clipsToBounds`.
    ///
    ///     layer.masksToBounds = true   // view.clipsToBounds == true
    public var masksToBounds: Bool = false

    // MARK: Mirrors of the view

    /// The view's `alpha` as a `Float`; setting it sets the alpha (animatable like it).
    ///
    ///     view.layer.opacity = 0.5   // view.alpha == 0.5
    public var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
        }
    }

    /// The view's frame; setting it sets the frame.
    ///
    ///     layer.frame == view.frame   // true
    public var frame: CGRect {
        get { view?.frame ?? ownFrame }
        set {
            if let view { view.frame = newValue } else if newValue.isFiniteRect { ownFrame = newValue }
        }
    }

    /// The view's bounds; setting it sets the bounds (a new size keeps `position` fixed).
    ///
    ///     layer.bounds == view.bounds   // true
    public var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: ownBoundsOrigin, size: ownFrame.size) }
        set {
            if let view {
                view.bounds = newValue
                return
            }
            guard newValue.isFiniteRect else { return }
            let center = position
            ownBoundsOrigin = newValue.origin
            ownFrame = CGRect(x: center.x - newValue.size.width / 2, y: center.y - newValue.size.height / 2,
                              width: newValue.size.width, height: newValue.size.height)
        }
    }

    /// The view's `center` (the layer's anchor point is its middle); setting it moves the view.
    ///
    ///     layer.position == view.center   // true
    public var position: CGPoint {
        get {
            view?.center ?? CGPoint(x: ownFrame.origin.x + ownFrame.size.width / 2,
                                    y: ownFrame.origin.y + ownFrame.size.height / 2)
        }
        set {
            if let view {
                view.center = newValue
                return
            }
            guard newValue.x.isFinite && newValue.y.isFinite else { return }
            ownFrame.origin = CGPoint(x: newValue.x - ownFrame.size.width / 2, y: newValue.y - ownFrame.size.height / 2)
        }
    }

    // MARK: Animations

    /// A snapshot of the layer as it shows now: `frame` is the view's `presentationFrame`, `opacity` its
    /// `presentationAlpha`; the stored properties are copied. Changing the snapshot changes nothing else.
    ///
    ///     view.layer.presentation()?.frame   // the in-flight frame
    public func presentation() -> CALayer? {
        let snapshot = CALayer(view: nil)
        snapshot.cornerRadius = cornerRadius
        snapshot.borderWidth = borderWidth
        snapshot.borderColor = borderColor
        snapshot.shadowColor = shadowColor
        snapshot.shadowOpacity = shadowOpacity
        snapshot.shadowOffset = shadowOffset
        snapshot.shadowRadius = shadowRadius
        snapshot.zPosition = zPosition
        snapshot.masksToBounds = masksToBounds
        snapshot.ownFrame = view?.presentationFrame ?? ownFrame
        snapshot.ownBoundsOrigin = bounds.origin
        snapshot.ownOpacity = view.map { Float($0.presentationAlpha) } ?? ownOpacity
        return snapshot
    }

    /// Cancels every running animation of the view (their completions report `false`).
    ///
    ///     view.layer.removeAllAnimations()   // presentationFrame == frame
    public func removeAllAnimations() {
        view?.cancelFrameAnimations()
        view?.cancelAlphaAnimations()
    }

    /// Cancels the view's frame animations for the keys `"position"`, `"bounds"` and `"bounds.size"`
    /// (frames are animated as one value here) and its alpha animations for `"opacity"`; other keys are
    /// ignored.
    ///
    ///     view.layer.removeAnimation(forKey: "opacity")   // presentationAlpha == alpha
    public func removeAnimation(forKey key: String) {
        switch key {
        case "position", "bounds", "bounds.size": view?.cancelFrameAnimations()
        case "opacity": view?.cancelAlphaAnimations()
        default: break
        }
    }
}
