import Testing
import SwiftLayout

/// Checks one declared constraint against an expected row of the TheDSL.md's tables.
func expectRow(
    _ property: AnchorsConstraintProperty, _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ item: AnchorsItem, _ toAttribute: NSLayoutConstraint.Attribute?,
    constant: CGFloat = 0, multiplier: CGFloat = 1, priority: UILayoutPriority = .required,
    identifier: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(property.attribute == attribute, sourceLocation: sourceLocation)
    #expect(property.relation == relation, sourceLocation: sourceLocation)
    #expect(property.toItem == item, sourceLocation: sourceLocation)
    #expect(property.toAttribute == toAttribute, sourceLocation: sourceLocation)
    #expect(property.constant == constant, sourceLocation: sourceLocation)
    #expect(property.multiplier == multiplier, sourceLocation: sourceLocation)
    #expect(property.priority == priority, sourceLocation: sourceLocation)
    #expect(property.identifier == identifier, sourceLocation: sourceLocation)
}

/// Builds the `Anchors` of one block.
func anchors(@AnchorsBuilder _ build: () -> Anchors) -> [AnchorsConstraintProperty] { build().constraints }

/// A stand-in for a stack view until UIStackView lands: keeps an ordered `arrangedSubviews`.
final class ArrangingView: UIView, ArrangingContainer {
    private(set) var arrangedSubviews: [UIView] = []

    func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        if view.superview !== self { addSubview(view) }
    }

    func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }
}

/// A view with an intrinsic size (a stand-in for labels until UILabel lands).
final class SizedView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var intrinsicContentSize: CGSize { size }
}

extension UIView {
    /// The frame rounded for comparisons.
    var f: [CGFloat] { [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height] }
}
