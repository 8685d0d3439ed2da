import Testing
import SwiftLayout
import SwiftLayoutUtil

/// The examples of the DocC articles (Sources/*/*.docc), run: each test holds an article's code as the article
/// shows it, and checks the output the article prints.
@MainActor
@Suite struct ArticleExamplesTests {
    final class Card: UIView, Layoutable {
        var activation: Activation?
        @LayoutProperty var showsBadge = true
        @LayoutProperty var inset: CGFloat = 16

        let title = UILabel().identifying("title")
        let badge = UIView().identifying("badge")

        var layout: some Layout {
            self.sublayout {
                title.config { $0.text = "Inbox" }.anchors {
                    Anchors.leading.equalToSuper(constant: inset)
                    Anchors.centerY
                }
                if showsBadge {
                    badge.anchors {
                        Anchors.leading.equalTo(title, attribute: .trailing, constant: 8)
                        Anchors.centerY.equalTo(title)
                        Anchors.size(width: 20, height: 20)
                    }
                }
            }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            sl.updateLayout()
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    /// Getting started, Activation and updates, Rendering and snapshot tests.
    @Test func theCardOfTheArticles() {
        let card = Card(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        card.layoutIfNeeded()
        #expect(card.badge.frame == CGRect(x: 67, y: 12, width: 20, height: 20))
        #expect(FrameTable(root: card).description == """
            view      x     y  width  height  notes
            Card      0     0    320      44
              title  16  11.5     43      21
              badge  67    12     20      20

            """)

        card.inset = 24
        let edit = card.activation!.lastChanges
        #expect(edit.untouched == 5 && edit.editedInPlace.count == 1)

        card.showsBadge = false
        card.layoutIfNeeded()
        #expect(UpdateReport(changes: card.activation!.lastChanges, frames: [], diagnostics: []).description == """
            views removed: badge
            views added: none
            constraints untouched: 2
            constraints edited in place: 0
            constraints deactivated: 4
              - badge.leading == title.trailing + 8
              - badge.centerY == title.centerY
              - badge.width == 20
              - badge.height == 20
            constraints activated: 0
            frames changed:
              none
            diagnostics: none

            """)
    }

    /// Debugging layouts and Text metrics.
    @Test func theDebuggingArticlesBox() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667) && UIScreen.main.scale == 2)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let (_, found) = LayoutDiagnostics.collect {
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 40),
                box.widthAnchor.constraint(equalToConstant: 120),
            ])
            root.layoutIfNeeded()
        }
        #expect(found.map(\.kind) == [.unsatisfiableConstraints])
        #expect(found.first?.stableMessage.contains("""
            (
                "<NSLayoutConstraint:#1 box.width == 100   (active, names: box:#2 )>",
                "<NSLayoutConstraint:#3 box.width == 120   (active, names: box:#2 )>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:#3 box.width == 120   (active, names: box:#2 )>
            """) == true)
        #expect(box.hasAmbiguousLayout && box.frame == CGRect(x: 0, y: 47, width: 100, height: 40))
        box.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 100, y: 47, width: 100, height: 40))

        #expect(UIFont.systemFont(ofSize: 17).lineHeight == 21)
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Hello, world"
        #expect(label.intrinsicContentSize == CGSize(width: 102, height: 21))
    }

    /// Text metrics: a measurer as the article writes it.
    struct MyMeasurer: TextMeasurer {
        func metrics(for font: UIFont) -> FontMetrics {
            let p = font.pointSize
            return FontMetrics(ascender: 0.953 * p, descender: -0.242 * p, lineHeight: 1.196 * p,
                               leading: 0, capHeight: 0.705 * p, xHeight: 0.52 * p)
        }
        func advance(of character: Character, font: UIFont) -> CGFloat { 0.6 * font.pointSize }
    }

    @Test func aPluggedMeasurerSizesLabels() {
        let size = TextMeasurement.$override.withValue(MyMeasurer()) {
            let label = UILabel()
            label.font = .systemFont(ofSize: 10)
            label.text = "abcde"
            return label.intrinsicContentSize
        }
        #expect(size.width == 30)
    }

    /// The DSL: the row of the article's first example.
    final class Row: UIView, Layoutable {
        var activation: Activation?
        let icon = UIImageView().identifying("icon")
        let title = UILabel().identifying("title")
        let guide = UILayoutGuide().identifying("gap")

        var layout: some Layout {
            self.sublayout {
                icon.anchors {
                    Anchors.leading.equalToSuper(constant: 16)   // icon.leading == superview.leading + 16
                    Anchors.centerY                              // icon.centerY == superview.centerY
                    Anchors.size(width: 24, height: 24)          // width == 24, height == 24
                }
                guide.anchors {
                    Anchors.leading.equalTo(icon, attribute: .trailing)
                    Anchors.width.equalTo(constant: 12)
                }
                title.anchors {
                    Anchors.leading.equalTo("gap", attribute: .trailing)   // by identifier
                    Anchors.trailing.lessThanOrEqualToSuper(inwardOffset: 16)
                    Anchors.firstBaseline.equalTo(icon, attribute: .bottom).priority(.defaultHigh)
                }
            }
        }
    }

    @Test func theRowOfTheDSLArticle() {
        let row = Row(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let (_, found) = LayoutDiagnostics.collect {
            row.sl.updateLayout()
            row.layoutIfNeeded()
        }
        #expect(found.isEmpty && row.activation?.diagnostics.isEmpty == true)
        #expect(row.icon.frame == CGRect(x: 16, y: 10, width: 24, height: 24))
        #expect(row.title.frame.minX == 52)
    }

    /// The DSL: the composites of the article's table, against another item.
    @Test func theCompositesOfTheDSLArticleCompile() {
        let other = UIView()
        let forms = [Anchors.size(CGSize(width: 40, height: 40)), Anchors.size(other, width: 8, height: 0),
                     Anchors.allSides(other, offset: 4), Anchors.horizontal(other, offset: 0)]
        #expect(forms.map(\.constraints.count) == [2, 2, 4, 2])
    }

    /// The platform module's landing page.
    @Test func theBoxOfThePlatformOverview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 0, width: 343, height: 44))
    }
}
