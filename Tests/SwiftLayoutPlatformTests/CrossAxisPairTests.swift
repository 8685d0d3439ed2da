import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// A location of one axis related to a location of the other (TheUIKitLayer.md): valid, and measured from the
/// installing view's origin on each side's own axis.
#if MainActorIsolation
@MainActor
#endif
@Suite struct CrossAxisPairTests {
    /// A frame-placed container at `frame` in a root of `size`, and two subviews laid out by constraints.
    private func containerWithTwoViews(root size: CGSize, container frame: CGRect)
        -> (root: UIView, container: UIView, v1: UIView, v2: UIView) {
        let root = makeRoot(width: size.width, height: size.height)
        let container = UIView(frame: frame)
        root.addSubview(container)
        return (root, container, makeChild(of: container), makeChild(of: container))
    }

    @Test func aLeftRelatedToATopIsMeasuredFromTheContainersOriginOnEachAxis() {
        // Finding F3: root 400 × 400, container at (0, 100, 300, 300), installed on the container.
        let (root, c, v1, v2) = containerWithTwoViews(root: CGSize(width: 400, height: 400),
                                                      container: rect(0, 100, 300, 300))
        let cross = NSLayoutConstraint(item: v1, attribute: .left, relatedBy: .equal, toItem: v2, attribute: .top,
                                       multiplier: 1, constant: 50)
        let diagnostics = collecting {
            NSLayoutConstraint.activate([
                v2.topAnchor.constraint(equalTo: c.topAnchor, constant: 10),
                v2.leftAnchor.constraint(equalTo: c.leftAnchor),
                v1.topAnchor.constraint(equalTo: c.topAnchor),
                cross,
            ] + [v1, v2].flatMap { [$0.widthAnchor.constraint(equalToConstant: 10),
                                    $0.heightAnchor.constraint(equalToConstant: 10)] })
        }
        #expect(diagnostics.isEmpty)
        #expect(cross.isActive && c.constraints.contains(cross))
        root.layoutIfNeeded()
        // v2.y = 100 + 10 = 110 in the root's space; v1.x − 0 = (110 − 100) + 50, so v1 sits at x = 60 in the
        // container (the root's space for both sides would give 160).
        #expect(v2.frame == rect(0, 10, 10, 10))
        #expect(v1.frame == rect(60, 0, 10, 10))
    }

    @Test func theInstallingViewsOriginIsTheOneMeasuredFrom() {
        // The same constraints with the cross-axis pair added to the root: both sides are measured from the
        // root's origin, so v1.x = 110 + 50 = 160.
        let (root, c, v1, v2) = containerWithTwoViews(root: CGSize(width: 400, height: 400),
                                                      container: rect(0, 100, 300, 300))
        NSLayoutConstraint.activate([
            v2.topAnchor.constraint(equalTo: c.topAnchor, constant: 10),
            v2.leftAnchor.constraint(equalTo: c.leftAnchor),
            v1.topAnchor.constraint(equalTo: c.topAnchor),
        ] + [v1, v2].flatMap { [$0.widthAnchor.constraint(equalToConstant: 10),
                                $0.heightAnchor.constraint(equalToConstant: 10)] })
        let cross = NSLayoutConstraint(item: v1, attribute: .left, relatedBy: .equal, toItem: v2, attribute: .top,
                                       multiplier: 1, constant: 50)
        root.addConstraint(cross)
        root.layoutIfNeeded()
        #expect(root.constraints.contains(cross))
        #expect(v1.frame == rect(160, 0, 10, 10))
    }

    @Test func aCrossAxisMultiplierScalesFromTheContainersOrigin() {
        // Container at (40, 100, 200, 300) in a 400 × 500 root; v1 20 wide with v1.centerX == 0.5 × c.centerY:
        // v1.centerX − 40 = 0.5 · (250 − 100), so v1.centerX = 115 and v1.minX = 115 − 10 − 40 = 65.
        let (root, c, v1, _) = containerWithTwoViews(root: CGSize(width: 400, height: 500),
                                                     container: rect(40, 100, 200, 300))
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v1, attribute: .centerX, relatedBy: .equal, toItem: c, attribute: .centerY,
                               multiplier: 0.5, constant: 0),
            v1.topAnchor.constraint(equalTo: c.topAnchor),
            v1.widthAnchor.constraint(equalToConstant: 20),
            v1.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(v1.frame == rect(65, 0, 20, 20))
    }

    @Test func aTopRelatedToAnXLocationWorksTheOtherWayRound() {
        // v.top == c.centerX + 5 on the container at (40, 100, 200, 300): v.y − 100 = (140 − 40) + 5, so v
        // sits 105 below the container's top.
        let (root, c, v, _) = containerWithTwoViews(root: CGSize(width: 400, height: 500),
                                                    container: rect(40, 100, 200, 300))
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: c, attribute: .centerX,
                               multiplier: 1, constant: 5),
            v.leftAnchor.constraint(equalTo: c.leftAnchor),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(0, 105, 10, 10))
    }

    @Test func everyKindOfCrossAxisLocationPairActivatesWithoutADiagnostic() {
        let root = makeRoot()
        let a = makeChild(of: root), b = makeChild(of: root)
        let pairs: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [
            (.centerX, .centerY), (.top, .trailing), (.leftMargin, .topMargin), (.firstBaseline, .left),
            (.lastBaseline, .leading), (.centerYWithinMargins, .rightMargin), (.bottom, .centerXWithinMargins),
        ]
        let constraints = pairs.map {
            NSLayoutConstraint(item: a, attribute: $0.0, relatedBy: .greaterThanOrEqual, toItem: b, attribute: $0.1,
                               multiplier: 1, constant: 0)
        }
        #expect(collecting { NSLayoutConstraint.activate(constraints) }.isEmpty)
        #expect(constraints.allSatisfy { $0.isActive })
    }

    @Test func aLocationWithADimensionIsRefusedInEitherOrder() {
        let root = makeRoot()
        let child = makeChild(of: root)
        let topWidth = NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root,
                                          attribute: .width, multiplier: 1, constant: 0)
        let heightLeft = NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: root,
                                            attribute: .left, multiplier: 1, constant: 0)
        let diagnostics = collecting { NSLayoutConstraint.activate([topWidth, heightLeft]) }
        #expect(diagnostics.map(\.kind) == [.invalidConstraint, .invalidConstraint])
        #expect(!topWidth.isActive && !heightLeft.isActive)
        #expect(diagnostics[0].stableMessage == "Invalid pairing of layout attributes: <NSLayoutConstraint:#1 "
            + "UIView:#2.top == UIView:#3.width   (inactive)> A location attribute pairs only with a location "
            + "attribute, and a dimension only with a dimension.")
        #expect(diagnostics[1].stableMessage.hasSuffix(".height == UIView:#3.left   (inactive)> A location "
            + "attribute pairs only with a location attribute, and a dimension only with a dimension."))
    }
}
