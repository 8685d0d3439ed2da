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

    // Korean names (README_ko.md's readers name their views in Korean): a Hangul syllable is two columns
    // wide in a terminal, so a name's room and its cut are counted in columns and a wide character is
    // never split.

    /// "프로필" is 6 columns: in a's room of 8 (columns 3–10) it is written whole, and the edge goes on
    /// for the 2 columns left, as in the spec example.
    @Test func aKoreanNameTakesTwoColumnsPerSyllable() {
        let snapshot = FrameSnapshot(root: item("root", 0, 0, 80, 48, children: [item("프로필", 8, 8, 40, 24)]))
        #expect(ASCIIRenderer().render(snapshot) == """
            ┌root──────────────┐
            │ ┌프로필──┐       │
            │ │        │       │
            │ └────────┘       │
            │                  │
            └──────────────────┘

            """)
    }

    /// Rooms of 5, 3 and 2 columns: "설정화면" (8) becomes "설정…" (4 + 1); "프로필" (6) becomes "프…"; for
    /// "이름" in 2 only the ellipsis fits (a syllable would need 2 + 1), and the edge fills the last column.
    @Test func koreanNamesAreCutBeforeAWideCharacter() {
        let snapshot = FrameSnapshot(root: item("root", 0, 0, 80, 32, children: [
            item("설정화면", 0, 0, 28, 16),     // columns 0–6: room 5
            item("프로필", 28, 0, 20, 16),      // columns 7–11: room 3
            item("이름", 48, 0, 16, 16),        // columns 12–15: room 2
        ]))
        #expect(ASCIIRenderer().render(snapshot) == """
            ┌설정…┐┌프…┐┌…─┐───┐
            └─────┘└───┘└──┘   │
            │                  │
            └──────────────────┘

            """)
    }

    /// The root's name "사용자프로필" is columns 1–12; the child x (columns 5–9) draws its corners over the
    /// first halves of 자 (5–6) and 로 (9–10): each is cleared whole (column 10 becomes a space) and the line
    /// stays 20 columns wide.
    @Test func drawingOverHalfAWideCharacterClearsIt() {
        let snapshot = FrameSnapshot(root: item("사용자프로필", 0, 0, 80, 16, children: [item("x", 20, 0, 20, 16)]))
        #expect(ASCIIRenderer().render(snapshot) == """
            ┌사용┌x──┐ 필──────┐
            └────└───┘─────────┘

            """)
    }

    /// A label 44 wide at x 4 is columns 1–11: its text gets 9 columns, so "안녕하세요, 세계" shows
    /// "안녕하세" (8) and the 요 that would cross the edge is left out.
    @Test func aLabelsKoreanTextIsCutBeforeAWideCharacter() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 32)).identifying("root")
        let label = UILabel(frame: CGRect(x: 4, y: 0, width: 44, height: 32)).identifying("제목")
        label.text = "안녕하세요, 세계"
        root.addSubview(label)
        #expect(ASCIIRenderer().render(root) == """
            ┌┌제목─────┐───────┐
            ││안녕하세 │       │
            ││         │       │
            └└─────────┘───────┘

            """)
    }
}
