import Foundation
import SwiftLayout

/// Compares a view's layout with a reference file next to the calling test file and returns the failure
/// message, or nil when they match (RenderingAndSnapshotTests.md). `assertLayoutSnapshot` (module `SwiftLayoutTesting`)
/// does the same and reports the message to the running test.
///
///     @Test func settingsScreenLayout() {
///         let screen = SettingsScreen(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
///         #expect(verifyLayoutSnapshot(of: screen, as: .ascii) == nil)
///     }
///     // reference: Tests/AppTests/__Snapshots__/SettingsTests/settingsScreenLayout.txt
///
/// - The view is laid out (`layoutIfNeeded()`) and rendered in `format`.
/// - The reference is `__Snapshots__/<TestFileName>/<function>[.<named>].<ext>` in the directory of `file`;
///   the function name is cut at its `(` and any character other than letters, digits, `_`, `-` and `.` in
///   it (or in `named`) becomes `_`.
/// - With no reference yet, with `record: true`, or with `SWIFTLAYOUT_RECORD_SNAPSHOTS=1` in the
///   environment, the reference is written and a message saying so is returned: a recording run always fails.
///   A reference that cannot be written gives a message naming the path and the error.
/// - A mismatch returns a message with the path and a unified diff (`-` reference, `+` actual, 3 lines of
///   context).
#if MainActorIsolation
@MainActor
#endif
public func verifyLayoutSnapshot(
    of view: UIView, as format: LayoutSnapshotFormat, named name: String? = nil, record: Bool = false,
    file: StaticString = #filePath, function: String = #function, line: UInt = #line
) -> String? {
    view.layoutIfNeeded()
    return verifySnapshotText(format.text(of: FrameSnapshot(of: view)), pathExtension: format.pathExtension,
                              named: name, record: record, file: "\(file)", function: function)
}

/// Compares a snapshot you built (see ``FrameSnapshot``) with a reference file, as
/// ``verifyLayoutSnapshot(of:as:named:record:file:function:line:)-(UIView,_,_,_,_,_,_)`` does for a view.
///
///     #expect(verifyLayoutSnapshot(of: FrameSnapshot(root: placedTree), as: .svg) == nil)
#if MainActorIsolation
@MainActor
#endif
public func verifyLayoutSnapshot(
    of snapshot: FrameSnapshot, as format: LayoutSnapshotFormat, named name: String? = nil, record: Bool = false,
    file: StaticString = #filePath, function: String = #function, line: UInt = #line
) -> String? {
    verifySnapshotText(format.text(of: snapshot), pathExtension: format.pathExtension, named: name,
                       record: record, file: "\(file)", function: function)
}

/// The name of the environment variable that turns every snapshot assertion into a recording.
let recordSnapshotsVariable = "SWIFTLAYOUT_RECORD_SNAPSHOTS"

/// Compares `text` with its reference file, or records it; returns the failure message or nil.
func verifySnapshotText(_ text: String, pathExtension: String, named name: String?, record: Bool,
                        file: String, function: String,
                        environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    let path = snapshotPath(file: file, function: function, named: name, pathExtension: pathExtension)
    let manager = FileManager.default
    let recordsAll = environment[recordSnapshotsVariable] == "1"
    let exists = manager.fileExists(atPath: path)
    if record || recordsAll || !exists {
        let reason = record ? "record: true" : recordsAll ? "\(recordSnapshotsVariable)=1" : "there was no reference"
        do {
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                        withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            return "Could not record the layout snapshot at \(path): \(error.localizedDescription)"
        }
        return "Recorded the layout snapshot at \(path) (\(reason)). Check it, then run the test again without "
            + "recording."
    }
    guard let data = manager.contents(atPath: path) else {
        return "Could not read the layout snapshot reference at \(path)."
    }
    let reference = String(decoding: data, as: UTF8.self)
    if reference == text { return nil }
    var diff = unifiedDiff(old: reference, new: text, oldName: path, newName: "actual")
    if diff.isEmpty { diff = "(the lines are equal; the texts differ in their final newline)\n" }
    return "The layout snapshot differs from the reference at \(path):\n" + diff
        + "To accept the new layout, record it (record: true, or \(recordSnapshotsVariable)=1)."
}

/// `<directory of file>/__Snapshots__/<file name without .swift>/<function>[.<name>].<ext>`.
func snapshotPath(file: String, function: String, named name: String?, pathExtension: String) -> String {
    let url = URL(fileURLWithPath: file)
    let testFile = url.deletingPathExtension().lastPathComponent
    var base = safeFileName(String(function.prefix { $0 != "(" }))
    if let name { base += "." + safeFileName(name) }
    return url.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile)
        .appendingPathComponent(base + "." + pathExtension).path
}

/// Letters, digits, `_`, `-` and `.` kept; anything else `_`; never empty.
private func safeFileName(_ text: String) -> String {
    let safe = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) ? $0 : "_" })
    return safe.isEmpty ? "_" : safe
}
