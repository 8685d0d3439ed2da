import Foundation

/// The translation of a view's frame and autoresizing mask into required constraints, installed on the
/// superview: per axis, the position and the size as linear functions of the superview's size (TheUIKitLayer.md).
/// Made by the library only.
///
///     // <NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 20   (active)>
open class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    /// Whether this one holds the position (minX/minY) or the size.
    let isPosition: Bool
    let maskAxis: NSLayoutConstraint.Axis
    /// The share of the superview's size change this segment takes (0 for a fixed segment).
    var share: CGFloat
    var maskCode: String

    init(view: UIView, superview: UIView, axis: NSLayoutConstraint.Axis, isPosition: Bool) {
        self.isPosition = isPosition
        self.maskAxis = axis
        self.share = 0
        self.maskCode = ""
        let attribute: NSLayoutConstraint.Attribute =
            axis == .horizontal ? (isPosition ? .left : .width) : (isPosition ? .top : .height)
        super.init()
        configure(first: view, firstAttribute: attribute, relation: .equal, second: superview,
                  secondAttribute: axis == .horizontal ? .width : .height, multiplier: 1, constant: 0)
        systemKind = .autoresizing
    }

    override func appendSolverSpecs(_ builder: ExpressionBuilder, first: LayoutItem?, second: LayoutItem?,
                                    to specs: inout [SolverSpec]) {
        appendAutoresizingSpecs(builder, first: first, second: second, to: &specs)
    }

    override func equationDescription(names: inout [String]) -> String {
        let attribute = maskAxis == .horizontal ? (isPosition ? "minX" : "width") : (isPosition ? "minY" : "height")
        var text = maskCode + " " + itemName(firstItem, names: &names) + "." + attribute + " == "
        if share != 0 {
            text += (share == 1 ? "" : formatNumber(share) + "*") + itemName(secondItem, names: &names) + "."
                + (maskAxis == .horizontal ? "width" : "height")
            if constant != 0 { text += constant < 0 ? " - " + formatNumber(-constant) : " + " + formatNumber(constant) }
        } else {
            text += formatNumber(constant)
        }
        return text
    }
}
