import Foundation

/// A plain container view (headless): no key window, scenes or root view controller. It exists so that
/// `view.window` and code that creates `UIWindow(frame:)` as the root of a hierarchy compile and run.
///
///     let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
///     window.addSubview(content)
///     content.window === window   // true
open class UIWindow: UIView {}
