import Testing
import SwiftLayout
import SwiftLayoutUtil

@MainActor
@Suite struct FrameTableTests {
    @Test func theSpecExamplePrintsFramesRelativeToTheSuperview() {
        let (root, _, _) = renderingExample()
        root.layoutIfNeeded()
        #expect(FrameTable(root: root).description == """
            view           x  y  width  height  notes
            root           0  0     80      48
              a            8  8     40      24
                [guide] g  0  0     40       4

            """)
    }

    @Test func rootCoordinatesAddEveryAncestorsOrigin() {
        let (root, a, _) = renderingExample()
        let inner = UIView(frame: CGRect(x: 2.5, y: 4, width: 10, height: 6))
        a.addSubview(inner)
        root.layoutIfNeeded()
        #expect(FrameTable(root: root, coordinates: .root).description == """
            view              x   y  width  height  notes
            root              0   0     80      48
              a               8   8     40      24
                [guide] g     8   8     40       4
                UIView     10.5  12     10       6

            """)
    }

    @Test func hiddenViewsAndTheirSubtreesAreListedWithANote() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)).identifying("panel")
        let badge = UILabel(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(panel)
        panel.addSubview(badge)
        panel.isHidden = true
        #expect(FrameTable(root: root).description == """
            view         x  y  width  height  notes
            UIView       0  0    100     100
              panel      0  0     50      50  hidden
                UILabel  1  2      3       4

            """)
    }

    @Test func notesNameAmbiguousAndConflictingItems() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).identifying("root")
        let loose = UIView().identifying("loose")
        let tight = UIView().identifying("tight")
        for view in [loose, tight] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let (_, diagnostics) = LayoutDiagnostics.collect {
            NSLayoutConstraint.activate([
                loose.widthAnchor.constraint(equalToConstant: 10),
                tight.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                tight.topAnchor.constraint(equalTo: root.topAnchor),
                tight.heightAnchor.constraint(equalToConstant: 10),
                tight.widthAnchor.constraint(equalToConstant: 10),
                tight.widthAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        // Ambiguity is asked only while ambiguity checks are on.
        #expect(FrameTable(root: root).description == """
            view     x  y  width  height  notes
            root     0  0    100     100
              loose  0  0     10       0
              tight  0  0     10      10  conflict

            """)
        LayoutDiagnostics.$taskChecksAmbiguity.withValue(true) {
            #expect(FrameTable(root: root).description == """
                view     x  y  width  height  notes
                root     0  0    100     100
                  loose  0  0     10       0  ambiguous
                  tight  0  0     10      10  conflict

                """)
        }
    }

    @Test func aSnapshotYouBuildPrintsTheSameWay() {
        let snapshot = FrameSnapshot(root: item("Card", 0, 0, 80, 48, children: [
            item("Text", 8, 8, 40.25, 24),
            FrameSnapshot.Item(.guide, typeName: "Spacer", identifier: "gap", frame: CGRect(x: 0, y: 32, width: 80, height: -2)),
        ]))
        #expect(FrameTable(snapshot).description == """
            view           x   y  width  height  notes
            Card           0   0     80      48
              Text         8   8  40.25      24
              [guide] gap  0  32     80      -2

            """)
    }

    /// The view column is padded in display columns: "  프로필" and "    이름" are 8 columns wide (a Hangul
    /// syllable is 2), "  👍" 4 and "  cafe\u{301}" 6 (a combining accent takes none), so the column is 8
    /// wide and every number lines up under its header in a terminal.
    @Test func koreanNamesArePaddedByTheirDisplayWidth() {
        let snapshot = FrameSnapshot(root: item("root", 0, 0, 80, 48, children: [
            item("프로필", 8, 8, 40, 24, children: [item("이름", 0, 0, 40, 20)]),
            item("👍", 0, 0, 8, 8),
            item("cafe\u{301}", 0, 40, 80, 8),
        ]))
        #expect(FrameTable(snapshot).description == """
            view      x   y  width  height  notes
            root      0   0     80      48
              프로필  8   8     40      24
                이름  0   0     40      20
              👍      0   0      8       8
              cafe\u{301}    0  40     80       8

            """)
    }
}
