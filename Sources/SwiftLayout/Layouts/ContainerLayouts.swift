import Foundation

/// The layout of a block of two or more statements, in order (parameter packs: no limit on their number).
///
///     root.sublayout { a; b; c }   // ViewLayout > TupleLayout > [a, b, c]
public struct TupleLayout<each L: Layout>: Layout {
    /// The elements, in order.
    ///
    /// Boxed once, when the block is built: a pass reads every node's `sublayouts`, and boxing the elements of
    /// a stored tuple on each read instantiated the tuple's metadata and allocated a box per element (dsl
    /// benchmark, noop phase, N = 1,000, callgrind: materialising the tree 13.1 M → 4.2 M instructions).
    public let sublayouts: [any Layout]

    init(_ layouts: repeat each L) {
        // Allocated once: grown by appends, the array was reallocated for the second element (callgrind,
        // dsl noop phase, N = 1,000: 38.84 M → 38.34 M).
        var count = 0
        for _ in repeat each layouts { count += 1 }
        var elements: [any Layout] = []
        elements.reserveCapacity(count)
        for layout in repeat each layouts { elements.append(layout) }
        sublayouts = elements
    }
}

/// The layout of an empty block.
///
///     footer.sublayout { }   // ViewLayout > EmptyLayout
public struct EmptyLayout: Layout {
    /// Creates an empty layout.
    public init() {}
    /// Always empty.
    public var sublayouts: [any Layout] { [] }
}

/// A type-erased layout (`eraseToAnyLayout()`, `if #available`).
///
///     let erased = child.eraseToAnyLayout()
public struct AnyLayout: Layout {
    let wrapped: any Layout

    init(_ layout: any Layout) { self.wrapped = layout }

    /// `[wrapped]`.
    public var sublayouts: [any Layout] { [wrapped] }
}

/// The layout of a `for … in` loop.
///
///     stack.sublayout { for day in days { day } }
public struct ArrayLayout<L: Layout>: Layout {
    /// The elements, in order (boxed once, when the loop is built, as in ``TupleLayout``).
    public let sublayouts: [any Layout]

    init(_ layouts: [L]) {
        // Boxed one by one, with `L`'s conformance at hand: `[L]` converted as a whole went through the
        // runtime's dynamic cast of every element (callgrind, dsl noop phase, N = 1,000: 34.60 M → 34.48 M;
        // `layouts.map { $0 }` 34.85 M).
        var boxed: [any Layout] = []
        boxed.reserveCapacity(layouts.count)
        for layout in layouts { boxed.append(layout) }
        sublayouts = boxed
    }
}

/// The layout of `if … else` and `switch`: the chosen branch.
///
///     root.sublayout { if compact { a } else { b } }
public struct ConditionalLayout<True: Layout, False: Layout>: Layout {
    enum Branch {
        case first(True)
        case second(False)
    }
    let branch: Branch

    init(_ branch: Branch) { self.branch = branch }

    /// `[the chosen branch]`.
    public var sublayouts: [any Layout] {
        switch branch {
        case .first(let layout): [layout]
        case .second(let layout): [layout]
        }
    }
}

/// The layout of an `if` without `else`, or of an optional expression.
///
///     root.sublayout { if showsBadge { badge } }
public struct OptionalLayout<L: Layout>: Layout {
    let wrapped: L?

    init(_ wrapped: L?) { self.wrapped = wrapped }

    /// `[]` or `[wrapped]`.
    public var sublayouts: [any Layout] { wrapped.map { [$0] } ?? [] }
}

/// A transparent group that passes `option` down to the nodes below it.
///
///     week.sublayout { GroupLayout(option: .isNotArranged) { backdrop }; day0; day1 }
public struct GroupLayout<L: Layout>: Layout {
    let built: L
    /// The option the group passes down.
    public let option: LayoutOption?

    /// Builds the group's content now.
    ///
    ///     GroupLayout(option: .isNotArranged) { overlay }
    public init(option: LayoutOption = .none, @LayoutBuilder _ handler: () -> L) {
        self.option = option
        self.built = handler()
    }

    /// `[built]`.
    public var sublayouts: [any Layout] { [built] }
}
