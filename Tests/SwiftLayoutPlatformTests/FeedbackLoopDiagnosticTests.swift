import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// A root whose every layoutSubviews widens a child by one point: the pass never settles.
private final class WideningRoot: UIView {
    var widthConstraint: NSLayoutConstraint?
    override func layoutSubviews() {
        super.layoutSubviews()
        widthConstraint?.constant += 1
    }
}

/// A pass that does not settle names the views that kept changing in its last round, and by how much
/// (TheUIKitLayer.md).
#if MainActorIsolation
@MainActor
#endif
@Suite struct FeedbackLoopDiagnosticTests {
    @Test func theDiagnosticNamesTheFrameThatKeptChangingAndByHowMuch() {
        // Round k lays the child out 10 + (k − 1) wide, then widens the constraint; round 100 writes 109 over 108.
        let root = WideningRoot(frame: rect(0, 0, 300, 100))
        root.contentScaleFactor = 2
        root.accessibilityIdentifier = "root"
        let child = makeChild(of: root, id: "child")
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        root.widthConstraint = width
        NSLayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.stableMessage) == ["""
            The layout pass of root did not settle after 100 rounds; frames are left as they are. In the last round:
                child: frame (0 0; 108 10) -> (0 0; 109 10), width +1
            """])
        #expect(diagnostics.first?.items.count == 2)
        #expect(diagnostics.first?.items.last === child)
        // Layout goes on: the next pass runs (and again does not settle) without crashing.
        root.widthConstraint = nil
        let next = collecting { root.layoutIfNeeded() }
        #expect(next.isEmpty)
        #expect(child.frame.width == 110)
    }

    @Test func theDiagnosticNamesMarginsThatKeptChanging() {
        // v preserves the root's 20-point margins and pins its leading margin 15 points from the root's edge:
        // with margin m, v.x = 15 − m, and the preserved margin is 20 − v.x = 5 + m, so each round moves v 5
        // points left and grows its left margin by 5. Round k lays v out at x = −5k (margin 20 + 5(k − 1)), then
        // sets the margin to 20 + 5k: round 100 moves x from −495 to −500 and the margin from 515 to 520.
        let root = makeRoot(width: 320, height: 100)
        root.accessibilityIdentifier = "root"
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let v = makeChild(of: root, id: "v")
        v.preservesSuperviewLayoutMargins = true
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v, attribute: .leadingMargin, relatedBy: .equal, toItem: root,
                               attribute: .leading, multiplier: 1, constant: 15),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.stableMessage) == ["""
            The layout pass of root did not settle after 100 rounds; frames are left as they are. In the last round:
                v: frame (-495 0; 100 10) -> (-500 0; 100 10), minX -5
                v: layout margins (20 515 8 8) -> (20 520 8 8), left +5
            """])
    }
}
