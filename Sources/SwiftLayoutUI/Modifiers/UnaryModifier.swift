import Foundation

/// A single-child layout modifier (padding, frame, fixedSize, offset, position, aspectRatio): each view of
/// the content is wrapped in a node of `kind`. Usable from inlinable code: the common modifiers are
/// `@inlinable`, so that a caller's compiler sees their result type (an opaque `some View` of a function it
/// cannot see is looked up by the runtime by its mangled name, every time the modifier is called).
@usableFromInline
nonisolated struct UnaryModifierView<Content: View>: View {
    let content: Content
    let kind: UnaryModifier
    @usableFromInline var body: Never { primitiveBody(Self.self) }

    @usableFromInline
    init(content: Content, kind: UnaryModifier) {
        self.content = content
        self.kind = kind
    }

    @usableFromInline
    static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        resolver.wrapEach({ Content._makeViews(view.content, into: $0) }) { _ in resolver.graph.unaryNode(view.kind) }
    }
}

nonisolated extension View {
    /// Pads the view on `edges` by `length` (nil: 16, SwiftUI's default on iOS). The child is proposed the
    /// proposal minus the insets (never below 0; nil stays nil) and the modifier reports the child's size plus
    /// the insets (SwiftLayoutUI.md).
    ///
    ///     Text("Hello").padding(10)          // 63 × 41
    ///     Text("Hello").padding(.vertical)   // 43 × 53
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        UnaryModifierView(content: self, kind: .checkedPadding(edges, length))
    }

    /// Pads every edge by `length`.
    ///
    ///     Text("Hello").padding(10)
    @inlinable
    public func padding(_ length: CGFloat) -> some View {
        UnaryModifierView(content: self, kind: .checkedPadding(.all, length))
    }

    /// Pads each edge by its inset.
    ///
    ///     Text("Hello").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View {
        UnaryModifierView(content: self, kind: .checkedPadding(insets))
    }

    /// Proposes nil (the ideal size) to the view in the fixed dimensions; the modifier reports the view's size.
    ///
    ///     Text("A long title").fixedSize()   // one line, whatever the proposal
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        UnaryModifierView(content: self, kind: .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Proposes nil in both dimensions.
    ///
    ///     Text("A long title").fixedSize()
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Moves the view's frame by `offset` without changing the layout.
    ///
    ///     Text("Hi").offset(x: 10, y: -4)
    public func offset(_ offset: CGSize) -> some View {
        var offset = offset
        if !offset.width.isFinite || !offset.height.isFinite {
            invalidModifier("offset", "an offset must be finite; 0 is used")
            if !offset.width.isFinite { offset.width = 0 }
            if !offset.height.isFinite { offset.height = 0 }
        }
        return UnaryModifierView(content: self, kind: .offset(offset))
    }

    /// Moves the view's frame by (x, y) without changing the layout.
    ///
    ///     Text("Hi").offset(x: 10)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Takes the whole proposal (nil: the view's size) and puts the view's center at `position`.
    ///
    ///     Text("Hi").position(x: 100, y: 50)
    public func position(_ position: CGPoint) -> some View {
        var position = position
        if !position.x.isFinite || !position.y.isFinite {
            invalidModifier("position", "a position must be finite; 0 is used")
            if !position.x.isFinite { position.x = 0 }
            if !position.y.isFinite { position.y = 0 }
        }
        return UnaryModifierView(content: self, kind: .position(position))
    }

    /// Takes the whole proposal and puts the view's center at (x, y).
    ///
    ///     Text("Hi").position(x: 100, y: 50)
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Proposes the largest (`.fit`) or smallest (`.fill`) size of `aspectRatio` (width / height) inside or
    /// around the proposal; nil uses the view's ideal ratio.
    ///
    ///     Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100)   // 100 × 50
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        UnaryModifierView(content: self, kind: .aspectRatio(aspectRatio, contentMode))
    }

    /// Proposes a size of `aspectRatio`'s proportions.
    ///
    ///     Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit its parent (`aspectRatio(contentMode: .fit)`).
    ///
    ///     Color.red.scaledToFit()
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill its parent (`aspectRatio(contentMode: .fill)`).
    ///
    ///     Color.red.scaledToFill()
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// How `aspectRatio` sizes a view.
///
///     Color.red.aspectRatio(1, contentMode: .fill)
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Inside the proposal.
    case fit
    /// Covering the proposal.
    case fill
}

/// Reports a bad modifier argument (SwiftUI logs these).
func invalidModifier(_ what: String, _ message: String) {
    LayoutDiagnostics.report(LayoutDiagnostic(kind: .invalidArgument, severity: .warning, context: .layout,
                                              message: "Invalid \(what): \(message)."))
}

// The modifiers' values, checked: the `@inlinable` modifiers call these, so that what they check stays here.
extension UnaryModifier {
    /// `padding(_:_:)`: `length` (nil: 16) on `edges`; a non-finite length is 0, with a diagnostic.
    @usableFromInline
    static func checkedPadding(_ edges: Edge.Set, _ length: CGFloat?) -> UnaryModifier {
        var value = length ?? 16
        if !value.isFinite {
            invalidModifier("padding(\(value))", "a padding must be finite; 0 is used")
            value = 0
        }
        return .padding(EdgeInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                   bottom: edges.contains(.bottom) ? value : 0,
                                   trailing: edges.contains(.trailing) ? value : 0))
    }

    /// `padding(_:)` with insets; a non-finite inset is 0, with a diagnostic.
    @usableFromInline
    static func checkedPadding(_ insets: EdgeInsets) -> UnaryModifier {
        func checked(_ v: CGFloat) -> CGFloat {
            if v.isFinite { return v }
            invalidModifier("padding", "a padding must be finite; 0 is used")
            return 0
        }
        return .padding(EdgeInsets(top: checked(insets.top), leading: checked(insets.leading),
                                   bottom: checked(insets.bottom), trailing: checked(insets.trailing)))
    }

    /// `frame(width:height:alignment:)`; invalid dimensions are dropped, with a diagnostic.
    @usableFromInline
    static func checkedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> UnaryModifier {
        .frame(FixedFrame(width: validFrameDimension(width), height: validFrameDimension(height), alignment: alignment))
    }

    /// The flexible frame; invalid bounds are dropped, with a diagnostic.
    @usableFromInline
    static func checkedFrame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
                      idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) -> UnaryModifier {
        .flexFrame(FlexibleFrame(width: FlexibleFrame.Dimension(min: minWidth, ideal: idealWidth, max: maxWidth),
                                 height: FlexibleFrame.Dimension(min: minHeight, ideal: idealHeight, max: maxHeight),
                                 alignment: alignment))
    }
}
