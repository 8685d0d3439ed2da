import Foundation

extension Anchors {
    private static func edges(_ list: [NSLayoutConstraint.Attribute], _ item: AnchorsItem, _ offset: CGFloat) -> Anchors {
        makeAnchors(list, .equal, item, nil, constant: offset, inward: true, multiplier: 1)
    }

    /// leading == S.leading + offset; trailing == S.trailing − offset.
    public static func horizontal(offset: CGFloat = .zero) -> Anchors { edges([.leading, .trailing], .transparent, offset) }
    /// leading == item.leading + offset; trailing == item.trailing − offset.
    public static func horizontal<I: AnchorsItemable>(_ item: I, offset: CGFloat = .zero) -> Anchors {
        edges([.leading, .trailing], AnchorsItem(item), offset)
    }
    /// top == S.top + offset; bottom == S.bottom − offset.
    public static func vertical(offset: CGFloat = .zero) -> Anchors { edges([.top, .bottom], .transparent, offset) }
    /// top == item.top + offset; bottom == item.bottom − offset.
    public static func vertical<I: AnchorsItemable>(_ item: I, offset: CGFloat = .zero) -> Anchors {
        edges([.top, .bottom], AnchorsItem(item), offset)
    }
    /// top, bottom, leading, trailing inset by `offset` from the superview.
    ///
    ///     Anchors.allSides(offset: 8)
    public static func allSides(offset: CGFloat = .zero) -> Anchors {
        edges([.top, .bottom, .leading, .trailing], .transparent, offset)
    }
    /// top, bottom, leading, trailing inset by `offset` from `item`.
    public static func allSides<I: AnchorsItemable>(_ item: I, offset: CGFloat = .zero) -> Anchors {
        edges([.top, .bottom, .leading, .trailing], AnchorsItem(item), offset)
    }
    /// top, leading, trailing inset by `offset` from the superview.
    public static func cap(offset: CGFloat = .zero) -> Anchors { edges([.top, .leading, .trailing], .transparent, offset) }
    /// top, leading, trailing inset by `offset` from `item`.
    public static func cap<I: AnchorsItemable>(_ item: I, offset: CGFloat = .zero) -> Anchors {
        edges([.top, .leading, .trailing], AnchorsItem(item), offset)
    }
    /// bottom, leading, trailing inset by `offset` from the superview.
    public static func shoe(offset: CGFloat = .zero) -> Anchors {
        edges([.bottom, .leading, .trailing], .transparent, offset)
    }
    /// bottom, leading, trailing inset by `offset` from `item`.
    public static func shoe<I: AnchorsItemable>(_ item: I, offset: CGFloat = .zero) -> Anchors {
        edges([.bottom, .leading, .trailing], AnchorsItem(item), offset)
    }
    /// width == size.width; height == size.height (constants).
    public static func size(_ size: CGSize) -> Anchors { Self.size(width: size.width, height: size.height) }
    /// width == width; height == height (constants, no second item).
    ///
    ///     Anchors.size(width: 56, height: 56)
    public static func size(width: CGFloat, height: CGFloat) -> Anchors {
        Anchors(makeAnchors([.width], .equal, .deny, nil, constant: width, inward: false, multiplier: 1).constraints
            + makeAnchors([.height], .equal, .deny, nil, constant: height, inward: false, multiplier: 1).constraints)
    }
    /// width == item.width + width; height == item.height + height (offsets, not sizes).
    public static func size<I: AnchorsItemable>(_ item: I, width: CGFloat, height: CGFloat) -> Anchors {
        let target = AnchorsItem(item)
        return Anchors(makeAnchors([.width], .equal, target, nil, constant: width, inward: false, multiplier: 1).constraints
            + makeAnchors([.height], .equal, target, nil, constant: height, inward: false, multiplier: 1).constraints)
    }
    /// centerX == S.centerX + offsetX; centerY == S.centerY + offsetY.
    public static func center(offsetX: CGFloat = .zero, offsetY: CGFloat = .zero) -> Anchors {
        centered(.transparent, offsetX, offsetY)
    }
    /// centerX == item.centerX + offsetX; centerY == item.centerY + offsetY.
    public static func center<I: AnchorsItemable>(_ item: I, offsetX: CGFloat = .zero, offsetY: CGFloat = .zero) -> Anchors {
        centered(AnchorsItem(item), offsetX, offsetY)
    }
    private static func centered(_ item: AnchorsItem, _ x: CGFloat, _ y: CGFloat) -> Anchors {
        Anchors(makeAnchors([.centerX], .equal, item, nil, constant: x, inward: false, multiplier: 1).constraints
            + makeAnchors([.centerY], .equal, item, nil, constant: y, inward: false, multiplier: 1).constraints)
    }
}
