import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// A view whose intrinsic width is 72 and height free (the feedback-loop repro's view).
private final class Sized: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 72, height: UIView.noIntrinsicMetric) }
}

/// The safe area of a non-root view: how far its source's unsafe bands overlap it (TheUIKitLayer.md).
#if MainActorIsolation
@MainActor
#endif
@Suite struct SafeAreaSourceTests {
    @Test func aViewPushedPastTheRootByItsBottomMarginSettles() {
        // the random-testing repro `platform-safe-area-feedback-loop.swift`. The root's insets are zero, so every band is
        // empty and v's margins stay 8: y + 8 = 8 + (253 − 16)/2 + 4 = 130.5, so y = 122.5; y + h − 8 = 253 + 10,
        // so h = 148.5. (The old rule counted the 18 points below the root as inset, grew the bottom margin,
        // and the height, at every round.)
        let root = makeRoot(width: 333, height: 253)
        let v = Sized()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let top = NSLayoutConstraint(item: v, attribute: .topMargin, relatedBy: .equal, toItem: root,
                                     attribute: .centerYWithinMargins, multiplier: 1, constant: 4)
        top.priority = UILayoutPriority(rawValue: 999)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 56),
            top,
            NSLayoutConstraint(item: v, attribute: .bottomMargin, relatedBy: .equal, toItem: root, attribute: .bottom,
                               multiplier: 1, constant: 10),
        ])
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(v.frame == rect(56, 122.5, 72, 148.5))
        #expect(v.safeAreaInsets == .zero)
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func aPartOfTheViewOutsideTheRootAddsNothingToItsInset() {
        // Root 320 × 480 with a 34-point bottom band (446…480); v spans y 400…600. Its bottom inset is the
        // band's overlap, 480 − max(400, 446) = 34, not the 154 points below the safe rectangle.
        let root = makeRoot()
        root.safeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let v = makeChild(of: root)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 400),
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 200),
        ])
        _ = v.safeAreaLayoutGuide
        root.layoutIfNeeded()
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(v.safeAreaLayoutGuide.layoutFrame == rect(0, 0, 100, 166))
    }

    @Test func aBottomMarginPinnedBelowTheRootSettlesWithTheBandsInset() {
        // v.top = 400 and v.bottomMargin == root.bottom + 10, root bottom band 34: v's bottom inset is
        // 480 − max(400, 446) = 34 whatever its height, so its bottom margin is 8 + 34 = 42 and
        // 400 + h − 42 = 490 gives h = 132.
        let root = makeRoot()
        root.safeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let v = makeChild(of: root)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 400),
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
            NSLayoutConstraint(item: v, attribute: .bottomMargin, relatedBy: .equal, toItem: root, attribute: .bottom,
                               multiplier: 1, constant: 10),
        ])
        let diagnostics = collecting { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(v.frame == rect(0, 400, 100, 132))
        #expect(v.safeAreaInsets.bottom == 34)
    }

    @Test func aViewInsideTheBandIsCoveredByItsOwnHeight() {
        // v spans y 460…470 inside the band 446…480: the overlap is its whole height, 10.
        let root = makeRoot()
        root.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let v = makeChild(of: root)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 460),
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = v.safeAreaLayoutGuide
        root.layoutIfNeeded()
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
    }

    @Test func aGrandchildsSourceIsTheRootMeasuredThroughItsSuperview() {
        // Root insets (44, 10, 34, 12) on 320 × 480; container at (0, 20, 320, 440), child at (0, 0, 320, 100)
        // inside it, so at y 20…120 in the root: top overlap with 0…44 is 24, left with 0…10 is 10, right with
        // 308…320 is 12, bottom none.
        let root = makeRoot()
        root.safeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 12)
        let container = UIView(frame: rect(0, 20, 320, 440))
        root.addSubview(container)
        let child = UIView(frame: rect(0, 0, 320, 100))
        container.addSubview(child)
        _ = child.safeAreaLayoutGuide
        root.layoutIfNeeded()
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 24, left: 10, bottom: 0, right: 12))
        #expect(child.safeAreaLayoutGuide.layoutFrame == rect(10, 24, 298, 76))
    }
}
