import Testing
import SwiftLayout
import SwiftLayoutUtil

@MainActor
@Suite struct ASCIIRendererTests {
    @Test func theSpecExampleDrawsTheRootAndItsSubview() {
        let (root, _, _) = renderingExample(withGuide: false)
        #expect(ASCIIRenderer().render(root) == """
            ┌root──────────────┐
            │ ┌a───────┐       │
            │ │        │       │
            │ └────────┘       │
            │                  │
            └──────────────────┘

            """)
    }

    @Test func guidesAreDashedAndDrawnOnlyWhenAsked() {
        let (root, _, _) = renderingExample()
        root.layoutIfNeeded()
        #expect(ASCIIRenderer().render(root) == ASCIIRenderer().render(renderingExample(withGuide: false).root))
        // At 4 points per row, a is rows 2–7 and g (8, 8, 40, 4) is one row tall at row 2: drawn after a,
        // it is a dashed line over a's top edge, with its own name.
        #expect(ASCIIRenderer(pointsPerColumn: 4, pointsPerRow: 4, includesGuides: true).render(root) == """
            ┌root──────────────┐
            │                  │
            │ ┄g┄┄┄┄┄┄┄┄       │
            │ │        │       │
            │ │        │       │
            │ │        │       │
            │ │        │       │
            │ └────────┘       │
            │                  │
            │                  │
            │                  │
            └──────────────────┘

            """)
    }

    @Test func longNamesAreCutWithAnEllipsisAndTinyBoxesGetNone() {
        let snapshot = FrameSnapshot(root: item("root", 0, 0, 80, 32, children: [
            item("headline", 0, 0, 24, 16),      // columns 0–5, rows 0–1: room 4 → "hea…"
            item("xy", 24, 0, 12, 16),           // columns 6–8: room 1 → no name
            item("wide", 40, 0, 40, 8),          // columns 10–19, one row tall: a line with its name
            item("tall", 40, 8, 4, 24),          // column 10, rows 1–3: a vertical line
        ]))
        #expect(ASCIIRenderer().render(snapshot) == """
            ┌hea…┐┌─┐──wide─────
            └────┘└─┘ │        │
            │         │        │
            └─────────│────────┘

            """)
    }

    @Test func aLabelsTextIsWrittenInsideItsBox() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 32)).identifying("root")
        let label = UILabel(frame: CGRect(x: 4, y: 0, width: 48, height: 32)).identifying("title")
        label.text = "Hello, world"
        root.addSubview(label)
        #expect(ASCIIRenderer().render(root) == """
            ┌┌title─────┐──────┐
            ││Hello, wor│      │
            ││          │      │
            └└──────────┘──────┘

            """)
    }

    @Test func hiddenViewsAndTheirSubtreesAreSkipped() {
        let (root, a, _) = renderingExample(withGuide: false)
        let inner = UIView(frame: CGRect(x: 4, y: 4, width: 16, height: 16)).identifying("inner")
        a.addSubview(inner)
        a.isHidden = true
        #expect(ASCIIRenderer().render(root) == """
            ┌root──────────────┐
            │                  │
            │                  │
            │                  │
            │                  │
            └──────────────────┘

            """)
    }
}
