import Foundation
import Testing
@testable import SwiftLayoutUI

/// Lays `view` out in a host of `size` at scale 2.
@MainActor
func layout<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 300) -> PlacedView {
    PlacedView.layout(view, in: CGSize(width: width, height: height))
}

/// A rectangle from its four numbers.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// The frames of every view named `name`, depth first.
func frames(_ placed: PlacedView, _ name: String) -> [CGRect] { placed.all(named: name).map(\.frame) }

/// SplitMix64: a small seeded generator for randomized tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The size `view` chooses for `proposal` (its root node's size in a fresh graph).
@MainActor
func sizeThatFits<V: View>(_ view: V, _ proposal: ProposedViewSize) -> CGSize {
    let graph = ViewGraph(root: view)
    graph.beginPass()
    return graph.size(graph.roots[0], proposal.sanitized)
}
