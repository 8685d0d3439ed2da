import Foundation

/// An object that UI tests and the library's printers can find by a string identifier; adopted by `UIView`
/// and `UIImage`, as in UIKit.
///
///     func tag(_ element: UIAccessibilityIdentification, _ id: String) { element.accessibilityIdentifier = id }
///     tag(title, "title")   // constraints on `title` now print `title.top == …`
#if MainActorIsolation
@MainActor
#endif
public protocol UIAccessibilityIdentification: AnyObject {
    /// A string that identifies the element; nil by default.
    ///
    ///     avatar.accessibilityIdentifier = "avatar"
    var accessibilityIdentifier: String? { get set }
}
