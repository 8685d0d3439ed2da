import Foundation

/// The demo's command line (README.md), parsed strictly: an unknown flag, a missing or bad value, or a
/// flag given twice is an error.
///
///     swiftlayout-demo [--screen uikit|swiftui] [--width W] [--height H] [--frames] [--ascii] [--svg FILE] [--help]
struct Arguments: Equatable {
    /// Which screen the demo lays out.
    enum Screen: String, Equatable {
        /// The settings screen, built with the SwiftLayout DSL on UIKit views.
        case uikit
        /// The week screen, built with SwiftUI views (SwiftLayoutUI).
        case swiftui
    }

    /// The screen to lay out.
    var screen = Screen.uikit
    /// The root's width, a positive number of points.
    var width: Double = 375
    /// The root's height, a positive number of points.
    var height: Double = 667
    /// Print the frame table only (with `--ascii`, both).
    var frames = false
    /// Print the ASCII render only (with `--frames`, both).
    var ascii = false
    /// Write the SVG render to this file and print its path.
    var svgPath: String?
    /// Print the usage and stop.
    var help = false

    /// Whether any output flag was given: otherwise the demo prints everything.
    var selectsOutput: Bool { frames || ascii || svgPath != nil }

    static let usage = """
        usage: swiftlayout-demo [--screen S] [--width W] [--height H] [--frames] [--ascii] [--svg FILE] [--help]
          --screen S    uikit (the settings screen, the default) or swiftui (the week screen)
          --width W     the root's width in points (a positive number; default 375)
          --height H    the root's height in points (a positive number; default 667)
          --frames      print the frame table only
          --ascii       print the ASCII render only
          --svg FILE    write the SVG render to FILE and print its path
          --help        print this help
        With no output flag, the demo prints the layout tree, the frame table, the ASCII render and the
        diagnostics, then toggles the compact header (swiftui: sets Monday's alignment guide) and prints what
        the update changed.
        """

    /// A command line the demo does not accept.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
        var result = Arguments()
        var rest = arguments[...]
        var seen = Set<String>()
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value")
            }
            return value
        }
        func size(for flag: String) throws(UsageError) -> Double {
            let text = try value(for: flag)
            guard let number = Double(text), number.isFinite, number > 0 else {
                throw UsageError(description: "\(flag) needs a positive number, got '\(text)'")
            }
            return number
        }
        while let argument = rest.popFirst() {
            guard seen.insert(argument).inserted else { throw UsageError(description: "\(argument) is given twice") }
            switch argument {
            case "--screen":
                let name = try value(for: argument)
                guard let screen = Screen(rawValue: name) else {
                    throw UsageError(description: "--screen needs uikit or swiftui, got '\(name)'")
                }
                result.screen = screen
            case "--width": result.width = try size(for: argument)
            case "--height": result.height = try size(for: argument)
            case "--frames": result.frames = true
            case "--ascii": result.ascii = true
            case "--svg": result.svgPath = try value(for: argument)
            case "--help", "-h": result.help = true
            default: throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
        return result
    }
}
