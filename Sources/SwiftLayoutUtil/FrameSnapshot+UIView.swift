import SwiftLayout

extension FrameSnapshot {
    /// A snapshot of a live hierarchy, in pre-order from `root`: each view, then its layout guides in the
    /// order they were added (the system guides are left out), then its subviews in `subviews` order, hidden
    /// ones included. A view that hosts SwiftUI content shows the content's placed views (without modifiers,
    /// as ``init(placed:includesModifiers:)`` does) in place of its subviews. It reads frames as they are: lay
    /// out first (`root.layoutIfNeeded()`).
    ///
    /// An item's notes come from the platform: `isHidden`; `hasAmbiguousLayout`, asked only while ambiguity
    /// checks are on (`LayoutDiagnostics.checksAmbiguity`, or its task-local override), because the exact test
    /// costs a solver probe per item, which grows with the length of constraint chains (the layout passes
    /// pay the same while the checks are on); and a conflict when one of its active constraints is the one
    /// the engine broke in a diagnostic the hierarchy still holds (`layoutDiagnostics`).
    /// With `includesConstraints`, every active constraint made through the public API
    /// between two items of the snapshot becomes a ``ConstraintLine`` (constraints in views' pre-order, each
    /// view's in installation order).
    ///
    ///     root.layoutIfNeeded()
    ///     let snapshot = FrameSnapshot(of: root)
    ///     print(FrameTable(snapshot))
    ///
    /// - Complexity: O(n) in the number of items (and constraints, with `includesConstraints`), without
    ///   recursion, plus the ambiguity probes while ambiguity checks are on.
    #if MainActorIsolation
    @MainActor
    #endif
    public init(of root: UIView, includesConstraints: Bool = false) {
        var typeNames = TypeNameCache()
        let checksAmbiguity = LayoutDiagnostics.taskChecksAmbiguity ?? LayoutDiagnostics.checksAmbiguity
        let notes = NoteSources(conflicted: conflictedItems(of: root), checksAmbiguity: checksAmbiguity)
        var entries: [Entry] = []
        var objects: [AnyObject] = []
        var pending: [(view: UIView, depth: Int, parent: Int)] = [(root, 0, -1)]
        while let (view, depth, parent) = pending.popLast() {
            let item = snapshotItem(of: view, notes: notes, typeNames: &typeNames)
            var entry = Entry(item: item, depth: depth, parent: parent, frameInRoot: .zero, spaceOrigin: .zero)
            FrameSnapshot.place(&entry, in: entries)
            entries.append(entry)
            objects.append(view)
            let index = entries.count - 1
            for guide in view.layoutGuides where systemGuideName(guide.identifier) == nil {
                let guideItem = snapshotItem(of: guide, notes: notes, typeNames: &typeNames)
                var guideEntry = Entry(item: guideItem, depth: depth + 1, parent: index, frameInRoot: .zero,
                                       spaceOrigin: .zero)
                FrameSnapshot.place(&guideEntry, in: entries)
                entries.append(guideEntry)
                objects.append(guide)
            }
            if let content = placedContent(of: view) {
                // A hosting view: its SwiftUI content, in its bounds coordinates, stands for its subviews.
                FrameSnapshot.appendPlaced(content.children, parent: index, parentOrigin: .zero, depth: depth + 1,
                                           includesModifiers: false, to: &entries)
                while objects.count < entries.count { objects.append(PlacedItemMarker.shared) }
                continue
            }
            for subview in view.subviews.reversed() { pending.append((subview, depth + 1, index)) }
        }
        let lines = includesConstraints ? constraintLinesBetween(entries: entries, objects: objects) : []
        self.init(entries: entries, constraintLines: lines)
    }
}

/// The object standing for a placed SwiftUI view in the walk's object list (it has no constraints).
private final class PlacedItemMarker: Sendable {
    static let shared = PlacedItemMarker()
}

/// Where an item's ambiguity and conflict notes come from.
private struct NoteSources {
    /// The items one of whose active constraints the engine broke.
    let conflicted: Set<ObjectIdentifier>
    /// Whether to ask each item `hasAmbiguousLayout`.
    let checksAmbiguity: Bool
}

/// The items one of whose active constraints the engine broke, per the hierarchy's diagnostics.
#if MainActorIsolation
@MainActor
#endif
private func conflictedItems(of root: UIView) -> Set<ObjectIdentifier> {
    var items = Set<ObjectIdentifier>()
    for diagnostic in root.layoutDiagnostics {
        guard let broken = diagnostic.brokenConstraint, broken.isActive else { continue }
        for item in [broken.firstItem, broken.secondItem] {
            if let item { items.insert(ObjectIdentifier(item)) }
        }
    }
    return items
}

#if MainActorIsolation
@MainActor
#endif
private func snapshotItem(of view: UIView, notes: NoteSources, typeNames: inout TypeNameCache)
    -> FrameSnapshot.Item {
    var text: String?
    var firstBaseline: CGFloat?
    if let label = view as? UILabel, let labelText = label.text, !labelText.isEmpty {
        text = labelText
        let bounds = label.bounds
        let block = label.textRect(forBounds: bounds, limitedToNumberOfLines: label.numberOfLines)
        firstBaseline = block.minY - bounds.minY + label.font.ascender
    }
    return FrameSnapshot.Item(
        .view, typeName: typeNames.name(of: view), identifier: itemIdentifier(of: view), frame: view.frame,
        boundsOrigin: view.bounds.origin, text: text, firstBaseline: firstBaseline,
        backgroundColor: view.backgroundColor, isHidden: view.isHidden,
        isAmbiguous: notes.checksAmbiguity && view.hasAmbiguousLayout,
        hasConflict: notes.conflicted.contains(ObjectIdentifier(view)), id: FrameSnapshot.ID(view))
}

#if MainActorIsolation
@MainActor
#endif
private func snapshotItem(of guide: UILayoutGuide, notes: NoteSources, typeNames: inout TypeNameCache)
    -> FrameSnapshot.Item {
    FrameSnapshot.Item(
        .guide, typeName: typeNames.name(of: guide), identifier: itemIdentifier(of: guide), frame: guide.layoutFrame,
        isAmbiguous: notes.checksAmbiguity && guide.hasAmbiguousLayout,
        hasConflict: notes.conflicted.contains(ObjectIdentifier(guide)),
        id: FrameSnapshot.ID(guide))
}

/// The lines of the active, user-made constraints between two items of the snapshot (a system guide of a
/// view in the snapshot counts), visiting the views in pre-order and each view's installed constraints in
/// order.
#if MainActorIsolation
@MainActor
#endif
private func constraintLinesBetween(entries: [FrameSnapshot.Entry], objects: [AnyObject])
    -> [FrameSnapshot.ConstraintLine] {
    var frames: [ObjectIdentifier: CGRect] = [:]
    var spaces: [ObjectIdentifier: CGPoint] = [:]
    for (entry, object) in zip(entries, objects) {
        frames[ObjectIdentifier(object)] = entry.frameInRoot
        if object is UIView { spaces[ObjectIdentifier(object)] = entry.spaceOrigin }
    }
    func frameInRoot(_ object: AnyObject) -> CGRect? {
        if let frame = frames[ObjectIdentifier(object)] { return frame }
        // A system guide: its layout frame in its owning view's space.
        guard let guide = object as? UILayoutGuide, let owner = guide.owningView,
              let space = spaces[ObjectIdentifier(owner)] else { return nil }
        let frame = guide.layoutFrame
        return CGRect(x: space.x + frame.minX, y: space.y + frame.minY, width: frame.width, height: frame.height)
    }
    var lines: [FrameSnapshot.ConstraintLine] = []
    for object in objects {
        guard let view = object as? UIView else { continue }
        for constraint in view.constraints where constraint.isActive && !constraint.isLibraryCreated {
            guard let first = constraint.firstItem, let second = constraint.secondItem,
                  let firstFrame = frameInRoot(first), let secondFrame = frameInRoot(second) else { continue }
            lines.append(FrameSnapshot.ConstraintLine(
                from: attributePoint(constraint.firstAttribute, of: first, in: firstFrame),
                to: attributePoint(constraint.secondAttribute, of: second, in: secondFrame),
                equation: constraintEquation(constraint)))
        }
    }
    return lines
}

/// Where an attribute of an item lies, in the root's space: an x attribute at its x on the item's vertical
/// middle, a y attribute at its y on the horizontal middle, a dimension at the centre. Margin attributes
/// are inset by the view's `layoutMargins`; a label's baselines are its text's.
#if MainActorIsolation
@MainActor
#endif
private func attributePoint(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in frame: CGRect)
    -> CGPoint {
    let view = item as? UIView
    let margins = view?.layoutMargins ?? .zero
    let rightToLeft = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let mid = CGPoint(x: frame.midX, y: frame.midY)
    switch attribute {
    case .left: return CGPoint(x: frame.minX, y: mid.y)
    case .right: return CGPoint(x: frame.maxX, y: mid.y)
    case .leading: return CGPoint(x: rightToLeft ? frame.maxX : frame.minX, y: mid.y)
    case .trailing: return CGPoint(x: rightToLeft ? frame.minX : frame.maxX, y: mid.y)
    case .leftMargin: return CGPoint(x: frame.minX + margins.left, y: mid.y)
    case .rightMargin: return CGPoint(x: frame.maxX - margins.right, y: mid.y)
    case .leadingMargin:
        return CGPoint(x: rightToLeft ? frame.maxX - margins.right : frame.minX + margins.left, y: mid.y)
    case .trailingMargin:
        return CGPoint(x: rightToLeft ? frame.minX + margins.left : frame.maxX - margins.right, y: mid.y)
    case .top: return CGPoint(x: mid.x, y: frame.minY)
    case .bottom: return CGPoint(x: mid.x, y: frame.maxY)
    case .topMargin: return CGPoint(x: mid.x, y: frame.minY + margins.top)
    case .bottomMargin: return CGPoint(x: mid.x, y: frame.maxY - margins.bottom)
    case .centerXWithinMargins:
        return CGPoint(x: frame.minX + margins.left + (frame.width - margins.left - margins.right) / 2, y: mid.y)
    case .centerYWithinMargins:
        return CGPoint(x: mid.x, y: frame.minY + margins.top + (frame.height - margins.top - margins.bottom) / 2)
    case .firstBaseline, .lastBaseline:
        guard let label = view as? UILabel, let text = label.text, !text.isEmpty else {
            return CGPoint(x: mid.x, y: frame.maxY)
        }
        let bounds = label.bounds
        let block = label.textRect(forBounds: bounds, limitedToNumberOfLines: label.numberOfLines)
        let offset = attribute == .firstBaseline
            ? block.minY - bounds.minY + label.font.ascender
            : block.maxY - bounds.minY + label.font.descender
        return CGPoint(x: mid.x, y: frame.minY + offset)
    case .width, .height, .centerX, .centerY, .notAnAttribute: return mid
    }
}
