import Foundation
import Testing
import SwiftLayout
@testable import SwiftLayoutUtil

/// RenderingAndSnapshotTests.md: references next to the test file, recording, mismatches with a unified diff.
@MainActor
@Suite struct SnapshotVerificationTests {
    /// A fresh directory standing for a test target's folder, and a test file path inside it.
    func temporaryTestFile() throws -> (directory: String, file: String) {
        let directory = NSTemporaryDirectory() + "swiftlayout-snapshots-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return (directory, directory + "/CardTests.swift")
    }

    func verify(_ text: String, file: String, named: String? = nil, record: Bool = false,
                environment: [String: String] = [:]) -> String? {
        verifySnapshotText(text, pathExtension: "txt", named: named, record: record, file: file,
                           function: "cardLayout()", environment: environment)
    }

    @Test func aMissingReferenceIsRecordedAndTheAssertionFails() throws {
        let (directory, file) = try temporaryTestFile()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/__Snapshots__/CardTests/cardLayout.txt"
        let message = try #require(verify("a\nb\n", file: file))
        #expect(message == "Recorded the layout snapshot at \(path) (there was no reference). Check it, then run the test again without recording.")
        #expect(FileManager.default.contents(atPath: path) == Data("a\nb\n".utf8))
        #expect(verify("a\nb\n", file: file) == nil)
    }

    @Test func recordingByArgumentOrEnvironmentAlwaysFails() throws {
        let (directory, file) = try temporaryTestFile()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verify("same\n", file: file)
        #expect(verify("same\n", file: file, record: true)?.contains("(record: true)") == true)
        #expect(verify("new\n", file: file, environment: ["SWIFTLAYOUT_RECORD_SNAPSHOTS": "1"])?
            .contains("(SWIFTLAYOUT_RECORD_SNAPSHOTS=1)") == true)
        #expect(verify("new\n", file: file) == nil)
        #expect(verify("new\n", file: file, environment: ["SWIFTLAYOUT_RECORD_SNAPSHOTS": "0"]) == nil)
    }

    @Test func aMismatchShowsAUnifiedDiffWithThreeLinesOfContext() throws {
        let (directory, file) = try temporaryTestFile()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let reference = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        _ = verify(reference, file: file)
        let actual = reference.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 11\n", with: "")
        let path = directory + "/__Snapshots__/CardTests/cardLayout.txt"
        #expect(verify(actual, file: file) == """
            The layout snapshot differs from the reference at \(path):
            --- \(path)
            +++ actual
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -8,5 +8,4 @@
             line 8
             line 9
             line 10
            -line 11
             line 12
            To accept the new layout, record it (record: true, or SWIFTLAYOUT_RECORD_SNAPSHOTS=1).
            """)
    }

    @Test func aMissingFinalNewlineIsNamed() throws {
        let (directory, file) = try temporaryTestFile()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verify("a\n", file: file)
        #expect(verify("a", file: file)?.contains("the texts differ in their final newline") == true)
    }

    @Test func anUnwritableDirectoryGivesAClearMessage() throws {
        let (directory, file) = try temporaryTestFile()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A file where the snapshot folder should be: no directory can be made there, whoever runs the test.
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: directory + "/__Snapshots__"))
        let message = try #require(verify("a\n", file: file))
        #expect(message.hasPrefix("Could not record the layout snapshot at \(directory)/__Snapshots__/CardTests/cardLayout.txt: "))
    }

    @Test func anUnreadableReferenceGivesAClearMessage() throws {
        let (directory, file) = try temporaryTestFile()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/__Snapshots__/CardTests/cardLayout.txt"
        // A folder where the reference file should be.
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(verify("a\n", file: file) == "Could not read the layout snapshot reference at \(path).")
    }

    @Test func referencePathsNameTheTestFileFunctionAndSnapshot() {
        #expect(snapshotPath(file: "/p/Tests/AppTests/CardTests.swift", function: "cardLayout()", named: nil,
                             pathExtension: "txt") == "/p/Tests/AppTests/__Snapshots__/CardTests/cardLayout.txt")
        #expect(snapshotPath(file: "/p/CardTests.swift", function: "testCompact(width:)", named: "wide 414/x",
                             pathExtension: "svg") == "/p/__Snapshots__/CardTests/testCompact.wide_414_x.svg")
    }

    @Test func unifiedDiffsKeepOrderAndMarkEveryChange() {
        #expect(unifiedDiff(old: "", new: "x\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -0,0 +1 @@\n+x\n")
        #expect(unifiedDiff(old: "x\n", new: "", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -1 +0,0 @@\n-x\n")
        #expect(unifiedDiff(old: "a\nb\nc\n", new: "a\nb\nc\n", oldName: "a", newName: "b") == "")
        #expect(unifiedDiff(old: "a\nb\nc\nd\n", new: "b\nx\nd\ne\n", oldName: "o", newName: "n") == """
            --- o
            +++ n
            @@ -1,4 +1,4 @@
            -a
             b
            -c
            +x
             d
            +e

            """)
    }

    @Test func theAssertionLaysOutAndComparesWithTheCommittedReference() {
        let (root, _, _) = renderingExample()
        #expect(verifyLayoutSnapshot(of: root, as: .frames, named: "frames") == nil)
        #expect(verifyLayoutSnapshot(of: root, as: .ascii, named: "ascii") == nil)
        #expect(verifyLayoutSnapshot(of: root, as: .svg) == nil)
        #expect(verifyLayoutSnapshot(of: root, as: .layoutPrinter(root.sublayout { root.subviews[0] }), named: "printer") == nil)
    }
}
