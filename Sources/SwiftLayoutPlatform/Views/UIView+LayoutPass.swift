import Foundation
import SwiftLayoutSolver

extension UIView {
    // MARK: Marks (TheUIKitLayer.md)

    /// Marks the view as needing layout; nothing runs until a layout pass (there is no run loop).
    ///
    ///     view.setNeedsLayout()
    ///     view.layoutIfNeeded()
    public func setNeedsLayout() {
        needsLayoutFlag = true
        // Up the tree unretained: a superview outlives its subviews' links to it (`superviewReference`).
        var view = Unmanaged.passUnretained(self)
        while true {
            let next = view.withBorrowed { current -> Unmanaged<UIView>? in
                current.subtreeNeedsLayout = true
                guard let superview = current.superviewReference else { return nil }
                superview.withBorrowed { $0.listMarkedSubview(current, .layout) }
                return superview
            }
            guard let next else { return }
            view = next
        }
    }

    /// Marks the view for the update-constraints phase of the next pass.
    ///
    ///     isExpanded = true
    ///     setNeedsUpdateConstraints()
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        var view: UIView? = self
        while let current = view {
            current.subtreeNeedsUpdateConstraints = true
            view = current.storedSuperview
            view?.listMarkedSubview(current, .updateConstraints)
        }
    }

    /// Whether the view is marked for the update-constraints phase (true from creation until the first pass
    /// reaches it).
    ///
    ///     UIView().needsUpdateConstraints()   // true
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs the update-constraints phase for the receiver's subtree now.
    ///
    ///     view.updateConstraintsIfNeeded()
    public func updateConstraintsIfNeeded() {
        var sweeps = 0
        while subtreeNeedsUpdateConstraints {
            sweeps += 1
            if sweeps > 100 {
                report(.layoutFeedbackLoop, .error, "The update-constraints phase of \(shortName) did not settle "
                    + "after 100 sweeps; layout continues with the constraints as they are.", items: [self],
                    context: .layout)
                return
            }
            // One step: an override, or a stack's regeneration, changes several constraints at once.
            performAsOneLayoutStep { updateConstraintsPostOrder() }
        }
    }

    private func updateConstraintsPostOrder() {
        subtreeNeedsUpdateConstraints = false
        forEachMarkedSubview(.updateConstraints) { $0.updateConstraintsPostOrder() }
        guard needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = false
        didCallSuperUpdateConstraints = false
        // A view controller's view: the controller's `updateViewConstraints()` instead (TheUIKitLayer.md).
        if let controller = viewDelegate { controller.updateViewConstraints() } else { updateConstraints() }
        if !didCallSuperUpdateConstraints {
            var culprit = "\(shortName) overrides updateConstraints() without calling super.updateConstraints()"
            var items: [AnyObject] = [self]
            if let controller = viewDelegate {
                culprit = "\(type(of: controller)) overrides updateViewConstraints() without calling "
                    + "super.updateViewConstraints(), so \(shortName)'s updateConstraints() did not run"
                items.insert(controller, at: 0)
            }
            report(.updateConstraintsDidNotCallSuper, .error, culprit + "; its system constraints were refreshed "
                + "anyway.", items: items, context: .layout)
            refreshSystemConstraints()
        }
    }

    /// The base implementation of `updateConstraints()`: content size, autoresizing translation.
    func refreshSystemConstraints() {
        if intrinsicSizeIsInvalid {
            intrinsicSizeIsInvalid = false
            updateContentSizeConstraints()
        }
        updateAutoresizingConstraints()
    }

    // MARK: The pass

    /// Runs a layout pass for the receiver's subtree if anything is marked or the engine changed:
    /// update constraints over the hierarchy, solve, then `layoutSubviews()` top-down on marked views.
    ///
    ///     heightConstraint.constant = 100
    ///     root.layoutIfNeeded()
    ///     print(child.frame.height)   // 100.0
    public func layoutIfNeeded() {
        let root = rootView
        guard root.passDepth < 100 else {
            report(.layoutFeedbackLoop, .error, "layoutIfNeeded() calls nested more than 100 deep under "
                + "\(root.shortName); the innermost call was ignored.", items: [self], context: .layout)
            return
        }
        root.passDepth += 1
        defer { root.passDepth -= 1 }
        var round = 0
        var recorder: (engine: LayoutEngine, changes: LayoutRoundRecorder)?
        defer { if let recorder { recorder.engine.roundRecorder = nil } }
        // A trait change marked above this view is checked in its subtree once (TheUIKitLayer.md).
        var ancestorTraitsChanged = ancestorTraitsNeedCheck
        while root.subtreeNeedsUpdateConstraints || (root.ownEngine?.needsSolve ?? false) || subtreeNeedsLayout
            || subtreeTraitsNeedCheck || ancestorTraitsChanged {
            round += 1
            if round > 100 {
                reportFeedbackLoop(recorder?.changes)
                return
            }
            if round == 100 {
                // The last round allowed: record what it changes, to name the cycle if it does not settle.
                let changes = LayoutRoundRecorder()
                recorder = (root.engine, changes)
                root.engine.roundRecorder = changes
            }
            if subtreeTraitsNeedCheck || ancestorTraitsChanged {
                notifyTraitChanges()
                ancestorTraitsChanged = false
            }
            let previousContext = root.ownEngine?.currentContext
            root.engine.currentContext = .layout
            root.updateConstraintsIfNeeded()
            root.ownEngine?.currentContext = previousContext ?? .activation
            if let engine = root.ownEngine {
                engine.solveIfNeeded()
                // A root that takes no part in the layout keeps its frame, like any view (TheUIKitLayer.md).
                if !root.translatesAutoresizingMaskIntoConstraints && root.participatesInLayout {
                    let size = snap(root.layoutState.rect, scale: root.contentScaleFactor).size
                    if size != root.storedFrame.size {
                        let previous = root.storedFrame
                        root.setFrame(CGRect(origin: root.storedFrame.origin, size: size), fromLayout: true)
                        engine.roundRecorder?.frame(of: root, from: previous, to: root.storedFrame)
                    }
                }
            }
            layoutTopDown()
            if root.ownEngine?.hasSafeAreaDependents == true, refreshComputedSafeAreas() { continue }
            if LayoutDiagnostics.effectiveChecksAmbiguity { reportNewAmbiguities() }
        }
    }

    /// `.layoutFeedbackLoop` for a pass that did not settle, naming what its last round changed (TheUIKitLayer.md).
    private func reportFeedbackLoop(_ changes: LayoutRoundRecorder?) {
        var message = "The layout pass of \(shortName) did not settle after 100 rounds; frames are left as they are."
        let lines = changes?.lines ?? []
        if !lines.isEmpty {
            message += " In the last round:\n" + lines.joined(separator: "\n")
        }
        var items: [AnyObject] = [self]
        for view in changes?.views ?? [] where !items.containsObject(view) { items.append(view) }
        report(.layoutFeedbackLoop, .error, message, items: items, context: .layout)
    }

    private func layoutTopDown() {
        subtreeNeedsLayout = false
        if needsLayoutFlag {
            needsLayoutFlag = false
            if let controller = viewDelegate {
                // A view controller's view (TheUIKitLayer.md).
                controller.viewWillLayoutSubviews()
                layoutSubviews()
                controller.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
        }
        forEachMarkedSubview(.layout) { $0.layoutTopDown() }
    }

    /// Whether the pass writes this view's frame (TheUIKitLayer.md).
    var participatesInLayout: Bool {
        translatesAutoresizingMaskIntoConstraints ? !autoresizingConstraints.isEmpty : layoutState.hasConstraints
    }

    /// The frame the engine's solution gives a non-root view, in the root's layout space: its solved rect
    /// (the alignment rect) outset by its alignment insets (TheUIKitLayer.md).
    var solvedFrameInLayoutSpace: CGRect { frame(forAlignmentRect: solvedRectInLayoutSpace) }

    /// The solved frame of this view's direct subview `subview` in the root's layout space, this view's solved
    /// alignment origin being `alignment` (the subview's variables are measured from it).
    func solvedFrameInLayoutSpace(of subview: UIView, alignment: CGPoint) -> CGRect {
        let s = subview.layoutState.solved
        return subview.frame(forAlignmentRect: CGRect(x: alignment.x + s.minX, y: alignment.y + s.minY,
                                                      width: s.width, height: s.height))
    }

    /// Writes the snapped solved frames of the direct participating subviews (the base `layoutSubviews`).
    func writeSubviewFrames() {
        guard !storedSubviews.isEmpty, let engine = rootView.ownEngine else { return }
        engine.solveIfNeeded()
        // The recorder, not the engine, in the closure: a captured engine was retained and released at each
        // subview (feed resize + layout 4.19 M → 4.09 M instructions, N = 1,000, callgrind).
        let recorder = engine.roundRecorder
        forEachSubviewFrameToWrite { subview, frame in
            let previous = subview.storedFrame
            subview.setFrame(frame, fromLayout: true)
            recorder?.frame(of: subview, from: previous, to: frame)
            subview.layoutDidWriteFrame(previous: previous)
        }
    }

    /// Marks the view, and each view inside it, for layout when the engine's solution gives a direct subview
    /// another frame than it has.
    ///
    /// Called by the engine for a view whose position changed, after it looked at the moved views themselves
    /// (`LayoutEngine.solveIfNeeded`), at the root's `scale`. The subtree moved with the view in the root's
    /// space while its variables (measured from their superviews' origins) did not, and edges snap in the
    /// root's space: a move by a fraction of a pixel can change frames at any depth. Subviews whose own
    /// variables changed in the same solve (`ItemLayoutState.movedInSolve`) were looked at already. A move by
    /// whole pixels from where the frames inside were found to follow such moves changes none of them
    /// (`UIView+WholePixelMoves.swift`): nothing inside is looked at.
    func setNeedsLayoutIfSubviewFramesChanged(scale: CGFloat) {
        // The list read once, the origin found once without an optional's copy per subview, and no call for a
        // subview without subviews (callgrind, N = 1,000: a body height change in the constant workload 151.9 M →
        // 147.6 M per 100, a cell removal 2.35 M → 2.31 M instructions).
        let subviews = storedSubviews
        guard !subviews.isEmpty, !framesInsideFollowMove(scale: scale) else { return }
        forgetFramesInsideFollowMoves()
        var origin: SubviewFrameOrigin?
        // Whether every frame inside was looked at and follows whole-pixel moves (not when this view is laid out
        // anyway: the layout pass finds that out).
        var note = WholePixelMoveNote()
        for subview in subviews {
            if !needsLayoutFlag && !subview.layoutState.movedInSolve {
                // The view moved: its own origin is needed anyway, so the frame is found as layout would.
                if origin == nil {
                    origin = subviewFrameOrigin(scale: scale)
                    note.follows = note.follows && origin!.steady
                }
                if frameToWrite(for: subview, from: origin!, note: &note) != nil { setNeedsLayout() }
            } else {
                note.follows = false
            }
            // The subview moved with this view in the root's space: its own subviews' snapped frames may change.
            if !subview.storedSubviews.isEmpty { subview.setNeedsLayoutIfSubviewFramesChanged(scale: scale) }
            note.take(notesOf: subview, scale: scale)
        }
        if !needsLayoutFlag, let origin { noteFramesInsideFollowMoves(from: origin, note) }
    }

    /// Whether this view's base `layoutSubviews` would write another frame for its direct subview `subview`
    /// (`frameToWrite(for:from:)`), at the root's `scale`. A new size decides without this view's origin;
    /// `origin` is found on first need and kept for the next subview.
    func subviewFrameWouldChange(_ subview: UIView, scale: CGFloat, origin: inout SubviewFrameOrigin?) -> Bool {
        guard subview.participatesInLayout else { return false }
        if subview.translatesAutoresizingMaskIntoConstraints {
            let from = origin ?? subviewFrameOrigin(scale: scale)
            origin = from
            return frameToWrite(for: subview, from: from) != nil
        }
        let s = subview.layoutState.solved
        let frame = subview.storedFrame
        // Snapping moves each edge by at most half a pixel, so a size that differs by more than a pixel is a new
        // snapped size whatever the position (a resize): decided without this view's origin.
        let solvedSize = subview.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: s.width, height: s.height)).size
        let pixel = 1 / (scale > 0 && scale.isFinite ? scale : 1) + 1e-9
        if abs(solvedSize.width - frame.size.width) > pixel || abs(solvedSize.height - frame.size.height) > pixel {
            return true
        }
        // Else the snapped size needs this view's solved origin (edges snap in the root's space).
        let alignment = origin?.alignment ?? solvedOriginInLayoutSpace
        let snapped = snap(solvedFrameInLayoutSpace(of: subview, alignment: alignment), scale: scale)
        if snapped.size != frame.size { return true }
        let from = origin ?? subviewFrameOrigin(scale: scale)
        origin = from
        return !relative(snapped, to: from.snapped).isIdentical(to: frame)
    }

    /// Where the frames of this view's direct subviews are measured from (TheUIKitLayer.md): its solved and
    /// its snapped origin in the root's layout space (zero for the root), at the root's `scale`.
    func subviewFrameOrigin(scale: CGFloat) -> SubviewFrameOrigin {
        let alignment = solvedRectInLayoutSpace
        if isRoot {
            return SubviewFrameOrigin(solved: .zero, snapped: .zero, alignment: alignment.origin, scale: scale,
                                      steady: false)
        }
        let solved = frame(forAlignmentRect: alignment)
        var steady = isWholePixels(alignment.origin.x, scale: scale) && isWholePixels(alignment.origin.y, scale: scale)
        let snapped = snap(solved.origin, scale: scale, steady: &steady)
        return SubviewFrameOrigin(solved: solved.origin, snapped: snapped, alignment: alignment.origin, scale: scale,
                                  steady: steady)
    }

    /// The snapped solved frame this view's base `layoutSubviews` writes for its direct subview `subview`, or
    /// nil when `subview` does not take part or already has that frame. A translating subview whose frame
    /// already implies its solved rect keeps it.
    func frameToWrite(for subview: UIView, from origin: SubviewFrameOrigin) -> CGRect? {
        guard let solved = solvedFrameToSnap(for: subview, from: origin) else { return nil }
        let frame = snappedFrame(solved, relativeTo: origin.snapped, scale: origin.scale)
        return frame.isIdentical(to: subview.storedFrame) ? nil : frame
    }

    /// `frameToWrite(for:from:)`, taking into `note` whether the snapped frame follows whole-pixel moves of this
    /// view (`WholePixelMoveNote.take`; never for a translating subview that takes part).
    @inline(__always)
    func frameToWrite(for subview: UIView, from origin: SubviewFrameOrigin, note: inout WholePixelMoveNote)
        -> CGRect? {
        if subview.translatesAutoresizingMaskIntoConstraints && subview.participatesInLayout { note.follows = false }
        guard let solved = solvedFrameToSnap(for: subview, from: origin) else { return nil }
        var offset = 0.0
        let snapped = snap(solved, scale: origin.scale, offset: &offset)
        note.take(subview, frame: solved, offset: offset, from: origin)
        let frame = relative(snapped, to: origin.snapped)
        return frame.isIdentical(to: subview.storedFrame) ? nil : frame
    }

    /// The solved frame of `subview` in the root's layout space that the pass snaps, or nil when the subview does
    /// not take part or translates a frame that already implies its solved rect.
    @inline(__always)
    private func solvedFrameToSnap(for subview: UIView, from origin: SubviewFrameOrigin) -> CGRect? {
        guard subview.participatesInLayout else { return nil }
        let solved = solvedFrameInLayoutSpace(of: subview, alignment: origin.alignment)
        if subview.translatesAutoresizingMaskIntoConstraints {
            let f = subview.storedFrame
            if abs(origin.solved.x + f.origin.x - solved.origin.x) < 1e-6
                && abs(origin.solved.y + f.origin.y - solved.origin.y) < 1e-6
                && abs(f.size.width - solved.size.width) < 1e-6 && abs(f.size.height - solved.size.height) < 1e-6 {
                return nil
            }
        }
        return solved
    }

    /// Calls `body` with each direct participating subview whose snapped solved frame differs from its frame,
    /// and that frame (TheUIKitLayer.md); then notes whether the frames inside follow whole-pixel moves
    /// (`UIView+WholePixelMoves.swift`), unless that is known already.
    private func forEachSubviewFrameToWrite(_ body: (UIView, CGRect) -> Void) {
        let origin = subviewFrameOrigin(scale: rootView.contentScaleFactor)
        // Noted already: nothing inside changed since (each change clears the note), so it still holds. Not on
        // the pixel grid (or the root): it cannot be noted. More than 16 subviews: a view that holds that many
        // (a scroll view's content, a long stack) seldom moves as a whole, and a move finds the note anyway
        // (`setNeedsLayoutIfSubviewFramesChanged`). Otherwise nothing more is asked of the frames.
        // Figure: asking it at every pass cost a scroll view's offset change with a pinned header (whose move
        // clears the note) over 1,000 subviews 87.3 M → 92.7 M instructions per 200 (callgrind).
        let subviews = storedSubviews
        if framesInsideFollowWholePixelMoves || !origin.steady || subviews.count > 16 {
            subviews.forEachBorrowed { subview in
                if let frame = frameToWrite(for: subview, from: origin) { body(subview, frame) }
            }
            return
        }
        let version = subviewsVersion
        var note = WholePixelMoveNote()
        subviews.forEachBorrowed { subview in
            if let frame = frameToWrite(for: subview, from: origin, note: &note) { body(subview, frame) }
            note.take(notesOf: subview, scale: origin.scale)
        }
        // A frame written above may have made this view to be laid out again, or changed the list.
        if !needsLayoutFlag && subviewsVersion == version { noteFramesInsideFollowMoves(from: origin, note) }
    }

    /// Marks every view of the subtree for layout (after a move between hierarchies).
    func markSubtreeForLayout() {
        setNeedsLayout()
        for subview in storedSubviews { subview.markSubtreeForLayout() }
    }

    // MARK: Fitting sizes (TheUIKitLayer.md)

    /// Sets `bounds.size` to `sizeThatFits(bounds.size)`, keeping the frame origin.
    ///
    ///     view.sizeToFit()
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// (0, 0): ask `systemLayoutSizeFitting` for the smallest size.
    ///
    ///     cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// (10000, 10000): ask `systemLayoutSizeFitting` for the largest size.
    ///
    ///     cell.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

    // MARK: Debugging (TheUIKitLayer.md)

    /// Whether another position or size satisfies the active constraints equally well: at the engine's optimum,
    /// one of the view's four variables can move, by any amount, without breaking a required constraint or
    /// making any priority's errors worse (ties between equal priorities count). Exact (`Solver.isAmbiguous`),
    /// computed on demand; `exerciseAmbiguityInLayout()` does not change the answer. An ambiguous view still
    /// gets a definite frame: each free attribute rests at the feasible value nearest 0, a position at its
    /// superview's origin (UIKIT-2 §13, `RestingPlaces.swift`), whatever the order of activation.
    ///
    ///     child.hasAmbiguousLayout   // true when only its width is constrained
    public var hasAmbiguousLayout: Bool {
        guard let engine = existingEngine else { return false }
        return !engine.freeVariables(of: self).isEmpty
    }

    /// Moves an ambiguous view to another solution that satisfies its constraints equally well, then marks
    /// its superview for layout; does nothing when the view's layout is not ambiguous.
    ///
    /// On each axis the first free variable (position, then size) goes to the far end of its free range,
    /// or 100 points along where the range has no end. The first call moves up (right, down, larger);
    /// later calls alternate, so the view toggles between two solutions. **Differs:** UIKit picks a random
    /// solution; this one is deterministic. The view stays where it was moved while that remains as good
    /// as any other and it takes part in the layout, and stays ambiguous (`hasAmbiguousLayout` is
    /// unchanged). Once none of its constraints is active (deactivated, or the view removed from its
    /// superview), the move is forgotten.
    ///
    ///     // child: width == 50, height == 10, top == root.top; nothing places it horizontally
    ///     child.exerciseAmbiguityInLayout()
    ///     root.layoutIfNeeded()
    ///     print(child.frame)   // (100.0, 0.0, 50.0, 10.0)
    public func exerciseAmbiguityInLayout() {
        guard let engine = existingEngine, engine.exerciseAmbiguity(of: self) else { return }
        (superview ?? self).setNeedsLayout()
    }

    /// The active constraints (system ones included) the receiver's position or size on `axis` depends on —
    /// those whose constant, if changed, would move it in the engine's solution — in activation order.
    ///
    ///     child.constraintsAffectingLayout(for: .horizontal)   // [child.leading == root.leading + 10, child.width == 50]
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        existingEngine?.constraintsAffecting(self, axis: axis) ?? []
    }

    private func reportNewAmbiguities() {
        guard let engine = existingEngine else { return }
        visitPreOrder { view in
            guard view.participatesInLayout else { return }
            let free = engine.freeVariables(of: view)
            if free.isEmpty {
                view.reportedAmbiguous = false
                return
            }
            guard !view.reportedAmbiguous else { return }
            view.reportedAmbiguous = true
            view.report(.ambiguousLayout, .warning, view.ambiguityMessage(free), items: [view], context: .layout)
        }
    }

    func ambiguityMessage(_ free: [String]) -> String {
        var lines = ["AMBIGUOUS LAYOUT for " + free.map { "\(constraintItemName).\($0)" }.joined(separator: ", ")]
        let axes: [NSLayoutConstraint.Axis] = (free.contains("minX") || free.contains("width") ? [.horizontal] : [])
            + (free.contains("minY") || free.contains("height") ? [.vertical] : [])
        for axis in axes {
            lines.append((axis == .horizontal ? "horizontal:" : "vertical:"))
            for constraint in constraintsAffectingLayout(for: axis) { lines.append("    \(constraint)") }
        }
        return lines.joined(separator: "\n")
    }

    /// (headless) The diagnostics recorded by this hierarchy's engine, oldest first (at most 1000).
    ///
    ///     root.layoutDiagnostics.map(\.kind)   // [.unsatisfiableConstraints]
    public var layoutDiagnostics: [LayoutDiagnostic] { existingEngine?.diagnostics ?? [] }

    /// (headless) Empties the hierarchy's diagnostics.
    ///
    ///     root.clearLayoutDiagnostics()
    public func clearLayoutDiagnostics() { existingEngine?.clearDiagnostics() }

    // MARK: Coordinate conversion (TheUIKitLayer.md)

    /// Converts a point from the receiver's coordinates to `view`'s (nil: the root's).
    ///
    ///     child.convert(CGPoint.zero, to: root)   // child.frame.origin
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let plane = toPlane(point)
        guard let view else {
            let root = rootView
            return CGPoint(x: plane.x - root.storedFrame.origin.x + root.boundsOrigin.x,
                           y: plane.y - root.storedFrame.origin.y + root.boundsOrigin.y)
        }
        return view.fromPlane(plane)
    }

    /// Converts a point from `view`'s coordinates (nil: the root's) to the receiver's.
    ///
    ///     root.convert(CGPoint(x: 5, y: 5), from: child)
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let plane: CGPoint
        if let view {
            plane = view.toPlane(point)
        } else {
            let root = rootView
            plane = CGPoint(x: point.x + root.storedFrame.origin.x - root.boundsOrigin.x,
                            y: point.y + root.storedFrame.origin.y - root.boundsOrigin.y)
        }
        return fromPlane(plane)
    }

    /// Converts a rectangle from the receiver's coordinates to `view`'s (nil: the root's).
    ///
    ///     child.convert(child.bounds, to: root)   // child.frame
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the root's) to the receiver's.
    ///
    ///     root.convert(child.bounds, from: child)   // child.frame
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point in the receiver's coordinates on the common plane where roots sit at their frame origins.
    private func toPlane(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: UIView? = self
        while let current = view {
            p.x += current.storedFrame.origin.x - current.boundsOrigin.x
            p.y += current.storedFrame.origin.y - current.boundsOrigin.y
            view = current.storedSuperview
        }
        return p
    }

    private func fromPlane(_ point: CGPoint) -> CGPoint {
        let origin = toPlane(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
