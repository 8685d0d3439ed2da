import Foundation
import Testing
import SwiftLayout
import SwiftLayoutUtil

/// Bad input never crashes: deep trees, awkward names, degenerate frames, a zero-size root.
@MainActor
@Suite struct BadInputTests {
    /// A chain of `depth` views below a root, each inset by one point in its parent, frames set by hand.
    func chain(depth: Int) -> (root: UIView, leaf: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 4_000, height: 4_000)).identifying("root")
        var parent = root
        for level in 1...depth {
            let side = CGFloat(4_000 - 2 * level)
            let child = UIView(frame: CGRect(x: 1, y: 1, width: side, height: side)).identifying("v\(level)")
            parent.addSubview(child)
            parent = child
        }
        return (root, parent)
    }

    @Test func aThousandDeepChainRendersWithoutRecursion() throws {
        let (root, leaf) = chain(depth: 1_000)
        let snapshot = FrameSnapshot(of: root)
        #expect(snapshot.count == 1_001)
        let table = FrameTable(snapshot, coordinates: .root).description.split(separator: "\n")
        #expect(table.count == 1_002)
        #expect(table.last == Substring(String(repeating: "  ", count: 1_000) + "v1000  1000  1000   2000    2000"))
        let ascii = ASCIIRenderer(pointsPerColumn: 100, pointsPerRow: 100).render(root)
        #expect(ascii.split(separator: "\n").count == 40)
        let elements = try #require(SVGElements.parse(SVGRenderer().render(snapshot)))
        #expect(elements.filter { $0.name == "rect" }.count == 1_001)
        #expect(elements.last?.attributes == ["x": "1002", "y": "1010"])
        let printed = ViewPrinter(root).description.split(separator: "\n")
        #expect(printed.count == 1_001 + 1_000)
        #expect(printed[1_000] == Substring(String(repeating: "    ", count: 1_000) + "v1000"))
        #expect(FrameSnapshot(root: snapshot.root) == snapshot)
        #expect(FrameSnapshot.changes(from: snapshot, to: snapshot).isEmpty)
        leaf.frame.origin.x = 2
        #expect(FrameSnapshot.changes(from: snapshot, to: FrameSnapshot(of: root)).map(\.description)
                == ["v1000: (1, 1, 2000, 2000) -> (2, 1, 2000, 2000)"])
    }

    @Test func namesWithMarkupQuotesAndLineBreaksStayReadableAndWellFormed() throws {
        let name = "a<b>&\"c\" 'd'\nline 2\t\u{1}"
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 32)).identifying(name)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 32)).identifying("label")
        label.text = "x < y && \"z\"\nnext"
        root.addSubview(label)
        #expect(FrameTable(root: root).description.split(separator: "\n")[1]
                == #"a<b>&"c" 'd'\nline 2\t\u{1}  0  0     80      32"#)
        // The label covers the root: its box is drawn over the root's, its text on one line.
        #expect(ASCIIRenderer().render(root) == """
            ┌label─────────────┐
            │x < y && "z"\\nnext│
            │                  │
            └──────────────────┘

            """)
        let elements = try #require(SVGElements.parse(SVGRenderer().render(root)))
        // A control character XML cannot carry becomes U+FFFD; everything else comes back as it was.
        let readable = name.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
        #expect(elements[1].attributes["data-name"] == readable)
        #expect(elements[2].text == readable)
        #expect(elements[5].text == "x < y && \"z\"\nnext")
        #expect(FrameChange(name: name, before: .zero, after: .zero).description.hasPrefix(#"a<b>&"c" 'd'\nline 2\t"#))
    }

    @Test func emptyNamesLeaveTheirCellsEmpty() throws {
        let snapshot = FrameSnapshot(root: item("", 0, 0, 40, 16, children: [item("", 8, 0, 16, 16)]))
        #expect(FrameTable(snapshot).description == """
            view  x  y  width  height  notes
                  0  0     40      16
                  8  0     16      16

            """)
        #expect(ASCIIRenderer().render(snapshot) == """
            ┌─┌──┐───┐
            └─└──┘───┘

            """)
        let elements = try #require(SVGElements.parse(SVGRenderer().render(snapshot)))
        #expect(elements.map(\.name) == ["svg", "rect", "rect"])
        #expect(elements[1].attributes["data-name"] == "")
    }

    @Test func zeroNegativeAndNonFiniteFramesAreListedButDrawnOnlyWhenTheyCan() throws {
        let snapshot = FrameSnapshot(root: item("root", 0, 0, 40, 24, children: [
            item("flat", 4, 4, 0, 0),
            item("flipped", 36, 20, -32, -16),
            item("lost", .nan, 0, 10, .infinity),
        ]))
        #expect(FrameTable(snapshot).description == """
            view         x   y  width  height  notes
            root         0   0     40      24
              flat       4   4      0       0
              flipped   36  20    -32     -16
              lost     nan   0     10     inf

            """)
        // flipped is drawn from its lesser corner: (4, 4, 32, 16) → columns 1–8, rows 1–2.
        #expect(ASCIIRenderer().render(snapshot) == """
            ┌root────┐
            │┌flipp…┐│
            └└──────┘┘

            """)
        let elements = try #require(SVGElements.parse(SVGRenderer().render(snapshot)))
        #expect(elements.filter { $0.name == "rect" }.map { $0.attributes["data-name"]! } == ["root", "flat", "flipped"])
        #expect(elements.first { $0.attributes["data-name"] == "flipped" }?.attributes["width"] == "32")
        #expect(elements.first { $0.attributes["data-name"] == "flipped" }?.attributes["x"] == "4")
    }

    @Test func aConstraintWithANaNConstantLeavesARenderableLayout() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 24)).identifying("root")
        let child = UIView().identifying("child")
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: .nan),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 8), child.heightAnchor.constraint(equalToConstant: 8),
            ])
            root.layoutIfNeeded()
        }
        #expect(!diagnostics.isEmpty)
        #expect(FrameTable(root: root).description.split(separator: "\n").count == 3)
        #expect(SVGElements.parse(SVGRenderer().render(root)) != nil)
        #expect(ASCIIRenderer().render(root).split(separator: "\n").count == 3)
    }

    @Test func viewsOutsideTheRootAreClippedInASCIIAndKeptInSVG() throws {
        let snapshot = FrameSnapshot(root: item("root", 0, 0, 24, 16, children: [
            item("far", 100, 100, 10, 10),
            item("huge", -1e12, -1e12, 2e12, 2e12),
        ]))
        // `far` lies past the canvas; `huge` has its edges far outside it and an untouched interior.
        #expect(ASCIIRenderer().render(snapshot) == """
            ┌root┐
            └────┘

            """)
        let elements = try #require(SVGElements.parse(SVGRenderer().render(snapshot)))
        #expect(elements.first { $0.attributes["data-name"] == "far" }?.attributes["x"] == "100")
        #expect(elements.first { $0.attributes["data-name"] == "huge" }?.attributes["width"] == "2e+12")
    }

    @Test func aRootOfSizeZeroRendersAnEmptyPicture() throws {
        let root = UIView().identifying("root")
        root.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(ASCIIRenderer().render(root) == "")
        #expect(ASCIIRenderer(pointsPerColumn: 0).render(root) == "")
        let elements = try #require(SVGElements.parse(SVGRenderer().render(root)))
        #expect(elements[0].attributes["viewBox"] == "0 0 0 0")
        #expect(FrameTable(root: root).description.split(separator: "\n").count == 3)
    }
}
