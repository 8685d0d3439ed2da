import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// What the constraint diff found (§6.5): nothing to do, or the records that stand, the constants to edit
    /// and the records to deactivate.
    enum ConstraintDiff {
        /// Every record matches its declaration in place.
        case untouched
        /// Every record stands for the declaration at its position; these records' constants change.
        case edited([(NSLayoutConstraint, CGFloat)])
        /// `standing[i]` is the record that stands for declaration i (nil: a new constraint to make); `edits`
        /// are records whose constant changes; `unmatched` are the records to deactivate, in recorded order.
        case changed(standing: [NSLayoutConstraint?], edits: [(NSLayoutConstraint, CGFloat)],
                     unmatched: [NSLayoutConstraint])
    }
}
