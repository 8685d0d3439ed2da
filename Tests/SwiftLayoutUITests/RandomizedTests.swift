import Foundation
import Testing
@testable import SwiftLayoutUI

/// Properties that hold for any view tree built from flexible pieces (seeded, SplitMix64).
@MainActor
@Suite struct RandomizedTests {
    /// A random tree of stacks, paddings, flexible frames, colours and short texts.
    func tree(_ rng: inout SplitMix64, depth: Int) -> AnyView {
        let pick = depth == 0 ? Int(rng.next() % 2) : Int(rng.next() % 7)
        switch pick {
        case 0: return AnyView(Color.red)
        case 1: return AnyView(Text(["A", "Hi", "Hello World", "안녕"][Int(rng.next() % 4)]))
        case 2: return AnyView(tree(&rng, depth: depth - 1).padding(CGFloat(rng.next() % 4)))
        case 3: return AnyView(tree(&rng, depth: depth - 1).frame(maxWidth: .infinity, alignment: [.leading, .center, .trailing][Int(rng.next() % 3)]))
        default:
            let count = 1 + Int(rng.next() % 3)
            let children = (0..<count).map { _ in tree(&rng, depth: depth - 1) }
            let spacing = CGFloat(rng.next() % 3)
            switch pick {
            case 4: return AnyView(HStack(spacing: spacing) { ForEach(0..<count, id: \.self) { children[$0] } })
            case 5: return AnyView(VStack(spacing: spacing) { ForEach(0..<count, id: \.self) { children[$0] } })
            default: return AnyView(ZStack { ForEach(0..<count, id: \.self) { children[$0] } })
            }
        }
    }

    /// Every child lies inside its parent (within rounding) when the host is large enough for the tree's
    /// minimum; the same value lays out the same; memoisation never changes a result.
    /// `SWIFTLAYOUT_FUZZ_ITERATIONS=N` lays out N trees instead of 60 (the first 60 are the normal run's).
    @Test func propertiesHoldForRandomTrees() {
        let seed: UInt64 = 0x5EED_0001
        var rng = SplitMix64(seed: seed)
        var failures: [String] = []
        let trees = ProcessInfo.processInfo.environment["SWIFTLAYOUT_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 60
        for iteration in 0..<trees {
            let view = tree(&rng, depth: 4)
            let size = CGSize(width: 200 + CGFloat(rng.next() % 300), height: 300 + CGFloat(rng.next() % 300))
            let placed = PlacedView.layout(view, in: size)
            if placed != PlacedView.layout(view, in: size) { failures.append("iteration \(iteration): not deterministic") }

            if iteration % 4 == 0 {   // without memoisation nested stacks are exponential: a few trees only
                let unmemoised = ViewGraph(root: view)
                unmemoised.memoEnabled = false
                unmemoised.layout(in: size)
                if unmemoised.placedTree(hostSize: size) != placed {
                    failures.append("iteration \(iteration): memoisation changed a result")
                }
            }

            for parent in placed.allViews {
                for child in parent.children {
                    let inside = child.frame.minX >= parent.frame.minX - 0.5 && child.frame.maxX <= parent.frame.maxX + 0.5
                        && child.frame.minY >= parent.frame.minY - 0.5 && child.frame.maxY <= parent.frame.maxY + 0.5
                    if !inside {
                        failures.append("iteration \(iteration): \(child.name) \(child.frame) outside \(parent.name) \(parent.frame)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "seed \(seed): \(failures.prefix(5).joined(separator: "; "))")
    }
}
