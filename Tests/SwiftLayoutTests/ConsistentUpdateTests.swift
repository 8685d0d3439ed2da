import Foundation
import Testing
import SwiftLayout

/// An update changes several constraints at once; they reach the engine as one step, so that it reports
/// only a conflict the new layout has.
@MainActor
@Suite struct ConsistentUpdateTests {
    @Test func movingBothEdgesOfAFixedWidthViewReportsNoConflict() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let child = UIView()
        func layout(_ offset: CGFloat) -> some Layout {
            root.sublayout {
                child.anchors {
                    Anchors.leading.equalToSuper(constant: offset)
                    Anchors.trailing.equalToSuper(attribute: .leading, constant: offset + 50)
                    Anchors.width.equalTo(constant: 50)
                    Anchors.top.height.equalToSuper()
                }
            }
        }
        let activation = layout(10).active()
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 50, height: 100))
        let constraints = activation.recordedConstraints
        let (_, diagnostics) = LayoutDiagnostics.collect {
            layout(20).update(fromActivation: activation)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(child.frame == CGRect(x: 20, y: 0, width: 50, height: 100))
        // Edited in place: the same objects.
        #expect(zip(activation.recordedConstraints, constraints).allSatisfy { $0 === $1 })
    }
}
