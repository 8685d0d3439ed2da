import Foundation

/// What `AnchorsExpression` and `AnchorsMixedExpression` share: the attributes written so far and the bare
/// form's constant and multiplier (`Anchors.top.bottom.constant(8)`).
///
/// Contract: a value type; every method returns a new chain and leaves the receiver as it was.
struct AnchorsChain {
    let attributes: [NSLayoutConstraint.Attribute]
    var bareConstant: CGFloat = 0
    var bareMultiplier: CGFloat = 1

    init(_ attributes: [NSLayoutConstraint.Attribute]) { self.attributes = attributes }

    /// The chain with `attribute` added at the end; the bare constant and multiplier stay.
    func appending(_ attribute: NSLayoutConstraint.Attribute) -> AnchorsChain {
        var next = AnchorsChain(attributes + [attribute])
        next.bareConstant = bareConstant
        next.bareMultiplier = bareMultiplier
        return next
    }

    /// The chain with another bare constant.
    func with(constant: CGFloat) -> AnchorsChain {
        var copy = self
        copy.bareConstant = constant
        return copy
    }

    /// The chain with another bare multiplier.
    func with(multiplier: CGFloat) -> AnchorsChain {
        var copy = self
        copy.bareMultiplier = multiplier
        return copy
    }

    /// Each attribute equal to the superview's same attribute, with the bare constant and multiplier.
    var bare: Anchors {
        makeAnchors(attributes, .equal, .transparent, nil, constant: bareConstant, inward: false,
                    multiplier: bareMultiplier)
    }
}
