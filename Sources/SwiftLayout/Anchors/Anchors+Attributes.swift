import Foundation

// Generated chaining properties: every expression has all 20 attributes.

extension Anchors {
    /// A new expression on `.centerX`.
    public static var centerX: AnchorsExpression<AnchorsXAxisAttribute> { AnchorsExpression([.centerX]) }
    /// A new expression on `.leading`.
    public static var leading: AnchorsExpression<AnchorsXAxisAttribute> { AnchorsExpression([.leading]) }
    /// A new expression on `.trailing`.
    public static var trailing: AnchorsExpression<AnchorsXAxisAttribute> { AnchorsExpression([.trailing]) }
    /// A new expression on `.left`.
    public static var left: AnchorsExpression<AnchorsXAxisAttribute> { AnchorsExpression([.left]) }
    /// A new expression on `.right`.
    public static var right: AnchorsExpression<AnchorsXAxisAttribute> { AnchorsExpression([.right]) }
    /// A new expression on `.centerXWithinMargins`.
    public static var centerXWithinMargins: AnchorsExpression<AnchorsXAxisAttribute> { AnchorsExpression([.centerXWithinMargins]) }
    /// A new expression on `.leftMargin`.
    public static var leftMargin: AnchorsExpression<AnchorsXAxisAttribute> { AnchorsExpression([.leftMargin]) }
    /// A new expression on `.rightMargin`.
    public static var rightMargin: AnchorsExpression<AnchorsXAxisAttribute> { AnchorsExpression([.rightMargin]) }
    /// A new expression on `.leadingMargin`.
    public static var leadingMargin: AnchorsExpression<AnchorsXAxisAttribute> { AnchorsExpression([.leadingMargin]) }
    /// A new expression on `.trailingMargin`.
    public static var trailingMargin: AnchorsExpression<AnchorsXAxisAttribute> { AnchorsExpression([.trailingMargin]) }
    /// A new expression on `.centerY`.
    public static var centerY: AnchorsExpression<AnchorsYAxisAttribute> { AnchorsExpression([.centerY]) }
    /// A new expression on `.top`.
    public static var top: AnchorsExpression<AnchorsYAxisAttribute> { AnchorsExpression([.top]) }
    /// A new expression on `.bottom`.
    public static var bottom: AnchorsExpression<AnchorsYAxisAttribute> { AnchorsExpression([.bottom]) }
    /// A new expression on `.firstBaseline`.
    public static var firstBaseline: AnchorsExpression<AnchorsYAxisAttribute> { AnchorsExpression([.firstBaseline]) }
    /// A new expression on `.lastBaseline`.
    public static var lastBaseline: AnchorsExpression<AnchorsYAxisAttribute> { AnchorsExpression([.lastBaseline]) }
    /// A new expression on `.centerYWithinMargins`.
    public static var centerYWithinMargins: AnchorsExpression<AnchorsYAxisAttribute> { AnchorsExpression([.centerYWithinMargins]) }
    /// A new expression on `.topMargin`.
    public static var topMargin: AnchorsExpression<AnchorsYAxisAttribute> { AnchorsExpression([.topMargin]) }
    /// A new expression on `.bottomMargin`.
    public static var bottomMargin: AnchorsExpression<AnchorsYAxisAttribute> { AnchorsExpression([.bottomMargin]) }
    /// A new expression on `.height`.
    public static var height: AnchorsExpression<AnchorsDimensionAttribute> { AnchorsExpression([.height]) }
    /// A new expression on `.width`.
    public static var width: AnchorsExpression<AnchorsDimensionAttribute> { AnchorsExpression([.width]) }
}

extension AnchorsExpression where Attribute == AnchorsXAxisAttribute {
    /// The expression with `.centerX` appended.
    public var centerX: AnchorsExpression<AnchorsXAxisAttribute> { appending(.centerX) }
    /// The expression with `.leading` appended.
    public var leading: AnchorsExpression<AnchorsXAxisAttribute> { appending(.leading) }
    /// The expression with `.trailing` appended.
    public var trailing: AnchorsExpression<AnchorsXAxisAttribute> { appending(.trailing) }
    /// The expression with `.left` appended.
    public var left: AnchorsExpression<AnchorsXAxisAttribute> { appending(.left) }
    /// The expression with `.right` appended.
    public var right: AnchorsExpression<AnchorsXAxisAttribute> { appending(.right) }
    /// The expression with `.centerXWithinMargins` appended.
    public var centerXWithinMargins: AnchorsExpression<AnchorsXAxisAttribute> { appending(.centerXWithinMargins) }
    /// The expression with `.leftMargin` appended.
    public var leftMargin: AnchorsExpression<AnchorsXAxisAttribute> { appending(.leftMargin) }
    /// The expression with `.rightMargin` appended.
    public var rightMargin: AnchorsExpression<AnchorsXAxisAttribute> { appending(.rightMargin) }
    /// The expression with `.leadingMargin` appended.
    public var leadingMargin: AnchorsExpression<AnchorsXAxisAttribute> { appending(.leadingMargin) }
    /// The expression with `.trailingMargin` appended.
    public var trailingMargin: AnchorsExpression<AnchorsXAxisAttribute> { appending(.trailingMargin) }
    /// The expression with `.centerY` appended.
    public var centerY: AnchorsMixedExpression { mixed(appending: .centerY) }
    /// The expression with `.top` appended.
    public var top: AnchorsMixedExpression { mixed(appending: .top) }
    /// The expression with `.bottom` appended.
    public var bottom: AnchorsMixedExpression { mixed(appending: .bottom) }
    /// The expression with `.firstBaseline` appended.
    public var firstBaseline: AnchorsMixedExpression { mixed(appending: .firstBaseline) }
    /// The expression with `.lastBaseline` appended.
    public var lastBaseline: AnchorsMixedExpression { mixed(appending: .lastBaseline) }
    /// The expression with `.centerYWithinMargins` appended.
    public var centerYWithinMargins: AnchorsMixedExpression { mixed(appending: .centerYWithinMargins) }
    /// The expression with `.topMargin` appended.
    public var topMargin: AnchorsMixedExpression { mixed(appending: .topMargin) }
    /// The expression with `.bottomMargin` appended.
    public var bottomMargin: AnchorsMixedExpression { mixed(appending: .bottomMargin) }
    /// The expression with `.height` appended.
    public var height: AnchorsMixedExpression { mixed(appending: .height) }
    /// The expression with `.width` appended.
    public var width: AnchorsMixedExpression { mixed(appending: .width) }
}

extension AnchorsExpression where Attribute == AnchorsYAxisAttribute {
    /// The expression with `.centerX` appended.
    public var centerX: AnchorsMixedExpression { mixed(appending: .centerX) }
    /// The expression with `.leading` appended.
    public var leading: AnchorsMixedExpression { mixed(appending: .leading) }
    /// The expression with `.trailing` appended.
    public var trailing: AnchorsMixedExpression { mixed(appending: .trailing) }
    /// The expression with `.left` appended.
    public var left: AnchorsMixedExpression { mixed(appending: .left) }
    /// The expression with `.right` appended.
    public var right: AnchorsMixedExpression { mixed(appending: .right) }
    /// The expression with `.centerXWithinMargins` appended.
    public var centerXWithinMargins: AnchorsMixedExpression { mixed(appending: .centerXWithinMargins) }
    /// The expression with `.leftMargin` appended.
    public var leftMargin: AnchorsMixedExpression { mixed(appending: .leftMargin) }
    /// The expression with `.rightMargin` appended.
    public var rightMargin: AnchorsMixedExpression { mixed(appending: .rightMargin) }
    /// The expression with `.leadingMargin` appended.
    public var leadingMargin: AnchorsMixedExpression { mixed(appending: .leadingMargin) }
    /// The expression with `.trailingMargin` appended.
    public var trailingMargin: AnchorsMixedExpression { mixed(appending: .trailingMargin) }
    /// The expression with `.centerY` appended.
    public var centerY: AnchorsExpression<AnchorsYAxisAttribute> { appending(.centerY) }
    /// The expression with `.top` appended.
    public var top: AnchorsExpression<AnchorsYAxisAttribute> { appending(.top) }
    /// The expression with `.bottom` appended.
    public var bottom: AnchorsExpression<AnchorsYAxisAttribute> { appending(.bottom) }
    /// The expression with `.firstBaseline` appended.
    public var firstBaseline: AnchorsExpression<AnchorsYAxisAttribute> { appending(.firstBaseline) }
    /// The expression with `.lastBaseline` appended.
    public var lastBaseline: AnchorsExpression<AnchorsYAxisAttribute> { appending(.lastBaseline) }
    /// The expression with `.centerYWithinMargins` appended.
    public var centerYWithinMargins: AnchorsExpression<AnchorsYAxisAttribute> { appending(.centerYWithinMargins) }
    /// The expression with `.topMargin` appended.
    public var topMargin: AnchorsExpression<AnchorsYAxisAttribute> { appending(.topMargin) }
    /// The expression with `.bottomMargin` appended.
    public var bottomMargin: AnchorsExpression<AnchorsYAxisAttribute> { appending(.bottomMargin) }
    /// The expression with `.height` appended.
    public var height: AnchorsMixedExpression { mixed(appending: .height) }
    /// The expression with `.width` appended.
    public var width: AnchorsMixedExpression { mixed(appending: .width) }
}

extension AnchorsExpression where Attribute == AnchorsDimensionAttribute {
    /// The expression with `.centerX` appended.
    public var centerX: AnchorsMixedExpression { mixed(appending: .centerX) }
    /// The expression with `.leading` appended.
    public var leading: AnchorsMixedExpression { mixed(appending: .leading) }
    /// The expression with `.trailing` appended.
    public var trailing: AnchorsMixedExpression { mixed(appending: .trailing) }
    /// The expression with `.left` appended.
    public var left: AnchorsMixedExpression { mixed(appending: .left) }
    /// The expression with `.right` appended.
    public var right: AnchorsMixedExpression { mixed(appending: .right) }
    /// The expression with `.centerXWithinMargins` appended.
    public var centerXWithinMargins: AnchorsMixedExpression { mixed(appending: .centerXWithinMargins) }
    /// The expression with `.leftMargin` appended.
    public var leftMargin: AnchorsMixedExpression { mixed(appending: .leftMargin) }
    /// The expression with `.rightMargin` appended.
    public var rightMargin: AnchorsMixedExpression { mixed(appending: .rightMargin) }
    /// The expression with `.leadingMargin` appended.
    public var leadingMargin: AnchorsMixedExpression { mixed(appending: .leadingMargin) }
    /// The expression with `.trailingMargin` appended.
    public var trailingMargin: AnchorsMixedExpression { mixed(appending: .trailingMargin) }
    /// The expression with `.centerY` appended.
    public var centerY: AnchorsMixedExpression { mixed(appending: .centerY) }
    /// The expression with `.top` appended.
    public var top: AnchorsMixedExpression { mixed(appending: .top) }
    /// The expression with `.bottom` appended.
    public var bottom: AnchorsMixedExpression { mixed(appending: .bottom) }
    /// The expression with `.firstBaseline` appended.
    public var firstBaseline: AnchorsMixedExpression { mixed(appending: .firstBaseline) }
    /// The expression with `.lastBaseline` appended.
    public var lastBaseline: AnchorsMixedExpression { mixed(appending: .lastBaseline) }
    /// The expression with `.centerYWithinMargins` appended.
    public var centerYWithinMargins: AnchorsMixedExpression { mixed(appending: .centerYWithinMargins) }
    /// The expression with `.topMargin` appended.
    public var topMargin: AnchorsMixedExpression { mixed(appending: .topMargin) }
    /// The expression with `.bottomMargin` appended.
    public var bottomMargin: AnchorsMixedExpression { mixed(appending: .bottomMargin) }
    /// The expression with `.height` appended.
    public var height: AnchorsExpression<AnchorsDimensionAttribute> { appending(.height) }
    /// The expression with `.width` appended.
    public var width: AnchorsExpression<AnchorsDimensionAttribute> { appending(.width) }
}

extension AnchorsMixedExpression {
    /// The expression with `.centerX` appended.
    public var centerX: AnchorsMixedExpression { appending(.centerX) }
    /// The expression with `.leading` appended.
    public var leading: AnchorsMixedExpression { appending(.leading) }
    /// The expression with `.trailing` appended.
    public var trailing: AnchorsMixedExpression { appending(.trailing) }
    /// The expression with `.left` appended.
    public var left: AnchorsMixedExpression { appending(.left) }
    /// The expression with `.right` appended.
    public var right: AnchorsMixedExpression { appending(.right) }
    /// The expression with `.centerXWithinMargins` appended.
    public var centerXWithinMargins: AnchorsMixedExpression { appending(.centerXWithinMargins) }
    /// The expression with `.leftMargin` appended.
    public var leftMargin: AnchorsMixedExpression { appending(.leftMargin) }
    /// The expression with `.rightMargin` appended.
    public var rightMargin: AnchorsMixedExpression { appending(.rightMargin) }
    /// The expression with `.leadingMargin` appended.
    public var leadingMargin: AnchorsMixedExpression { appending(.leadingMargin) }
    /// The expression with `.trailingMargin` appended.
    public var trailingMargin: AnchorsMixedExpression { appending(.trailingMargin) }
    /// The expression with `.centerY` appended.
    public var centerY: AnchorsMixedExpression { appending(.centerY) }
    /// The expression with `.top` appended.
    public var top: AnchorsMixedExpression { appending(.top) }
    /// The expression with `.bottom` appended.
    public var bottom: AnchorsMixedExpression { appending(.bottom) }
    /// The expression with `.firstBaseline` appended.
    public var firstBaseline: AnchorsMixedExpression { appending(.firstBaseline) }
    /// The expression with `.lastBaseline` appended.
    public var lastBaseline: AnchorsMixedExpression { appending(.lastBaseline) }
    /// The expression with `.centerYWithinMargins` appended.
    public var centerYWithinMargins: AnchorsMixedExpression { appending(.centerYWithinMargins) }
    /// The expression with `.topMargin` appended.
    public var topMargin: AnchorsMixedExpression { appending(.topMargin) }
    /// The expression with `.bottomMargin` appended.
    public var bottomMargin: AnchorsMixedExpression { appending(.bottomMargin) }
    /// The expression with `.height` appended.
    public var height: AnchorsMixedExpression { appending(.height) }
    /// The expression with `.width` appended.
    public var width: AnchorsMixedExpression { appending(.width) }
}
