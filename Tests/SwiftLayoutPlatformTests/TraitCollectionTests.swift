// Imports only the platform, as UIKit code with `import UIKit` replaced does.
import SwiftLayoutPlatform
import Testing

/// A view that records every `traitCollectionDidChange(_:)` it hears, into a shared log.
private final class TraitLoggingView: UIView {
    var name = ""
    var log: TraitLog?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log?.entries.append("\(name): \(sizeClassCode(previousTraitCollection)) -> \(sizeClassCode(traitCollection))")
    }
}

private final class TraitLog {
    var entries: [String] = []
}

/// `h/v@scale` with C (compact), R (regular) or U (unspecified).
private func sizeClassCode(_ traits: UITraitCollection?) -> String {
    guard let traits else { return "nil" }
    func letter(_ s: UIUserInterfaceSizeClass) -> String { s == .compact ? "C" : s == .regular ? "R" : "U" }
    return "\(letter(traits.horizontalSizeClass))\(letter(traits.verticalSizeClass))@\(traits.displayScale)"
}

/// Trait collections: where they come from, and when views hear that they changed (TheUIKitLayer.md).
#if MainActorIsolation
@MainActor
#endif
@Suite struct TraitCollectionTests {
    private func loggingTree() -> (root: TraitLoggingView, a: TraitLoggingView, b: TraitLoggingView, log: TraitLog) {
        let log = TraitLog()
        let root = TraitLoggingView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.contentScaleFactor = 2
        let a = TraitLoggingView(), b = TraitLoggingView()
        for (view, name) in [(root, "root"), (a, "a"), (b, "b")] {
            view.name = name
            view.log = log
        }
        root.addSubview(a)
        a.addSubview(b)
        return (root, a, b, log)
    }

    @Test func aRootIsAnIPhoneInPortraitByDefault() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.contentScaleFactor = 2
        let traits = root.traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.displayScale == 2)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.preferredContentSizeCategory == .large)
    }

    @Test func sizeClassesFollowTheRootsOrientationAndIdiom() {
        // Landscape (667 > 375): compact × compact; a square or zero-size root counts as portrait.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(sizeClassCode(root.traitCollection).hasPrefix("CC"))
        #expect(sizeClassCode(UIView(frame: .zero).traitCollection).hasPrefix("CR"))
        #expect(sizeClassCode(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)).traitCollection).hasPrefix("CR"))
        // A Plus/Max in landscape: override the horizontal class on the root.
        root.traitOverrides.horizontalSizeClass = .regular
        #expect(sizeClassCode(root.traitCollection).hasPrefix("RC"))
        // An iPad: regular × regular in both orientations; another idiom leaves them unspecified.
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        pad.traitOverrides.userInterfaceIdiom = .pad
        #expect(sizeClassCode(pad.traitCollection).hasPrefix("RR"))
        #expect(pad.traitCollection.userInterfaceIdiom == .pad)
        pad.traitOverrides.userInterfaceIdiom = .tv
        #expect(sizeClassCode(pad.traitCollection).hasPrefix("UU"))
    }

    @Test func aSubviewInheritsWithItsOwnOverridesOnTop() {
        let (root, a, b, _) = loggingTree()
        a.traitOverrides.horizontalSizeClass = .regular
        a.traitOverrides.userInterfaceStyle = .dark
        #expect(sizeClassCode(root.traitCollection) == "CR@2.0")
        #expect(sizeClassCode(a.traitCollection) == "RR@2.0")
        #expect(b.traitCollection.userInterfaceStyle == .dark)
        #expect(a.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect(!a.traitOverrides.contains(UITraitVerticalSizeClass.self))
        a.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        #expect(a.traitOverrides.horizontalSizeClass == .unspecified)
        #expect(sizeClassCode(b.traitCollection) == "CR@2.0")
    }

    @Test func theFirstPassOnlyRecordsTheCollection() {
        let (root, _, _, log) = loggingTree()
        root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test func rotatingTheRootNotifiesEveryViewOnceParentsFirst() {
        let (root, _, _, log) = loggingTree()
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        #expect(log.entries.isEmpty)   // at the next pass, not at once
        root.layoutIfNeeded()
        #expect(log.entries == ["root: CR@2.0 -> CC@2.0", "a: CR@2.0 -> CC@2.0", "b: CR@2.0 -> CC@2.0"])
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 700, height: 375)   // still landscape: nothing changes
        root.layoutIfNeeded()
        #expect(log.entries.count == 3)
    }

    @Test func anOverrideNotifiesOnlyTheSubtreeItChanges() {
        let (root, a, b, log) = loggingTree()
        root.layoutIfNeeded()
        b.traitOverrides.displayScale = 3
        root.layoutIfNeeded()
        #expect(log.entries == ["b: CR@2.0 -> CR@3.0"])
        log.entries = []
        // Two changes before a pass are one change.
        a.traitOverrides.verticalSizeClass = .compact
        a.traitOverrides.horizontalSizeClass = .regular
        root.layoutIfNeeded()
        #expect(log.entries == ["a: CR@2.0 -> RC@2.0", "b: CR@3.0 -> RC@3.0"])
    }

    @Test func theRootsScaleIsTheDisplayScale() {
        let (root, _, b, log) = loggingTree()
        root.layoutIfNeeded()
        root.contentScaleFactor = 3
        #expect(b.traitCollection.displayScale == 3)
        root.layoutIfNeeded()
        #expect(log.entries == ["root: CR@2.0 -> CR@3.0", "a: CR@2.0 -> CR@3.0", "b: CR@2.0 -> CR@3.0"])
    }

    @Test func aViewMovedUnderAnotherRootHearsAtThatRootsPass() {
        let (root, a, _, log) = loggingTree()
        root.layoutIfNeeded()
        let landscape = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        landscape.contentScaleFactor = 2
        landscape.addSubview(a)
        root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        landscape.layoutIfNeeded()
        #expect(log.entries == ["a: CR@2.0 -> CC@2.0", "b: CR@2.0 -> CC@2.0"])
    }

    @Test func aPassOnASubviewChecksOnlyItsSubtree() {
        let (root, a, b, log) = loggingTree()
        root.layoutIfNeeded()
        root.traitOverrides.userInterfaceIdiom = .pad
        b.layoutIfNeeded()
        #expect(log.entries == ["b: CR@2.0 -> RR@2.0"])
        root.layoutIfNeeded()
        #expect(log.entries == ["b: CR@2.0 -> RR@2.0", "root: CR@2.0 -> RR@2.0", "a: CR@2.0 -> RR@2.0"])
        a.layoutIfNeeded()
        #expect(log.entries.count == 3)
    }

    @Test func aRightToLeftRootFlipsItsUnspecifiedViews() {
        // leading == root.leading + 20 on a 320-wide root: x = 20 left to right; right to left the view's right
        // edge is 20 inside the root's right edge, so x = 320 − 20 − 50 = 250.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.contentScaleFactor = 2
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
        root.traitOverrides.layoutDirection = .rightToLeft
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 250, y: 0, width: 50, height: 10))
        // A forced attribute still wins over the trait.
        child.semanticContentAttribute = .forceLeftToRight
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.traitCollection.layoutDirection == .rightToLeft)   // the trait is the inherited one
        root.traitOverrides.remove(UITraitLayoutDirection.self)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
    }

    @Test func collectionsMergeCompareAndContain() {
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let merged = UITraitCollection(traitsFrom: [compact, UITraitCollection(displayScale: 3),
                                                    UITraitCollection(horizontalSizeClass: .regular)])
        #expect(merged.horizontalSizeClass == .regular)
        #expect(merged.displayScale == 3)
        #expect(merged.verticalSizeClass == .unspecified)
        #expect(merged.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(!merged.containsTraits(in: compact))
        #expect(merged.containsTraits(in: nil))
        #expect(merged.containsTraits(in: UITraitCollection()))
        #expect(merged == UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3),
                                                         UITraitCollection(horizontalSizeClass: .regular)]))
        #expect(merged.hash == UITraitCollection(traitsFrom: [merged]).hash)
        #expect(merged != compact)
        let text = merged.description
        #expect(text.hasPrefix("<UITraitCollection: 0x"))
        #expect(text.hasSuffix("; DisplayScale = 3, HorizontalSizeClass = Regular>"))
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(verticalSizeClass: .compact).verticalSizeClass == .compact)
        #expect(UITraitCollection(preferredContentSizeCategory: .small).preferredContentSizeCategory == .small)
    }

    @Test func rawValuesAreUIKits() {
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UIUserInterfaceIdiom.mac.rawValue == 5)
        #expect(UIUserInterfaceIdiom.vision.rawValue == 6)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
                == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(UIContentSizeCategory.small < .large && .extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func viewsAreTraitEnvironments() {
        let environments: [UITraitEnvironment] = [UIView(), UILabel()]
        #expect(environments.allSatisfy { $0.traitCollection.userInterfaceIdiom == .phone })
    }
}
