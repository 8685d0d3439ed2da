import Foundation

/// A UIKit view that shows SwiftUI content: the view of a hosting controller (SwiftLayoutUI.md). A picture
/// of a UIKit screen (`FrameSnapshot(of:)` in SwiftLayoutUtil) shows such a view's placed content as its
/// children, in place of its subviews (the UIKit views it hosts appear inside the placed content).
///
///     final class HostingView: UIView, PlacedContentHost {
///         var placedContent: PlacedView? { graph.placedTree(hostSize: bounds.size) }
///     }
#if MainActorIsolation
@MainActor
#endif
package protocol PlacedContentHost: AnyObject {
    /// The content as the last layout pass placed it, under a root that stands for the view itself, frames in
    /// the view's bounds coordinates; nil before the first pass.
    var placedContent: PlacedView? { get }
}
