import Foundation

extension UIView {
    /// How a view lays out its content when its bounds change (stored only; nothing is drawn).
    ///
    ///     imageView.contentMode = .scaleAspectFit
    public enum ContentMode: Int, Hashable, Sendable {
        /// Stretch to fill.
        case scaleToFill = 0
        /// Fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Fill, keeping the aspect ratio.
        case scaleAspectFill = 2
        /// Redraw on bounds change.
        case redraw = 3
        /// Centred.
        case center = 4
        /// At the top.
        case top = 5
        /// At the bottom.
        case bottom = 6
        /// At the left.
        case left = 7
        /// At the right.
        case right = 8
        /// At the top left.
        case topLeft = 9
        /// At the top right.
        case topRight = 10
        /// At the bottom left.
        case bottomLeft = 11
        /// At the bottom right.
        case bottomRight = 12
    }
}
