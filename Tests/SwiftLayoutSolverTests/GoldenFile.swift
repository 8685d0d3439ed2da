import Foundation
import Testing

/// Compares `text` with the golden file `__Snapshots__/<name>.txt` next to this test folder's sources,
/// exactly. With `SWIFTLAYOUT_RECORD_SNAPSHOTS=1` in the environment it writes the file instead (and the
/// test fails, so a recording run is never mistaken for a passing one). A mismatch reports the first line
/// that differs, with its neighbours.
///
/// The package's snapshot helper lives in a module above the platform; the solver's tests depend on the
/// solver alone, so they keep this small copy of the same convention.
func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = folder.appendingPathComponent("\(name).txt")
    if ProcessInfo.processInfo.environment["SWIFTLAYOUT_RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.path); run again without SWIFTLAYOUT_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("no golden file \(file.path); record it with SWIFTLAYOUT_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    guard golden != text else { return }
    let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
    func context(_ lines: [Substring]) -> String {
        lines[max(0, line - 2)..<min(lines.count, line + 3)].joined(separator: "\n")
    }
    Issue.record(
        Comment(rawValue: "\(name): line \(line + 1) differs from \(file.path)\nexpected:\n\(context(expected))\nactual:\n\(context(actual))"),
        sourceLocation: sourceLocation)
}

/// FNV-1a, 64 bits: a short stand-in for a long text in a golden file (stable across runs and platforms,
/// unlike `Hasher`).
func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}
