import Foundation
import Testing
@testable import SwiftLayoutUI

/// §4: padding, both frames, fixedSize, priorities, offset, position, background/overlay/border.
@MainActor
@Suite struct ModifierTests {
    @Test func paddingDefaultsToSixteenAndNeverProposesBelowZero() {
        // 43 + 32 by 21 + 32.
        #expect(layout(Text("Hello").padding()).first(named: "padding")?.frame.size == CGSize(width: 75, height: 53))
        #expect(layout(Text("Hello").padding(.vertical)).first(named: "padding")?.frame.size == CGSize(width: 43, height: 53))
        // Padding 200 in 300: the colour is proposed max(0, 300 − 400) = 0 and the padding is 400 × 400.
        let placed = layout(Color.red.padding(200))
        #expect(placed.first(named: "padding")?.frame == rect(-50, -50, 400, 400))
        #expect(placed.first(named: "Color")?.frame == rect(150, 150, 0, 0))
        #expect(placed.first(named: "Color")?.proposal == ProposedViewSize(width: 0, height: 0))
    }

    @Test func aFixedFrameProposesItsSizeAndAlignsTheChild() {
        let placed = layout(Text("Hello").frame(width: 100, height: 50, alignment: .topLeading))
        #expect(placed.first(named: "frame")?.frame == rect(100, 125, 100, 50))
        #expect(placed.first(named: "Text")?.frame == rect(100, 125, 43, 21))
        // Only a width: the height is the child's (a colour takes the proposed 300).
        #expect(layout(Color.red.frame(width: 40)).first(named: "frame")?.frame == rect(130, 0, 40, 300))
    }

    @Test func anInvalidFrameSizeIsIgnoredWithADiagnostic() {
        let (placed, diagnostics) = LayoutDiagnostics.collect { layout(Text("Hello").frame(width: -10, height: .nan)) }
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.message.hasPrefix("Invalid frame dimension") })
        #expect(placed.first(named: "frame")?.frame == rect(128.5, 139.5, 43, 21))
    }

    // Apple's flexible-frame cases, one by one; the proposal is 300 wide.

    @Test func flexibleFrameWithNeitherBoundTakesTheChildsSize() {
        #expect(layout(Text("Hello").frame(idealWidth: 200)).first(named: "frame")?.frame.width == 43)
        // Proposed nil, the ideal is the frame's size and the child's proposal.
        let ideal = layout(Text("Hello").frame(idealWidth: 200).fixedSize())
        #expect(ideal.first(named: "frame")?.frame == rect(50, 139.5, 200, 21))
        #expect(ideal.first(named: "Text")?.frame == rect(128.5, 139.5, 43, 21))
    }

    @Test func flexibleFrameWithBothBoundsClampsTheProposal() {
        // clamp(300, 50, 100) = 100; the text (43) is centered: 100 + 28.5.
        let placed = layout(Text("Hello").frame(minWidth: 50, maxWidth: 100))
        #expect(placed.first(named: "frame")?.frame == rect(100, 139.5, 100, 21))
        #expect(placed.first(named: "Text")?.frame.minX == 128.5)
        #expect(layout(Color.red.frame(minWidth: 50, maxWidth: 100)).first(named: "Color")?.frame.width == 100)
    }

    @Test func flexibleFrameWithAMinimumOnly() {
        // max(100, min(43, max(300, 100))) = 100.
        #expect(layout(Text("Hello").frame(minWidth: 100)).first(named: "frame")?.frame.width == 100)
        // max(20, min(43, 300)) = 43.
        #expect(layout(Text("Hello").frame(minWidth: 20)).first(named: "frame")?.frame.width == 43)
        // Proposed 50 (inside a 50 frame): the colour is proposed max(50, 100) = 100 and the frame is 100.
        let placed = layout(Color.red.frame(minWidth: 100).frame(width: 50))
        #expect(placed.all(named: "frame").map(\.frame.width) == [50, 100])
    }

    @Test func flexibleFrameWithAMaximumOnly() {
        // min(∞, max(43, min(300, ∞))) = 300: maxWidth: .infinity takes the whole proposal.
        let wide = layout(Text("Hello").frame(maxWidth: .infinity, alignment: .leading))
        #expect(wide.first(named: "frame")?.frame == rect(0, 139.5, 300, 21))
        #expect(wide.first(named: "Text")?.frame == rect(0, 139.5, 43, 21))
        // The text is proposed 20 and wraps into "He", "ll", "o" (17 × 63); min(20, max(17, 20)) = 20.
        let narrow = layout(Text("Hello").frame(maxWidth: 20))
        #expect(narrow.first(named: "frame")?.frame.size == CGSize(width: 20, height: 63))
        #expect(narrow.first(named: "Text")?.frame.size == CGSize(width: 17, height: 63))
    }

    @Test func flexibleFrameProposedNilUsesTheIdealElseTheClampedChild() {
        #expect(layout(Color.red.frame(minWidth: 10, idealWidth: 80, maxWidth: 200).fixedSize())
                    .first(named: "frame")?.frame.width == 80)
        #expect(layout(Text("Hello").frame(minWidth: 100).fixedSize()).first(named: "frame")?.frame.width == 100)
        // No bounds, no ideal: the colour's own ideal (10).
        #expect(layout(Color.red.frame(idealHeight: nil).fixedSize()).first(named: "frame")?.frame.size
                == CGSize(width: 10, height: 10))
    }

    @Test func contradictoryFrameBoundsAreDiagnosedAndTheChildsSizeIsKept() {
        let (placed, diagnostics) = LayoutDiagnostics.collect { layout(Color.red.frame(minWidth: 100, maxWidth: 50)) }
        #expect(diagnostics.map(\.message) == ["Contradictory frame constraints specified."])
        // The colour is proposed 300 clamped to 100 then to 50 (max wins); the frame reports 50.
        #expect(placed.first(named: "frame")?.frame.width == 50)
    }

    /// The text is proposed nil and is one line, 94 wide; the 50-wide frame centers it: offset −22.
    @Test func fixedSizeProposesNil() {
        let placed = layout(Text("Hello World").fixedSize().frame(width: 50))
        #expect(placed.first(named: "frame")?.frame == rect(125, 139.5, 50, 21))
        #expect(placed.first(named: "Text")?.frame == rect(103, 139.5, 94, 21))
        #expect(layout(Text("Hello World").fixedSize(horizontal: false, vertical: true).frame(width: 50))
                    .first(named: "Text")?.frame.size == CGSize(width: 43, height: 42))
    }

    /// Priority 1 is sized first: it gets 150 − 9 (the other text's minimum, one character) = 141 and takes
    /// 94; the other gets the remaining 56 and wraps to 43 × 42. The row is 137 wide in its 150 frame.
    @Test func higherPriorityIsSizedFirst() {
        let placed = layout(HStack(spacing: 0) { Text("Hello World"); Text("Hello World").layoutPriority(1) }.frame(width: 150))
        #expect(placed.all(named: "Text").map(\.frame) == [rect(81.5, 129, 43, 42), rect(124.5, 139.5, 94, 21)])
        // The priority passes through a modifier around it.
        let padded = layout(HStack(spacing: 0) { Text("Hello World"); Text("Hello World").layoutPriority(1).padding(0) }
            .frame(width: 150))
        #expect(padded.all(named: "Text").map(\.frame.size) == [CGSize(width: 43, height: 42), CGSize(width: 94, height: 21)])
    }

    /// Two 200-wide frames cannot shrink: the row is 400 wide in a 300 host, centered at −50.
    @Test func viewsThatCannotShrinkOverflowTheStack() {
        let placed = layout(HStack(spacing: 0) { Color.red.frame(width: 200, height: 10); Color.blue.frame(width: 200, height: 10) })
        #expect(placed.first(named: "HStack")?.frame == rect(-50, 145, 400, 10))
        #expect(placed.all(named: "Color").map(\.frame.minX) == [-50, 150])
    }

    @Test func offsetMovesTheFrameButNotTheLayout() {
        let placed = layout(HStack(spacing: 0) { Text("Hello").offset(x: 10, y: 5); Text("Hello") })
        // The row is 86 wide at 107; the first text is drawn 10 right and 5 down, the second is unmoved.
        #expect(placed.all(named: "Text").map(\.frame) == [rect(117, 144.5, 43, 21), rect(150, 139.5, 43, 21)])
        #expect(placed.first(named: "offset")?.frame == rect(107, 139.5, 43, 21))
    }

    @Test func positionTakesTheProposalAndCentersTheChildAtThePoint() {
        let placed = layout(Text("Hello").position(x: 50, y: 20))
        #expect(placed.first(named: "position")?.frame == rect(0, 0, 300, 300))
        #expect(placed.first(named: "Text")?.frame == rect(28.5, 9.5, 43, 21))
    }

    @Test func backgroundsAndOverlaysTakeThePrimarySizeAndAlign() {
        let placed = layout(Color.red.frame(width: 100, height: 50)
            .background(alignment: .topLeading) { Text("Hi") }
            .overlay(alignment: .bottomTrailing) { Text("Yo") }
            .border(Color.gray, width: 2))
        // The frame is at (100, 125); "Hi" (17 × 21) top-leading, "Yo" bottom-trailing: (183, 154).
        #expect(placed.all(named: "Text").map(\.frame) == [rect(100, 125, 17, 21), rect(183, 154, 17, 21)])
        #expect(placed.first(named: "border")?.frame == rect(100, 125, 100, 50))
        #expect(placed.first(named: "Rectangle")?.fill == "gray")
        // A background is behind: listed before the primary view.
        #expect(placed.first(named: "background")?.children.map(\.name) == ["Text", "frame"])
    }

    @Test func aspectRatioFitsAndFills() {
        let placed = layout(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100))
        #expect(placed.first(named: "Color")?.frame.size == CGSize(width: 100, height: 50))
        let fill = layout(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100))
        #expect(fill.first(named: "Color")?.frame.size == CGSize(width: 200, height: 100))
    }

    @Test func badModifierArgumentsAreDiagnosed() {
        let (placed, diagnostics) = LayoutDiagnostics.collect {
            layout(Text("Hello").padding(.infinity).offset(x: .nan).lineLimit(0).layoutPriority(.nan))
        }
        #expect(diagnostics.count == 4)
        #expect(placed.first(named: "Text")?.frame == rect(128.5, 139.5, 43, 21))
    }
}
