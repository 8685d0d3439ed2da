// swiftlayout-demo: builds a settings screen with the SwiftLayout DSL, activates it in a root of the given size,
// lays it out, and prints the layout tree with anchors, every view's frame, an ASCII picture and any
// diagnostics; then toggles a `@LayoutProperty` and prints what the update changed. Every section is made by
// the public API (LayoutPrinter, FrameTable, ASCIIRenderer, SVGRenderer, UpdateReport), so this file is
// also their example.
//
//     swift run swiftlayout-demo [--screen uikit|swiftui] [--width 375] [--height 667] [--frames] [--ascii]
//                                [--svg FILE] [--help]
//
// `--screen swiftui` lays out a SwiftUI screen instead (WeekScreen.swift, printed by WeekScreenDemo.swift).

import Foundation
import SwiftLayout
import SwiftLayoutUtil

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n\(Arguments.usage)\n".utf8))
    exit(2)
}

let arguments: Arguments
do {
    arguments = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.description)
}
if arguments.help {
    print(Arguments.usage)
    exit(0)
}

func section(_ title: String) {
    print("")
    print("== \(title) ==")
}

/// Writes an SVG render to `path` and prints the path; exits with status 1 if it cannot.
func writeSVG(_ svg: String, to path: String) {
    do {
        try svg.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("error: cannot write \(path): \(error.localizedDescription)\n".utf8))
        exit(1)
    }
    print(path)
}

/// A size as the header line writes it: whole numbers without a fraction.
func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}

LayoutDiagnostics.policy = .silent
LayoutDiagnostics.checksAmbiguity = true

if arguments.screen == .swiftui {
    printWeekScreen(arguments)
    exit(0)
}

let screen = SettingsScreen(frame: CGRect(x: 0, y: 0, width: arguments.width, height: arguments.height))
screen.layoutIfNeeded()

// MARK: Selected outputs

if arguments.selectsOutput {
    if let path = arguments.svgPath { writeSVG(SVGRenderer().render(screen), to: path) }
    if arguments.frames { print(FrameTable(root: screen), terminator: "") }
    if arguments.ascii { print(ASCIIRenderer().render(screen), terminator: "") }
    exit(0)
}

// MARK: Everything

print("SwiftLayout demo: a settings screen in a \(points(arguments.width)) x \(points(arguments.height)) root")
section("LayoutPrinter (with anchors)")
print(LayoutPrinter(screen.layout, withAnchors: true))
section("Frames (relative to the superview)")
print(FrameTable(root: screen), terminator: "")
section("ASCII render (4 points per column, 8 per row)")
print(ASCIIRenderer().render(screen), terminator: "")
section("Diagnostics")
let problems = diagnosticLines(of: screen)
print(problems.isEmpty ? "none" : problems.joined(separator: "\n"))

// MARK: Toggle

let before = FrameSnapshot(of: screen)
screen.clearLayoutDiagnostics()
screen.isCompact = true          // @LayoutProperty: runs sl.updateLayout() now
screen.layoutIfNeeded()

section("screen.isCompact = true: what the update changed")
let report = UpdateReport(
    changes: screen.activation?.lastChanges ?? ActivationChanges(),
    frames: FrameSnapshot.changes(from: before, to: FrameSnapshot(of: screen)),
    diagnostics: diagnosticLines(of: screen))   // the state after the toggle
print(report, terminator: "")
