import Foundation
import Testing
@testable import SwiftLayoutPlatform

#if MainActorIsolation
@MainActor
#endif
@Suite struct StoredPropertiesTests {
    @Test func appearanceAndTouchFlagsHaveUIKitsDefaultsAndReadBackAsSet() {
        let view = UIView()
        #expect(view.isOpaque && view.clearsContextBeforeDrawing)
        #expect(!view.isMultipleTouchEnabled && !view.isExclusiveTouch)
        view.isOpaque = false
        view.clearsContextBeforeDrawing = false
        view.isMultipleTouchEnabled = true
        view.isExclusiveTouch = true
        #expect(!view.isOpaque && !view.clearsContextBeforeDrawing)
        #expect(view.isMultipleTouchEnabled && view.isExclusiveTouch)
    }

    @Test func accessibilityPropertiesHaveUIKitsDefaultsPerClass() {
        let view = UIView()
        #expect(view.accessibilityLabel == nil && view.accessibilityHint == nil)
        #expect(!view.isAccessibilityElement && view.accessibilityTraits == .none)
        #expect(UILabel().isAccessibilityElement && UILabel().accessibilityTraits == .staticText)
        #expect(UIButton().isAccessibilityElement && UIButton().accessibilityTraits == .button)
        #expect(UIButton(type: .system).accessibilityTraits == .button)
        #expect(UIImageView().accessibilityTraits == .none)
        view.accessibilityLabel = "Settings"
        view.accessibilityHint = "Opens the settings"
        view.accessibilityTraits = [.button, .selected]
        #expect(view.accessibilityLabel == "Settings" && view.accessibilityHint == "Opens the settings")
        #expect(view.accessibilityTraits.rawValue == 9)
    }

    @Test func accessibilityTraitRawValuesAreUIKits() {
        let traits: [(UIAccessibilityTraits, UInt64)] = [
            (.none, 0), (.button, 1), (.link, 2), (.image, 4), (.selected, 8), (.playsSound, 16),
            (.keyboardKey, 32), (.staticText, 64), (.summaryElement, 128), (.notEnabled, 256),
            (.updatesFrequently, 512), (.searchField, 1024), (.startsMediaSession, 2048), (.adjustable, 4096),
            (.allowsDirectInteraction, 8192), (.causesPageTurn, 16384), (.tabBar, 32768), (.header, 65536),
        ]
        for (trait, raw) in traits { #expect(trait.rawValue == raw) }
    }

    @Test func controlAndButtonEnumerationsHaveUIKitsRawValues() {
        #expect(UIOffset(horizontal: 2, vertical: -1) == UIOffset(horizontal: 2, vertical: -1))
        #expect(UIOffset.zero.horizontal == 0 && UIOffset.zero.vertical == 0)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(UIControl.Event.allTouchEvents.contains(.touchCancel))
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5)
        #expect(UIControl.ContentVerticalAlignment.fill.rawValue == 3)
        #expect(UIButton().contentHorizontalAlignment == .center && UIButton().contentVerticalAlignment == .center)
        #expect(UIBaselineAdjustment.none.rawValue == 2 && UILabel().baselineAdjustment == .alignBaselines)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5 && UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton(type: .infoDark).buttonType == .infoDark)
    }
}
