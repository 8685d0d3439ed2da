import Foundation
import Testing
@testable import SwiftLayoutUI

/// §3: shapes, colours, text on the platform's text model (17 pt: line height 21, ascender 16, ASCII
/// advance 8.5, Hangul 17), spacers.
@MainActor
@Suite struct LeafTests {
    @Test func shapesTakeTheProposalWithNilAsTen() {
        #expect(sizeThatFits(Color.red, ProposedViewSize(width: 50, height: nil)) == CGSize(width: 50, height: 10))
        #expect(sizeThatFits(Rectangle(), .unspecified) == CGSize(width: 10, height: 10))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 80, height: 50)) == CGSize(width: 50, height: 50))
        // In the tree: a circle in 300 × 200 is a 200 square centered: (50, 0).
        #expect(layout(Circle(), width: 300, height: 200).first(named: "Circle")?.frame == rect(50, 0, 200, 200))
        #expect(layout(Capsule().frame(height: 20)).first(named: "Capsule")?.frame == rect(0, 140, 300, 20))
    }

    /// "Hello World" wrapped at 50: "Hello " and "World" (42.5 each, rounded up to 43), two lines of 21.
    @Test func textWrapsToTheProposedWidth() {
        #expect(sizeThatFits(Text("Hello World"), ProposedViewSize(width: 50, height: nil)) == CGSize(width: 43, height: 42))
        #expect(sizeThatFits(Text("Hello World"), .unspecified) == CGSize(width: 94, height: 21))
        #expect(sizeThatFits(Text("안녕하세요"), .unspecified) == CGSize(width: 85, height: 21))
        let placed = layout(Text("Hello World").frame(width: 50))
        #expect(placed.first(named: "Text")?.frame == rect(128.5, 129, 43, 42))
    }

    /// Proposed 50 × 30, two lines (42 tall) do not fit: one whole line is kept, as wide as the proposal.
    @Test func aShortProposedHeightKeepsWholeLines() {
        #expect(sizeThatFits(Text("Hello World"), ProposedViewSize(width: 50, height: 30)) == CGSize(width: 50, height: 21))
        #expect(sizeThatFits(Text("Hello World"), ProposedViewSize(width: 50, height: 0)) == CGSize(width: 50, height: 21))
    }

    /// `.title` is 28 pt: "Hi" is 28 wide, the line ceil(33.6) = 34 tall; `.caption` is 12 pt: 12 × 15.
    @Test func fontsAndLineLimitsFlowDownNearestWins() {
        let placed = layout(VStack(spacing: 0) { Text("Hi"); Text("Hi").font(.title); Text("Hello World").lineLimit(1) }
            .font(.caption).frame(width: 50))
        #expect(placed.all(named: "Text").map(\.frame.size) == [CGSize(width: 12, height: 15), CGSize(width: 28, height: 34),
                                                                 CGSize(width: 50, height: 15)])
        #expect(layout(Text("Hello World").lineLimit(1).frame(width: 50)).first(named: "Text")?.frame.size
                == CGSize(width: 50, height: 21))
        #expect(layout(Text("Hi").font(.system(size: 12, weight: .bold))).first(named: "Text")?.frame.size
                == CGSize(width: 12, height: 15))
    }

    /// Baselines: 28 pt has ascender 34 − 7 = 27, 17 pt has 16. On the first baseline the stack is
    /// above 27 + below max(34 − 27, 21 − 16) = 34 tall and 14 + 8 + 9 = 31 wide, at ((300 − 31)/2, (300 − 34)/2).
    @Test func textBaselinesAlignAnHStack() {
        let placed = layout(HStack(alignment: .firstTextBaseline) { Text("A").font(.title); Text("b") })
        #expect(placed.all(named: "Text").map(\.frame) == [rect(134.5, 133, 14, 34), rect(156.5, 144, 9, 21)])
        // The last baseline of a two-line text is one line lower: 21 + 16 = 37.
        let d = sizeThatFits(Text("Hello World"), ProposedViewSize(width: 50, height: nil))
        #expect(d.height == 42)
        let two = layout(HStack(alignment: .lastTextBaseline, spacing: 0) { Text("Hello World").frame(width: 50); Text("x") })
        // Frame 50 × 42 (last baseline 37), x 9 × 21 (16): above 37, below max(5, 5) → 42 tall; x at y 21.
        #expect(two.all(named: "Text")[1].frame.minY - two.all(named: "HStack")[0].frame.minY == 21)
    }

    /// "Left" 34, "Right" 43; the spacer takes 300 − 34 − 43 = 223 with no spacing next to it.
    @Test func aSpacerTakesWhatIsLeftAlongItsStack() {
        let placed = layout(HStack { Text("Left"); Spacer(); Text("Right") })
        #expect(placed.first(named: "Spacer")?.frame == rect(34, 150, 223, 0))
        #expect(placed.all(named: "Text").map(\.frame) == [rect(0, 139.5, 34, 21), rect(257, 139.5, 43, 21)])
        // Outside a stack it takes both dimensions; never below its minimum length.
        #expect(layout(Spacer()).first(named: "Spacer")?.frame == rect(0, 0, 300, 300))
        #expect(layout(VStack { Spacer(minLength: 40) }, width: 100, height: 20).first(named: "Spacer")?.frame.height == 40)
    }
}
