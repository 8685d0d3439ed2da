import Foundation

extension NSLayoutConstraint {
    /// A layout axis.
    ///
    ///     view.setContentHuggingPriority(.required, for: .horizontal)
    public enum Axis: Int, Hashable, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The axis the constraint acts on.
    var axis: NSLayoutConstraint.Axis {
        switch storedFirstAttribute {
        case .width: return .horizontal
        case .height: return .vertical
        default: return storedFirstAttribute.axisKind == .y ? .vertical : .horizontal
        }
    }
}
