import Foundation
import Testing
@testable import SwiftLayoutUI

/// §1: proposals, sizes, purity and the rounding at report time. Seed 001's examples.
@MainActor
@Suite struct ProposalTests {
    @Test func unspecifiedDimensionsBecomeTenByDefault() {
        #expect(ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 50, height: 10))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 3, height: 4))
                == CGSize(width: 3, height: 4))
        #expect(ProposedViewSize(CGSize(width: 1, height: 2)) == ProposedViewSize(width: 1, height: 2))
        #expect(ProposedViewSize.infinity.width == .infinity && ProposedViewSize.zero.height == 0)
    }

    /// Seed 001: the root proposes 300 × 300; "Hello, World" is 12 × 8.5 = 102 wide and 21 tall; centered:
    /// ((300 − 102) / 2, (300 − 21) / 2) = (99, 139.5).
    @Test func theParentProposesTheChildChoosesTheParentCenters() {
        let placed = layout(Text("Hello, World"))
        #expect(placed.first(named: "Text")?.frame == rect(99, 139.5, 102, 21))
        #expect(placed.first(named: "Text")?.proposal == ProposedViewSize(width: 300, height: 300))
    }

    /// Seed 001 with modifiers: padding proposes 280 × 280, the text takes 102 × 21, padding reports 122 × 41,
    /// the background (layout neutral) reports the same and proposes exactly 122 × 41 to the colour, which
    /// fills it; the root centers 122 × 41: (89, 129.5). foregroundColor has no layout of its own.
    @Test func modifiersAreViewsThatWrapTheText() {
        struct HelloLayout: View {
            var body: some View {
                Text("Hello, World").padding(10).background(Color.red).foregroundColor(.white)
            }
        }
        let placed = layout(HelloLayout())
        #expect(placed.children.map(\.name) == ["HelloLayout"])
        #expect(placed.first(named: "HelloLayout")?.frame == rect(89, 129.5, 122, 41))
        #expect(placed.first(named: "background")?.frame == rect(89, 129.5, 122, 41))
        #expect(placed.first(named: "Color")?.frame == rect(89, 129.5, 122, 41))
        #expect(placed.first(named: "Color")?.proposal == ProposedViewSize(width: 122, height: 41))
        #expect(placed.first(named: "padding")?.proposal == ProposedViewSize(width: 300, height: 300))
        #expect(placed.first(named: "Text")?.proposal == ProposedViewSize(width: 280, height: 280))
        #expect(placed.first(named: "Text")?.frame == rect(99, 139.5, 102, 21))
    }

    @Test func theSameValueLaysOutTheSameEveryTime() {
        let view = VStack { Text("A"); HStack { Color.red; Text("Hello World") }.padding(3) }
        #expect(layout(view, width: 137, height: 91) == layout(view, width: 137, height: 91))
    }

    /// Frames are rounded once, when reported, by edges (round half away from zero at scale 2): a 100.3 wide
    /// frame centered in 300 has edges 99.85 and 200.15 → 100 and 200, so its width is 100, not 100.5.
    @Test func framesAreRoundedByEdgesWhenReported() {
        let placed = layout(Color.red.frame(width: 100.3, height: 10))
        #expect(placed.first(named: "frame")?.frame == rect(100, 145, 100, 10))
        let atScale3 = PlacedView.layout(Color.red.frame(width: 100.3, height: 10), in: CGSize(width: 300, height: 300), scale: 3)
        // Edges 99.85 → 299.55 → 300 → 100; 200.15 → 600.45 → 600 → 200.
        #expect(atScale3.first(named: "frame")?.frame.minX == 100)
    }

    @Test func aProposalOfZeroAndOfInfinityReachEveryView() {
        let view = VStack { Text("Hello"); Color.red; Circle(); Spacer(); HStack { Text("A") }.padding() }
        let (zero, zeroDiagnostics) = LayoutDiagnostics.collect { layout(view, width: 0, height: 0) }
        #expect(zeroDiagnostics.isEmpty)
        #expect(zero.first(named: "Color")?.frame.width == 0)
        let (_, infinite) = LayoutDiagnostics.collect {
            PlacedView.layout(view, in: CGSize(width: CGFloat.infinity, height: .infinity))
        }
        // Infinite colours and spacers give infinite and NaN frames: diagnosed, reported as 0.
        #expect(!infinite.isEmpty && infinite.allSatisfy { $0.kind == .nonFiniteValue })
        // The next layout is still correct.
        #expect(layout(Text("Hello")).first(named: "Text")?.frame == rect(128.5, 139.5, 43, 21))
    }
}
