import SwiftLayout

/// One run of `ViewPrinter` over a live hierarchy (RenderingAndSnapshotTests.md): tags, constraint tokens, the
/// lines of each item, the nested source. Every walk is iterative.
#if MainActorIsolation
@MainActor
#endif
struct ViewPrinting {
    /// A view or user guide of the subtree.
    private struct Item {
        let object: AnyObject
        let tag: String
        let isGuide: Bool
        /// Printed children: the kept subviews in `subviews` order, then the kept user guides.
        var subviews: [Int] = []
        var guides: [Int] = []
    }

    private let root: UIView
    private let customTags: [UIView: String]
    private let options: ViewPrinter.PrintOptions
    private var items: [Item] = []
    /// Every view and user guide of the subtree (kept or not) → its tag.
    private var tags: [ObjectIdentifier: String] = [:]
    /// The subtree's views in pre-order, kept or not: where tokens are read.
    private var views: [UIView] = []
    /// Whether the root is printed.
    private var rootIsKept = false

    init(root: UIView, customTags: [UIView: String], options: ViewPrinter.PrintOptions) {
        self.root = root
        self.customTags = customTags
        self.options = options
    }

    /// The whole source: the root's text, lines joined with `"\n"`.
    mutating func source() -> String {
        collectTags()
        guard rootIsKept else { return "" }
        let owned = ownedTokens()
        var references: [ObjectIdentifier: UIView] = [:]
        var lines: [(indent: Int, text: String)] = []
        enum Work {
            case item(Int, depth: Int)
            case close(depth: Int)
        }
        var work: [Work] = [.item(0, depth: 0)]
        while let next = work.popLast() {
            switch next {
            case .close(let depth):
                lines.append((depth, "}"))
            case .item(let index, let depth):
                let item = items[index]
                lines.append((depth, item.tag))
                func block(_ opener: String, _ body: [String]) {
                    guard !body.isEmpty else { return }
                    lines[lines.count - 1].text += "." + opener + " {"
                    for line in body { lines.append((depth + 1, line)) }
                    lines.append((depth, "}"))
                }
                if options.contains(.withViewConfig), let view = item.object as? UIView {
                    let configuration = ConfigurableProperties.default.configurationLines(of: view,
                                                                                          references: &references)
                    block("config", configuration)
                }
                block("anchors", anchorLines(owned[item.tag] ?? []))
                let children = item.subviews + item.guides
                guard !children.isEmpty else { continue }
                lines[lines.count - 1].text += ".sublayout {"
                work.append(.close(depth: depth))
                for child in children.reversed() { work.append(.item(child, depth: depth + 1)) }
            }
        }
        return lines.map { String(repeating: " ", count: 4 * $0.indent) + $0.text }.joined(separator: "\n")
    }

    // MARK: Step 1: tags

    /// Walks the subtree in pre-order, tagging every view and user guide and linking the kept ones.
    private mutating func collectTags() {
        var pending: [(view: UIView, parent: Int?, kept: Bool)] = [(root, nil, true)]
        while let (view, parent, parentKept) = pending.popLast() {
            views.append(view)
            let tag = customTags[view] ?? identifierTag(of: view)
            tags[ObjectIdentifier(view)] = tag
            let kept = parentKept && isKept(tag, view)
            var index: Int?
            if kept {
                items.append(Item(object: view, tag: tag, isGuide: false))
                index = items.count - 1
                if let parent { items[parent].subviews.append(index!) } else { rootIsKept = true }
            }
            for guide in view.layoutGuides where systemGuideName(guide.identifier) == nil {
                let guideTag = identifierTag(of: guide)
                tags[ObjectIdentifier(guide)] = guideTag
                guard kept, let index, isKept(guideTag, guide) else { continue }
                items.append(Item(object: guide, tag: guideTag, isGuide: true))
                items[index].guides.append(items.count - 1)
            }
            for subview in view.subviews.reversed() { pending.append((subview, index, kept)) }
        }
    }

    /// With `.onlyIdentifier`, an item whose tag is its address descriptor is dropped.
    private func isKept(_ tag: String, _ object: AnyObject) -> Bool {
        !options.contains(.onlyIdentifier) || tag != addressDescriptor(of: object)
    }

    /// A view's non-blank identifier or a user guide's, else the address descriptor.
    private func identifierTag(of object: AnyObject) -> String {
        if let view = object as? UIView, let identifier = view.accessibilityIdentifier, !isBlank(identifier) {
            return identifier
        }
        if let guide = object as? UILayoutGuide, !isBlank(guide.identifier) { return guide.identifier }
        return addressDescriptor(of: object)
    }

    /// The recorded tag, or one made on the fly for an item outside the subtree (no custom tag); a system
    /// guide as `<ownerTag>.<guideName>`.
    private func tag(of object: AnyObject) -> String {
        if let tag = tags[ObjectIdentifier(object)] { return tag }
        if let guide = object as? UILayoutGuide, let name = systemGuideName(guide.identifier) {
            return (guide.owningView.map { tag(of: $0) } ?? "unknown") + "." + name
        }
        return identifierTag(of: object)
    }

    // MARK: Step 2: tokens

    /// The tokens of every view's installed constraints, views in pre-order, each view's constraints sorted
    /// stably, grouped by first tag.
    private func ownedTokens() -> [String: [AnchorToken]] {
        var owned: [String: [AnchorToken]] = [:]
        for view in views {
            for constraint in sortedConstraints(of: view) {
                guard options.contains(.withSystemConstraints) || !constraint.isLibraryCreated,
                      let token = token(of: constraint) else { continue }
                owned[token.firstTag, default: []].append(token)
            }
        }
        return owned
    }

    /// `constraints` sorted by (first attribute, second attribute, relation, constant, multiplier,
    /// priority), ties in installation order.
    private func sortedConstraints(of view: UIView) -> [NSLayoutConstraint] {
        view.constraints.enumerated().sorted { lhs, rhs in
            let a = lhs.element, b = rhs.element
            if a.firstAttribute != b.firstAttribute { return a.firstAttribute.rawValue < b.firstAttribute.rawValue }
            if a.secondAttribute != b.secondAttribute { return a.secondAttribute.rawValue < b.secondAttribute.rawValue }
            if a.relation != b.relation { return a.relation.rawValue < b.relation.rawValue }
            if let order = precedes(a.constant, b.constant) ?? precedes(a.multiplier, b.multiplier) { return order }
            if a.priority != b.priority { return a.priority.rawValue < b.priority.rawValue }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The token of a constraint; nil when it has no first item (an offset-anchor constraint).
    private func token(of constraint: NSLayoutConstraint) -> AnchorToken? {
        guard let first = constraint.firstItem else { return nil }
        let superTag: String
        if let view = first as? UIView {
            superTag = view.superview.map { tag(of: $0) } ?? tag(of: view)
        } else if let guide = first as? UILayoutGuide {
            superTag = guide.owningView.map { tag(of: $0) } ?? ""
        } else {
            superTag = ""
        }
        return AnchorToken(
            firstTag: tag(of: first), superTag: superTag, secondTag: constraint.secondItem.map { tag(of: $0) } ?? "",
            firstAttribute: constraint.firstAttribute, secondAttribute: constraint.secondAttribute,
            relation: constraint.relation, constant: constraint.constant, multiplier: constraint.multiplier)
    }
}
