import Testing
import SwiftLayout
import SwiftLayoutUtil
import SwiftLayoutTesting
import SwiftLayoutUI
@testable import swiftlayout_demo

/// The demo's screen, drawn: the references are what `swift run swiftlayout-demo` prints (and the SVG is
/// Documentation/demo.svg, which CI regenerates).
@MainActor
@Suite struct DemoScreenTests {
    @Test func theSettingsScreenLaysOutAsDrawn() {
        let screen = SettingsScreen(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        assertLayoutSnapshot(of: screen, as: .frames, named: "frames")
        assertLayoutSnapshot(of: screen, as: .ascii, named: "ascii")
        assertLayoutSnapshot(of: screen, as: .svg)
        #expect(screen.layoutDiagnostics.isEmpty)
    }

    @Test func theCompactHeaderReportsWhatChanged() {
        let screen = SettingsScreen(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        screen.layoutIfNeeded()
        let before = FrameSnapshot(of: screen)
        screen.isCompact = true
        screen.layoutIfNeeded()
        let report = UpdateReport(changes: screen.activation!.lastChanges,
                                  frames: FrameSnapshot.changes(from: before, to: FrameSnapshot(of: screen)),
                                  diagnostics: [])
        #expect(report.description == """
            views removed: subtitle
            views added: none
            constraints untouched: 36
            constraints edited in place: 3
              ~ header.height == 72   (constant 120 -> 72)
              ~ avatar.width == 40   (constant 64 -> 40)
              ~ avatar.height == 40   (constant 64 -> 40)
            constraints deactivated: 3
              - subtitle.top == name.bottom + 4
              - subtitle.leading == name.leading
              - subtitle.trailing == name.trailing
            constraints activated: 0
            frames changed:
              gap: (0, 120, 375, 12) -> (0, 72, 375, 12)
              header: (0, 0, 375, 120) -> (0, 0, 375, 72)
              avatar: (16, 28, 64, 64) -> (16, 16, 40, 40)
              name: (92, 28, 267, 21) -> (68, 16, 291, 21)
              list: (16, 132, 343, 132) -> (16, 84, 343, 132)
            diagnostics: none

            """)
    }

    /// The week screen (`--screen swiftui`) in 375 × 667, padded by 16: a 343 × 635 column of the title (21),
    /// the days (7 × 41 + 6 × 8 = 335) and the grid, spaced 16, so the grid gets 635 − 21 − 335 − 2 × 16 = 247.
    /// Two columns of 3 / 2 cards need 3 rows of 171.5 / 1.5 = 114.3 (343 > 247); three need 2 rows of 76.2
    /// (152.4 < 247): the adaptive minimum is ⌊343 / 3⌋ = 114, so three columns of 114.33, which the pixel grid
    /// makes 114.5, 114 and 114.5 wide, 76 and 76.5 tall. The rest is drawn in the references.
    @Test func theWeekScreenLaysOutAsDrawn() {
        let (placed, diagnostics) = LayoutDiagnostics.collect { WeekScreen.placed(width: 375, height: 667) }
        #expect(diagnostics.isEmpty)
        #expect(placed.first(named: "grid")?.frame == CGRect(x: 16, y: 404, width: 343, height: 247))
        let cards = placed.allViews.filter { $0.name == "Color" }.map(\.frame)
        #expect(cards.map(\.width) == [114.5, 114, 114.5, 114.5, 114, 114.5])
        #expect(cards.map(\.minY) == [404, 404, 404, 480, 480, 480])
        let snapshot = WeekScreen.snapshot(of: placed)
        assertLayoutSnapshot(of: snapshot, as: .frames, named: "frames")
        assertLayoutSnapshot(of: snapshot, as: .ascii, named: "ascii")
    }

    /// Monday's center guide at 10 (seed 000): the other days' centers are 35.5 in, so the stack reaches 35.5
    /// left of the line and 71 − 10 = 61 right of it: 96.5 wide, Monday 35.5 − 10 = 25.5 right of its leading.
    @Test func mondaysGuideWidensTheDayList() {
        let before = WeekScreen.snapshot(width: 375, height: 667)
        let after = WeekScreen.snapshot(width: 375, height: 667, mondayGuide: 10)
        #expect(FrameSnapshot.changes(from: before, to: after).map(\.description) == [
            "VStack: (64.5, 0, 71, 335) -> (52, 0, 96.5, 335)",
            "DayCard: (0, 0, 71, 41) -> (25.5, 0, 71, 41)",
        ])
    }
}
