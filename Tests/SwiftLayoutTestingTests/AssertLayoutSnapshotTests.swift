import Testing
import XCTest
import SwiftLayout
import SwiftLayoutUtil
@testable import SwiftLayoutTesting

/// A root 80 × 48 with one subview at (8, 8, 40, 24), frames set by hand.
@MainActor
func smallLayout() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 48)).identifying("root")
    root.addSubview(UIView(frame: CGRect(x: 8, y: 8, width: 40, height: 24)).identifying("a"))
    return root
}

/// The mismatch tests compare with references committed to differ; a recording run
/// (`SWIFTLAYOUT_RECORD_SNAPSHOTS=1`) would overwrite them, so it skips those tests.
let recordingSnapshots = ProcessInfo.processInfo.environment["SWIFTLAYOUT_RECORD_SNAPSHOTS"] == "1"

@MainActor
@Suite struct AssertLayoutSnapshotTests {
    @Test func aMatchingLayoutRecordsNoIssue() {
        assertLayoutSnapshot(of: smallLayout(), as: .ascii)
        assertLayoutSnapshot(of: FrameSnapshot(of: smallLayout()), as: .svg)
    }

    @Test(.disabled(if: recordingSnapshots, "its reference is committed to differ"))
    func aMismatchIsRecordedAsASwiftTestingIssueWithTheDiff() {
        // The committed reference of this test draws `a` 4 points further right.
        withKnownIssue {
            assertLayoutSnapshot(of: smallLayout(), as: .ascii)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("The layout snapshot differs from the reference at ")
                && text.contains("\n-│  ┌a───────┐      │\n") && text.contains("\n+│ ┌a───────┐       │\n")
        }
    }

    @Test func failuresGoToSwiftTestingInsideASwiftTestingTest() {
        #expect(SnapshotFailureChannel.current == .swiftTesting)
    }
}

/// The XCTest path: a failure goes through `recordFailure`, which this case captures for snapshot messages
/// instead of failing.
/// (Sendable so that its main-thread test body can run as main-actor code; XCTest runs it on one thread.)
final class AssertLayoutSnapshotXCTests: XCTestCase, @unchecked Sendable {
    private var failures: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard description.contains("layout snapshot") else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber,
                                       expected: expected)
        }
        failures.append(description)
    }

    // XCTest on Linux cannot call a @MainActor test method; it runs tests on the main thread, so the body
    // asserts that instead.
    func testAMismatchIsReportedThroughXCTest() throws {
        try XCTSkipIf(recordingSnapshots, "its reference is committed to differ")
        MainActor.assumeIsolated {
            XCTAssertEqual(SnapshotFailureChannel.current, .xcTest)
            assertLayoutSnapshot(of: smallLayout(), as: .frames)
            XCTAssertEqual(failures.count, 1)
            XCTAssertTrue(failures.first?.contains("\n-  a   12  8     40      24\n") == true)
            XCTAssertTrue(failures.first?.contains("\n+  a   8  8     40      24\n") == true)
            failures.removeAll()
            assertLayoutSnapshot(of: smallLayout(), as: .frames, named: "matching")
            XCTAssertEqual(failures, [])
        }
    }
}
