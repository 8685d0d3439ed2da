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
        let events: [(UIControl.Event, UInt)] = [
            (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
            (.touchDragEnter, 16), (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128),
            (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192),
            (.editingDidBegin, 65536), (.editingChanged, 131_072), (.editingDidEnd, 262_144),
            (.editingDidEndOnExit, 524_288), (.allTouchEvents, 0xFFF), (.allEditingEvents, 0xF_0000),
            (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in events { #expect(event.rawValue == raw, "raw value \(raw)") }
        let states: [(UIControl.State, UInt)] = [
            (.normal, 0), (.highlighted, 1), (.disabled, 2), (.selected, 4), (.focused, 8),
            (.application, 0x00FF_0000), (.reserved, 0xFF00_0000),
        ]
        for (state, raw) in states { #expect(state.rawValue == raw, "raw value \(raw)") }
        let horizontal: [UIControl.ContentHorizontalAlignment] = [.center, .left, .right, .fill, .leading, .trailing]
        #expect(horizontal.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        let vertical: [UIControl.ContentVerticalAlignment] = [.center, .top, .bottom, .fill]
        #expect(vertical.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UIButton().contentHorizontalAlignment == .center && UIButton().contentVerticalAlignment == .center)
        #expect([UIBaselineAdjustment.alignBaselines, .alignCenters, .none].map(\.rawValue) == [0, 1, 2])
        #expect(UILabel().baselineAdjustment == .alignBaselines)
        let types: [UIButton.ButtonType] = [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
        #expect(types.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 7])
        for type in types { #expect(UIButton(type: type).buttonType == type) }
    }

    @Test func anOffsetHoldsItsTwoComponents() {
        let offset = UIOffset(horizontal: 2, vertical: -1)
        #expect(offset.horizontal == 2 && offset.vertical == -1)
        #expect(offset != UIOffset(horizontal: -1, vertical: 2))
        #expect(offset != UIOffset(horizontal: 2, vertical: 1))
        #expect(UIOffset.zero.horizontal == 0 && UIOffset.zero.vertical == 0)
    }
}
