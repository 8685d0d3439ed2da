import Foundation

extension UIView {
    // MARK: What a view controller changes in its view (TheUIKitLayer.md, §5.4)

    /// `insets` plus the view controller's `additionalSafeAreaInsets`, per edge never below 0 (unchanged for a
    /// view that is not a controller's).
    func withAdditionalSafeArea(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        guard let extra = viewDelegate?.storedAdditionalSafeAreaInsets, extra != .zero else { return insets }
        return UIEdgeInsets(top: max(0, insets.top + extra.top), left: max(0, insets.left + extra.left),
                            bottom: max(0, insets.bottom + extra.bottom), right: max(0, insets.right + extra.right))
    }

    /// The margins the view uses before the safe area: for the view of a view controller that respects the
    /// system minimum, the minimum while no margins were set, else the larger of the set value and the
    /// minimum on each edge (Apple: "either your custom values or the minimum values …, whichever values are
    /// greater"); for any other view, the margins set.
    var marginsWithSystemMinimum: NSDirectionalEdgeInsets {
        guard let minimum = viewDelegate?.appliedSystemMinimumMargins else { return storedMargins }
        guard hasCustomMargins else { return minimum }
        let m = storedMargins
        return NSDirectionalEdgeInsets(top: max(m.top, minimum.top), leading: max(m.leading, minimum.leading),
                                       bottom: max(m.bottom, minimum.bottom),
                                       trailing: max(m.trailing, minimum.trailing))
    }

    /// `safeAreaInsetsDidChange()`, then the view controller's `viewSafeAreaInsetsDidChange()`.
    func notifySafeAreaInsetsDidChange() {
        safeAreaInsetsDidChange()
        viewDelegate?.viewSafeAreaInsetsDidChange()
    }
}
