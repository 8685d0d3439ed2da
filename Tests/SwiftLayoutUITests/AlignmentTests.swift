import Foundation
import Testing
@testable import SwiftLayoutUI

/// Seed 000's day: "월요일" is three Hangul syllables, 51 × 21; padded by 10: 71 × 41.
struct Day: View {
    let label: String
    var body: some View {
        Text(label)
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.red.opacity(0.9)))
            .foregroundColor(.white)
    }
}

let days = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]

enum LabelEdge: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
}

extension HorizontalAlignment {
    static let labelEdge = HorizontalAlignment(LabelEdge.self)
}

/// §6: alignment guides, ViewDimensions, custom guides flowing out of containers.
@MainActor
@Suite struct AlignmentTests {
    func dayList(mondayCenter: CGFloat?, mondayLeading: CGFloat? = nil) -> some View {
        VStack(alignment: HorizontalAlignment.center) {
            ForEach(days, id: \.self) { day in
                if day == days[0], let mondayCenter {
                    Day(label: day)
                        .alignmentGuide(HorizontalAlignment.center) { _ in mondayCenter }
                        .alignmentGuide(HorizontalAlignment.leading) { _ in mondayLeading ?? 0 }
                } else {
                    Day(label: day)
                }
            }
        }
        .frame(width: 200)
        .padding(.vertical)
        .border(Color.gray)
    }

    /// Seven 71 × 41 days with spacing 8: 335 tall; in a 200 frame, padded 16 vertically: 200 × 367, at
    /// ((375 − 200) / 2, (667 − 367) / 2) = (87.5, 150). The stack (71 wide) is centered: x 152.
    @Test func theSeedDayListIsCentered() {
        let placed = PlacedView.layout(dayList(mondayCenter: nil), in: CGSize(width: 375, height: 667))
        #expect(placed.first(named: "border")?.frame == rect(87.5, 150, 200, 367))
        #expect(placed.first(named: "VStack")?.frame == rect(152, 166, 71, 335))
        #expect(placed.all(named: "Day").map(\.frame) == (0..<7).map { rect(152, 166 + 49 * CGFloat($0), 71, 41) })
    }

    /// Monday's center guide is 10, the others' is 35.5: the stack extends 35.5 left of the line and
    /// max(71 − 10, 35.5) = 61 right of it, so it widens to 96.5. Centered in the frame its x is
    /// 87.5 + (200 − 96.5) / 2 = 139.25 (edges round to 139.5 and 210.5); Monday sits 25.5 further right,
    /// at 164.75 (rounds to 165 … 236). The leading guide set on Monday is ignored: the stack aligns centers.
    @Test func oneAlignmentGuideSetToTenWidensTheStack() {
        let placed = PlacedView.layout(dayList(mondayCenter: 10, mondayLeading: 50), in: CGSize(width: 375, height: 667))
        let stack = placed.first(named: "VStack")
        #expect(stack?.frame == rect(139.5, 166, 96.5, 335))
        let frames = placed.all(named: "Day").map(\.frame)
        #expect(frames[0] == rect(165, 166, 71, 41))
        #expect(frames.dropFirst() == ArraySlice((1..<7).map { rect(139.5, 166 + 49 * CGFloat($0), 71, 41) }))
    }

    @Test func viewDimensionsReadExplicitAndDefaultValues() {
        var seen: [CGFloat?] = []
        let view = Text("Hello")
            .alignmentGuide(.leading) { d in d[HorizontalAlignment.center] + 20 }
            .alignmentGuide(.leading) { d in
                MainActor.assumeIsolated { seen = [d.width, d.height, d[explicit: HorizontalAlignment.leading],
                                                   d[explicit: VerticalAlignment.firstTextBaseline], d[.trailing]] }
                return d[.leading]
            }
        _ = layout(VStack(alignment: .leading) { view; Text("Hi") })
        // 43 × 21; the inner guide made leading 21.5 + 20; the text's first baseline is 16.
        #expect(seen == [43, 21, 41.5, 16, 43])
    }

    /// The label edge: "Name" (34) + 8 puts the first field at 42, "Email address" (13 × 8.5 = 110.5 → 111)
    /// + 8 puts the second at 119 (the rows are 142 and 219 wide). The VStack aligns the rows' custom guides:
    /// the first row moves 119 − 42 = 77 right, the stack is 119 + max(142 − 42, 219 − 119) = 219 wide, at
    /// x (300 − 219) / 2 = 40.5; both fields at 40.5 + 119 = 159.5.
    @Test func aCustomGuideLinesUpViewsAcrossStacks() {
        let placed = layout(VStack(alignment: .labelEdge) {
            HStack {
                Text("Name")
                Color.gray.frame(width: 100, height: 20).alignmentGuide(.labelEdge) { d in d[.leading] }.accessibilityIdentifier("field")
            }
            HStack {
                Text("Email address")
                Color.gray.frame(width: 100, height: 20).alignmentGuide(.labelEdge) { d in d[.leading] }.accessibilityIdentifier("field")
            }
        })
        #expect(placed.first(named: "VStack")?.frame == rect(40.5, 125, 219, 50))
        #expect(placed.all(named: "field").map(\.frame) == [rect(159.5, 125.5, 100, 20), rect(159.5, 154.5, 100, 20)])
        #expect(placed.all(named: "HStack").map(\.frame.minX) == [117.5, 40.5])
    }

    /// Explicit values pass through single-child modifiers (moved by the padding) but the built-in guides do
    /// not leave a stack: the VStack below aligns the inner HStack by its own leading edge.
    @Test func explicitValuesFlowThroughModifiersNotBuiltInsThroughStacks() {
        let placed = layout(VStack(alignment: .leading, spacing: 0) {
            Text("Hello").alignmentGuide(.leading) { _ in 10 }.padding(5)
            HStack { Text("Hi").alignmentGuide(.leading) { _ in 10 } }
            Text("Hello")
        })
        // Padding: guide 10 + 5 = 15; HStack: its own leading 0; the plain text: 0. Above = 15:
        // padding at 0, HStack at 15, text at 15; the stack is 15 + max(53 − 15, 17, 43) = 58 wide → x 121.
        #expect(placed.first(named: "padding")?.frame.minX == 121)
        #expect(placed.first(named: "HStack")?.frame.minX == 136)
        #expect(placed.all(named: "Text")[2].frame.minX == 136)
    }

    /// A custom guide leaves a container as the mean of its subviews' explicit values.
    @Test func aContainerPassesOnTheMeanOfCustomGuides() {
        let inner = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 10).alignmentGuide(.labelEdge) { _ in 20 }
            Color.blue.frame(width: 100, height: 10).alignmentGuide(.labelEdge) { _ in 40 }
        }
        let placed = layout(VStack(alignment: .labelEdge, spacing: 0) { inner; Color.green.frame(width: 100, height: 10) })
        // The ZStack's label edge is (20 + 40) / 2 = 30; the green one's is its leading, 0: the green frame
        // moves 30 right; the stack is 30 + 100 = 130 wide at 85.
        #expect(placed.first(named: "ZStack")?.frame.minX == 85)
        #expect(placed.all(named: "frame")[2].frame.minX == 115)
    }
}
