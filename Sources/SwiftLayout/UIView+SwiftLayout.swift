import Foundation

/// The marker that gives every view the DSL helpers with `Self` as the concrete class.
public protocol _UIViewExtension {}
extension UIView: _UIViewExtension {}

#if MainActorIsolation
@MainActor
#endif
extension _UIViewExtension where Self: UIView {
    /// A `ViewLayout` of this view whose only child is the built block.
    ///
    ///     root.sublayout { title; subtitle }
    public func sublayout<L: Layout>(@LayoutBuilder _ build: () -> L) -> ViewLayout<Self> {
        ViewLayout(self, sublayouts: [build()])
    }

    /// A `ViewLayout` of this view carrying the built anchors.
    ///
    ///     title.anchors { Anchors.top; Anchors.centerX }
    public func anchors(@AnchorsBuilder _ build: () -> Anchors) -> ViewLayout<Self> {
        ViewLayout(self, anchors: build())
    }

    /// A `ViewLayout` of this view carrying a block that runs at every activation pass.
    ///
    ///     label.onActivate { $0.text = "ready" }
    public func onActivate(_ block: @escaping (Self) -> Void) -> ViewLayout<Self> {
        ViewLayout(self).onActivate(block)
    }

    /// Runs `config` with the view now and returns the view.
    ///
    ///     label.config { $0.text = "Hello" }.anchors { Anchors.allSides() }
    public func config(_ config: (Self) -> Void) -> Self {
        config(self)
        return self
    }

    /// Sets `accessibilityIdentifier` now and returns the view.
    ///
    ///     UIView().identifying("banner")
    public func identifying(_ accessibilityIdentifier: String) -> Self {
        self.accessibilityIdentifier = accessibilityIdentifier
        return self
    }

    /// An `AnyLayout` wrapping `ViewLayout(self)`.
    ///
    ///     overlay.eraseToAnyLayout()
    public func eraseToAnyLayout() -> AnyLayout { AnyLayout(ViewLayout(self)) }

    /// The old spelling of `sublayout(_:)`.
    @available(*, deprecated, message: "Use the sublayout(_:) method instead.")
    public func callAsFunction<L: Layout>(@LayoutBuilder _ build: () -> L) -> ViewLayout<Self> {
        sublayout(build)
    }
}

/// The marker that gives every layout guide the DSL helpers with `Self` as the concrete class.
public protocol _UILayoutGuideExtension {}
extension UILayoutGuide: _UILayoutGuideExtension {}

#if MainActorIsolation
@MainActor
#endif
extension _UILayoutGuideExtension where Self: UILayoutGuide {
    /// A `GuideLayout` of this guide carrying the built anchors.
    ///
    ///     gap.anchors { Anchors.height.equalTo(constant: 8) }
    public func anchors(@AnchorsBuilder _ build: () -> Anchors) -> GuideLayout<Self> {
        GuideLayout(self, anchors: build())
    }

    /// Sets `identifier` now and returns the guide.
    ///
    ///     UILayoutGuide().identifying("gap")
    public func identifying(_ identifier: String) -> Self {
        self.identifier = identifier
        return self
    }

    /// An `AnyLayout` wrapping `GuideLayout(self)`.
    ///
    ///     gap.eraseToAnyLayout()
    public func eraseToAnyLayout() -> AnyLayout { AnyLayout(GuideLayout(self)) }
}
