import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SwiftLayout
import SwiftLayoutUtil

/// The elements of an SVG document, in order, as Foundation's XML parser reads them back.
final class SVGElements: NSObject, XMLParserDelegate {
    struct Element: Equatable {
        var name: String
        var attributes: [String: String]
        var text: String
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var error: Error?

    /// Parses `svg`; nil when it is not well-formed XML.
    static func parse(_ svg: String) -> [Element]? {
        let reader = SVGElements()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        return parser.parse() ? reader.elements : nil
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributeDict, text: ""))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }
}

@MainActor
@Suite struct SVGRendererTests {
    @Test func theSpecExampleRendersByteForByte() {
        let (root, _, _) = renderingExample(withGuide: false)
        #expect(SVGRenderer().render(root) == """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 48" width="80" height="48" font-family="sans-serif" font-size="10">
            <rect x="0" y="0" width="80" height="48" fill="none" stroke="#444" data-name="root"/>
            <text x="2" y="10">root</text>
            <rect x="8" y="8" width="40" height="24" fill="none" stroke="#444" data-name="a"/>
            <text x="10" y="18">a</text>
            </svg>

            """)
    }

    @Test func theSpecExampleParsesBackElementByElement() throws {
        let (root, _, _) = renderingExample(withGuide: false)
        let elements = try #require(SVGElements.parse(SVGRenderer().render(root)))
        #expect(elements.map(\.name) == ["svg", "rect", "text", "rect", "text"])
        #expect(elements[0].attributes == [
            "xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 80 48", "width": "80", "height": "48",
            "font-family": "sans-serif", "font-size": "10",
        ])
        #expect(elements[3].attributes == [
            "x": "8", "y": "8", "width": "40", "height": "24", "fill": "none", "stroke": "#444", "data-name": "a",
        ])
        #expect(elements[4] == .init(name: "text", attributes: ["x": "10", "y": "18"], text: "a"))
    }

    @Test func guidesAreDashedGreenAndNamedOnlyWithAnIdentifier() throws {
        let (root, a, _) = renderingExample()
        let unnamed = UILayoutGuide()
        a.addLayoutGuide(unnamed)
        NSLayoutConstraint.activate([
            unnamed.topAnchor.constraint(equalTo: a.topAnchor, constant: 10),
            unnamed.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            unnamed.widthAnchor.constraint(equalToConstant: 20), unnamed.heightAnchor.constraint(equalToConstant: 2),
        ])
        root.layoutIfNeeded()
        let svg = SVGRenderer().render(root)
        #expect(svg.contains("""
            <rect x="8" y="8" width="40" height="4" fill="none" stroke="#2a7" stroke-dasharray="4 2" data-name="g"/>
            <text x="10" y="18">g</text>
            <rect x="8" y="18" width="20" height="2" fill="none" stroke="#2a7" stroke-dasharray="4 2" data-name="UILayoutGuide"/>
            </svg>
            """))
        #expect(!SVGRenderer(includesGuides: false).render(root).contains("stroke-dasharray"))
    }

    @Test func backgroundColoursFillWithOpacityBelowOne() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10)).identifying("root")
        root.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let shade = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)).identifying("shade")
        shade.backgroundColor = UIColor(white: 0, alpha: 0.25)
        root.addSubview(shade)
        let svg = SVGRenderer().render(root)
        #expect(svg.contains(##"<rect x="0" y="0" width="20" height="10" fill="#ff8000" stroke="#444" data-name="root"/>"##))
        #expect(svg.contains(##"<rect x="0" y="0" width="5" height="5" fill="#000000" fill-opacity="0.25" stroke="#444" data-name="shade"/>"##))
    }

    @Test func aLabelsTextSitsOnItsFirstBaseline() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)).identifying("root")
        let label = UILabel().identifying("title")
        label.text = "Hi & <bye>"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let baselineGuide = UIView().identifying("marker")
        baselineGuide.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(baselineGuide)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            label.heightAnchor.constraint(equalToConstant: 40),
            baselineGuide.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            baselineGuide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            baselineGuide.widthAnchor.constraint(equalToConstant: 1), baselineGuide.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        let elements = try #require(SVGElements.parse(SVGRenderer().render(root)))
        let text = try #require(elements.first { $0.attributes["class"] == "label" })
        #expect(text.text == "Hi & <bye>")
        #expect(text.attributes["x"] == "10")
        // The engine's own first baseline (where the marker's top was placed) is where the text sits.
        #expect(Double(text.attributes["y"]!) == Double(baselineGuide.frame.minY))
    }

    @Test func constraintLinesJoinTheAttributePointsInConstraintOrder() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50)).identifying("root")
        let avatar = UIView().identifying("avatar")
        let name = UIView().identifying("name")
        for view in [avatar, name] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            avatar.widthAnchor.constraint(equalToConstant: 20), avatar.heightAnchor.constraint(equalToConstant: 20),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            name.widthAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 2),
            name.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let svg = SVGRenderer(showsConstraints: true).render(root)
        let elements = try #require(SVGElements.parse(svg))
        let lines = elements.filter { $0.name == "line" }
        #expect(lines.map { $0.attributes["data-constraint"]! } == [
            "avatar.leading == root.leading + 8",
            "avatar.top == root.top + 8",
            "name.leading == avatar.trailing + 12",
            "name.centerY == avatar.centerY",
            "name.width == 2 * avatar.width",
        ])
        #expect(lines[2].attributes == [
            "x1": "40", "y1": "18", "x2": "28", "y2": "18", "stroke": "#c33",
            "data-constraint": "name.leading == avatar.trailing + 12",
        ])
        // Lines come after every rectangle.
        #expect(elements.lastIndex { $0.name == "rect" }! < elements.firstIndex { $0.name == "line" }!)
        #expect(!SVGRenderer().render(root).contains("<line"))
    }
}
