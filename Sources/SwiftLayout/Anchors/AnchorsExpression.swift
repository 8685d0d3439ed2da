import Foundation

/// A chain of attributes of one kind (`Anchors.top.bottom`, `Anchors.width.height`), turned into
/// ``Anchors`` by a relation method, or by itself in an `anchors {}` block (equal to the superview).
///
///     Anchors.top.bottom.equalToSuper(constant: 8)   // top == S.top + 8; bottom == S.bottom + 8
public struct AnchorsExpression<Attribute: AnchorsAttribute> {
    let chain: AnchorsChain
    var attributes: [NSLayoutConstraint.Attribute] { chain.attributes }
    var bareMultiplier: CGFloat { chain.bareMultiplier }

    init(_ attributes: [NSLayoutConstraint.Attribute]) { chain = AnchorsChain(attributes) }
    init(chain: AnchorsChain) { self.chain = chain }

    func appending(_ attribute: NSLayoutConstraint.Attribute) -> Self { Self(chain: chain.appending(attribute)) }

    func mixed(appending attribute: NSLayoutConstraint.Attribute) -> AnchorsMixedExpression {
        AnchorsMixedExpression(chain: chain.appending(attribute))
    }

    /// The bare form (equal to the superview's same attribute) with this constant, for every attribute.
    ///
    ///     Anchors.top.constant(10)   // top == S.top + 10
    public func constant(_ constant: CGFloat) -> Self { Self(chain: chain.with(constant: constant)) }

    /// The bare form (equal to the superview's same attribute) with this multiplier, for every attribute.
    ///
    ///     Anchors.width.multiplier(0.5)   // width == S.width × 0.5
    public func multiplier(_ multiplier: CGFloat) -> Self { Self(chain: chain.with(multiplier: multiplier)) }

    var bare: Anchors { chain.bare }

    // The relation methods below are `@inlinable`, and so is `AnchorsItem.init`: a caller's module specializes
    // them for its attribute kind and item type. Unspecialized, each declaration looked `Optional<Attribute>`'s
    // metadata up at run time twice and cast its item dynamically (callgrind, dsl, N = 1,000: evaluating the
    // body 29.77 M → 27.16 M instructions, an update that changes nothing 38.40 M → 35.79 M).
    @usableFromInline
    func make(_ relation: NSLayoutConstraint.Relation, _ item: AnchorsItem, _ attribute: NSLayoutConstraint.Attribute?,
              _ constant: CGFloat, inward: Bool) -> Anchors {
        makeAnchors(attributes, relation, item, attribute, constant: constant, inward: inward,
                    multiplier: bareMultiplier)
    }

    /// `v.a == S.b + constant` for each attribute `a` (`b` = `attribute ?? a`).
    @inlinable
    public func equalToSuper(attribute: Attribute? = nil, constant: CGFloat = .zero) -> Anchors {
        make(.equal, .transparent, attribute?.attribute, constant, inward: false)
    }
    /// `v.a >= S.b + constant` for each attribute `a`.
    @inlinable
    public func greaterThanOrEqualToSuper(attribute: Attribute? = nil, constant: CGFloat = .zero) -> Anchors {
        make(.greaterThanOrEqual, .transparent, attribute?.attribute, constant, inward: false)
    }
    /// `v.a <= S.b + constant` for each attribute `a`.
    @inlinable
    public func lessThanOrEqualToSuper(attribute: Attribute? = nil, constant: CGFloat = .zero) -> Anchors {
        make(.lessThanOrEqual, .transparent, attribute?.attribute, constant, inward: false)
    }
    /// `v.a == item.b + constant` for each attribute `a`; `item` is a view, a guide or an identifier.
    @inlinable
    public func equalTo<I: AnchorsItemable>(_ toItem: I, attribute: Attribute? = nil,
                                            constant: CGFloat = .zero) -> Anchors {
        make(.equal, AnchorsItem(toItem), attribute?.attribute, constant, inward: false)
    }
    /// `v.a >= item.b + constant` for each attribute `a`.
    @inlinable
    public func greaterThanOrEqualTo<I: AnchorsItemable>(_ toItem: I, attribute: Attribute? = nil,
                                                         constant: CGFloat = .zero) -> Anchors {
        make(.greaterThanOrEqual, AnchorsItem(toItem), attribute?.attribute, constant, inward: false)
    }
    /// `v.a <= item.b + constant` for each attribute `a`.
    @inlinable
    public func lessThanOrEqualTo<I: AnchorsItemable>(_ toItem: I, attribute: Attribute? = nil,
                                                      constant: CGFloat = .zero) -> Anchors {
        make(.lessThanOrEqual, AnchorsItem(toItem), attribute?.attribute, constant, inward: false)
    }
    /// `v.a == S.b + inwardOffset × f(a)` (negated on trailing, right, bottom and their margins).
    @inlinable
    public func equalToSuper(attribute: Attribute? = nil, inwardOffset: CGFloat) -> Anchors {
        make(.equal, .transparent, attribute?.attribute, inwardOffset, inward: true)
    }
    /// `v.a >= S.b + inwardOffset × f(a)`.
    @inlinable
    public func greaterThanOrEqualToSuper(attribute: Attribute? = nil, inwardOffset: CGFloat) -> Anchors {
        make(.greaterThanOrEqual, .transparent, attribute?.attribute, inwardOffset, inward: true)
    }
    /// `v.a <= S.b + inwardOffset × f(a)`.
    @inlinable
    public func lessThanOrEqualToSuper(attribute: Attribute? = nil, inwardOffset: CGFloat) -> Anchors {
        make(.lessThanOrEqual, .transparent, attribute?.attribute, inwardOffset, inward: true)
    }
    /// `v.a == item.b + inwardOffset × f(a)`.
    @inlinable
    public func equalTo<I: AnchorsItemable>(_ toItem: I, attribute: Attribute? = nil,
                                            inwardOffset: CGFloat) -> Anchors {
        make(.equal, AnchorsItem(toItem), attribute?.attribute, inwardOffset, inward: true)
    }
    /// `v.a >= item.b + inwardOffset × f(a)`.
    @inlinable
    public func greaterThanOrEqualTo<I: AnchorsItemable>(_ toItem: I, attribute: Attribute? = nil,
                                                         inwardOffset: CGFloat) -> Anchors {
        make(.greaterThanOrEqual, AnchorsItem(toItem), attribute?.attribute, inwardOffset, inward: true)
    }
    /// `v.a <= item.b + inwardOffset × f(a)`.
    @inlinable
    public func lessThanOrEqualTo<I: AnchorsItemable>(_ toItem: I, attribute: Attribute? = nil,
                                                      inwardOffset: CGFloat) -> Anchors {
        make(.lessThanOrEqual, AnchorsItem(toItem), attribute?.attribute, inwardOffset, inward: true)
    }

    #if MainActorIsolation
    @MainActor
    #endif
    func make<A: AnyObject>(_ relation: NSLayoutConstraint.Relation, anchor: NSLayoutAnchor<A>,
                            _ constant: CGFloat, inward: Bool) -> Anchors {
        let item: AnchorsItem = (anchor.constrainedItem as? NSObject).map { .object($0) } ?? .deny
        return makeAnchors(attributes, relation, item, anchor.constrainedAttribute, constant: constant,
                           inward: inward, multiplier: bareMultiplier)
    }
}

#if MainActorIsolation
@MainActor
#endif
extension AnchorsExpression where Attribute == AnchorsXAxisAttribute {
    /// `v.a == anchor + constant` for each attribute `a`.
    public func equalTo(_ layoutAnchor: NSLayoutXAxisAnchor, constant: CGFloat = .zero) -> Anchors {
        make(.equal, anchor: layoutAnchor, constant, inward: false)
    }
    /// `v.a >= anchor + constant` for each attribute `a`.
    public func greaterThanOrEqualTo(_ layoutAnchor: NSLayoutXAxisAnchor, constant: CGFloat = .zero) -> Anchors {
        make(.greaterThanOrEqual, anchor: layoutAnchor, constant, inward: false)
    }
    /// `v.a <= anchor + constant` for each attribute `a`.
    public func lessThanOrEqualTo(_ layoutAnchor: NSLayoutXAxisAnchor, constant: CGFloat = .zero) -> Anchors {
        make(.lessThanOrEqual, anchor: layoutAnchor, constant, inward: false)
    }
    /// `v.a == anchor + inwardOffset × f(a)`.
    public func equalTo(_ layoutAnchor: NSLayoutXAxisAnchor, inwardOffset: CGFloat) -> Anchors {
        make(.equal, anchor: layoutAnchor, inwardOffset, inward: true)
    }
    /// `v.a >= anchor + inwardOffset × f(a)`.
    public func greaterThanOrEqualTo(_ layoutAnchor: NSLayoutXAxisAnchor, inwardOffset: CGFloat) -> Anchors {
        make(.greaterThanOrEqual, anchor: layoutAnchor, inwardOffset, inward: true)
    }
    /// `v.a <= anchor + inwardOffset × f(a)`.
    public func lessThanOrEqualTo(_ layoutAnchor: NSLayoutXAxisAnchor, inwardOffset: CGFloat) -> Anchors {
        make(.lessThanOrEqual, anchor: layoutAnchor, inwardOffset, inward: true)
    }
}

#if MainActorIsolation
@MainActor
#endif
extension AnchorsExpression where Attribute == AnchorsYAxisAttribute {
    /// `v.a == anchor + constant` for each attribute `a`.
    public func equalTo(_ layoutAnchor: NSLayoutYAxisAnchor, constant: CGFloat = .zero) -> Anchors {
        make(.equal, anchor: layoutAnchor, constant, inward: false)
    }
    /// `v.a >= anchor + constant` for each attribute `a`.
    public func greaterThanOrEqualTo(_ layoutAnchor: NSLayoutYAxisAnchor, constant: CGFloat = .zero) -> Anchors {
        make(.greaterThanOrEqual, anchor: layoutAnchor, constant, inward: false)
    }
    /// `v.a <= anchor + constant` for each attribute `a`.
    public func lessThanOrEqualTo(_ layoutAnchor: NSLayoutYAxisAnchor, constant: CGFloat = .zero) -> Anchors {
        make(.lessThanOrEqual, anchor: layoutAnchor, constant, inward: false)
    }
    /// `v.a == anchor + inwardOffset × f(a)`.
    public func equalTo(_ layoutAnchor: NSLayoutYAxisAnchor, inwardOffset: CGFloat) -> Anchors {
        make(.equal, anchor: layoutAnchor, inwardOffset, inward: true)
    }
    /// `v.a >= anchor + inwardOffset × f(a)`.
    public func greaterThanOrEqualTo(_ layoutAnchor: NSLayoutYAxisAnchor, inwardOffset: CGFloat) -> Anchors {
        make(.greaterThanOrEqual, anchor: layoutAnchor, inwardOffset, inward: true)
    }
    /// `v.a <= anchor + inwardOffset × f(a)`.
    public func lessThanOrEqualTo(_ layoutAnchor: NSLayoutYAxisAnchor, inwardOffset: CGFloat) -> Anchors {
        make(.lessThanOrEqual, anchor: layoutAnchor, inwardOffset, inward: true)
    }
}

extension AnchorsExpression where Attribute == AnchorsDimensionAttribute {
    /// `v.a == constant`, no second item (a constant size).
    public func equalTo(constant: CGFloat) -> Anchors {
        makeAnchors(attributes, .equal, .deny, nil, constant: constant, inward: false, multiplier: bareMultiplier)
    }
    /// `v.a >= constant`, no second item.
    public func greaterThanOrEqualTo(constant: CGFloat) -> Anchors {
        makeAnchors(attributes, .greaterThanOrEqual, .deny, nil, constant: constant, inward: false,
                    multiplier: bareMultiplier)
    }
    /// `v.a <= constant`, no second item.
    public func lessThanOrEqualTo(constant: CGFloat) -> Anchors {
        makeAnchors(attributes, .lessThanOrEqual, .deny, nil, constant: constant, inward: false,
                    multiplier: bareMultiplier)
    }
}

// Relating to an anchor reads it, so it runs where anchors live (the main actor, with the trait).
#if MainActorIsolation
@MainActor
#endif
extension AnchorsExpression where Attribute == AnchorsDimensionAttribute {
    /// `v.a == anchor + constant` for each attribute `a`.
    public func equalTo(_ layoutAnchor: NSLayoutDimension, constant: CGFloat = .zero) -> Anchors {
        make(.equal, anchor: layoutAnchor, constant, inward: false)
    }
    /// `v.a >= anchor + constant` for each attribute `a`.
    public func greaterThanOrEqualTo(_ layoutAnchor: NSLayoutDimension, constant: CGFloat = .zero) -> Anchors {
        make(.greaterThanOrEqual, anchor: layoutAnchor, constant, inward: false)
    }
    /// `v.a <= anchor + constant` for each attribute `a`.
    public func lessThanOrEqualTo(_ layoutAnchor: NSLayoutDimension, constant: CGFloat = .zero) -> Anchors {
        make(.lessThanOrEqual, anchor: layoutAnchor, constant, inward: false)
    }
}

/// A chain that mixes attribute kinds (`Anchors.top.leading`); every attribute targets itself.
///
///     Anchors.top.leading.equalToSuper(constant: 8)   // top == S.top + 8; leading == S.leading + 8
public struct AnchorsMixedExpression {
    let chain: AnchorsChain
    var attributes: [NSLayoutConstraint.Attribute] { chain.attributes }
    var bareMultiplier: CGFloat { chain.bareMultiplier }

    init(_ attributes: [NSLayoutConstraint.Attribute]) { chain = AnchorsChain(attributes) }
    init(chain: AnchorsChain) { self.chain = chain }

    func appending(_ attribute: NSLayoutConstraint.Attribute) -> Self { Self(chain: chain.appending(attribute)) }

    /// The bare form with this constant, for every attribute.
    ///
    ///     Anchors.top.leading.constant(10)
    public func constant(_ constant: CGFloat) -> Self { Self(chain: chain.with(constant: constant)) }

    /// The bare form with this multiplier, for every attribute.
    ///
    ///     Anchors.centerX.width.multiplier(0.5)
    public func multiplier(_ multiplier: CGFloat) -> Self { Self(chain: chain.with(multiplier: multiplier)) }

    var bare: Anchors { chain.bare }

    private func make(_ relation: NSLayoutConstraint.Relation, _ item: AnchorsItem, _ constant: CGFloat,
                      inward: Bool) -> Anchors {
        makeAnchors(attributes, relation, item, nil, constant: constant, inward: inward, multiplier: bareMultiplier)
    }

    /// `v.a == S.a + constant` for each attribute `a`.
    public func equalToSuper(constant: CGFloat = .zero) -> Anchors { make(.equal, .transparent, constant, inward: false) }
    /// `v.a >= S.a + constant` for each attribute `a`.
    public func greaterThanOrEqualToSuper(constant: CGFloat = .zero) -> Anchors {
        make(.greaterThanOrEqual, .transparent, constant, inward: false)
    }
    /// `v.a <= S.a + constant` for each attribute `a`.
    public func lessThanOrEqualToSuper(constant: CGFloat = .zero) -> Anchors {
        make(.lessThanOrEqual, .transparent, constant, inward: false)
    }
    /// `v.a == item.a + constant` for each attribute `a`.
    public func equalTo<I: AnchorsItemable>(_ toItem: I, constant: CGFloat = .zero) -> Anchors {
        make(.equal, AnchorsItem(toItem), constant, inward: false)
    }
    /// `v.a >= item.a + constant` for each attribute `a`.
    public func greaterThanOrEqualTo<I: AnchorsItemable>(_ toItem: I, constant: CGFloat = .zero) -> Anchors {
        make(.greaterThanOrEqual, AnchorsItem(toItem), constant, inward: false)
    }
    /// `v.a <= item.a + constant` for each attribute `a`.
    public func lessThanOrEqualTo<I: AnchorsItemable>(_ toItem: I, constant: CGFloat = .zero) -> Anchors {
        make(.lessThanOrEqual, AnchorsItem(toItem), constant, inward: false)
    }
    /// `v.a == S.a + inwardOffset × f(a)`.
    public func equalToSuper(inwardOffset: CGFloat) -> Anchors { make(.equal, .transparent, inwardOffset, inward: true) }
    /// `v.a >= S.a + inwardOffset × f(a)`.
    public func greaterThanOrEqualToSuper(inwardOffset: CGFloat) -> Anchors {
        make(.greaterThanOrEqual, .transparent, inwardOffset, inward: true)
    }
    /// `v.a <= S.a + inwardOffset × f(a)`.
    public func lessThanOrEqualToSuper(inwardOffset: CGFloat) -> Anchors {
        make(.lessThanOrEqual, .transparent, inwardOffset, inward: true)
    }
    /// `v.a == item.a + inwardOffset × f(a)`.
    public func equalTo<I: AnchorsItemable>(_ toItem: I, inwardOffset: CGFloat) -> Anchors {
        make(.equal, AnchorsItem(toItem), inwardOffset, inward: true)
    }
    /// `v.a >= item.a + inwardOffset × f(a)`.
    public func greaterThanOrEqualTo<I: AnchorsItemable>(_ toItem: I, inwardOffset: CGFloat) -> Anchors {
        make(.greaterThanOrEqual, AnchorsItem(toItem), inwardOffset, inward: true)
    }
    /// `v.a <= item.a + inwardOffset × f(a)`.
    public func lessThanOrEqualTo<I: AnchorsItemable>(_ toItem: I, inwardOffset: CGFloat) -> Anchors {
        make(.lessThanOrEqual, AnchorsItem(toItem), inwardOffset, inward: true)
    }
}

/// One constraint per attribute, in chain order.
func makeAnchors(_ attributes: [NSLayoutConstraint.Attribute], _ relation: NSLayoutConstraint.Relation,
                 _ item: AnchorsItem, _ toAttribute: NSLayoutConstraint.Attribute?, constant: CGFloat,
                 inward: Bool, multiplier: CGFloat) -> Anchors {
    Anchors(attributes.map { attribute in
        AnchorsConstraintProperty(
            attribute: attribute, relation: relation, toItem: item, toAttribute: toAttribute,
            constant: inward ? constant * inwardFactor(of: attribute) : constant, multiplier: multiplier)
    })
}
