import Foundation
import Testing
@testable import SwiftLayoutUI

/// A card made in a nonisolated function: SwiftUI's modifiers and built-in views' initializers are
/// `nonisolated`, so this compiles with the `MainActorIsolation` trait on too.
nonisolated func cardMadeAnywhere(_ title: String) -> some View {
    HStack(alignment: .top, spacing: 8) {
        Color.gray.frame(width: 40, height: 40)
        Text(title).padding(4).background(Color.white)
    }
    .padding(8)
}

/// Isolation as SwiftUI's (TheUIKitLayer.md): views are made anywhere and laid out where their bodies run.
@MainActor
@Suite struct IsolationTests {
    /// "Hello" is 43 × 21, padded by 4: 51 × 29 beside the 40 × 40 colour with 8 between: 99 × 40, padded by 8:
    /// 115 × 56, centered in 300 × 300 at (92.5, 122). The text sits at 92.5 + 8 + 40 + 8 + 4 = 152.5,
    /// 122 + 8 + 4 = 134.
    @Test func viewsMadeOutsideTheMainActorLayOut() {
        let placed = layout(cardMadeAnywhere("Hello"))
        #expect(placed.first(named: "padding")?.frame == rect(92.5, 122, 115, 56))
        #expect(placed.first(named: "Text")?.frame == rect(152.5, 134, 43, 21))
    }
}

#if !MainActorIsolation
/// A screen with every kind of node the graph runs user code for: a user view's body, a reader's content, a
/// grid, an alignment guide's closure and a UIKit view with its own constraints.
struct ParallelScreen: View {
    let index: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Screen \(index)").font(.headline)
            GeometryReader { proxy in
                LazyVGrid(columns: [GridItem(.adaptive(minimum: max(40, proxy.size.width / 4)))]) {
                    ForEach(0..<(6 + index), id: \.self) { Color.blue.frame(height: CGFloat(10 + $0)) }
                }
            }
            HStack { Text("Card"); UIKitCard() }.frame(height: 60)
            Text("A long line of text that wraps at narrow widths").alignmentGuide(.leading) { _ in CGFloat(index) }
        }
    }
}

/// Separate trees laid out on different threads at once need views that are not main-actor isolated
/// (TheUIKitLayer.md): the non-isolated configuration only.
@Suite struct ParallelLayoutTests {
    static let widths: [CGFloat] = [320, 375, 414, 200, 768]

    /// Each tree laid out at every width, in order.
    static func layouts(of index: Int) -> [PlacedView] {
        widths.map { PlacedView.layout(ParallelScreen(index: index), in: CGSize(width: $0, height: 600)) }
    }

    /// Eight trees on eight tasks, each laid out at five widths, give what the same trees give one after
    /// another on one thread.
    @Test func separateTreesLayOutOnDifferentThreadsAtOnce() async {
        let parallel = await withTaskGroup(of: (Int, [PlacedView]).self) { group in
            for index in 0..<8 {
                group.addTask { (index, ParallelLayoutTests.layouts(of: index)) }
            }
            var results: [Int: [PlacedView]] = [:]
            for await (index, placed) in group { results[index] = placed }
            return results
        }
        for index in 0..<8 {
            let serial = ParallelLayoutTests.layouts(of: index)
            #expect(parallel[index] == serial, "tree \(index)")
            #expect(serial.allSatisfy { $0.first(named: "label") != nil }, "tree \(index) hosts the UIKit card")
        }
    }
}
#endif
