import SwiftLayout

/// Prints a tree of layout values, optionally with each node's anchors (RenderingAndSnapshotTests.md).
///
///     LayoutPrinter(root.sublayout { child }).print()
///     // ViewLayout - view: root
///     // └─ ViewLayout - view: child
///
/// It activates nothing, runs no hooks, and reads each node's `sublayouts` once, when it is made (views are
/// read where they live: on the main actor with the `MainActorIsolation` trait); the text is a value.
public struct LayoutPrinter: CustomStringConvertible, Sendable {
    /// The lines, joined with `"\n"`, without a trailing newline.
    public let description: String

    /// A printer of `layout`; with `withAnchors`, one line per declared constraint under each node.
    #if MainActorIsolation
    @MainActor
    #endif
    public init(_ layout: any Layout, withAnchors: Bool = false) {
        var lines: [String] = []
        Self.append(layout, prefix: "", base: "", withAnchors: withAnchors, to: &lines)
        description = lines.joined(separator: "\n")
    }

    /// Writes ``description`` to standard output.
    public func print() {
        Swift.print(description)
    }

    #if MainActorIsolation
    @MainActor
    #endif
    private static func append(_ node: any Layout, prefix: String, base: String, withAnchors: Bool,
                               to lines: inout [String]) {
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
            append(child, prefix: base + (isLast ? "└─ " : "├─ "), base: base + (isLast ? "   " : "│  "),
                   withAnchors: withAnchors, to: &lines)
        }
    }

    private static func typeName(of node: any Layout) -> String {
        let name = String(describing: type(of: node))
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    #if MainActorIsolation
    @MainActor
    #endif
    private static func anchorText(_ property: AnchorsConstraintProperty) -> String {
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
