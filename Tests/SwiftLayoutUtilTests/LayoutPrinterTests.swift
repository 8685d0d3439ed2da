import Testing
import SwiftLayout
import SwiftLayoutUtil
import SwiftLayoutTesting

// The TheDSL.md's long examples are kept as snapshot references (RenderingAndSnapshotTests.md) in
// __Snapshots__/LayoutPrinterTests/, one file per example, equal to RenderingAndSnapshotTests.md.
@MainActor
@Suite struct LayoutPrinterTests {
    @Test func printsTheStructureOfExample1() {
        let inbox = UIView().identifying("inbox")
        let toolbar = UIView().identifying("toolbar")
        let backButton = UIView().identifying("backButton")
        let badge = UIView().identifying("badge")
        let summary = UIView().identifying("summary")
        let previewImage = UIView().identifying("previewImage")
        let cells = [UIView().identifying("cell0"), UIView().identifying("cell1")]
        let overlay = UIView().identifying("overlay")
        let showBadge = true
        let compact = false

        let layout = inbox.sublayout {
            toolbar.sublayout {
                backButton
                if showBadge { badge }
            }
            if compact {
                summary
            } else {
                summary.sublayout { previewImage }
            }
            for cell in cells { cell }
            GroupLayout(option: .isNotArranged) {
                overlay.eraseToAnyLayout()
            }
        }
        assertLayoutSnapshot(of: inbox, as: .layoutPrinter(layout))
    }

    @Test func printsAnchorsOfExample2() {
        let sheet = UIView().identifying("sheet")
        let handle = UIView().identifying("handle")
        let content = UIView().identifying("content")
        let thumbnail = UIView().identifying("thumbnail")
        let caption = UIView().identifying("caption")

        let layout = sheet.sublayout {
            handle.anchors {
                Anchors.top.equalToSuper(constant: 8)
                Anchors.centerX
                Anchors.size(width: 36, height: 5)
            }
            content.anchors {
                Anchors.top.equalTo(handle, attribute: .bottom, constant: 12)
                Anchors.horizontal(offset: 20)
                Anchors.bottom.equalTo(sheet.safeAreaLayoutGuide)
            }.sublayout {
                thumbnail.anchors {
                    Anchors.top.leading
                    Anchors.width.equalToSuper().multiplier(0.3).priority(.defaultHigh)
                    Anchors.height.equalTo(thumbnail, attribute: .width)
                }
                caption.anchors {
                    Anchors.top.greaterThanOrEqualTo("content", constant: 4)
                    Anchors.leading.equalTo(thumbnail, attribute: .trailing, constant: 10)
                    Anchors.trailing.lessThanOrEqualToSuper(inwardOffset: 20)
                }
            }
        }
        assertLayoutSnapshot(of: sheet, as: .layoutPrinter(layout))
    }

    @Test func printsGuidesAndEmptyBlocksOfExample3() {
        let column = UIView().identifying("column")
        let gap = UILayoutGuide()
        let footer = UIView().identifying("footer")

        let layout = column.sublayout {
            gap.identifying("gap").anchors { Anchors.height.equalTo(constant: 16) }
            footer.sublayout { }
        }
        #expect(LayoutPrinter(layout, withAnchors: true).description == """
            ViewLayout - view: column
            └─ TupleLayout
               ├─ GuideLayout - guide: gap
               │        .height == + 16.0
               └─ ViewLayout - view: footer
                  └─ EmptyLayout
            """)
    }

    @Test func printsTheReadmeExample() {
        let root = UIView().identifying("root")
        let child = UIView().identifying("child")
        let friend = UIView().identifying("friend")
        var layout: some Layout {
            root.sublayout {
                child.anchors {
                    Anchors.top
                    Anchors.leading.trailing
                }
                friend.anchors {
                    Anchors.top.equalTo(child, attribute: .bottom)
                    Anchors.bottom
                    Anchors.leading.trailing
                }
            }
        }
        #expect(LayoutPrinter(layout).description == """
            ViewLayout - view: root
            └─ TupleLayout
               ├─ ViewLayout - view: child
               └─ ViewLayout - view: friend
            """)
        #expect(LayoutPrinter(layout, withAnchors: true).description == """
            ViewLayout - view: root
            └─ TupleLayout
               ├─ ViewLayout - view: child
               │        .top == superview.top
               │        .leading == superview.leading
               │        .trailing == superview.trailing
               └─ ViewLayout - view: friend
                        .top == child.bottom
                        .bottom == superview.bottom
                        .leading == superview.leading
                        .trailing == superview.trailing
            """)
    }

    @Test func untaggedViewsPrintTheirAddressDescriptor() {
        let view = UIView()
        let text = LayoutPrinter(view.anchors { Anchors.width.equalTo(constant: -3).multiplier(2) },
                                 withAnchors: true).description
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("ViewLayout - view: 0x"))
        #expect(lines[0].hasSuffix(":UIView"))
        #expect(lines[0].count == "ViewLayout - view: ".count + 18 + ":UIView".count)
        #expect(lines[1] == "      .width == x 2.0 - 3.0")
    }
}
