import Foundation

extension UIView {
    /// The superview, held weakly; nil for a root.
    ///
    ///     child.superview === root   // true after root.addSubview(child)
    public var superview: UIView? { storedSuperview }

    /// The subviews, back to front (a copy).
    ///
    ///     root.subviews.count   // 2
    public var subviews: [UIView] { storedSubviews }

    /// `insertSubview(_:aboveSubview:)` (offset 1) and `insertSubview(_:belowSubview:)` (offset 0).
    func insertNextTo(_ sibling: UIView, _ view: UIView, offset: Int) {
        guard sibling.storedSuperview === self, sibling !== view else {
            report(.invalidHierarchy, .warning, "\(sibling.shortName) is not a subview of \(shortName); "
                + "\(view.shortName) was added at the end instead.", items: [self, view, sibling])
            insert(view, at: nil)
            return
        }
        var index = storedSubviews.firstIndex(ofObject: sibling)! + offset
        if view.storedSuperview === self, let current = storedSubviews.firstIndex(ofObject: view),
           current < index {
            index -= 1   // counted without the view, as `insert(_:at:)` counts
        }
        insert(view, at: index)
    }

    /// `bringSubviewToFront(_:)` and `sendSubviewToBack(_:)`: ignored for a view that is not a subview.
    func moveSubview(_ view: UIView, toFront: Bool) {
        guard let index = storedSubviews.firstIndex(ofObject: view) else { return }
        storedSubviews.remove(at: index)
        if toFront { storedSubviews.append(view) } else { storedSubviews.insert(view, at: 0) }
    }

    /// `exchangeSubview(at:withSubviewAt:)`: an index out of range is reported and nothing changes.
    func swapSubviews(_ index1: Int, _ index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
            report(.invalidArgument, .error, "exchangeSubview(at: \(index1), withSubviewAt: \(index2)) on \(shortName) "
                + "has an index outside 0..<\(storedSubviews.count); nothing changed.", items: [self])
            return
        }
        storedSubviews.swapAt(index1, index2)
    }

    /// `removeFromSuperview()`: the callbacks around detaching the view.
    func removeFromSuperviewWithCallbacks() {
        guard let oldSuperview = storedSuperview else { return }
        willMove(toSuperview: nil)
        let moving = viewsChangingWindow(to: self as? UIWindow)
        for view in moving { view.willMove(toWindow: self as? UIWindow) }
        detachFromSuperview()
        for view in moving { view.didMoveToWindow() }
        didMoveToSuperview()
        oldSuperview.setNeedsLayout()
    }

    /// The views of the receiver's subtree whose nearest window would change if the receiver's became
    /// `newWindow`, in pre-order: none when the receiver is a window itself (its subtree keeps it), else the
    /// subtree minus the subtrees of windows inside it.
    private func viewsChangingWindow(to newWindow: UIWindow?) -> [UIView] {
        guard !(self is UIWindow), window !== newWindow else { return [] }
        var views: [UIView] = []
        func visit(_ view: UIView) {
            views.append(view)
            for subview in view.storedSubviews where !(subview is UIWindow) { visit(subview) }
        }
        visit(self)
        return views
    }

    /// The common part of `removeFromSuperview` and moving to a new superview.
    private func detachFromSuperview() {
        guard let oldSuperview = storedSuperview else { return }
        oldSuperview.willRemoveSubview(self)
        for constraint in constraintsCrossingIntoSubtree() { constraint.deactivate() }
        for constraint in autoresizingConstraints { constraint.deactivate() }
        autoresizingConstraints = []
        let oldEngine = oldSuperview.rootView.existingEngine
        if let index = oldSuperview.storedSubviews.lastIndex(ofObject: self) {
            oldSuperview.storedSubviews.remove(at: index)
        }
        // Nothing inside any more: the frames inside follow every move (`UIView+WholePixelMoves.swift`).
        if oldSuperview.storedSubviews.isEmpty { oldSuperview.noteNothingInside() }
        oldSuperview.unlistMarkedSubview(self)
        storedSuperview = nil
        autoresizingReference = nil
        markTraitsForCheck()
        let newEngine = engine
        oldEngine?.move(constraintsOf: self, to: newEngine)
        directionMayHaveChanged()
        setNeedsUpdateConstraints()
        markSubtreeForLayout()
        if dependsOnSafeArea {
            // A new root: its own (set) insets apply now.
            computedSafeAreaInsets = .zero
            safeAreaDidChange()
        }
    }

    /// Adds `view` at `index` of the subviews (counted without it; nil: at the end), or moves it there if it is
    /// already a subview.
    func insert(_ view: UIView, at index: Int?) {
        if view.storedSuperview === self {
            reorder(view, to: index)
            return
        }
        if view === self || isDescendant(of: view) {
            report(.invalidHierarchy, .error, "Cannot add \(view.shortName) as a subview of \(shortName): "
                + "a view cannot be added to itself or to one of its descendants.", items: [self, view])
            return
        }
        view.willMove(toSuperview: self)
        let newWindow = window
        let moving = view.viewsChangingWindow(to: newWindow)
        for moved in moving { moved.willMove(toWindow: newWindow) }
        if view.storedSuperview != nil {
            let previous = view.storedSuperview
            view.detachFromSuperview()
            previous?.setNeedsLayout()
        }
        let at = min(max(index ?? storedSubviews.count, 0), storedSubviews.count)
        // Appended when it goes last (`addSubview`): `insert(_:at:)` goes through the generic `replaceSubrange`
        // (callgrind, N = 1,000, with `markSubtreeForLayout` recursing without a closure: feed build + first
        // layout, 5,000 subviews added, 277.12 M → 276.55 M).
        // Room for four on the first: grown from one, a cell's list was reallocated at its second and third
        // subviews (callgrind, N = 1,000: feed build + first layout 270.56 M → 269.66 M).
        if storedSubviews.capacity == 0 { storedSubviews.reserveCapacity(4) }
        if at == storedSubviews.count { storedSubviews.append(view) } else { storedSubviews.insert(view, at: at) }
        // A new subview: the frames inside no longer follow whole-pixel moves (`UIView+WholePixelMoves.swift`). A
        // removal or a new order leaves the other frames as they are.
        forgetFramesInsideFollowMoves()
        view.storedSuperview = self
        view.markPlaces.subviewIndex = at
        view.noteAutoresizingReference()
        view.markTraitsForCheck()
        if let movedEngine = view.ownEngine {
            view.ownEngine = nil
            engine.absorb(movedEngine)
        }
        view.setNeedsUpdateConstraints()
        view.directionMayHaveChanged()
        view.markSubtreeForLayout()
        setNeedsLayout()
        for moved in moving { moved.didMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Moves a subview to `index` (counted without it; nil: the end) and calls `didAddSubview(_:)`, as UIKit
    /// does for a subview added again. Only the order changes, which no layout depends on: nothing is
    /// invalidated, so re-adding subviews in place (the DSL does it every pass) costs the callbacks alone.
    private func reorder(_ view: UIView, to index: Int?) {
        if index == nil && keepsSubviewOrderOnReadd {
            keepsSubviewOrderOnReadd = false
            didAddSubview(view)
            return
        }
        // Searched from the front: re-adding subviews in order moves each from the front to the end.
        let current = storedSubviews.firstIndex(ofObject: view)!
        let last = storedSubviews.count - 1
        let target = min(max(index ?? last, 0), last)
        if target != current {
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: target)
        }
        didAddSubview(view)
    }

    /// The number of subviews, without copying the list.
    ///
    ///     row.subviewCount == row.subviews.count   // true
    package var subviewCount: Int { storedSubviews.count }

    /// Whether the subview at `index` is the object `identity` names (false outside the list); only the list is
    /// read, not the subview.
    ///
    ///     row.hasSubview(ObjectIdentifier(label), at: 0)
    package func hasSubview(_ identity: ObjectIdentifier, at index: Int) -> Bool {
        index >= 0 && index < storedSubviews.count && ObjectIdentifier(storedSubviews[index]) == identity
    }

    /// Whether the receiver is `view` or one of its descendants.
    ///
    ///     child.isDescendant(of: root)   // true
    public func isDescendant(of view: UIView) -> Bool {
        let target = Unmanaged.passUnretained(view).toOpaque()
        var current: Unmanaged<UIView>? = Unmanaged.passUnretained(self)
        while let candidate = current {
            if candidate.toOpaque() == target { return true }
            current = candidate.superviewStep
        }
        return false
    }

    /// The first view with `tag`, depth-first, pre-order, starting with the receiver.
    ///
    ///     root.viewWithTag(7)
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The nearest `UIWindow` ancestor, the receiver included; nil when there is none.
    ///
    ///     label.window === window   // true once the label is somewhere under window
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.storedSuperview
        }
        return nil
    }

    // MARK: Internal helpers

    var isRoot: Bool { superviewReference == nil }

    /// The top-most view of the hierarchy.
    var rootView: UIView { unretainedRoot.takeUnretainedValue() }

    /// The top-most view of the hierarchy, found with no retain per step (see `superviewStep`).
    var unretainedRoot: Unmanaged<UIView> {
        var view = Unmanaged.passUnretained(self)
        while let parent = view.superviewStep { view = parent }
        return view
    }

    /// The root's engine, created on first use.
    var engine: LayoutEngine {
        if let engine = existingEngine { return engine }
        let root = rootView
        let engine = LayoutEngine(root: root)
        root.ownEngine = engine
        engine.updateEncapsulatedSize()
        return engine
    }

    /// The root's engine if it exists.
    // The walk up by unretained steps (`unretainedRoot`), reading the root's field in place: through `rootView`,
    // the root was retained and released at every constraint activated (callgrind, N = 1,000: feed build + first
    // layout 262.85 M → 261.29 M).
    var existingEngine: LayoutEngine? {
        unretainedRoot.withBorrowed { $0.ownEngine }
    }

    /// Runs `body` as one step of the hierarchy's engine (`LayoutEngine.performBatch`): the constraint
    /// changes it makes reach the solver together, so only a conflict of the final set is reported.
    func performAsOneLayoutStep(_ body: () -> Void) {
        if let engine = existingEngine { engine.performBatch(body) } else { body() }
    }

    /// Runs `body` as one step of the engines of the hierarchies of `views` (each once): for a layer that
    /// changes many constraints at once (the DSL's update), so that only a conflict of the final set of
    /// constraints is reported.
    ///
    ///     UIView.performAsOneLayoutStep(in: [root]) { for (c, value) in edits { c.constant = value } }
    package static func performAsOneLayoutStep(in views: [UIView], _ body: () -> Void) {
        var engines: [LayoutEngine] = []
        for view in views {
            if let engine = view.existingEngine, !engines.contains(where: { $0 === engine }) { engines.append(engine) }
        }
        func nest(_ index: Int) {
            if index == engines.count { body() } else { engines[index].performBatch { nest(index + 1) } }
        }
        nest(0)
    }

    /// The deepest view that is an ancestor of both (a view is its own ancestor); nil across hierarchies.
    /// Walks up by depth: no allocation, O(depth).
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        // Unretained steps (`Unmanaged.superviewStep`): the walk only reads superview links of views kept alive
        // by the callers. Safe: it starts at live views and follows `superviewReference`, which is nil or a live
        // view (see UIView.superviewReference).
        // Figure: `unowned(unsafe)` locals still retained each step (`while let parent = …` binds a strong
        // value); with `rootView`, `existingEngine` and `isDescendant(of:)` stepping so too, feed build + first
        // layout 261.0 M → 256.5 M instructions (N = 1,000, callgrind).
        func depth(_ view: Unmanaged<UIView>) -> Int {
            var count = 0
            var current = view
            while let parent = current.superviewStep { count += 1; current = parent }
            return count
        }
        // The usual cases first: one view, a child and its parent, two siblings.
        if self === other { return self }
        let mine = superviewReference, theirs = other.superviewReference
        if mine?.toOpaque() == Unmanaged.passUnretained(other).toOpaque() { return other }
        if theirs?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() { return self }
        if let mine, mine.toOpaque() == theirs?.toOpaque() { return mine.takeUnretainedValue() }
        var a = Unmanaged.passUnretained(self)
        var b = Unmanaged.passUnretained(other)
        var da = depth(a), db = depth(b)
        while da > db, let parent = a.superviewStep { a = parent; da -= 1 }
        while db > da, let parent = b.superviewStep { b = parent; db -= 1 }
        while a.toOpaque() != b.toOpaque() {
            guard let pa = a.superviewStep, let pb = b.superviewStep else { return nil }
            a = pa
            b = pb
        }
        return a.takeUnretainedValue()
    }

    func visitPreOrder(_ body: (UIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.visitPreOrder(body) }
    }

    func report(_ kind: LayoutDiagnostic.Kind, _ severity: LayoutDiagnostic.Severity, _ message: String,
                items: [AnyObject], context: LayoutDiagnostic.Context = .hierarchy) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: kind, severity: severity, context: context, message: message,
                                                  items: items), in: rootView.engine)
    }
}

extension UIView {
    /// The constraints installed outside the receiver's subtree (on an ancestor) that refer to an item
    /// inside it, nearest ancestor first and in installation order on each: those `removeFromSuperview()`
    /// deactivates.
    ///
    /// Found through the subtree's items, whose constraint lists hold every active constraint in the engine
    /// that refers to them, so the cost is that of the subtree, not of the ancestors' constraints (a root
    /// holding a long list's cells has thousands). Constraints kept out of the engine (non-finite values)
    /// are looked for among the installed constraints of the ancestors that have some.
    func constraintsCrossingIntoSubtree() -> [NSLayoutConstraint] {
        var rank: [ObjectIdentifier: Int] = [:]
        var ancestors: [UIView] = []
        var ancestor = storedSuperview
        while let view = ancestor {
            rank[ObjectIdentifier(view)] = ancestors.count
            ancestors.append(view)
            ancestor = view.storedSuperview
        }
        var seen: Set<ObjectIdentifier> = []
        var found: [(rank: Int, constraint: NSLayoutConstraint)] = []
        func consider(_ constraint: NSLayoutConstraint) {
            guard let view = constraint.installedView, let r = rank[ObjectIdentifier(view)],
                  seen.insert(ObjectIdentifier(constraint)).inserted else { return }
            found.append((r, constraint))
        }
        visitPreOrder { view in
            for constraint in view.layoutState.constraints { consider(constraint) }
            for guide in view.storedLayoutGuides {
                for constraint in guide.layoutState.constraints { consider(constraint) }
            }
        }
        for view in ancestors where view.keptOutConstraintCount > 0 {
            for constraint in view.installedConstraints where constraint.isKeptOut
                && constraint.refersToItem(inSubtreeOf: self) {
                consider(constraint)
            }
        }
        found.sort { ($0.rank, $0.constraint.activationSequence) < ($1.rank, $1.constraint.activationSequence) }
        return found.map(\.constraint)
    }
}

extension NSLayoutConstraint {
    func refersToItem(inSubtreeOf subtree: UIView) -> Bool {
        for item in layoutItems {
            if let view = item.installationView, view.isDescendant(of: subtree) { return true }
        }
        return false
    }
}
