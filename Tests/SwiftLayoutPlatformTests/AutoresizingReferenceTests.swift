import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// The autoresizing mask is measured from the superview's size at the moment the frame, the mask or the
/// superview was set, not at the first layout pass (TheUIKitLayer.md).
#if MainActorIsolation
@MainActor
#endif
@Suite struct AutoresizingReferenceTests {
    /// A 320 × 44 container holding a view that fills it with flexible width and height.
    private func cellLikeContainer() -> (container: UIView, content: UIView) {
        let container = UIView(frame: rect(0, 0, 320, 44))
        container.contentScaleFactor = 2
        let content = UIView(frame: container.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(content)
        return (container, content)
    }

    @Test func aContainerResizedBeforeItsFirstPassResizesItsAutoresizingSubviews() {
        // The mask is measured from S = 320 and 44 (the container's size when the content view was added), so
        // the resize to 300 × 60 is Δ = −20 and +16, shared by the flexible width and height alone:
        // (0, 0, 320 − 20, 44 + 16) = (0, 0, 300, 60).
        let (container, content) = cellLikeContainer()
        container.frame = rect(0, 0, 300, 60)
        #expect(content.frame == rect(0, 0, 320, 44))   // no run loop: nothing moves before the pass
        let diagnostics = collecting { container.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(content.frame == rect(0, 0, 300, 60))
    }

    @Test func aFrameSetAfterTheResizeIsMeasuredFromTheNewSize() {
        // Setting the content view's frame after the resize re-measures: S = 300 and 60, so the frame set stays.
        let (container, content) = cellLikeContainer()
        container.frame = rect(0, 0, 300, 60)
        content.frame = rect(10, 5, 280, 50)
        container.layoutIfNeeded()
        #expect(content.frame == rect(10, 5, 280, 50))
        // And it follows the next resize: 300 → 340 adds 40 to the width, 60 → 80 adds 20 to the height.
        container.frame = rect(0, 0, 340, 80)
        container.layoutIfNeeded()
        #expect(content.frame == rect(10, 5, 320, 70))
    }

    @Test func aMaskSetAfterTheResizeIsMeasuredFromTheNewSize() {
        // The mask set after the resize takes S = 300: a fixed right margin of 300 − 0 − 320 = −20 and a
        // flexible width; nothing changes until the container's size does.
        let (container, content) = cellLikeContainer()
        container.frame = rect(0, 0, 300, 60)
        content.autoresizingMask = [.flexibleWidth]
        container.layoutIfNeeded()
        #expect(content.frame == rect(0, 0, 320, 44))
        container.frame = rect(0, 0, 310, 60)
        container.layoutIfNeeded()
        #expect(content.frame == rect(0, 0, 330, 44))
    }

    @Test func aViewMovedToAnotherSuperviewIsMeasuredFromThatSuperview() {
        // Added to a 200 × 100 superview, then that superview is resized to 250 × 100 before a pass: Δ = +50
        // goes to the flexible width, so 150 → 200.
        let root = makeRoot(width: 400, height: 400)
        let other = UIView(frame: rect(0, 0, 200, 100))
        root.addSubview(other)
        let bar = UIView(frame: rect(25, 0, 150, 20))
        bar.autoresizingMask = [.flexibleWidth]
        other.addSubview(bar)
        other.frame = rect(0, 0, 250, 100)
        root.layoutIfNeeded()
        #expect(bar.frame == rect(25, 0, 200, 20))
    }

    @Test func framesWrittenByTheLayoutPassDoNotMoveTheReference() {
        // After the pass wrote (0, 0, 300, 60), a second resize to 280 × 60 is measured from 300: Δ = −20.
        let (container, content) = cellLikeContainer()
        container.frame = rect(0, 0, 300, 60)
        container.layoutIfNeeded()
        container.frame = rect(0, 0, 280, 60)
        container.layoutIfNeeded()
        #expect(content.frame == rect(0, 0, 280, 60))
    }
}
