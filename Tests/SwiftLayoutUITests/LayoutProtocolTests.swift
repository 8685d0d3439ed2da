import Foundation
import Testing
@testable import SwiftLayoutUI

/// A flow layout a user would write: subviews left to right at their ideal size, wrapping to a new row when
/// the next one would pass the proposed width.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func rows(_ width: CGFloat, _ subviews: Subviews) -> [[(index: Int, size: CGSize)]] {
        var rows: [[(index: Int, size: CGSize)]] = [[]]
        var x: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((index, size))
            x += size.width + spacing
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(proposal.width ?? .infinity, subviews)
        var width: CGFloat = 0, height: CGFloat = 0
        for row in rows {
            let rowWidth: CGFloat = row.map(\.size.width).reduce(0, +)
            width = max(width, rowWidth + spacing * CGFloat(max(0, row.count - 1)))
            height += row.map(\.size.height).max() ?? 0
        }
        height += spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(proposal.width ?? .infinity, subviews) {
            var x = bounds.minX
            for item in row {
                subviews[item.index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(item.size))
                x += item.size.width + spacing
            }
            y += (row.map(\.size.height).max() ?? 0) + spacing
        }
    }
}

struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// §7: the Layout protocol, its subviews, values, caches, AnyLayout, and what happens when a layout misbehaves.
@MainActor
@Suite struct LayoutProtocolTests {
    /// Five 60 × 20 boxes in 200: 60 + 8 + 60 + 8 + 60 = 196 fits, the fourth wraps. The flow is 196 × 48,
    /// centered at (52, 126).
    @Test func aUserWrittenFlowLayoutWraps() {
        let placed = layout(FlowLayout { ForEach(0..<5) { _ in Color.red.frame(width: 60, height: 20) } }, width: 200, height: 300)
        #expect(placed.first(named: "FlowLayout")?.frame == rect(2, 126, 196, 48))
        #expect(placed.all(named: "frame").map(\.frame.origin) == [
            CGPoint(x: 2, y: 126), CGPoint(x: 70, y: 126), CGPoint(x: 138, y: 126),
            CGPoint(x: 2, y: 154), CGPoint(x: 70, y: 154),
        ])
        // Wider, all five fit in a row: 5 × 60 + 4 × 8 = 332.
        #expect(layout(FlowLayout { ForEach(0..<5) { _ in Color.red.frame(width: 60, height: 20) } }, width: 400, height: 300)
                    .first(named: "FlowLayout")?.frame.size == CGSize(width: 332, height: 20))
    }

    @Test func layoutValuesAndPrioritiesReachTheLayout() {
        struct Ranked: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    let x = CGFloat(subview[Rank.self]) * 10 + CGFloat(subview.priority)
                    subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY), proposal: .zero)
                }
            }
        }
        let placed = layout(Ranked {
            Color.red.layoutValue(key: Rank.self, value: 2).padding(0)
            Color.blue.layoutPriority(3)
        }, width: 100, height: 100)
        #expect(placed.all(named: "Color").map(\.frame.minX) == [20, 3])
    }

    /// The cache is made once per container and kept while the subviews do not change.
    @Test func theCacheIsMadeOnceAndUsedBySizingAndPlacement() {
        final class Counter: @unchecked Sendable { var made = 0; var sized = 0 }
        struct Cached: Layout {
            let counter: Counter
            func makeCache(subviews: Subviews) -> Int { counter.made += 1; return subviews.count }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                counter.sized += 1
                return CGSize(width: CGFloat(cache) * 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
        }
        let counter = Counter()
        let placed = layout(HStack { Cached(counter: counter) { Color.red; Color.blue; Color.green }; Color.gray })
        #expect(counter.made == 1)
        #expect(counter.sized >= 2)
        #expect(placed.first(named: "Cached")?.frame.size == CGSize(width: 30, height: 10))
    }

    @Test func anyLayoutSwitchesBetweenLayouts() {
        func view(_ wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            return layout { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        }
        #expect(layout(view(true)).first(named: "HStack")?.frame.size == CGSize(width: 20, height: 10))
        #expect(layout(view(false)).first(named: "VStack")?.frame.size == CGSize(width: 10, height: 20))
        // A spacer inside follows the wrapped stack's axis.
        #expect(layout(AnyLayout(HStackLayout()) { Spacer() }).first(named: "Spacer")?.frame.size == CGSize(width: 300, height: 0))
    }

    @Test func theBuiltInStacksAreLayoutTypes() {
        let placed = layout(VStackLayout(alignment: .leading, spacing: 2) { Text("Hi"); Text("Hello") })
        #expect(placed.first(named: "VStack")?.frame == rect(128.5, 128, 43, 44))
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
    }

    /// Placed twice: the last call wins. Never placed: centered in the bounds with the container's proposal.
    @Test func misplacedSubviewsFollowSwiftUIsRules() {
        struct Careless: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .zero)
                subviews[0].place(at: CGPoint(x: bounds.minX + 5, y: bounds.minY + 5), proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
        let (placed, diagnostics) = LayoutDiagnostics.collect {
            layout(Careless { Color.red; Text("Hi") }, width: 100, height: 100)
        }
        #expect(diagnostics.isEmpty)
        #expect(placed.first(named: "Color")?.frame == rect(5, 5, 10, 10))
        // "Hi" (17 × 21) centered in 100 × 100 with the container's proposal.
        #expect(placed.first(named: "Text")?.frame == rect(41.5, 39.5, 17, 21))
        #expect(placed.first(named: "Text")?.proposal == ProposedViewSize(width: 100, height: 100))
    }

    @Test func aNonFiniteSizeOrPositionIsDiagnosedAndReplacedByZero() {
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat.nan, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: CGPoint(x: CGFloat.infinity, y: bounds.minY), proposal: ProposedViewSize(width: .nan, height: 4))
            }
        }
        let (placed, diagnostics) = LayoutDiagnostics.collect { layout(Broken { Color.red }, width: 100, height: 100) }
        #expect(diagnostics.map(\.kind).contains(.nonFiniteValue))
        #expect(placed.first(named: "Broken")?.frame == rect(50, 45, 0, 10))
        // The colour: x replaced by 0, the NaN width proposal by nil (10).
        #expect(placed.first(named: "Color")?.frame == rect(0, 45, 10, 4))
        #expect(layout(Text("Hello")).first(named: "Text")?.frame == rect(128.5, 139.5, 43, 21))
    }
}
