import Testing
import SwiftLayout

@Suite struct AnchorsAttributeTests {
    @Test func everyAttributeHasItsRawValueKindAndInwardFactor() {
        let x: [(AnchorsExpression<AnchorsXAxisAttribute>, Int, CGFloat)] = [
            (Anchors.centerX, 9, 1), (Anchors.leading, 5, 1), (Anchors.trailing, 6, -1), (Anchors.left, 1, 1),
            (Anchors.right, 2, -1), (Anchors.centerXWithinMargins, 19, 1), (Anchors.leftMargin, 13, 1),
            (Anchors.rightMargin, 14, -1), (Anchors.leadingMargin, 17, 1), (Anchors.trailingMargin, 18, -1),
        ]
        let y: [(AnchorsExpression<AnchorsYAxisAttribute>, Int, CGFloat)] = [
            (Anchors.centerY, 10, 1), (Anchors.top, 3, 1), (Anchors.bottom, 4, -1), (Anchors.firstBaseline, 12, 1),
            (Anchors.lastBaseline, 11, 1), (Anchors.centerYWithinMargins, 20, 1), (Anchors.topMargin, 15, 1),
            (Anchors.bottomMargin, 16, -1),
        ]
        let d: [(AnchorsExpression<AnchorsDimensionAttribute>, Int, CGFloat)] = [
            (Anchors.height, 8, 1), (Anchors.width, 7, 1),
        ]
        func check<A>(_ rows: [(AnchorsExpression<A>, Int, CGFloat)]) {
            for (expression, raw, factor) in rows {
                let property = anchors { expression.equalToSuper(inwardOffset: 10) }[0]
                #expect(property.attribute.rawValue == raw)
                #expect(property.constant == 10 * factor)
                let attribute = A(attribute: property.attribute)
                #expect(attribute?.attribute == property.attribute)
                #expect(attribute?.inwardDirectionFactor == factor)
            }
        }
        check(x)
        check(y)
        check(d)
        // Each attribute belongs to its own kind only, and only dimensions are dimensions.
        func attributes<A>(_ rows: [(AnchorsExpression<A>, Int, CGFloat)]) -> [NSLayoutConstraint.Attribute] {
            rows.map { row in anchors { row.0 }[0].attribute }
        }
        let xs = attributes(x), ys = attributes(y), ds = attributes(d)
        for attribute in xs {
            #expect(AnchorsYAxisAttribute(attribute: attribute) == nil && AnchorsDimensionAttribute(attribute: attribute) == nil)
        }
        for attribute in ys {
            #expect(AnchorsXAxisAttribute(attribute: attribute) == nil && AnchorsDimensionAttribute(attribute: attribute) == nil)
        }
        for attribute in ds {
            #expect(AnchorsXAxisAttribute(attribute: attribute) == nil && AnchorsYAxisAttribute(attribute: attribute) == nil)
        }
        #expect(AnchorsXAxisAttribute(attribute: .notAnAttribute) == nil)
        #expect(x.allSatisfy { row in !anchors { row.0 }[0].isDimension })
        #expect(y.allSatisfy { row in !anchors { row.0 }[0].isDimension })
        #expect(d.allSatisfy { row in anchors { row.0 }[0].isDimension })
        #expect(Set(xs + ys + ds).count == 20)
    }

    @Test func chainingKeepsTheKindOrMixesAndKeepsOrder() {
        let same: AnchorsExpression<AnchorsYAxisAttribute> = Anchors.top.bottom
        let dims: AnchorsExpression<AnchorsDimensionAttribute> = Anchors.width.height
        let mixed: AnchorsMixedExpression = Anchors.top.leading
        let mixed2: AnchorsMixedExpression = Anchors.centerX.width.top.bottom
        #expect(anchors { same }.map(\.attribute) == [.top, .bottom])
        #expect(anchors { dims }.map(\.attribute) == [.width, .height])
        #expect(anchors { mixed }.map(\.attribute) == [.top, .leading])
        #expect(anchors { mixed2 }.map(\.attribute) == [.centerX, .width, .top, .bottom])
        #expect(anchors { Anchors.top.top }.count == 2)
        let all = anchors {
            Anchors.centerX.leading.trailing.left.right.centerXWithinMargins.leftMargin.rightMargin.leadingMargin
                .trailingMargin.centerY.top.bottom.firstBaseline.lastBaseline.centerYWithinMargins.topMargin
                .bottomMargin.height.width
        }
        #expect(all.map { $0.attribute.rawValue } == [9, 5, 6, 1, 2, 19, 13, 14, 17, 18, 10, 3, 4, 12, 11, 20, 15, 16, 8, 7])
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct AnchorsRelationTests {
    let other = UIView()
    let guide = UILayoutGuide()

    @Test func aBareExpressionEqualsTheSuperviewsSameAttributeIncludingDimensions() {
        let rows = anchors {
            Anchors.top
            Anchors.width.height
        }
        expectRow(rows[0], .top, .equal, .transparent, nil)
        expectRow(rows[1], .width, .equal, .transparent, nil)
        expectRow(rows[2], .height, .equal, .transparent, nil)
    }

    @Test func superFormsWithAttributeAndConstant() {
        let rows = anchors {
            Anchors.top.equalToSuper(attribute: .bottom, constant: 5)
            Anchors.top.greaterThanOrEqualToSuper(constant: -3)
            Anchors.leading.lessThanOrEqualToSuper(attribute: .centerX)
            Anchors.width.equalToSuper(constant: 10)
        }
        expectRow(rows[0], .top, .equal, .transparent, .bottom, constant: 5)
        expectRow(rows[1], .top, .greaterThanOrEqual, .transparent, nil, constant: -3)
        expectRow(rows[2], .leading, .lessThanOrEqual, .transparent, .centerX)
        expectRow(rows[3], .width, .equal, .transparent, nil, constant: 10)
    }

    @Test func superFormsWithInwardOffsetNegateOnlyTrailingRightBottomAndMargins() {
        let rows = anchors {
            Anchors.top.bottom.equalToSuper(inwardOffset: 8)
            Anchors.leading.trailing.greaterThanOrEqualToSuper(inwardOffset: 8)
            Anchors.left.right.lessThanOrEqualToSuper(inwardOffset: 8)
            Anchors.bottomMargin.equalToSuper(attribute: .top, inwardOffset: 2)
        }
        expectRow(rows[0], .top, .equal, .transparent, nil, constant: 8)
        expectRow(rows[1], .bottom, .equal, .transparent, nil, constant: -8)
        expectRow(rows[2], .leading, .greaterThanOrEqual, .transparent, nil, constant: 8)
        expectRow(rows[3], .trailing, .greaterThanOrEqual, .transparent, nil, constant: -8)
        expectRow(rows[4], .left, .lessThanOrEqual, .transparent, nil, constant: 8)
        expectRow(rows[5], .right, .lessThanOrEqual, .transparent, nil, constant: -8)
        expectRow(rows[6], .bottomMargin, .equal, .transparent, .top, constant: -2)
    }

    @Test func objectAndIdentifierTargets() {
        let rows = anchors {
            Anchors.top.equalTo(other, attribute: .bottom, constant: 12)
            Anchors.top.greaterThanOrEqualTo(guide)
            Anchors.leading.lessThanOrEqualTo("name", attribute: .trailing, constant: 4)
            Anchors.bottom.equalTo(other, attribute: .top, inwardOffset: 8)
            Anchors.trailing.greaterThanOrEqualTo("name", inwardOffset: 3)
            Anchors.height.lessThanOrEqualTo(other, attribute: .width, inwardOffset: 3)
        }
        expectRow(rows[0], .top, .equal, .object(other), .bottom, constant: 12)
        expectRow(rows[1], .top, .greaterThanOrEqual, .object(guide), nil)
        expectRow(rows[2], .leading, .lessThanOrEqual, .identifier("name"), .trailing, constant: 4)
        expectRow(rows[3], .bottom, .equal, .object(other), .top, constant: -8)
        expectRow(rows[4], .trailing, .greaterThanOrEqual, .identifier("name"), nil, constant: -3)
        expectRow(rows[5], .height, .lessThanOrEqual, .object(other), .width, constant: 3)
    }

    @Test func anchorObjectTargetsUseTheAnchorsItemAndAttributeForEveryChainedAttribute() {
        let rows = anchors {
            Anchors.top.bottom.equalTo(other.bottomAnchor, constant: 2)
            Anchors.leading.greaterThanOrEqualTo(guide.trailingAnchor)
            Anchors.trailing.lessThanOrEqualTo(other.leadingAnchor, inwardOffset: 4)
            Anchors.centerY.equalTo(other.centerYAnchor, inwardOffset: 4)
            Anchors.width.equalTo(other.heightAnchor, constant: 1)
            Anchors.height.greaterThanOrEqualTo(guide.widthAnchor)
            Anchors.height.lessThanOrEqualTo(guide.heightAnchor)
        }
        expectRow(rows[0], .top, .equal, .object(other), .bottom, constant: 2)
        expectRow(rows[1], .bottom, .equal, .object(other), .bottom, constant: 2)
        expectRow(rows[2], .leading, .greaterThanOrEqual, .object(guide), .trailing)
        expectRow(rows[3], .trailing, .lessThanOrEqual, .object(other), .leading, constant: -4)
        expectRow(rows[4], .centerY, .equal, .object(other), .centerY, constant: 4)
        expectRow(rows[5], .width, .equal, .object(other), .height, constant: 1)
        expectRow(rows[6], .height, .greaterThanOrEqual, .object(guide), .width)
        expectRow(rows[7], .height, .lessThanOrEqual, .object(guide), .height)
        #expect(anchors { Anchors.top.equalTo(other.bottomAnchor) }[0].toItem
            == anchors { Anchors.top.equalTo(other, attribute: .bottom) }[0].toItem)
    }

    @Test func constantSizesHaveNoSecondItem() {
        let rows = anchors {
            Anchors.width.height.equalTo(constant: 10)
            Anchors.width.greaterThanOrEqualTo(constant: 5)
            Anchors.height.lessThanOrEqualTo(constant: 7)
        }
        expectRow(rows[0], .width, .equal, .deny, nil, constant: 10)
        expectRow(rows[1], .height, .equal, .deny, nil, constant: 10)
        expectRow(rows[2], .width, .greaterThanOrEqual, .deny, nil, constant: 5)
        expectRow(rows[3], .height, .lessThanOrEqual, .deny, nil, constant: 7)
    }

    @Test func mixedExpressionsTargetTheirOwnAttributes() {
        let rows = anchors {
            Anchors.top.leading.equalToSuper(constant: 3)
            Anchors.bottom.trailing.greaterThanOrEqualToSuper(inwardOffset: 3)
            Anchors.centerX.height.lessThanOrEqualTo(other, constant: 1)
            Anchors.bottom.width.equalTo("id", inwardOffset: 2)
            Anchors.top.leading.greaterThanOrEqualTo(guide)
            Anchors.top.leading.lessThanOrEqualToSuper()
            Anchors.top.leading.equalTo(other, inwardOffset: 1)
            Anchors.top.leading.lessThanOrEqualTo(other, inwardOffset: 1)
            Anchors.top.leading.greaterThanOrEqualToSuper()
            Anchors.top.leading.lessThanOrEqualToSuper(inwardOffset: 1)
            Anchors.top.leading.equalToSuper(inwardOffset: 1)
            Anchors.top.leading.greaterThanOrEqualTo(other, inwardOffset: 1)
        }
        expectRow(rows[0], .top, .equal, .transparent, nil, constant: 3)
        expectRow(rows[1], .leading, .equal, .transparent, nil, constant: 3)
        expectRow(rows[2], .bottom, .greaterThanOrEqual, .transparent, nil, constant: -3)
        expectRow(rows[3], .trailing, .greaterThanOrEqual, .transparent, nil, constant: -3)
        expectRow(rows[4], .centerX, .lessThanOrEqual, .object(other), nil, constant: 1)
        expectRow(rows[5], .height, .lessThanOrEqual, .object(other), nil, constant: 1)
        expectRow(rows[6], .bottom, .equal, .identifier("id"), nil, constant: -2)
        expectRow(rows[7], .width, .equal, .identifier("id"), nil, constant: 2)
        #expect(rows.count == 24)
        // Then eight top-leading pairs: the same relation, target and constant for both (an inward offset
        // is positive for top and leading).
        let pairs: [(NSLayoutConstraint.Relation, AnchorsItem, CGFloat)] = [
            (.greaterThanOrEqual, .object(guide), 0), (.lessThanOrEqual, .transparent, 0), (.equal, .object(other), 1),
            (.lessThanOrEqual, .object(other), 1), (.greaterThanOrEqual, .transparent, 0),
            (.lessThanOrEqual, .transparent, 1), (.equal, .transparent, 1), (.greaterThanOrEqual, .object(other), 1),
        ]
        for (index, (relation, item, constant)) in pairs.enumerated() where rows.count == 24 {
            expectRow(rows[8 + 2 * index], .top, relation, item, nil, constant: constant)
            expectRow(rows[9 + 2 * index], .leading, relation, item, nil, constant: constant)
        }
    }

    @Test func multiplierPriorityAndIdentifierApplyToEveryConstraintOfTheInstance() {
        let rows = anchors {
            Anchors.width.height.equalToSuper().multiplier(0.5)
            Anchors.cap().priority(.defaultHigh)
            Anchors.top.equalToSuper(constant: 1).multiplier(1.2).priority(.defaultLow).identifier("t")
        }
        expectRow(rows[0], .width, .equal, .transparent, nil, multiplier: 0.5)
        expectRow(rows[1], .height, .equal, .transparent, nil, multiplier: 0.5)
        for row in rows[2...4] { #expect(row.priority == .defaultHigh) }
        expectRow(rows[5], .top, .equal, .transparent, nil, constant: 1, multiplier: 1.2, priority: .defaultLow,
                  identifier: "t")
        #expect("\(rows[5].multiplier)" == "1.2")
        let shared = Anchors.top.equalToSuper()
        let same = shared.priority(.defaultLow)
        #expect(shared === same)
    }

    @Test func readmeConstantAndMultiplierOnExpressions() {
        let rows = anchors {
            Anchors.top.constant(10)
            Anchors.top.multiplier(10)
            Anchors.top.bottom.constant(10)
            Anchors.top.constant(10).multiplier(2)
            Anchors.top.leading.constant(4)
        }
        expectRow(rows[0], .top, .equal, .transparent, nil, constant: 10)
        expectRow(rows[1], .top, .equal, .transparent, nil, multiplier: 10)
        expectRow(rows[2], .top, .equal, .transparent, nil, constant: 10)
        expectRow(rows[3], .bottom, .equal, .transparent, nil, constant: 10)
        expectRow(rows[4], .top, .equal, .transparent, nil, constant: 10, multiplier: 2)
        expectRow(rows[5], .top, .equal, .transparent, nil, constant: 4)
        expectRow(rows[6], .leading, .equal, .transparent, nil, constant: 4)
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct AnchorsCompositeTests {
    let item = UIView()

    @Test func edgesUseInwardOffsets() {
        let h = anchors { Anchors.horizontal(offset: 16) }
        expectRow(h[0], .leading, .equal, .transparent, nil, constant: 16)
        expectRow(h[1], .trailing, .equal, .transparent, nil, constant: -16)
        let v = anchors { Anchors.vertical(item, offset: 2) }
        expectRow(v[0], .top, .equal, .object(item), nil, constant: 2)
        expectRow(v[1], .bottom, .equal, .object(item), nil, constant: -2)
        let all = anchors { Anchors.allSides(offset: -4) }
        #expect(all.map(\.attribute) == [.top, .bottom, .leading, .trailing])
        #expect(all.map(\.constant) == [-4, 4, -4, 4])
        let allItem = anchors { Anchors.allSides("x") }
        #expect(allItem.count == 4 && allItem.allSatisfy { $0.toItem == .identifier("x") && $0.constant == 0 })
        let cap = anchors { Anchors.cap(offset: 3) }
        #expect(cap.map(\.attribute) == [.top, .leading, .trailing])
        #expect(cap.map(\.constant) == [3, 3, -3])
        let capItem = anchors { Anchors.cap(item) }
        #expect(capItem.map(\.attribute) == [.top, .leading, .trailing] && capItem.allSatisfy { $0.toItem == .object(item) })
        let shoe = anchors { Anchors.shoe(offset: 3) }
        #expect(shoe.map(\.attribute) == [.bottom, .leading, .trailing])
        #expect(shoe.map(\.constant) == [-3, 3, -3])
        let shoeItem = anchors { Anchors.shoe(item, offset: 1) }
        #expect(shoeItem.map(\.constant) == [-1, 1, -1] && shoeItem.allSatisfy { $0.toItem == .object(item) })
        let hItem = anchors { Anchors.horizontal(item) }
        #expect(hItem.map(\.attribute) == [.leading, .trailing] && hItem.allSatisfy { $0.toItem == .object(item) })
        let vSuper = anchors { Anchors.vertical() }
        #expect(vSuper.map(\.attribute) == [.top, .bottom])
        for row in all + cap + shoe + h { #expect(row.relation == .equal && row.priority == .required && row.multiplier == 1) }
    }

    @Test func sizesAreConstantsOrOffsetsFromAnItem() {
        let constant = anchors { Anchors.size(width: 56, height: 40) }
        expectRow(constant[0], .width, .equal, .deny, nil, constant: 56)
        expectRow(constant[1], .height, .equal, .deny, nil, constant: 40)
        let cgSize = anchors { Anchors.size(CGSize(width: 3, height: 4)) }
        expectRow(cgSize[0], .width, .equal, .deny, nil, constant: 3)
        expectRow(cgSize[1], .height, .equal, .deny, nil, constant: 4)
        let offsets = anchors { Anchors.size(item, width: 0, height: -2) }
        expectRow(offsets[0], .width, .equal, .object(item), nil)
        expectRow(offsets[1], .height, .equal, .object(item), nil, constant: -2)
    }

    @Test func centerUsesPlainConstants() {
        let center = anchors { Anchors.center(offsetY: 30) }
        expectRow(center[0], .centerX, .equal, .transparent, nil)
        expectRow(center[1], .centerY, .equal, .transparent, nil, constant: 30)
        let centerItem = anchors { Anchors.center(item, offsetX: -5, offsetY: -6) }
        expectRow(centerItem[0], .centerX, .equal, .object(item), nil, constant: -5)
        expectRow(centerItem[1], .centerY, .equal, .object(item), nil, constant: -6)
    }
}

@Suite struct AnchorsBuilderTests {
    @Test func conditionalsLoopsAndOptionalsConcatenateInOrder() {
        let maybe: AnchorsExpression<AnchorsYAxisAttribute>? = nil
        let some: AnchorsMixedExpression? = Anchors.top.leading
        let none: Anchors? = nil
        func build(_ flag: Bool, _ n: Int) -> [AnchorsConstraintProperty] {
            anchors {
                if flag { Anchors.top } else { Anchors.bottom }
                if flag { Anchors.leading }
                for _ in 0..<n { Anchors.width }
                switch n {
                case 0: Anchors.centerX
                default: Anchors.centerY
                }
                maybe
                some
                none
            }
        }
        #expect(build(true, 2).map(\.attribute) == [.top, .leading, .width, .width, .centerY, .top, .leading])
        #expect(build(false, 0).map(\.attribute) == [.bottom, .centerX, .top, .leading])
        #expect(anchors {}.isEmpty)
    }
}
