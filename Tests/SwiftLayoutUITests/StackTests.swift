import Foundation
import Testing
@testable import SwiftLayoutUI

/// §5: HStack, VStack and ZStack with SwiftUI's distribution algorithm.
@MainActor
@Suite struct StackTests {
    /// Three colours share 300 − 2 × 8: each is offered (284 / 3) in turn and takes it.
    @Test func equalFlexibleViewsShareTheLengthAfterSpacing() {
        let placed = layout(HStack { Color.red; Color.green; Color.blue }, width: 300, height: 10)
        let third = 284.0 / 3
        // Edges at 0, 94.67, 102.67, 197.33, 205.33, 300 round to 0, 94.5, 102.5, 197.5, 205.5, 300.
        #expect(placed.all(named: "Color").map(\.frame) == [rect(0, 0, 94.5, 10), rect(102.5, 0, 95, 10), rect(205.5, 0, 94.5, 10)])
        #expect(third > 94)
    }

    /// The least flexible view first: the text (flexibility 43 − 9) is offered 150 / 2 and takes 43; the
    /// colour gets the remaining 107 − 8 (spacing)... in order: remaining = 150 − 8 = 142; text offered 71 → 43;
    /// colour offered 99 → 99.
    @Test func theLeastFlexibleViewIsSizedFirst() {
        let placed = layout(HStack { Color.red; Text("Hello") }, width: 150, height: 21)
        #expect(placed.first(named: "Color")?.frame == rect(0, 0, 99, 21))
        #expect(placed.first(named: "Text")?.frame == rect(107, 0, 43, 21))
    }

    /// An explicit spacing applies between every pair; a VStack's cross size is the widest subview with the
    /// default center alignment.
    @Test func explicitSpacingAndCrossAxisUnion() {
        let placed = layout(VStack(spacing: 3) { Text("Hi"); Text("Hello") })
        // Heights 21 + 3 + 21 = 45, width 43: at (128.5, 127.5); "Hi" (17) centered: + 13.
        #expect(placed.first(named: "VStack")?.frame == rect(128.5, 127.5, 43, 45))
        #expect(placed.all(named: "Text").map(\.frame) == [rect(141.5, 127.5, 17, 21), rect(128.5, 151.5, 43, 21)])
        let leading = layout(VStack(alignment: .trailing, spacing: 0) { Text("Hi"); Text("Hello") })
        #expect(leading.all(named: "Text").map(\.frame.minX) == [128.5 + 26, 128.5])
    }

    /// Proposed nil along the axis (in a scroll view), every subview is proposed nil and the stack is the sum.
    @Test func aNilProposalGivesTheIdealLength() {
        let placed = layout(ScrollView(.horizontal) { HStack { Color.red; Text("Hello") } })
        // The colour's ideal width is 10: 10 + 8 + 43 = 61.
        #expect(placed.first(named: "HStack")?.frame.width == 61)
    }

    /// ZStack: as large as its largest subview; aligned on both guides; later subviews in front.
    @Test func zStackAlignsOnBothGuides() {
        let placed = layout(ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 100, height: 60); Text("Hi") })
        #expect(placed.first(named: "ZStack")?.frame == rect(100, 120, 100, 60))
        #expect(placed.first(named: "Text")?.frame == rect(183, 159, 17, 21))
        #expect(placed.first(named: "ZStack")?.children.map(\.name) == ["frame", "Text"])
        // Lower priorities do not count toward the size.
        let low = layout(ZStack { Color.red.frame(width: 100, height: 60); Color.blue.frame(width: 200, height: 10).layoutPriority(-1) })
        #expect(low.first(named: "ZStack")?.frame.size == CGSize(width: 100, height: 60))
    }

    /// Spacers are sized last even with a higher priority elsewhere; a spacer with minimum 0 can vanish.
    @Test func spacersAreTheLastGroup() {
        let placed = layout(HStack(spacing: 0) { Spacer(minLength: 0); Color.red.frame(width: 350, height: 10) })
        #expect(placed.first(named: "Spacer")?.frame.width == 0)
    }

    @Test func anEmptyStackIsZeroSized() {
        #expect(layout(HStack {}).first(named: "HStack")?.frame == rect(150, 150, 0, 0))
        #expect(layout(VStack { ForEach(0..<0) { _ in Text("x") } }).first(named: "VStack")?.frame.size == .zero)
    }

    func nest(_ depth: Int) -> AnyView {
        depth == 0 ? AnyView(Color.red.frame(width: 10, height: 10))
            : AnyView(depth % 2 == 0 ? AnyView(HStack { nest(depth - 1) }) : AnyView(VStack { nest(depth - 1) }))
    }

    /// 500 nested stacks lay out: every level centers the 10 × 10 square.
    @Test func aDeepNestOfStacksLaysOut() {
        let (placed, diagnostics) = LayoutDiagnostics.collect { layout(nest(500)) }
        #expect(diagnostics.isEmpty)
        #expect(placed.first(named: "Color")?.frame == rect(145, 145, 10, 10))
    }

    /// A 1,000-deep nest goes past the depth the layout follows: a diagnostic, the views below level 600
    /// are empty (the leaf is not placed), no crash; the next layout is correct.
    @Test func aThousandDeepNestIsDiagnosedNotACrash() {
        let (placed, diagnostics) = LayoutDiagnostics.collect { layout(nest(1_000)) }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("nested more than 600 levels") == true)
        #expect(placed.first(named: "Color") == nil)
        #expect(placed.first(named: "HStack")?.frame == rect(150, 150, 0, 0))
        #expect(layout(nest(3)).first(named: "Color")?.frame == rect(145, 145, 10, 10))
    }
}
