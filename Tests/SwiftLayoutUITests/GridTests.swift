import Foundation
import Testing
@testable import SwiftLayoutUI

/// Seed 003's responsive grid: one adaptive column whose minimum follows the width a GeometryReader reads.
struct AspectVGrid: View {
    let itemCount: Int
    let aspectRatio: CGFloat

    var body: some View {
        GeometryReader { geometry in
            ScrollView {
                VStack {
                    let width = max(widthThatBestFits(itemCount: itemCount, in: geometry.size, itemAspectRatio: aspectRatio), 80)
                    LazyVGrid(columns: [adaptiveGridItem(width: width)], spacing: 0) {
                        ForEach(0..<itemCount, id: \.self) { _ in
                            Color.orange.aspectRatio(aspectRatio, contentMode: .fit).accessibilityIdentifier("card")
                        }
                    }
                    Spacer(minLength: 0)
                }
            }
        }
    }

    func adaptiveGridItem(width: CGFloat) -> GridItem {
        var item = GridItem(.adaptive(minimum: width))
        item.spacing = 0
        return item
    }

    func widthThatBestFits(itemCount: Int, in size: CGSize, itemAspectRatio: CGFloat) -> CGFloat {
        var columnCount = 1
        var rowCount = itemCount
        repeat {
            let itemWidth = size.width / CGFloat(columnCount)
            let itemHeight = itemWidth / itemAspectRatio
            if CGFloat(rowCount) * itemHeight < size.height { break }
            columnCount += 1
            rowCount = Int(ceil(Double(itemCount) / Double(columnCount)))
        } while columnCount < itemCount
        if columnCount > itemCount { columnCount = itemCount }
        return floor(size.width / CGFloat(columnCount))
    }
}

/// §9: LazyVGrid and LazyHGrid with fixed, flexible and adaptive items.
@MainActor
@Suite struct GridTests {
    /// 375 × 667, 12 cards of 2 : 3: the seed's function tries 1, 2, 3 columns (rows too tall) and stops
    /// at 4 (3 rows of 140.625 = 421.875 < 667): minimum ⌊375 / 4⌋ = 93. The adaptive item gets the whole
    /// 375 and fits ⌊375 / 93⌋ = 4 columns of 93.75; each card is 93.75 × 140.625. Card 5 (row 1, column 1)
    /// at (93.75, 140.625): edges round to 94 … 187.5 and 140.5 … 281.5.
    @Test func theSeedAdaptiveGridHasFourColumnsOnASmallPhone() {
        let placed = PlacedView.layout(AspectVGrid(itemCount: 12, aspectRatio: 2 / 3), in: CGSize(width: 375, height: 667))
        let cards = placed.all(named: "card").map(\.frame)
        #expect(cards.count == 12)
        #expect(cards[5] == rect(94, 140.5, 93.5, 141))
        #expect(Set(cards.map(\.minX)).count == 4)
        #expect(placed.first(named: "LazyVGrid")?.frame == rect(0, 0, 375, 422))
    }

    /// 414 × 896: 3 columns already fit (4 rows of 207 = 828 < 896): minimum 138, ⌊414 / 138⌋ = 3
    /// columns of 138; cards 138 × 207; card 4 (row 1, column 1) at (138, 207).
    @Test func theSeedAdaptiveGridHasThreeColumnsOnALargerPhone() {
        let placed = PlacedView.layout(AspectVGrid(itemCount: 12, aspectRatio: 2 / 3), in: CGSize(width: 414, height: 896))
        let cards = placed.all(named: "card").map(\.frame)
        #expect(cards[4] == rect(138, 207, 138, 207))
        #expect(Set(cards.map(\.minX)).count == 3)
        #expect(placed.first(named: "LazyVGrid")?.frame.size == CGSize(width: 414, height: 828))
    }

    /// Fixed 50; two flexible items share 300 − 50 − 2 × 8 = 234 in order: 117, then min(117, 60) = 60.
    /// The grid is 50 + 117 + 60 + 16 = 243 wide, centered at 28.5; colours are proposed (width, nil): 10 tall,
    /// two rows with the default spacing 8: 28 tall, at y 136.
    @Test func fixedAndFlexibleColumnsShareTheWidthInOrder() {
        let placed = layout(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible(minimum: 10, maximum: 60))]) {
            ForEach(0..<4) { _ in Color.red }
        })
        #expect(placed.first(named: "LazyVGrid")?.frame == rect(28.5, 136, 243, 28))
        #expect(placed.all(named: "Color").map(\.frame) == [rect(28.5, 136, 50, 10), rect(86.5, 136, 117, 10),
                                                           rect(211.5, 136, 60, 10), rect(28.5, 154, 50, 10)])
    }

    /// A cell is as tall as its row; items are centered in it by default, or by the item's alignment.
    @Test func itemsAlignInTheirCells() {
        let placed = layout(LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40), alignment: .topLeading)], spacing: 0) {
            Color.red.frame(width: 40, height: 30)
            Text("Hi")
        })
        // The grid is 40 + 8 + 40 = 88 × 30 at (106, 135); "Hi" (17 × 21) top-leading in the second cell: x 154.
        #expect(placed.first(named: "Text")?.frame == rect(154, 135, 17, 21))
    }

    /// LazyHGrid: rows of 30 and 60, items top to bottom then the next column; the columns are as wide as
    /// their widest item.
    @Test func aHorizontalGridFillsColumns() {
        let placed = layout(LazyHGrid(rows: [GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60))], spacing: 5) {
            ForEach(0..<3) { _ in Color.red.frame(width: 20) }
        })
        // Two columns: 20 + 5 + 20 = 45 wide, 30 + 1 + 60 = 91 tall, at (127.5, 104.5).
        #expect(placed.first(named: "LazyHGrid")?.frame == rect(127.5, 104.5, 45, 91))
        #expect(placed.all(named: "frame").map(\.frame.origin) == [CGPoint(x: 127.5, y: 104.5), CGPoint(x: 127.5, y: 135.5),
                                                                   CGPoint(x: 152.5, y: 104.5)])
    }

    @Test func aGridWithoutColumnsOrWithAZeroMinimumIsDiagnosed() {
        let (empty, diagnostics) = LayoutDiagnostics.collect { layout(LazyVGrid(columns: []) { Color.red; Color.blue }) }
        #expect(diagnostics.count >= 1 && diagnostics.allSatisfy { $0.message.contains("has no columns") })
        #expect(empty.first(named: "LazyVGrid")?.frame.size == .zero)
        let (zero, zeroDiagnostics) = LayoutDiagnostics.collect {
            layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) { ForEach(0..<3) { _ in Color.red } }, width: 30, height: 30)
        }
        // The minimum becomes 1: 30 columns of 1; three items in the first row.
        #expect(!zeroDiagnostics.isEmpty)
        #expect(zero.all(named: "Color").map(\.frame.width) == [1, 1, 1])
        #expect(layout(Text("Hello")).first(named: "Text")?.frame == rect(128.5, 139.5, 43, 21))
    }
}
