import Foundation
import Testing
@testable import SwiftLayoutPlatform

#if MainActorIsolation
@MainActor
#endif
@Suite struct GuidesAndMarginsTests {
    @Test func aMarginOnTheSecondSideOfAConstraintWithinOneViewTracksThatViewsMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        #expect(!child.dependsOnSafeArea)
        NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .lessThanOrEqual, toItem: child,
                           attribute: .trailingMargin, multiplier: 1, constant: 0).isActive = true
        #expect(child.dependsOnSafeArea)
        #expect(root.layoutDiagnostics.isEmpty)
    }

    @Test func layoutMarginsGuideFollowsMarginsAndSafeArea() {
        let root = makeRoot(width: 320, height: 480)
        let child = makeChild(of: root)
        let guide = root.layoutMarginsGuide
        #expect(guide.identifier == "UIViewLayoutMarginsGuide")
        #expect(root.layoutGuides == [guide])
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == rect(8, 8, 304, 10))
        #expect(guide.layoutFrame == rect(8, 8, 304, 464))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        root.layoutIfNeeded()
        #expect(child.frame == rect(20, 0, 290, 10))
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10))
        root.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        root.layoutIfNeeded()
        #expect(child.frame == rect(20, 44, 290, 10))
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(child.frame == rect(20, 0, 290, 10))
        let identifiers = root.constraints.compactMap(\.identifier)
        #expect(identifiers == ["UIView-leftMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
                                "UIView-topMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"])
    }

    @Test func marginsFlipInRightToLeft() {
        let root = makeRoot(width: 320, height: 100)
        root.semanticContentAttribute = .forceRightToLeft
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: root,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == rect(250, 0, 50, 5))
    }

    @Test func safeAreaGuideCoversTheInsetBounds() {
        let root = makeRoot(width: 375, height: 667)
        root.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let header = makeChild(of: root)
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            header.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(header.frame == rect(0, 44, 375, 589))
        #expect(safe.layoutFrame == rect(0, 44, 375, 589))
        let diagnostics = collecting { root.removeLayoutGuide(safe) }
        #expect(diagnostics.map(\.kind) == [.invalidArgument])
        #expect(root.layoutGuides.contains(safe))
        root.safeAreaInsets = .zero
        root.layoutIfNeeded()
        #expect(header.frame == rect(0, 0, 375, 667))
    }

    @Test func userGuidesSpaceViewsAndLeaveWithTheirConstraints() {
        let root = makeRoot(width: 300, height: 100)
        let a = makeChild(of: root), b = makeChild(of: root)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        #expect(gap.owningView === root)
        let constraints = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.widthAnchor.constraint(equalToConstant: 25),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 5),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 5),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 5),
        ]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(b.frame == rect(75, 0, 50, 5))
        #expect(gap.layoutFrame == rect(50, 0, 25, 5))
        root.removeLayoutGuide(gap)
        #expect(gap.owningView == nil)
        #expect(!constraints[2].isActive && !constraints[4].isActive && constraints[0].isActive)
        let orphan = UILayoutGuide()
        let diagnostics = collecting { orphan.widthAnchor.constraint(equalToConstant: 5).isActive = true }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
    }

    @Test func fittingSizeSolvesTheSubtreeAlone() {
        let card = UIView()
        card.contentScaleFactor = 2
        let title = IntrinsicView(CGSize(width: 120, height: 21))
        let body = IntrinsicView(CGSize(width: 200, height: 42))
        for view in [title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        let diagnostics = collecting {
            #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 216, height: 83))
            #expect(card.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 320, height: 83))
        }
        #expect(diagnostics.isEmpty)
        #expect(card.frame == .zero)
        #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10000, height: 10000))
    }

    @Test func convertGoesThroughFramesAndBoundsOrigins() {
        let root = makeRoot()
        let a = UIView(frame: rect(10, 20, 100, 100))
        let b = UIView(frame: rect(5, 5, 10, 10))
        root.addSubview(a); a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(b.convert(CGPoint(x: 16, y: 26), from: root) == CGPoint(x: 1, y: 1))
        #expect(root.convert(CGPoint(x: 1, y: 1), from: b) == CGPoint(x: 16, y: 26))
        #expect(b.convert(b.bounds, to: nil) == rect(15, 25, 10, 10))
        a.bounds = CGRect(x: 0, y: 50, width: 100, height: 100)
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: -25))
        let other = UIView(frame: rect(100, 100, 50, 50))
        #expect(other.convert(CGPoint.zero, from: root) == CGPoint(x: -100, y: -100))
        #expect(root.convert(rect(0, 0, 5, 5), from: b) == rect(15, -25, 5, 5))
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct NonRootSafeAreaTests {
    @Test func aSubviewsSafeAreaIsWhereTheRootsReachesIntoIt() {
        let root = makeRoot(width: 375, height: 667)
        root.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let header = makeChild(of: root), footer = makeChild(of: root)
        let title = makeChild(of: header), note = makeChild(of: footer)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor), header.heightAnchor.constraint(equalToConstant: 100),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor), header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor), footer.heightAnchor.constraint(equalToConstant: 20),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor), footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            title.widthAnchor.constraint(equalToConstant: 50), title.heightAnchor.constraint(equalToConstant: 20),
            note.topAnchor.constraint(equalTo: footer.layoutMarginsGuide.topAnchor),
            note.leadingAnchor.constraint(equalTo: footer.leadingAnchor),
            note.widthAnchor.constraint(equalToConstant: 10), note.heightAnchor.constraint(equalToConstant: 5),
        ])
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        #expect(title.frame == rect(8, 44, 50, 20))
        #expect(note.frame == rect(0, 8, 10, 5))
        #expect(header.safeAreaLayoutGuide.layoutFrame == rect(0, 44, 375, 56))
        root.safeAreaInsets = .zero
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == .zero)
        #expect(title.frame == rect(8, 0, 50, 20))
        // A removed view is a root again: its own (unset) insets apply.
        header.removeFromSuperview()
        #expect(header.safeAreaInsets == .zero)
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct ReadableContentGuideTests {
    @Test func readableWidthIsCappedAndCentred() {
        let root = makeRoot(width: 1000, height: 100)
        let body = makeChild(of: root)
        let guide = root.readableContentGuide
        #expect(guide.identifier == "UIViewReadableContentGuide")
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            body.topAnchor.constraint(equalTo: guide.topAnchor), body.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(body.frame == rect(164, 8, 672, 10))
        root.frame = rect(0, 0, 375, 100)
        root.layoutIfNeeded()
        #expect(body.frame == rect(8, 8, 359, 10))
        #expect(root.constraints.compactMap(\.identifier).filter { $0.hasPrefix("UIViewReadable") }.count == 4)
        #expect(root.constraints.allSatisfy { $0.isLibraryCreated == ($0.firstItem is UILayoutGuide) })
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct GuideDebuggingTests {
    @Test func guidesReportAmbiguityAndTheConstraintsOnThem() {
        let root = makeRoot()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(guide.hasAmbiguousLayout)
        guide.widthAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(!guide.hasAmbiguousLayout)
        // leading = root.leading + 4, width 10, top = root.top, height 4: the root's size moves none of them.
        #expect(guide.constraintsAffectingLayout(for: .horizontal).map(\.firstAttribute) == [.leading, .width])
        #expect(guide.constraintsAffectingLayout(for: .vertical).map(\.firstAttribute) == [.top, .height])
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct MarginValidationTests {
    @Test func nonFiniteMarginsAreRefused() {
        let view = makeRoot()
        let diagnostics = collecting {
            view.layoutMargins = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    }
}
