import Testing
import SwiftLayout
import SwiftLayoutUtil

/// A header that shrinks and drops its subtitle when compact, beside seven tiles that never move: the
/// update of RenderingAndSnapshotTests.md's example.
final class CompactingHeader: UIView, Layoutable {
    var activation: Activation?
    var isCompact = false
    let header = UIView().identifying("header")
    let name = UIView().identifying("name")
    let subtitle = UIView().identifying("subtitle")
    let tiles = (0..<7).map { UIView().identifying("tile\($0)") }

    var layout: some Layout {
        self.sublayout {
            header.anchors {
                Anchors.cap()
                Anchors.height.equalTo(constant: isCompact ? 72 : 120)
            }.sublayout {
                name.anchors {
                    Anchors.top.leading.equalToSuper(constant: 16)
                    Anchors.size(width: 200, height: 20)
                    Anchors.trailing.lessThanOrEqualToSuper(constant: -16)
                }
                if !isCompact {
                    subtitle.anchors { Anchors.top.equalTo(name, attribute: .bottom, constant: 4) }
                }
            }
            for (index, tile) in tiles.enumerated() {
                tile.anchors {
                    Anchors.bottom.equalToSuper(constant: -8)
                    Anchors.leading.equalToSuper(constant: CGFloat(8 + 48 * index))
                    Anchors.size(width: 40, height: 40)
                }
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "screen"
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
@Suite struct UpdateReportTests {
    @Test func theSpecExampleReportsByteForByte() {
        let screen = CompactingHeader(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        screen.layoutIfNeeded()
        let before = FrameSnapshot(of: screen)
        screen.isCompact = true
        screen.sl.updateLayout()
        screen.layoutIfNeeded()
        let report = UpdateReport(changes: screen.activation!.lastChanges,
                                  frames: FrameSnapshot.changes(from: before, to: FrameSnapshot(of: screen)),
                                  diagnostics: [])
        #expect(report.description == """
            views removed: subtitle
            views added: none
            constraints untouched: 36
            constraints edited in place: 1
              ~ header.height == 72   (constant 120 -> 72)
            constraints deactivated: 1
              - subtitle.top == name.bottom + 4
            constraints activated: 0
            frames changed:
              header: (0, 0, 375, 120) -> (0, 0, 375, 72)
            diagnostics: none

            """)
    }

    @Test func activationsListEveryNewConstraintAndFramesNoneWhenNothingMoved() {
        let screen = CompactingHeader(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        screen.layoutIfNeeded()
        screen.isCompact = true
        screen.sl.updateLayout()
        screen.layoutIfNeeded()
        let before = FrameSnapshot(of: screen)
        screen.isCompact = false
        screen.sl.updateLayout()
        let report = UpdateReport(changes: screen.activation!.lastChanges,
                                  frames: FrameSnapshot.changes(from: before, to: FrameSnapshot(of: screen)),
                                  diagnostics: ["SwiftLayout: skipped a.top == b.top:\nreason", "second"])
        // Not laid out again: no frame moved yet.
        #expect(report.description == """
            views removed: none
            views added: subtitle
            constraints untouched: 36
            constraints edited in place: 1
              ~ header.height == 120   (constant 72 -> 120)
            constraints deactivated: 0
            constraints activated: 1
              + subtitle.top == name.bottom + 4
            frames changed:
              none
            diagnostics:
              SwiftLayout: skipped a.top == b.top:\\nreason
              second

            """)
    }

    @Test func equationsWriteMultipliersConstantsAndSystemGuides() {
        let root = UIView().identifying("root")
        let child = UIView().identifying("child")
        root.addSubview(child)
        let constraints = [
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -4),
            child.topAnchor.constraint(greaterThanOrEqualTo: root.safeAreaLayoutGuide.topAnchor, constant: 2.5),
            child.heightAnchor.constraint(lessThanOrEqualToConstant: 64),
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        let report = UpdateReport(changes: ActivationChanges(activated: constraints), frames: [], diagnostics: [])
        #expect(report.activated == [
            "child.width == 0.5 * root.width - 4",
            "child.top >= root.safeAreaLayoutGuide.top + 2.5",
            "child.height <= 64",
            "child.leading == root.layoutMarginsGuide.leading",
        ])
    }

    @Test func platformDiagnosticsBecomeOneLineWithoutAddresses() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).identifying("root")
        let child = UIView().identifying("child")
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            NSLayoutConstraint.activate([
                child.widthAnchor.constraint(equalToConstant: 10), child.widthAnchor.constraint(equalToConstant: 400),
            ])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(UpdateReport.summary(of:)) == ["unsatisfiable constraints: broke child.width == 400"])
        let summary = UpdateReport.summary(of: diagnostics[0])
        #expect(!summary.contains("0x"))
    }
}
