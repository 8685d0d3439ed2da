import Foundation
import Testing
@testable import SwiftLayoutPlatform

@Suite struct NumberFormatTests {
    @Test func formatsLikePercentG() {
        #expect(formatNumber(100) == "100")
        #expect(formatNumber(20.5) == "20.5")
        #expect(formatNumber(20.333333) == "20.3333")
        #expect(formatNumber(0.5) == "0.5")
        #expect(formatNumber(-8) == "-8")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(1_500_000) == "1.5e+06")
        #expect(formatNumber(999_999.5) == "1e+06")
        #expect(formatNumber(0.00001) == "1e-05")
        #expect(formatNumber(0.0001) == "0.0001")
        #expect(formatNumber(123456.7) == "123457")
        #expect(formatNumber(999.5) == "999.5")
    }
}

@Suite struct GeometryAndEnumTests {
    @Test func insetByDoesNotClamp() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == rect(2, 1, 4, 6))
        let negative = CGRect(x: 0, y: 0, width: 4, height: 4).inset(by: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(negative.size == CGSize(width: -2, height: -2))
    }

    @Test func rawValuesAreUIKits() {
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        #expect(UIView.ContentMode.bottomRight.rawValue == 12)
        #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
        #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIEdgeInsets() == .zero && NSDirectionalEdgeInsets() == .zero)
    }

    @Test func priorityArithmeticAndOrder() {
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct SmallAPITests {
    @Test func smallValuesAndClassFunctions() {
        #expect(UIOffset() == .zero)
        #expect(UIOffset(horizontal: 1, vertical: 2).vertical == 2)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
        #expect(UIView.inheritedAnimationDuration == 0)
        var inside: TimeInterval = -1
        AnimationClock.$override.withValue(AnimationClock()) {
            UIView.animate(withDuration: 0.3) { inside = UIView.inheritedAnimationDuration }
        }
        #expect(inside == 0.3)
    }

    @Test func mergedHierarchiesKeepDiagnosticsInTimeOrder() {
        let a = makeRoot(), b = makeRoot()
        let (_, _) = LayoutDiagnostics.collect {
            b.exchangeSubview(at: 0, withSubviewAt: 1)
            a.exchangeSubview(at: 0, withSubviewAt: 2)
            b.exchangeSubview(at: 0, withSubviewAt: 3)
        }
        a.addSubview(b)
        #expect(a.layoutDiagnostics.map { $0.message.contains("withSubviewAt: 1") } == [true, false, false])
        #expect(a.layoutDiagnostics.count == 3)
        b.removeFromSuperview()
        #expect(b.layoutDiagnostics.isEmpty)
    }
}
