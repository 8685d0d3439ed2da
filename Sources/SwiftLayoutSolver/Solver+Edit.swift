/// Changing a constraint's constant in place: the basis of `suggestValue` and `updateConstant`.
extension Solver {
    /// Sets the expression constant of the constraint behind `record` to `constant`, then restores
    /// feasibility with the dual simplex. Throws `unsatisfiableConstraint` if required constraints
    /// conflict with the new constant.
    func changeConstant(_ record: ConstraintRecord, to constant: Double) throws {
        let constraint = record.constraint
        let delta = constant - constraint.expression.constant
        if delta == 0 { return }
        if log.active { log.savedConstants.append((constraint, constraint.expression.constant)) }
        constraint.expression.constant = constant
        if record.isDefinition {
            // variable = -(rest + constant) / a: the definition's constant moves by -delta / a.
            let index = record.definition
            let shift = -delta / record.subjectCoefficient
            let affected = dependents(of: index)
            for (definition, derivative) in [(index, 1.0)] + affected.definitions {
                saveDefinition(definition)
                definitions[definition].expansion.constant += derivative * shift
                markDirty(definition: definition)
            }
            for (user, derivative) in affected.constraints {
                guard let used = recordConstraints[user].flatMap({ records[ObjectIdentifier($0)] }) else { continue }
                shiftMarker(of: used, by: derivative * shift)
            }
        } else {
            shiftMarker(of: record, by: delta)
        }
        try dualOptimize(blame: constraint)
    }

    /// Applies a change of `delta` to the expression constant of a tableau constraint: the
    /// substitution `marker := marker + delta·markerScale`, which moves the row constants along the
    /// marker's column (or the marker's own row when it is basic).
    func shiftMarker(of record: ConstraintRecord, by delta: Double) {
        let t = delta * record.markerScale
        let marker = record.marker
        if isBasic[marker] {
            shiftRowConstant(marker, by: -t)
            if kinds[marker] == .dummy { infeasibleRows.append(marker) }
        } else {
            for key in columns[marker].keys {
                shiftRowConstant(key, by: rows[key].coefficient(for: marker) * t)
                if kinds[key] == .dummy { infeasibleRows.append(key) }
            }
        }
    }
}
