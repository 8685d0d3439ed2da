import Testing
import SwiftLayout
import SwiftLayoutUtil
import SwiftLayoutTesting
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
}
