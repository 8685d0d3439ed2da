import Foundation
import SwiftLayoutPlatform

extension AnchorsConstraintProperty {
    /// `<target>.<toAttr>[ x <m>][ + <c>| - <|c|>]`, the right-hand side as the printers write it; `target`
    /// nil for a constant size (`.height == + 80.0`).
    package func rightHandSide(target: String?) -> String {
        var parts: [String] = []
        if let target { parts.append(target + "." + (toAttribute ?? attribute).caseName) }
        if multiplier != 1 { parts.append("x \(multiplier)") }
        if constant > 0 { parts.append("+ \(constant)") } else if constant < 0 { parts.append("- \(-constant)") }
        return parts.joined(separator: " ")
    }
}
