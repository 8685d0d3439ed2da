import Foundation
import Testing
@testable import SwiftLayoutUI

/// §8: GeometryReader, GeometryProxy and ScrollView.
@MainActor
@Suite struct GeometryTests {
    @Test func aReaderTakesTheProposalAndPlacesItsContentTopLeading() {
        var seen: CGSize = .zero
        let placed = layout(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 10).onAppearSize { MainActor.assumeIsolated { seen = proxy.size } }
        }.frame(width: 200, height: 100))
        #expect(seen == CGSize(width: 200, height: 100))
        #expect(placed.first(named: "GeometryReader")?.frame == rect(50, 100, 200, 100))
        #expect(placed.first(named: "Color")?.frame == rect(50, 100, 100, 10))
    }

    /// Proposed nil (in a vertical scroll view), a reader is 10 tall, like a shape.
    @Test func aReaderProposedNilIsTenPoints() {
        let placed = layout(ScrollView { GeometryReader { _ in Color.red } })
        #expect(placed.first(named: "GeometryReader")?.frame == rect(0, 0, 300, 10))
    }

    @Test func framesInNamedAndGlobalSpaces() {
        var frames: [CGRect] = []
        let placed = layout(VStack(spacing: 0) {
            Color.red.frame(height: 40)
            GeometryReader { proxy in
                Color.blue.onAppearSize {
                    MainActor.assumeIsolated {
                        frames = [proxy.frame(in: .global), proxy.frame(in: .named("list")), proxy.frame(in: .local),
                                  proxy.frame(in: .named("missing"))]
                    }
                }
            }.frame(height: 60)
        }.frame(width: 100).coordinateSpace(name: "list"))
        // The stack is 100 × 100 centered: (100, 100); the reader is 40 below its top.
        #expect(placed.first(named: "GeometryReader")?.frame == rect(100, 140, 100, 60))
        #expect(frames == [rect(100, 140, 100, 60), rect(0, 40, 100, 60), rect(0, 0, 100, 60), rect(100, 140, 100, 60)])
    }

    /// A vertical scroll view proposes nil height: the column is its ideal height (three 21-tall texts and two
    /// gaps: 79) and sits at the top; the scroll view takes the proposal.
    @Test func aScrollViewProposesNilAlongItsAxis() {
        let placed = layout(ScrollView { Text("A"); Text("B"); Text("C") }, width: 300, height: 50)
        #expect(placed.first(named: "ScrollView")?.frame == rect(0, 0, 300, 50))
        #expect(placed.first(named: "VStack")?.frame == rect(145.5, 0, 9, 79))
    }
}

extension View {
    /// Calls `action` when the view is resolved (for tests that read a proxy).
    func onAppearSize(_ action: () -> Void) -> Self {
        action()
        return self
    }
}
