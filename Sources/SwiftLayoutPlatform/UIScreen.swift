import Foundation

/// The screen (headless): its `scale` sets the pixel grid frames snap to.
///
///     UIScreen.main.scale          // 2.0 by default
///     root.contentScaleFactor = 3  // per hierarchy, preferred in parallel tests
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
}
