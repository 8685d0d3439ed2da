import Testing
import SwiftLayout
@testable import swiftlayout_demo

/// The demo's diagnostics section: the state of the screen when it is printed, one line per item, by name.
@MainActor
@Suite struct DemoDiagnosticsTests {
    @Test func anAmbiguityThatOutlivesTheToggleIsStillReportedAfterIt() {
        LayoutDiagnostics.$taskChecksAmbiguity.withValue(true) {
            let (lines, _) = LayoutDiagnostics.collect {
                let screen = SettingsScreen(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                let loose = UIView().identifying("loose")
                loose.translatesAutoresizingMaskIntoConstraints = false
                screen.addSubview(loose)
                loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
                screen.layoutIfNeeded()
                let before = diagnosticLines(of: screen)
                screen.clearLayoutDiagnostics()
                screen.isCompact = true
                screen.layoutIfNeeded()
                return (before, diagnosticLines(of: screen))
            }
            #expect(lines.0 == ["ambiguous layout: loose"])
            #expect(lines.1 == ["ambiguous layout: loose"])
        }
    }

    @Test func theScreenAsShippedHasNoDiagnostics() {
        LayoutDiagnostics.$taskChecksAmbiguity.withValue(true) {
            let (lines, _) = LayoutDiagnostics.collect {
                let screen = SettingsScreen(frame: CGRect(x: 0, y: 0, width: 200, height: 667))
                screen.layoutIfNeeded()
                return diagnosticLines(of: screen)
            }
            #expect(lines.isEmpty)
        }
    }
}
