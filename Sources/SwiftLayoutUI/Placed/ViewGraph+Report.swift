import Foundation

extension ViewGraph {
    /// The placed tree of the last pass, under a root of the host's size (SwiftLayoutUI.md).
    #if MainActorIsolation
    @MainActor
    #endif
    package func placedTree(hostSize: CGSize) -> PlacedView {
        var report = ReportBuilder(scale: scale)
        let rootFrame = report.rounded(CGRect(origin: .zero, size: hostSize))
        var root = PlacedView(name: "root", frame: rootFrame, proposal: ProposedViewSize(hostSize), isModifier: false, path: [])
        root.children = report.children(of: roots, in: self, path: [])
        report.reportNonFinite()
        return root
    }
}

/// Builds `PlacedView`s from a graph's placements: names, rounded frames, children back to front.
struct ReportBuilder {
    let scale: CGFloat
    var typeNames: [ObjectIdentifier: String] = [:]
    var nonFinite = false

    /// The frame's edges rounded to the pixel grid by the platform's rule (TheUIKitLayer.md); non-finite parts
    /// become 0 (reported once).
    mutating func rounded(_ frame: CGRect) -> CGRect {
        var f = frame
        if !f.origin.x.isFinite || !f.origin.y.isFinite || !f.size.width.isFinite || !f.size.height.isFinite {
            nonFinite = true
            f = CGRect(x: f.origin.x.isFinite ? f.origin.x : 0, y: f.origin.y.isFinite ? f.origin.y : 0,
                       width: f.size.width.isFinite ? f.size.width : 0, height: f.size.height.isFinite ? f.size.height : 0)
        }
        return snap(f, scale: scale)
    }

    func reportNonFinite() {
        guard nonFinite else { return }
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .nonFiniteValue, severity: .warning, context: .layout,
                                                  message: "A view was laid out with a non-finite size or position (an infinite proposal to a flexible view?); 0 is reported instead."))
    }

    mutating func children(of nodes: some Collection<Int32>, in graph: ViewGraph, path: [Int]) -> [PlacedView] {
        var result: [PlacedView] = []
        for node in nodes where graph.placements[Int(node)].placed {
            result.append(placed(node, in: graph, path: path + [result.count]))
        }
        return result
    }

    mutating func typeName(_ type: Any.Type) -> String {
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        var name = String(describing: type)
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    /// The node with its name layers: user views outermost, the node's own kind innermost.
    mutating func placed(_ node: Int32, in graph: ViewGraph, path: [Int]) -> PlacedView {
        let placement = graph.placements[Int(node)]
        let frame = rounded(placement.frame)
        let layers = graph.extra(node)?.names ?? [NameLayer()]
        // Layers outside the node's own: one wrapper each, from the outermost in.
        var wrappers: [PlacedView] = []
        var depthPath = path
        for layer in layers.dropFirst().reversed() {
            let type = layer.type.map { typeName($0) } ?? "View"
            wrappers.append(PlacedView(name: layer.identifier ?? type, typeName: type, frame: frame,
                                       proposal: placement.proposal, isModifier: false, path: depthPath))
            depthPath.append(0)
        }
        var inner = ownView(node, in: graph, frame: frame, proposal: placement.proposal, path: depthPath)
        if let identifier = layers[0].identifier { inner.name = identifier }
        for var wrapper in wrappers.reversed() {
            wrapper.children = [inner]
            inner = wrapper
        }
        return inner
    }

    /// A hosted UIKit view's subviews in the host's coordinates.
    private mutating func hosted(_ subviews: [HostedSubview], origin: CGPoint, path: [Int]) -> [PlacedView] {
        var result: [PlacedView] = []
        for (k, sub) in subviews.enumerated() {
            let inHost = sub.frame.offsetBy(dx: origin.x, dy: origin.y)
            var placed = PlacedView(name: sub.identifier ?? sub.typeName, typeName: sub.typeName, frame: rounded(inHost),
                                    proposal: ProposedViewSize(sub.frame.size), isModifier: false, path: path + [k])
            placed.children = hosted(sub.children, origin: inHost.origin, path: path + [k])
            result.append(placed)
        }
        return result
    }

    private mutating func ownView(_ node: Int32, in graph: ViewGraph, frame: CGRect, proposal: ProposedViewSize,
                                  path: [Int]) -> PlacedView {
        var view = PlacedView(name: "", frame: frame, proposal: proposal, isModifier: true, path: path)
        let kids = graph.children(node)
        switch graph.nodes[Int(node)].kind {
        case let .shape(_, name, fill):
            view.name = name.text
            view.isModifier = false
            if fill >= 0 {
                view.fill = graph.fills[Int(fill)].name
                view.fillColor = graph.fills[Int(fill)].color
            }
        case let .text(text):
            view.name = "Text"
            view.isModifier = false
            view.text = graph.texts[Int(text)].string
            view.firstBaseline = graph.measurer.metrics(for: graph.texts[Int(text)].font).ascender
        case .spacer:
            view.name = "Spacer"
            view.isModifier = false
        case .padding: view.name = "padding"
        case .frame, .flexFrame: view.name = "frame"
        case .fixedSize: view.name = "fixedSize"
        case .offset: view.name = "offset"
        case .position: view.name = "position"
        case .aspectRatio: view.name = "aspectRatio"
        case .background: view.name = "background"
        case let .overlay(_, border): view.name = border ? "border" : "overlay"
        case let .layout(index):
            let container = graph.containers[Int(index)]
            view.name = container.builtInName.map { "\($0)" } ?? typeName(container.layoutType)
            view.isModifier = false
        case .geometryReader:
            view.name = "GeometryReader"
            view.isModifier = false
        case .scrollView:
            view.name = "ScrollView"
            view.isModifier = false
        case let .representable(index):
            let content = graph.representables[Int(index)]
            let identity = content.reportIdentity
            view.typeName = identity.typeName
            view.name = identity.identifier ?? identity.typeName
            view.isModifier = false
            view.children = hosted(content.reportSubviews(), origin: frame.origin, path: path)
            return view
        }
        view.typeName = view.name
        switch graph.nodes[Int(node)].kind {
        case .background:
            view.children = children(of: [kids[kids.startIndex + 1], kids[kids.startIndex]], in: graph, path: path)
        case let .geometryReader(index):
            if let sub = graph.readers[Int(index)].graph { view.children = children(of: sub.roots, in: sub, path: path) }
        default:
            view.children = children(of: kids, in: graph, path: path)
        }
        return view
    }

}
