import Foundation

extension UIStackView {
    /// What the alignment constraints of one configuration refer to: the arranged and the visible views, the
    /// first arranged view (the others align to it), the alignment spanner (with two views or more) and the
    /// canvas's edges across the axis.
    struct AlignmentFrame {
        let arranged: [UIView]
        let visible: [UIView]
        let first: UIView
        let spanner: _UILayoutSpacer?
        let x: AxisAttributes
        let top: NSLayoutConstraint.Attribute
        let bottom: NSLayoutConstraint.Attribute
    }
}
