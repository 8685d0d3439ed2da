import Foundation

/// The two marks a layout pass follows down the tree: `subtreeNeedsLayout` and `subtreeNeedsUpdateConstraints`.
enum SubtreeMark {
    case layout, updateConstraints
}

/// The direct subviews of a view whose subtree mark is set, in the order they were marked, so that a pass
/// visits them without scanning every subview (a one-label change under a root of 10,000 subviews reads one
/// subview, not 10,000). A subview knows its place in the list (`UIView.markPlaces`); a place is trusted only
/// when the list holds the subview there, so a stale one is harmless.
///
/// Invariant: every subview whose mark is set is in its superview's list (the list may also hold subviews
/// whose mark was cleared since).
struct MarkedSubviews {
    var layout: [UIView] = []
    var updateConstraints: [UIView] = []

    /// The list for `mark`, changed in place (a `get`/`set` pair would copy it, retaining every view, on
    /// each change).
    subscript(mark: SubtreeMark) -> [UIView] {
        _read {
            switch mark {
            case .layout: yield layout
            case .updateConstraints: yield updateConstraints
            }
        }
        _modify {
            switch mark {
            case .layout: yield &layout
            case .updateConstraints: yield &updateConstraints
            }
        }
    }

    /// Whether the list for `mark` holds `view` at `place` (read in place: no copy of the list, no retains).
    func holds(_ view: UIView, at place: Int, _ mark: SubtreeMark) -> Bool {
        switch mark {
        case .layout: place >= 0 && place < layout.count && layout[place] === view
        case .updateConstraints: place >= 0 && place < updateConstraints.count && updateConstraints[place] === view
        }
    }

    /// Appends `view` to the list for `mark` and returns its place.
    // The hot reads and writes below are methods, not the subscript: its accessor coroutine cost a fifth of a
    // pass that writes many frames (callgrind, N = 1,000: row resize + layout 38.2 M → 31.0 M instructions,
    // feed resize + layout 11.12 M → 10.06 M).

    /// Whether the list for `mark` is empty.
    func isEmpty(_ mark: SubtreeMark) -> Bool {
        switch mark {
        case .layout: layout.isEmpty
        case .updateConstraints: updateConstraints.isEmpty
        }
    }

    mutating func append(_ view: UIView, _ mark: SubtreeMark) -> Int {
        switch mark {
        case .layout:
            layout.append(view)
            return layout.count - 1
        case .updateConstraints:
            updateConstraints.append(view)
            return updateConstraints.count - 1
        }
    }
}

/// A view's places in its superview's `MarkedSubviews` lists, and where it last was among the subviews.
struct MarkPlaces {
    var layout = -1
    var updateConstraints = -1
    /// The index of the view in its superview's subviews when last looked up (checked before use).
    var subviewIndex = 0

    subscript(mark: SubtreeMark) -> Int {
        get {
            switch mark {
            case .layout: layout
            case .updateConstraints: updateConstraints
            }
        }
        set {
            switch mark {
            case .layout: layout = newValue
            case .updateConstraints: updateConstraints = newValue
            }
        }
    }
}

extension UIView {
    func isSubtreeMarked(_ mark: SubtreeMark) -> Bool {
        switch mark {
        case .layout: subtreeNeedsLayout
        case .updateConstraints: subtreeNeedsUpdateConstraints
        }
    }

    /// Whether `subview` is in the receiver's list for `mark`.
    private func lists(_ subview: UIView, _ mark: SubtreeMark) -> Bool {
        markedSubviews.holds(subview, at: subview.markPlaces[mark], mark)
    }

    /// Puts `subview` (a direct subview whose mark was just set) in the receiver's list for `mark`.
    func listMarkedSubview(_ subview: UIView, _ mark: SubtreeMark) {
        guard !lists(subview, mark) else { return }
        subview.markPlaces[mark] = markedSubviews.append(subview, mark)
    }

    /// Takes `subview` out of the receiver's lists (it is leaving the receiver).
    func unlistMarkedSubview(_ subview: UIView) {
        unlist(subview, .layout)
        unlist(subview, .updateConstraints)
    }

    private func unlist(_ subview: UIView, _ mark: SubtreeMark) {
        guard lists(subview, mark) else { return }
        let place = subview.markPlaces[mark]
        let last = markedSubviews[mark].removeLast()
        if last !== subview {
            markedSubviews[mark][place] = last
            last.markPlaces[mark] = place
        }
        subview.markPlaces[mark] = -1
    }

    /// Calls `body` with each direct subview whose `mark` is set, in subview order, exactly as the loop
    /// `for subview in storedSubviews where subview.isSubtreeMarked(mark) { body(subview) }` would: a subview
    /// marked while the loop runs is visited if it comes after the last one visited, else left marked (in the
    /// list) for the next pass. It reads the marked subviews only, unless many are marked or the subviews
    /// change during the loop; then it finishes with that loop.
    func forEachMarkedSubview(_ mark: SubtreeMark, _ body: (UIView) -> Void) {
        guard !markedSubviews.isEmpty(mark) else { return }
        let subviews = storedSubviews  // what `for … in storedSubviews` would iterate
        let version = subviewsVersion
        let most = max(8, subviews.count / 16)
        var pending: [UIView] = []
        var position = -1  // the index of the last subview visited
        while true {
            // The subviews marked since the last look (the first time: all of them).
            if pending.isEmpty {
                swap(&pending, &markedSubviews[mark])
            } else if !markedSubviews.isEmpty(mark) {
                pending.append(contentsOf: markedSubviews[mark])
                markedSubviews[mark] = []
            }
            if subviewsVersion != version || pending.count > most {
                // The loop below visits the marked subviews after `position`; the others wait for the next pass.
                // Before any visit with the subviews unchanged, none waits: every marked subview is after `position`.
                if subviewsVersion != version || position >= 0 {
                    for subview in pending where subview.storedSuperview === self && subview.isSubtreeMarked(mark) {
                        if let index = subview.index(in: subviews), index > position { continue }
                        listMarkedSubview(subview, mark)
                    }
                }
                subviews.forEachBorrowed(from: position + 1) { subview in
                    if subview.isSubtreeMarked(mark) { body(subview) }
                }
                return
            }
            // The first marked subview after `position`; marked ones before it wait for the next pass.
            var best = -1
            var bestIndex = Int.max
            var item = 0
            while item < pending.count {
                let subview = pending[item]
                guard subview.isSubtreeMarked(mark) else {
                    pending.swapAt(item, pending.count - 1)
                    pending.removeLast()
                    continue
                }
                let index = subview.index(in: subviews)!  // the subviews have not changed: it is one of them
                if index <= position {
                    listMarkedSubview(subview, mark)
                    pending.swapAt(item, pending.count - 1)
                    pending.removeLast()
                    continue
                }
                if index < bestIndex {
                    best = item
                    bestIndex = index
                }
                item += 1
            }
            guard best >= 0 else { return }
            let next = pending[best]
            pending.swapAt(best, pending.count - 1)
            pending.removeLast()
            position = bestIndex
            body(next)
        }
    }

    /// The receiver's index in `subviews` (its superview's), from the remembered one when it still holds.
    private func index(in subviews: [UIView]) -> Int? {
        let hint = markPlaces.subviewIndex
        if hint < subviews.count && subviews[hint] === self { return hint }
        if hint > 0 && hint - 1 < subviews.count && subviews[hint - 1] === self {
            markPlaces.subviewIndex = hint - 1
            return hint - 1
        }
        guard let found = subviews.firstIndex(ofObject: self) else { return nil }
        markPlaces.subviewIndex = found
        return found
    }
}
