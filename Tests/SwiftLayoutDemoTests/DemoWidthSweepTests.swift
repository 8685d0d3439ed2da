import Testing
import SwiftLayout
import SwiftLayoutUtil
@testable import swiftlayout_demo

/// The demo screen at every whole width the demo is meant for: no item is ambiguous and no constraint
/// conflicts, before and after the compact toggle.
@MainActor
@Suite struct DemoWidthSweepTests {
    /// One line per width that has a diagnostic: the width, the state and the summaries.
    static func problems(atWidths widths: ClosedRange<Int>, height: Double = 667) -> [String] {
        var found: [String] = []
        LayoutDiagnostics.$taskChecksAmbiguity.withValue(true) {
            for width in widths {
                let (_, diagnostics) = LayoutDiagnostics.collect {
                    let screen = SettingsScreen(frame: CGRect(x: 0, y: 0, width: Double(width), height: height))
                    screen.layoutIfNeeded()
                    let regular = screen.layoutDiagnostics.map(UpdateReport.summary(of:))
                    screen.clearLayoutDiagnostics()
                    screen.isCompact = true
                    screen.layoutIfNeeded()
                    let compact = screen.layoutDiagnostics.map(UpdateReport.summary(of:))
                    if !regular.isEmpty { found.append("\(width) regular: " + regular.joined(separator: "; ")) }
                    if !compact.isEmpty { found.append("\(width) compact: " + compact.joined(separator: "; ")) }
                }
                if !diagnostics.isEmpty, found.last?.hasPrefix("\(width) ") != true {
                    found.append("\(width): " + diagnostics.map(\.stableMessage).joined(separator: "; "))
                }
            }
        }
        return found
    }

    @Test func theScreenIsUnambiguousAndConflictFreeAtEveryWidthFrom200To1024() {
        let problems = Self.problems(atWidths: 200...1024)
        #expect(problems.isEmpty, Comment(rawValue: "\(problems.count) widths with diagnostics:\n"
            + problems.prefix(20).joined(separator: "\n")))
    }
}
