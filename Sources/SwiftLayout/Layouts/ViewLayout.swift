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
    var onActivateBlocks: [(V) -> Void] = []

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
        copy.onActivateBlocks.append(block)
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
