import Foundation

/// An ordered list of constraint declarations whose first item is the view (or guide) they are attached to.
///
/// Users get one from a relation method, a bare expression in an `anchors {}` block, or a composite:
///
///     Anchors.top.equalToSuper(constant: 8)       // v.top == S.top + 8
///     Anchors.cap().priority(.defaultHigh)        // three constraints at 750
public final class Anchors {
    /// The declarations, in order.
    public var constraints: [AnchorsConstraintProperty] { storage }

    // `@exclusivity(unchecked)` behind a computed accessor: a read of a public stored property from another
    // module (the layout body) made its own run-time exclusivity check, and so did every read here. Figure:
    // callgrind, dsl N = 1,000: the body 36.57 M → 35.75 M, the noop phase 50.94 M → 49.87 M instructions.
    @exclusivity(unchecked) private var storage: [AnchorsConstraintProperty]

    init(_ constraints: [AnchorsConstraintProperty] = []) {
        storage = constraints
    }

    /// Sets the multiplier of every constraint, and returns the same instance.
    ///
    ///     Anchors.width.height.equalToSuper().multiplier(0.5)
    @discardableResult
    public func multiplier(_ multiplier: CGFloat) -> Self {
        for index in storage.indices { storage[index].multiplier = multiplier }
        return self
    }

    /// Sets the priority of every constraint, and returns the same instance.
    ///
    ///     Anchors.cap().priority(.defaultHigh)
    @discardableResult
    public func priority(_ priority: UILayoutPriority) -> Self {
        for index in storage.indices { storage[index].priority = priority }
        return self
    }

    /// Sets `NSLayoutConstraint.identifier` of every constraint, and returns the same instance.
    ///
    ///     Anchors.height.equalTo(constant: 8).identifier("gap")
    @discardableResult
    public func identifier(_ identifier: String) -> Self {
        for index in storage.indices { storage[index].identifier = identifier }
        return self
    }
}

/// One declared constraint: `item.attribute relation multiplier × toItem.toAttribute + constant`.
///
///     Anchors.top.equalTo(header, attribute: .bottom, constant: 8).constraints[0].constant   // 8.0
public struct AnchorsConstraintProperty {
    /// The first attribute.
    public let attribute: NSLayoutConstraint.Attribute
    /// The relation.
    public let relation: NSLayoutConstraint.Relation
    /// The second item, or how it is found.
    public let toItem: AnchorsItem
    /// The second attribute; nil means the same as `attribute`.
    public let toAttribute: NSLayoutConstraint.Attribute?
    /// The constant.
    public let constant: CGFloat
    /// The multiplier (default 1).
    public internal(set) var multiplier: CGFloat = 1.0
    /// The priority (default required).
    public internal(set) var priority: UILayoutPriority = .required
    /// The constraint identifier (default nil).
    public internal(set) var identifier: String? = nil

    init(attribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation, toItem: AnchorsItem,
         toAttribute: NSLayoutConstraint.Attribute?, constant: CGFloat, multiplier: CGFloat = 1) {
        self.attribute = attribute
        self.relation = relation
        self.toItem = toItem
        self.toAttribute = toAttribute
        self.constant = constant
        self.multiplier = multiplier
    }

    /// Whether the attribute is `.width` or `.height`.
    public var isDimension: Bool { attribute == .width || attribute == .height }
}

/// What can be the target of a relation method: a view, a layout guide, or a `String` identifier.
public protocol AnchorsItemable {}
extension UIView: AnchorsItemable {}
extension UILayoutGuide: AnchorsItemable {}
extension String: AnchorsItemable {}

/// The second item of a declaration.
///
///     Anchors.top.equalTo("banner").constraints[0].toItem   // .identifier("banner")
public enum AnchorsItem: Hashable {
    /// A view or a layout guide.
    case object(NSObject)
    /// A string, looked up among the layout's views and guides at activation.
    case identifier(String)
    /// The superview in the layout.
    case transparent
    /// No second item (constant sizes).
    case deny

    @inlinable   // specialized in the caller's module: see `AnchorsExpression.make`
    init<I: AnchorsItemable>(_ item: I) {
        // The type first: a cast of a view to `String` searches the runtime's conformance caches (callgrind,
        // dsl noop phase, N = 1,000: 2.69 M instructions for 12,000 casts).
        if I.self == String.self, let string = item as? String {
            self = .identifier(string)
        } else if let object = item as? NSObject {
            self = .object(object)
        } else {
            self = .deny
        }
    }
}
