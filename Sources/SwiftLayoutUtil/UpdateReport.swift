import SwiftLayout

/// What an update changed, as text (RenderingAndSnapshotTests.md): the activation's change record, the frames that
/// moved and the diagnostics of the pass.
///
///     let before = FrameSnapshot(of: screen)
///     screen.isCompact = true                      // a @LayoutProperty: the layout updates
///     screen.layoutIfNeeded()
///     let report = UpdateReport(changes: screen.activation!.lastChanges,
///                               frames: FrameSnapshot.changes(from: before, to: FrameSnapshot(of: screen)),
///                               diagnostics: [])
///     print(report, terminator: "")
///     // views removed: subtitle
///     // views added: none
///     // constraints untouched: 36
///     // constraints edited in place: 1
///     //   ~ header.height == 72   (constant 120 -> 72)
///     // constraints deactivated: 1
///     //   - subtitle.top == name.bottom + 4
///     // constraints activated: 0
///     // frames changed:
///     //   header: (0, 0, 375, 120) -> (0, 0, 375, 72)
///     // diagnostics: none
///
/// The report reads the views' names and the constraints' equations when it is made, so it is a plain
/// value afterwards. Every line ends with `\n`.
public struct UpdateReport: CustomStringConvertible, Sendable {
    /// The removed views' names (RenderingAndSnapshotTests.md), in the record's order.
    public let removedViews: [String]
    /// The added views' names, in the new layout's pre-order.
    public let addedViews: [String]
    /// How many constraints were kept unchanged.
    public let untouched: Int
    /// The constraints edited in place: the equation with the new constant, and the constant before.
    public let editedInPlace: [(equation: String, oldConstant: CGFloat, newConstant: CGFloat)]
    /// The deactivated constraints' equations.
    public let deactivated: [String]
    /// The activated constraints' equations.
    public let activated: [String]
    /// The frames that changed.
    public let frames: [FrameChange]
    /// One-line summaries of the pass's diagnostics.
    public let diagnostics: [String]

    /// A report of one pass.
    ///
    ///     UpdateReport(changes: activation.lastChanges, frames: [],
    ///                  diagnostics: activation.diagnostics.map(\.description))
    #if MainActorIsolation
    @MainActor
    #endif
    public init(changes: ActivationChanges, frames: [FrameChange], diagnostics: [String]) {
        removedViews = changes.removedViews.map(itemName(of:))
        addedViews = changes.addedViews.map(itemName(of:))
        untouched = changes.untouched
        editedInPlace = changes.editedInPlace.map {
            (constraintEquation($0.constraint), $0.oldConstant, $0.constraint.constant)
        }
        deactivated = changes.deactivated.map(constraintEquation)
        activated = changes.activated.map(constraintEquation)
        self.frames = frames
        self.diagnostics = diagnostics
    }

    /// The report, one item per line.
    ///
    ///     report.description.hasPrefix("views removed: ")   // true
    public var description: String {
        func names(_ names: [String]) -> String {
            names.isEmpty ? "none" : names.map(singleLine).joined(separator: ", ")
        }
        var text = "views removed: " + names(removedViews) + "\n"
        text += "views added: " + names(addedViews) + "\n"
        text += "constraints untouched: \(untouched)\n"
        text += "constraints edited in place: \(editedInPlace.count)\n"
        for edit in editedInPlace {
            text += "  ~ " + edit.equation + "   (constant " + numberText(edit.oldConstant) + " -> "
                + numberText(edit.newConstant) + ")\n"
        }
        text += "constraints deactivated: \(deactivated.count)\n"
        for equation in deactivated { text += "  - " + equation + "\n" }
        text += "constraints activated: \(activated.count)\n"
        for equation in activated { text += "  + " + equation + "\n" }
        text += "frames changed:\n"
        if frames.isEmpty { text += "  none\n" }
        for change in frames { text += "  " + change.description + "\n" }
        if diagnostics.isEmpty {
            text += "diagnostics: none\n"
        } else {
            text += "diagnostics:\n"
            for diagnostic in diagnostics { text += "  " + singleLine(diagnostic) + "\n" }
        }
        return text
    }

    /// A platform diagnostic in one line, without addresses: the broken constraint of an unsatisfiable
    /// set, the items of an ambiguous layout, else the first line of the message (addresses numbered).
    ///
    ///     UpdateReport.summary(of: diagnostic)   // "unsatisfiable constraints: broke child.width == 400"
    #if MainActorIsolation
    @MainActor
    #endif
    public static func summary(of diagnostic: LayoutDiagnostic) -> String {
        if diagnostic.kind == .unsatisfiableConstraints, let broken = diagnostic.brokenConstraint {
            return "unsatisfiable constraints: broke " + constraintEquation(broken)
        }
        if diagnostic.kind == .ambiguousLayout, !diagnostic.items.isEmpty {
            return "ambiguous layout: " + diagnostic.items.map { singleLine(itemName(of: $0)) }.joined(separator: ", ")
        }
        let firstLine = diagnostic.stableMessage.split(separator: "\n", omittingEmptySubsequences: true).first
        return firstLine.map(String.init) ?? "\(diagnostic.kind)"
    }
}
