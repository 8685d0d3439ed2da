import Foundation

// Activation (TheUIKitLayer.md): validation, installation on the nearest common ancestor, the engine, and the
// changes an active constraint goes through.
extension NSLayoutConstraint {
    /// Validates, installs on `explicitView` (`addConstraint`) or the nearest common ancestor, and adds the
    /// constraint to the engine. Problems become diagnostics and leave everything unchanged.
    func activate(installingOn explicitView: UIView?) {
        guard !storedIsActive else { return }
        // The items are read once: each read loads the item's lifetime, retains the item and casts it.
        let first = firstLayoutItem
        let second = secondLayoutItem
        if systemKind == nil, let message = validationProblem(first: first, second: second) {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidConstraint, severity: .error, context: .activation, message: message,
                constraints: [self], items: layoutItems), in: (first?.installationView)?.rootView.engine)
            return
        }
        var target: UIView
        if firstOffset != nil || secondOffset != nil {
            guard let common = nearestCommonInstallationView() else {
                reportNoCommonAncestor()
                return
            }
            target = common
        } else {
            guard let firstView = first?.installationView else {
                reportNoCommonAncestor()
                return
            }
            target = firstView
            if hadSecondItem {
                guard let secondView = second?.installationView,
                      let common = firstView.nearestCommonAncestor(with: secondView) else {
                    reportNoCommonAncestor()
                    return
                }
                target = common
            }
        }
        if let explicitView {
            guard target.isDescendant(of: explicitView) else {
                let message = "The view hierarchy is not prepared for the constraint: \(description)\n"
                    + "When added to a view, the constraint's items must be descendants of that view (or the view itself)."
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .viewHierarchyNotPrepared, severity: .error, context: .activation, message: message,
                    constraints: [self], items: layoutItems), in: explicitView.rootView.engine)
                return
            }
            target = explicitView
        }
        install(on: target, engine: target.engine, first: first, second: second)
    }

    /// `activate(installingOn: owner)` for a constraint `owner` made for itself (`systemKind` set, so nothing to
    /// validate), with `owner`'s engine already found. When its items are `owner`, its subviews or their guides
    /// (a stack view's arrangement), `owner` is where it installs with no ancestor to look for (callgrind, stack
    /// build, N = 1,000, 17,009 arrangement constraints: 496.5 M → 493.3 M instructions).
    func activate(ownedBy owner: UIView, engine: LayoutEngine) {
        guard !storedIsActive else { return }
        let first = firstLayoutItem
        let second = secondLayoutItem
        func isNear(_ item: LayoutItem) -> Bool {
            let view = item.installationView
            return view === owner || (view != nil && view!.storedSuperview === owner)
        }
        guard firstOffset == nil, secondOffset == nil, let first, isNear(first),
              !hadSecondItem || (second != nil && isNear(second!)) else {
            return activate(installingOn: owner)
        }
        install(on: owner, engine: engine, first: first, second: second)
    }

    /// Marks the constraint active on `target` and adds it to `engine` (the hierarchy's), or keeps it out while a
    /// value is not finite.
    private func install(on target: UIView, engine: LayoutEngine, first: LayoutItem?, second: LayoutItem?) {
        storedIsActive = true
        activationSequence = SequenceNumber.next()
        installedView = target
        if target.installedConstraints.capacity == 0 { target.installedConstraints.reserveCapacity(4) }
        target.installedConstraints.append(self)
        if valuesAreFinite {
            engine.add(self, first: first, second: second)
        } else {
            isKeptOut = true
            reportNonFinite(in: engine)
        }
    }

    /// Removes the constraint from its installing view and from the engine.
    func deactivate() {
        guard storedIsActive else { return }
        storedIsActive = false
        isBroken = false
        engine?.remove(self)
        isKeptOut = false
        // One pass of pointer comparisons: a root holding a long list's cells installs thousands.
        if let view = installedView, let index = view.installedConstraints.lastIndex(ofObject: self) {
            view.installedConstraints.remove(at: index)
        }
        installedView = nil
    }

    private func reportNoCommonAncestor() {
        let message: String
        if let (a, b) = anchorPair {
            message = "Unable to activate constraint with anchors \(a) and \(b) because they have no common ancestor.  "
                + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        } else {
            let first = storedFirstItem.map { "\($0)" } ?? "nil"
            let second = storedSecondItem.map { "\($0)" } ?? "nil"
            message = "Unable to activate constraint with items \(first) and \(second) because they have no common ancestor.  "
                + "Does the constraint reference items in different view hierarchies?  That's illegal."
        }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .noCommonAncestor, severity: .error, context: .activation, message: message,
            constraints: [self], items: layoutItems), in: firstLayoutItem?.installationView?.rootView.engine)
    }

    func reportNonFinite(in engine: LayoutEngine?) {
        let value = storedConstant.isFinite ? storedMultiplier : storedConstant
        let what = storedConstant.isFinite ? "multiplier" : "constant"
        let message = "Constraint \(description) has a non-finite \(what) (\(formatNumber(value))); "
            + "it is kept out of the layout until the \(what) is finite."
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .nonFiniteValue, severity: .error, context: .activation, message: message,
            constraints: [self], items: layoutItems), in: engine)
    }

    /// The rule of TheUIKitLayer.md this constraint breaks, as the message of its `invalidConstraint` diagnostic;
    /// nil when it is valid. `first` and `second` are the constraint's items, already read.
    // A message, not the diagnostic: a `LayoutDiagnostic?` that is nil, the answer for every valid constraint, was
    // destroyed through the runtime's generic value witnesses (callgrind, N = 1,000: feed build + first layout
    // 264.36 M → 262.83 M).
    func validationProblem(first: LayoutItem?, second: LayoutItem?) -> String? {
        var pairing: String { "Invalid pairing of layout attributes: \(description)" }
        if firstOffset != nil || secondOffset != nil { return offsetValidationProblem(pairing) }
        guard itemsAreLayoutItems, let first, !hadSecondItem || second != nil else {
            return "\(pairing) The items of a constraint must be views or layout guides that still exist."
        }
        if storedFirstAttribute == .notAnAttribute {
            return "\(pairing) The first attribute cannot be notAnAttribute."
        }
        if hadSecondItem && storedSecondAttribute == .notAnAttribute {
            return "\(pairing) A second item needs a second attribute."
        }
        if storedFirstAttribute.axisKind != .dimension && (!hadSecondItem || storedMultiplier == 0) {
            return "NSLayoutConstraint for \(first): A multiplier of 0 or a nil second item together with a "
                + "location for the first attribute creates an illegal constraint of a location equal to a "
                + "constant. Location attributes must be specified in pairs."
        }
        if hadSecondItem {
            if (storedFirstAttribute.axisKind == .dimension) != (storedSecondAttribute.axisKind == .dimension) {
                return "\(pairing) A location attribute pairs only with a location attribute, and a "
                    + "dimension only with a dimension."
            }
            if (storedFirstAttribute.isLeadingTrailing && storedSecondAttribute.isLeftRight)
                || (storedFirstAttribute.isLeftRight && storedSecondAttribute.isLeadingTrailing) {
                return "\(pairing) A constraint cannot be made between a leading/trailing attribute and a "
                    + "right/left attribute. Use leading/trailing for both or neither."
            }
        }
        func viewOnly(_ attribute: Attribute) -> Bool { attribute.isMargin || attribute.isBaseline }
        // The attribute first: it is rarely a margin or a baseline, and the cast that fails costs more
        // (callgrind, N = 1,000, with the engine's registration test inline: feed build + first layout
        // 304.56 M → 300.68 M instructions).
        if (viewOnly(storedFirstAttribute) && first is UILayoutGuide)
            || (viewOnly(storedSecondAttribute) && second is UILayoutGuide) {
            return "\(pairing) Layout guides have no margin or baseline attributes."
        }
        return nil
    }

    // MARK: Changing an active constraint

    func setPriority(_ newValue: UILayoutPriority) {
        guard newValue.isValid else {
            let message = "Priority \(formatNumber(CGFloat(newValue.rawValue))) for \(description) is outside "
                + "0 < p <= 1000; the priority stays \(formatNumber(CGFloat(storedPriority.rawValue)))."
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidPriority, severity: .error, context: .activation, message: message,
                constraints: [self], items: layoutItems), in: engine)
            return
        }
        guard newValue != storedPriority else { return }
        let old = storedPriority
        storedPriority = newValue
        if storedIsActive && old.isRequired != newValue.isRequired {
            let message = "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported.  You passed priority \(formatNumber(CGFloat(newValue.rawValue))) and the existing "
                + "priority was \(formatNumber(CGFloat(old.rawValue))).\nApplied anyway on Linux; this raises an "
                + "exception on iOS."
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .requiredPriorityMutation, severity: .error, context: .activation, message: message,
                constraints: [self], items: layoutItems), in: engine)
        }
        constantOrPriorityDidChange()
    }

    /// Brings the engine up to date after a change of constant, multiplier-like values or priority;
    /// `constantOnly` when only `constant` changed (one solver edit, `LayoutEngine.constantDidChange`).
    func constantOrPriorityDidChange(constantOnly: Bool = false) {
        guard storedIsActive, let view = installedView ?? (systemKind == .encapsulatedSize ? firstItem as? UIView : nil)
        else { return }
        let engine = view.engine
        if !valuesAreFinite {
            if self.engine != nil {
                engine.remove(self)
                isKeptOut = true
                reportNonFinite(in: engine)
            }
        } else if self.engine == nil {
            engine.add(self)
            isKeptOut = false
        } else if constantOnly {
            engine.constantDidChange(self)
        } else {
            engine.refresh(self)
        }
    }
}
