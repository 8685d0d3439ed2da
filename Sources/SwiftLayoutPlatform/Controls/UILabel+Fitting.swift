import Foundation
import SwiftLayoutSolver

extension UIView {
    /// `systemLayoutSizeFitting` (TheUIKitLayer.md): multi-line labels with an automatic wrap width are
    /// re-measured for the width the fitting solve gives them, as a layout pass does (TheUIKitLayer.md step 4), until
    /// the sizes settle (at most 8 rounds). Only the fitting solver's constants change: no label, frame or
    /// engine state.
    func remeasureWrappingLabels(solver: Solver, builder: ExpressionBuilder,
                                 contentSizes: [(NSContentSizeLayoutConstraint, Constraint)]) {
        let wrapping = contentSizes.filter {
            guard let label = $0.0.firstItem as? UILabel else { return false }
            return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0
        }
        guard !wrapping.isEmpty else { return }
        let scale = Double(rootView.contentScaleFactor)
        var constants = wrapping.map { $0.1.expression.constant }
        for _ in 0..<8 {
            var changed = false
            for (index, (constraint, solverConstraint)) in wrapping.enumerated() {
                guard let label = constraint.firstItem as? UILabel else { continue }
                // The width a pass would write (snapped), as in TheUIKitLayer.md step 4.
                let width = (builder.state(label).w.value * scale).rounded(.toNearestOrAwayFromZero) / scale
                guard width > 0 else { continue }
                let size = label.textLayout(width: CGFloat(width)).size
                let value = -Double(constraint.storedFirstAttribute == .width ? size.width : size.height)
                guard constants[index] != value else { continue }
                if (try? solver.updateConstant(of: solverConstraint, to: value)) != nil {
                    constants[index] = value
                    changed = true
                }
            }
            guard changed else { return }
            solver.updateVariables()
        }
    }
}
