import Foundation

/// The screen (headless): its `scale` sets the pixel grid frames snap to.
///
///     UIScreen.main.scale          // 2.0 by default
///     root.contentScaleFactor = 3  // per hierarchy, preferred in parallel tests
#if MainActorIsolation
@MainActor
#endif
open class UIScreen: NSObject, @unchecked Sendable {
    private let state = Locked((scale: CGFloat(2), bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))

    private static let shared = UIScreen()

    /// The main screen.
    ///
    ///     UIScreen.main.scale = 3
    open class var main: UIScreen { shared }

    /// (headless setter) The number of pixels per point; default 2.0.
    ///
    ///     UIScreen.main.scale = 3
    public var scale: CGFloat {
        get { state.withLock { $0.scale } }
        set {
            guard newValue.isFinite && newValue > 0 else { return }
            state.withLock { $0.scale = newValue }
        }
    }

    /// Equal to `scale`.
    ///
    ///     UIScreen.main.nativeScale   // 2.0
    public var nativeScale: CGFloat { scale }

    /// (headless setter) The screen's rectangle in points; default (0, 0, 375, 667), a 2× iPhone. A value
    /// with a non-finite component or a negative size is ignored.
    ///
    ///     UIScreen.main.bounds.size   // (375, 667)
    public var bounds: CGRect {
        get { state.withLock { $0.bounds } }
        set {
            let size = newValue.size   // `width`/`height` would read a negative size as positive
            let values = [newValue.origin.x, newValue.origin.y, size.width, size.height]
            guard values.allSatisfy(\.isFinite), size.width >= 0, size.height >= 0 else { return }
            state.withLock { $0.bounds = newValue }
        }
    }

    /// The bounds in pixels: every component times `scale`.
    ///
    ///     UIScreen.main.nativeBounds.size   // (750, 1334) at scale 2
    public var nativeBounds: CGRect {
        let (scale, bounds) = state.withLock { ($0.scale, $0.bounds) }
        return CGRect(x: bounds.origin.x * scale, y: bounds.origin.y * scale,
                      width: bounds.width * scale, height: bounds.height * scale)
    }
}
