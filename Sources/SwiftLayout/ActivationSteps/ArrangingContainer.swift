import Foundation

/// A view that arranges some of its subviews (a stack view): the DSL adds declared children to
/// `arrangedSubviews` unless they are under `GroupLayout(option: .isNotArranged)`.
#if MainActorIsolation
@MainActor
#endif
package protocol ArrangingContainer: UIView {
    /// The arranged subviews, in order.
    var arrangedSubviews: [UIView] { get }
    /// Adds (or moves to the end) an arranged subview, adding it as a subview if needed.
    func addArrangedSubview(_ view: UIView)
    /// Removes an arranged subview; it stays a subview.
    func removeArrangedSubview(_ view: UIView)
}

/// `UIStackView` is the arranging container of UIKit: declared children become arranged subviews.
extension UIStackView: ArrangingContainer {}
