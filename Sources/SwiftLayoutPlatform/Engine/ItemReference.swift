/// A reference that reads nil once its object is gone, as `weak` does, without giving a view or a layout guide
/// a side table.
///
/// Swift gives an object a side table the first time anything refers to it weakly, and from then on every
/// retain and release of that object takes the runtime's slow path (about 45 and 60 instructions instead of 5).
/// Views and guides are retained and released everywhere in layout, and constraints, anchors, layers and the
/// engine all refer to them weakly. So they do it through this: each view, guide and constraint owns one
/// ``ItemLifetime`` (a constraint makes it when first asked), every holder keeps that lifetime, and the owner's
/// `deinit` clears it. Any other object (a constraint's item may be any object, `UIControl`'s sender too) is
/// held by an ordinary weak reference.
///
/// One difference from `weak`: while the `deinit` of a subclass of `UIView`, `UILayoutGuide` or
/// `NSLayoutConstraint` runs, a reference still reads the object (the base class's `deinit`, which runs after,
/// clears it); `weak` reads nil from the start of deinitialization.
///
///     let reference = ItemReference<UIView>(view)
///     reference.object === view   // true; nil once the view is gone
///
// Figure: the feed build (N = 1,000) with every weak reference to a view or guide through this, against `weak`:
// 514.6 M → 427.4 M instructions (callgrind); with plain `unowned(unsafe)` references it would be 413.4 M.
package struct ItemReference<Object: AnyObject> {
    private let lifetime: ItemLifetime?

    /// A reference to `object`, or an empty one.
    ///
    ///     ItemReference<UIView>(nil).object   // nil
    package init(_ object: Object?) {
        // No `Optional.map` (see `object`): made from another module, the generic `map` instantiated
        // `Optional`'s metadata at each call (callgrind, dsl toggle phase, N = 1,000: 119.3 M → 107.6 M); made
        // in this one, its closure was called out of line (with the engine's `ExpressionBuilder` made without a
        // closure: feed build + first layout 339.10 M → 335.07 M instructions).
        if let object {
            lifetime = ItemLifetime.of(object)
        } else {
            lifetime = nil
        }
    }

    /// A reference to `constraint`, through its lifetime without asking what kind of object it is (the three
    /// casts of `ItemLifetime.of` were 190 instructions a record: callgrind, dsl toggle phase, N = 1,000:
    /// 94.2 M → 92.8 M).
    ///
    ///     let reference = ItemReference(constraint: widthConstraint)
    package init(constraint: NSLayoutConstraint) where Object == NSLayoutConstraint {
        self.init(lifetime: constraint.lifetime)
    }

    /// A reference to a view or guide, through the lifetime it keeps (no class casts).
    init(item: LayoutItem) {
        self.init(lifetime: item.lifetime)
    }

    /// A reference to the object that owns `lifetime` (a view, guide or constraint).
    init(lifetime: ItemLifetime) { self.lifetime = lifetime }

    /// Whether the reference refers to an object that still exists (reading it, with no retain).
    ///
    ///     ItemReference<UIView>(nil).isAlive   // false
    package var isAlive: Bool { lifetime?.isAlive ?? false }

    /// A view's, guide's or constraint's object, unretained, while it lives (see
    /// `ItemLifetime.unretainedOwner`).
    var unretainedOwner: Unmanaged<AnyObject>? { lifetime?.unretainedOwner }

    /// Whether the reference reads `object` (`self.object === object`), with no retain for a view, a guide or
    /// a constraint.
    ///
    ///     ItemReference<UIView>(view).refers(to: view)   // true
    func refers(to object: AnyObject?) -> Bool {
        guard let lifetime else { return object == nil }
        if let owner = lifetime.unretainedOwner {
            guard let object else { return false }
            return owner.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
        }
        return lifetime.object === object
    }

    /// The object, or nil once it is gone.
    ///
    ///     constraintItem.object as? UIView
    package var object: Object? {
        // The lifetime only ever holds the object this reference was made with. No `Optional.map`: read from
        // another module this getter is not specialised, and the generic `map` made it 350 instructions a read
        // (callgrind, dsl noop phase, N = 1,000: its 11,000 record reads 3.85 M; the phase 62.00 M → 58.58 M).
        guard let object = lifetime?.object else { return nil }
        return unsafeDowncast(object, to: Object.self)
    }
}

extension ItemReference where Object == UIView {
    /// A reference to a view, or an empty one: the view's own lifetime, with no cast.
    // The installing view of each constraint activated went through the generic initializer's cast (callgrind,
    // N = 1,000, with a single-constraint array literal, since replaced by `SolverConstraintList`: feed build +
    // first layout 335.07 M → 329.06 M instructions).
    init(_ view: UIView?) {
        lifetime = view?.lifetime
    }
}

#if MainActorIsolation
@MainActor
#endif
extension ItemReference {
    /// The object as a layout item, a view or a guide, nil for anything else or once it is gone: as
    /// `asLayoutItem(object)`, without its casts (the lifetime knows what owns it).
    // Figure: a constraint's items are read so at every activation and engine step (callgrind, N = 1,000: feed
    // build + first layout 311.71 M → 310.93 M instructions).
    var layoutItem: LayoutItem? {
        guard let lifetime, let object = lifetime.object else { return nil }
        switch lifetime.ownerKind {
        case .view: return unsafeDowncast(object, to: UIView.self)
        case .guide: return unsafeDowncast(object, to: UILayoutGuide.self)
        case .other: return nil
        }
    }
}

/// The shared part of every ``ItemReference`` to one view, guide or constraint: that object while it lives.
///
///     let lifetime = ItemLifetime(ownerKind: .view)   // a stored property of the owner
///     lifetime.start(owner: self)     // in the owner's initializers, once `self` exists
///     lifetime.end()                  // in the owner's deinit
// `@unchecked Sendable`: touched on the owner's actor and in the owner's `deinit` only, which nothing else runs
// beside.
package final class ItemLifetime: @unchecked Sendable {
    // Unretained: the owner's `deinit` clears it before the owner's memory goes, so it never dangles; a weak
    // reference here would give the owner the side table this type exists to avoid.
    private var owned: Unmanaged<AnyObject>?
    /// Any other object, held the ordinary way.
    private weak var foreign: AnyObject?
    private let isForeign: Bool
    /// What owns it, said by the owner: a reference reads a view or a guide as a layout item with no cast.
    let ownerKind: OwnerKind

    /// What kind of object owns a lifetime.
    package enum OwnerKind {
        case view, guide
        /// A constraint, or any other object (held as `foreign`).
        case other
    }

    /// The lifetime an object keeps for itself; it refers to nothing until ``start(owner:)``. A view passes
    /// `.view`, a layout guide `.guide`.
    package init(ownerKind: OwnerKind = .other) {
        isForeign = false
        self.ownerKind = ownerKind
    }

    private init(foreign object: AnyObject) {
        foreign = object
        isForeign = true
        ownerKind = .other
    }

    /// The lifetime of a view, guide or constraint, or a weak reference of its own for any other object.
    @inline(__always)
    static func of(_ object: AnyObject) -> ItemLifetime {
        if let view = object as? UIView { return view.lifetime }
        if let guide = object as? UILayoutGuide { return guide.lifetime }
        if let constraint = object as? NSLayoutConstraint { return constraint.lifetime }
        return ItemLifetime(foreign: object)
    }

    /// The object, or nil once it is gone.
    var object: AnyObject? { isForeign ? foreign : owned?.takeUnretainedValue() }

    /// The owner (a view, guide or constraint), unretained, while it lives: for a loop that must not retain
    /// every item it passes (`Unmanaged.withBorrowed`); nil for any other object.
    var unretainedOwner: Unmanaged<AnyObject>? { owned }

    /// Whether the object still exists (an unretained owner is read with no retain).
    var isAlive: Bool { isForeign ? foreign != nil : owned != nil }

    /// Called by the owner's initializers, once `self` exists.
    package func start(owner: AnyObject) {
        owned = .passUnretained(owner)
    }

    /// Called by the owner's `deinit`: every reference reads nil from now on.
    package func end() {
        owned = nil
    }
}
