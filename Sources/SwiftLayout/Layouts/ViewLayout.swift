import Foundation

/// A view node: the view, its anchors, its children and its `onActivate` blocks.
///
///     let layout: ViewLayout<UIView> = root.sublayout { child }
public struct ViewLayout<V: UIView>: Layout {
    let uiView: V
    /// The children, in the order `sublayout {}` added them.
    public private(set) var sublayouts: [any Layout]
    /// The constraints of the view, in declaration order.
    public private(set) var anchors: Anchors
    /// The `onActivate` blocks, each taking the node's view. Typed by `UIView`, not `V`: iterating an array of
    /// `(V) -> Void` looked the function type's metadata up on every pass, for every node (callgrind, dsl noop
    /// phase, N = 1,000: the will-hooks 1.69 M → 0.08 M instructions, the body alone 41.84 M → 40.16 M).
    var onActivateBlocks: [(UIView) -> Void] = []

    init(_ view: V, sublayouts: [any Layout] = [], anchors: Anchors = Anchors()) {
        self.uiView = view
        self.sublayouts = sublayouts
        self.anchors = anchors
    }

    /// The wrapped view.
    public var view: UIView? { uiView }
    /// Always `LayoutOption.none`: a view resets the option for its children.
    public var option: LayoutOption? { LayoutOption.none }

    /// Runs the `onActivate` blocks, in the order they were attached.
    public func layoutWillActivate() {
        for block in onActivateBlocks { block(uiView) }
    }

    /// A copy whose anchors are the existing ones followed by the built ones.
    ///
    ///     child.anchors { Anchors.top }.anchors { Anchors.leading }   // two constraints
    public func anchors(@AnchorsBuilder _ build: () -> Anchors) -> Self {
        var copy = self
        copy.anchors = Anchors(anchors.constraints + build().constraints)
        return copy
    }

    /// A copy with the built block appended as one more child.
    ///
    ///     view.sublayout { a }.sublayout { b }   // children a, then b
    public func sublayout<L: Layout>(@LayoutBuilder _ build: () -> L) -> Self {
        var copy = self
        copy.sublayouts.append(build())
        return copy
    }

    /// A copy with one more block to run during the will-hooks of every pass.
    ///
    ///     label.anchors { Anchors.top }.onActivate { $0.numberOfLines = 0 }
    public func onActivate(_ block: @escaping (V) -> Void) -> Self {
        var copy = self
        // The view passed in is always `uiView`, a `V`.
        copy.onActivateBlocks.append { view in block(unsafeDowncast(view, to: V.self)) }
        return copy
    }

    /// Sets the view's `accessibilityIdentifier` now and returns `self`.
    ///
    ///     child.anchors { Anchors.top }.identifying("child")
    public func identifying(_ accessibilityIdentifier: String) -> Self {
        uiView.accessibilityIdentifier = accessibilityIdentifier
        return self
    }
}
