import SwiftLayout

/// A constraint as the update report writes it (RenderingAndSnapshotTests.md): `first.attribute REL second.attribute`,
/// with `m * ` before the second side when the multiplier is not 1, then ` + c` or ` - c` when the constant
/// is not 0; a constant-only dimension is `first.width == 64`. Names by §1 (a system guide as
/// `owner.safeAreaLayoutGuide`), numbers `%g`-like, priority and identifier left out.
///
///     constraintEquation(name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12))
///     // "name.leading == avatar.trailing + 12"
#if MainActorIsolation
@MainActor
#endif
func constraintEquation(_ constraint: NSLayoutConstraint) -> String {
    var text = equationItemName(constraint.firstItem) + "." + constraint.firstAttribute.caseName + " "
        + constraint.relation.symbol + " "
    let constant = constraint.constant
    guard let second = constraint.secondItem else {
        return text + numberText(constant)
    }
    if constraint.multiplier != 1 { text += numberText(constraint.multiplier) + " * " }
    text += equationItemName(second) + "." + constraint.secondAttribute.caseName
    if constant > 0 {
        text += " + " + numberText(constant)
    } else if constant < 0 {
        text += " - " + numberText(-constant)
    } else if constant.isNaN {
        text += " + nan"
    }
    return text
}

#if MainActorIsolation
@MainActor
#endif
private func equationItemName(_ item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let guide = item as? UILayoutGuide, let property = systemGuideName(guide.identifier) {
        return (guide.owningView.map { singleLine(itemName(of: $0)) } ?? "nil") + "." + property
    }
    return singleLine(itemName(of: item))
}
