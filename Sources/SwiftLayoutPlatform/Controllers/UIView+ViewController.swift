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

    /// The view controller's system minimum margins in left/right terms, if its view respects them.
    var systemMinimumMarginsLeftRight: UIEdgeInsets? {
        guard let minimum = viewDelegate?.appliedSystemMinimumMargins else { return nil }
        return effectiveUserInterfaceLayoutDirection == .leftToRight
            ? UIEdgeInsets(top: minimum.top, left: minimum.leading, bottom: minimum.bottom, right: minimum.trailing)
            : UIEdgeInsets(top: minimum.top, left: minimum.trailing, bottom: minimum.bottom, right: minimum.leading)
    }

    /// `safeAreaInsetsDidChange()`, then the view controller's `viewSafeAreaInsetsDidChange()`.
    func notifySafeAreaInsetsDidChange() {
        safeAreaInsetsDidChange()
        viewDelegate?.viewSafeAreaInsetsDidChange()
    }
}
