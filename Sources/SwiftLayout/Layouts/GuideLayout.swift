import Foundation

/// A layout guide node: the guide is added to the view of the enclosing `ViewLayout` (its owner).
///
///     root.sublayout { spacer.anchors { Anchors.height.equalTo(constant: 8) } }
public struct GuideLayout<G: UILayoutGuide>: Layout {
    let guide: G
    /// The constraints of the guide, in declaration order.
    public private(set) var anchors: Anchors

    init(_ guide: G, anchors: Anchors = Anchors()) {
        self.guide = guide
        self.anchors = anchors
    }

    /// The wrapped guide.
    public var layoutGuide: UILayoutGuide? { guide }
    /// Always empty.
    public var sublayouts: [any Layout] { [] }

    /// A copy whose anchors are the existing ones followed by the built ones.
    ///
    ///     gap.anchors { Anchors.top }.anchors { Anchors.height.equalTo(constant: 8) }
    public func anchors(@AnchorsBuilder _ build: () -> Anchors) -> Self {
        var copy = self
        copy.anchors = Anchors(anchors.constraints + build().constraints)
        return copy
    }

    /// Sets the guide's `identifier` now and returns `self`.
    ///
    ///     gap.anchors { Anchors.horizontal() }.identifying("gap")
    public func identifying(_ identifier: String) -> Self {
        guide.identifier = identifier
        return self
    }
}
