import SwiftLayout
import SwiftLayoutUtil
import Testing
import XCTest

/// Asserts that a view's layout matches the reference file next to the calling test file (RenderingAndSnapshotTests),
/// recording the reference when there is none (the assertion then fails, so a recording run is never green).
///
///     import SwiftLayoutTesting
///
///     @Test func settingsScreen() {
///         let screen = SettingsScreen(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
///         assertLayoutSnapshot(of: screen, as: .ascii)
///     }
///     // reference: __Snapshots__/SettingsTests/settingsScreen.txt, next to SettingsTests.swift
///
/// It lays the view out, renders it in `format` and compares with the reference exactly; see
/// `verifyLayoutSnapshot(of:as:named:record:file:function:line:)` for the file name, recording
/// (`record: true` or `SWIFTLAYOUT_RECORD_SNAPSHOTS=1`) and the unified diff of a mismatch. A failure is
/// reported with Swift Testing's `Issue.record` inside a Swift Testing test, with XCTest's failure
/// mechanism otherwise.
#if MainActorIsolation
@MainActor
#endif
public func assertLayoutSnapshot(
    of view: UIView, as format: LayoutSnapshotFormat, named name: String? = nil, record: Bool = false,
    file: StaticString = #filePath, function: String = #function, line: UInt = #line,
    fileID: StaticString = #fileID, column: UInt = #column
) {
    let message = verifyLayoutSnapshot(of: view, as: format, named: name, record: record, file: file,
                                       function: function, line: line)
    report(message, file: file, fileID: fileID, line: line, column: column)
}

/// Asserts that a snapshot you built (see `FrameSnapshot`) matches its reference file, as
/// ``assertLayoutSnapshot(of:as:named:record:file:function:line:fileID:column:)-(UIView,_,_,_,_,_,_,_,_)``
/// does for a view.
///
///     assertLayoutSnapshot(of: FrameSnapshot(root: placedTree), as: .svg)
#if MainActorIsolation
@MainActor
#endif
public func assertLayoutSnapshot(
    of snapshot: FrameSnapshot, as format: LayoutSnapshotFormat, named name: String? = nil, record: Bool = false,
    file: StaticString = #filePath, function: String = #function, line: UInt = #line,
    fileID: StaticString = #fileID, column: UInt = #column
) {
    let message = verifyLayoutSnapshot(of: snapshot, as: format, named: name, record: record, file: file,
                                       function: function, line: line)
    report(message, file: file, fileID: fileID, line: line, column: column)
}

/// Where a failure goes: Swift Testing inside one of its tests, XCTest otherwise.
enum SnapshotFailureChannel: Equatable {
    case swiftTesting
    case xcTest

    /// The channel of the code running now.
    static var current: SnapshotFailureChannel { Test.current != nil ? .swiftTesting : .xcTest }
}

/// Reports a failure message (nothing for nil) to the running test.
func report(_ message: String?, file: StaticString, fileID: StaticString, line: UInt, column: UInt) {
    guard let message else { return }
    switch SnapshotFailureChannel.current {
    case .swiftTesting:
        let location = SourceLocation(fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    case .xcTest:
        XCTFail(message, file: file, line: line)
    }
}
