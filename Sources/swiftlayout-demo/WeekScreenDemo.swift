import Foundation
import SwiftLayoutUI
import SwiftLayoutUtil

/// `--screen swiftui`: the week screen in a host of the given size, printed as the settings screen is (the
/// selected outputs, or everything: the placed tree, the frame table, the ASCII render, the diagnostics), then
/// Monday's center guide set to 10 and what moved.
@MainActor
func printWeekScreen(_ arguments: Arguments) {
    let (placed, diagnostics) = LayoutDiagnostics.collect {
        WeekScreen.placed(width: arguments.width, height: arguments.height)
    }
    let snapshot = WeekScreen.snapshot(of: placed)
    if arguments.selectsOutput {
        if let path = arguments.svgPath { writeSVG(SVGRenderer().render(snapshot), to: path) }
        if arguments.frames { print(FrameTable(snapshot), terminator: "") }
        if arguments.ascii { print(ASCIIRenderer().render(snapshot), terminator: "") }
        return
    }
    print("SwiftLayout demo: a SwiftUI week screen in a \(points(arguments.width)) x \(points(arguments.height)) host")
    section("Placed tree (with modifiers, frames in the host)")
    print(placed)
    section("Frames (relative to the parent, modifiers left out)")
    print(FrameTable(snapshot), terminator: "")
    section("ASCII render (4 points per column, 8 per row)")
    print(ASCIIRenderer().render(snapshot), terminator: "")
    section("Diagnostics")
    if diagnostics.isEmpty { print("none") }
    for diagnostic in diagnostics { print(diagnostic.description) }

    section("Monday's center guide = 10: what moved")
    let after = WeekScreen.snapshot(width: arguments.width, height: arguments.height, mondayGuide: 10)
    let changes = FrameSnapshot.changes(from: snapshot, to: after)
    if changes.isEmpty { print("nothing") }
    for change in changes { print(change.description) }
}
