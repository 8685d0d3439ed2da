import Foundation

/// A view's intrinsic content size on one axis: `size >= v` at the compression-resistance priority and
/// `size <= v` at the hugging priority (two solver constraints). Made by the library only.
///
///     // printed as UIKit prints it:
///     // <NSContentSizeLayoutConstraint:0x… UIView:0x….width == 77 Hug:250 CompressionResistance:750   (active)>
open class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    var huggingPriority: UILayoutPriority
    var compressionResistancePriority: UILayoutPriority

    init(view: UIView, axis: NSLayoutConstraint.Axis, value: CGFloat, hugging: UILayoutPriority,
         compressionResistance: UILayoutPriority) {
        huggingPriority = hugging
        compressionResistancePriority = compressionResistance
        super.init()
        configure(first: view, firstAttribute: axis == .horizontal ? .width : .height, relation: .equal,
                  second: nil, secondAttribute: .notAnAttribute, multiplier: 1, constant: value)
        systemKind = .contentSize
    }

    override func appendSolverSpecs(_ builder: ExpressionBuilder, first: LayoutItem?, second: LayoutItem?,
                                    to specs: inout [SolverSpec]) {
        appendContentSizeSpecs(builder, first: first, to: &specs)
    }

    override func equationDescription(names: inout [String]) -> String {
        itemName(firstItem, names: &names) + "." + firstAttribute.name + " == " + formatNumber(constant)
            + " Hug:" + formatNumber(CGFloat(huggingPriority.rawValue))
            + " CompressionResistance:" + formatNumber(CGFloat(compressionResistancePriority.rawValue))
    }
}
