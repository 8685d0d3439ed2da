import Foundation

extension UIView {
    /// Cancels the frame animation recorded for this view in the animation block now running (and any running
    /// frame animation), so that the view appears directly at its final frame. In UIKit terms: removing the
    /// layer's `"bounds.size"` and `"position"` animations. Used by SwiftLayout's `forceLayout` (DSL TheUIKitLayer.md).
    package func cancelFrameAnimationInCurrentAnimation() {
        AnimationRecorder.current?.forgetFrame(of: self)
        cancelFrameAnimations()
    }
}
