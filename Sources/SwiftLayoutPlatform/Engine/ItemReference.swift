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
        // `Optional`'s metadata at each call (callgrind, dsl toggle phase, N = 1,000: 119.3 M → 107.6 M).
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
        lifetime = constraint.lifetime
    }

    /// A reference to a view or guide, through the lifetime it keeps (no class casts).
    init(item: LayoutItem) {
        lifetime = item.lifetime
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

/// The shared part of every ``ItemReference`` to one view, guide or constraint: that object while it lives.
///
///     let lifetime = ItemLifetime()   // a stored property of the owner
///     lifetime.start(owner: self)     // in the owner's initializers, once `self` exists
///     lifetime.end()                  // in the owner's deinit
// `@unchecked Sendable`: touched on the owner's actor and in the owner's `deinit` only, which nothing else runs
// beside.
package final class ItemLifetime: @unchecked Sendable {
    // unowned(unsafe): the owner's `deinit` clears it before the owner's memory goes, so it never dangles; a
    // weak reference here would give the owner the side table this type exists to avoid.
    private unowned(unsafe) var owned: AnyObject?
    /// Any other object, held the ordinary way.
    private weak var foreign: AnyObject?
    private let isForeign: Bool

    /// The lifetime an object keeps for itself; it refers to nothing until ``start(owner:)``.
    package init() { isForeign = false }

    private init(foreign object: AnyObject) {
        foreign = object
        isForeign = true
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
    var object: AnyObject? { isForeign ? foreign : owned }

    /// Called by the owner's initializers, once `self` exists.
    package func start(owner: AnyObject) { owned = owner }

    /// Called by the owner's `deinit`: every reference reads nil from now on.
    package func end() { owned = nil }
}
