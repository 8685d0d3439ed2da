import SwiftLayout
import SwiftLayoutUtil

/// The demo's diagnostics section: what is wrong with the screen now, one line per problem, items named by
/// their identifiers (never by object addresses).
///
/// - The declarations the activation skipped (`SwiftLayout: skipped …`), as the activation reports them.
/// - The engine's diagnostics other than ambiguity, summarized (`unsatisfiable constraints: broke …`).
/// - Every item that is ambiguous now (`ambiguous layout: airplaneTitle`), asked of the hierarchy itself:
///   the engine reports an item only when it *becomes* ambiguous, so after an update its diagnostics would
///   not mention an ambiguity that was already there.
///
/// Ambiguity is probed only while `LayoutDiagnostics.checksAmbiguity` (or its task-local override) is on.
///
///     LayoutDiagnostics.checksAmbiguity = true
///     screen.layoutIfNeeded()
///     for line in diagnosticLines(of: screen) { print(line) }   // ambiguous layout: airplaneTitle
@MainActor
func diagnosticLines(of screen: SettingsScreen) -> [String] {
    var lines = screen.activation?.diagnostics.map(\.description) ?? []
    lines += screen.layoutDiagnostics.filter { $0.kind != .ambiguousLayout }.map(UpdateReport.summary(of:))
    var pending = [FrameSnapshot(of: screen).root]
    while let item = pending.popLast() {
        if item.isAmbiguous { lines.append("ambiguous layout: \(item.name)") }
        pending += item.children.reversed()
    }
    return lines
}
