import SwiftLayout

/// Prints a tree of layout values, optionally with each node's anchors (spec §9).
///
///     LayoutPrinter(root.sublayout { child }).print()
///     // ViewLayout - view: root
///     // └─ ViewLayout - view: child
///
/// It activates nothing, runs no hooks, and reads each node's `sublayouts` once.
public struct LayoutPrinter: CustomStringConvertible {
    private let layout: any Layout
    private let withAnchors: Bool

    /// A printer of `layout`; with `withAnchors`, one line per declared constraint under each node.
    public init(_ layout: any Layout, withAnchors: Bool = false) {
        self.layout = layout
        self.withAnchors = withAnchors
    }

    /// The lines, joined with `"\n"`, without a trailing newline.
    public var description: String {
        var lines: [String] = []
        append(layout, prefix: "", base: "", to: &lines)
        return lines.joined(separator: "\n")
    }

    /// Writes ``description`` to standard output.
    public func print() {
        Swift.print(description)
    }

    private func append(_ node: any Layout, prefix: String, base: String, to lines: inout [String]) {
        let children = node.sublayouts
        var line = prefix + typeName(of: node)
        if let view = node.view {
            line += " - view: " + tag(of: view)
        } else if let guide = node.layoutGuide {
            line += " - guide: " + tag(of: guide)
        }
        lines.append(line)
        if withAnchors {
            let indent = base + (children.isEmpty ? "      " : "│     ")
            for property in node.anchors.constraints {
                lines.append(indent + anchorText(property))
            }
        }
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            append(child, prefix: base + (isLast ? "└─ " : "├─ "), base: base + (isLast ? "   " : "│  "), to: &lines)
        }
    }

    private func typeName(of node: any Layout) -> String {
        let name = String(describing: type(of: node))
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    private func anchorText(_ property: AnchorsConstraintProperty) -> String {
        let target: String?
        switch property.toItem {
        case .object(let object): target = tag(of: object)
        case .identifier(let string): target = string
        case .transparent: target = "superview"
        case .deny: target = nil
        }
        let rhs = property.rightHandSide(target: target)
        return "." + property.attribute.caseName + " " + property.relation.symbol + (rhs.isEmpty ? "" : " " + rhs)
    }
}
