import Testing
import SwiftLayout
import SwiftLayoutUtil

/// `.withViewConfig` (RenderingAndSnapshotTests.md): the pre-registered classes, value formats, registrations and
/// `CustomConfigurableProperties`; and the other options.
@MainActor
@Suite struct ViewPrinterConfigTests {
    final class FoldingCard: UIView, CustomConfigurableProperties {
        var isFolded = false
        var corner: CGFloat = 8
        var configurableProperties: [ConfigurableProperty] {
            [
                .property(keypath: \FoldingCard.isFolded, defaultValue: false) { "$0.isFolded = \($0)" },
                .property(getter: { (card: FoldingCard) in card.corner }, defaultValue: 8) { "$0.corner = \($0)" },
            ]
        }
    }

    final class Gauge: UIView {
        var level = 0
        var unit = "%"
    }

    final class CaptionLabel: UILabel {}

    @Test func labelValuesPrintInTheirFormats() {
        let label = UILabel().identifying("label")
        label.text = "Hi"
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        label.shadowOffset = CGSize(width: 1, height: 2)
        label.lineBreakMode = .byWordWrapping
        label.minimumScaleFactor = 0.4
        label.highlightedTextColor = .red
        #expect(ViewPrinter(label, options: .withViewConfig).description == """
            label.config {
                $0.accessibilityIdentifier = "label"
                $0.font = /* Modified! Check it manually. (fontName: \(label.font.fontName), pointSize: 20.0) */
                $0.highlightedTextColor = /* Modified! Check it manually. (hex: #FF0000, alpha: 1.0) */
                $0.lineBreakMode = .byWordWrapping
                $0.minimumScaleFactor = 0.4
                $0.shadowOffset = CGSize(width: 1.0, height: 2.0)
                $0.text = "Hi"
                $0.textColor = /* Modified! Check it manually. (hex: #FF7F00, alpha: 0.5) */
            }
            """)
    }

    @Test func viewValuesIncludeTraitsAndOptionalStrings() {
        let root = UIView()
        root.accessibilityTraits = [.header, .button, .selected]
        root.accessibilityLabel = "Title"
        root.alpha = 0.4
        root.tag = 3
        root.contentMode = .scaleAspectFit
        #expect(ViewPrinter(root, tags: [root: "root"], options: .withViewConfig).description == """
            root.config {
                $0.accessibilityLabel = "Title"
                $0.accessibilityTraits = [.button, .header, .selected]
                $0.alpha = 0.4
                $0.contentMode = .scaleAspectFit
                $0.tag = 3
            }
            """)
    }

    @Test func buttonsPrintSetterCallsPerState() {
        let button = UIButton().identifying("save")
        button.setTitle("Save", for: .normal)
        button.setTitleColor(.blue, for: .highlighted)
        button.isEnabled = false
        let lines = ViewPrinter(button, options: .withViewConfig).description.split(separator: "\n").map(String.init)
        #expect(lines.contains("    $0.setTitle(\"Save\", for: .normal)"))
        #expect(lines.contains("    $0.setTitleColor(/* Modified! Check it manually. (hex: #0000FF, alpha: 1.0) */, for: .highlighted)"))
        #expect(lines.contains("    $0.isEnabled = false"))
        #expect(!lines.contains { $0.contains("titleShadowColor") })
        #expect(lines == lines.prefix(1) + lines.dropFirst().dropLast().sorted() + lines.suffix(1))
    }

    @Test func imageViewsSwitchesAndStackViewsPrintTheirOwnProperties() {
        let root = UIView().identifying("root")
        let image = UIImageView(image: UIImage(systemName: "star")).identifying("image")
        let toggle = UISwitch().identifying("toggle")
        toggle.isOn = true
        toggle.preferredStyle = .sliding
        let stack = UIStackView().identifying("stack")
        stack.distribution = .fillEqually
        stack.alignment = .center
        for view in [image, toggle, stack] { root.addSubview(view) }
        #expect(ViewPrinter(root, options: .withViewConfig).description == """
            root.config {
                $0.accessibilityIdentifier = "root"
            }.sublayout {
                image.config {
                    $0.accessibilityIdentifier = "image"
                    $0.image = /* Modified! Check it manually. */
                }
                toggle.config {
                    $0.accessibilityIdentifier = "toggle"
                    $0.isOn = true
                    $0.preferredStyle = .sliding
                }
                stack.config {
                    $0.accessibilityIdentifier = "stack"
                    $0.alignment = .center
                    $0.distribution = .fillEqually
                }
            }
            """)
    }

    @Test func customConfigurablePropertiesAddToTheInheritedOnes() {
        let card = FoldingCard().identifying("card")
        card.isFolded = true
        card.corner = 12
        card.clipsToBounds = true
        #expect(ViewPrinter(card, options: .withViewConfig).description == """
            card.config {
                $0.accessibilityIdentifier = "card"
                $0.clipsToBounds = true
                $0.corner = 12.0
                $0.isFolded = true
            }
            """)
    }

    @Test func aRegisteredClassUsesItsOwnReferenceInstance() {
        ConfigurableProperties.default.regist(Gauge.self, defaultReferenceView: Gauge()) { reference in
            [
                .property(keypath: \.level, defaultReferenceView: reference) { "$0.level = \($0)" },
                .property(keypath: \.unit, defaultReferenceView: reference) { "$0.unit = \"\($0)\"" },
            ]
        }
        let gauge = Gauge().identifying("gauge")
        gauge.level = 7
        #expect(ViewPrinter(gauge, options: .withViewConfig).description == """
            gauge.config {
                $0.accessibilityIdentifier = "gauge"
                $0.level = 7
            }
            """)
    }

    @Test func aSubclassOfARegisteredClassComparesWithTheRegisteredClass() {
        let caption = CaptionLabel().identifying("caption")
        caption.numberOfLines = 0
        #expect(ViewPrinter(caption, options: .withViewConfig).description == """
            caption.config {
                $0.accessibilityIdentifier = "caption"
                $0.numberOfLines = 0
            }
            """)
    }

    @Test func systemConstraintsPrintOnlyWhenAsked() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 10)).identifying("stack")
        let first = UIView().identifying("first"), second = UIView().identifying("second")
        let activation = stack.sublayout {
            first.anchors { Anchors.height.equalTo(constant: 10) }
            second.anchors { Anchors.height.equalTo(constant: 10) }
        }.active()
        stack.layoutIfNeeded()
        let plain = ViewPrinter(stack).description
        let all = ViewPrinter(stack, options: .withSystemConstraints).description
        #expect(plain == """
            stack.sublayout {
                first.anchors {
                    Anchors.height.equalTo(constant: 10.0)
                }
                second.anchors {
                    Anchors.height.equalTo(constant: 10.0)
                }
            }
            """)
        // The arrangement constraints (the stack's edges to its first and last views, the spacing between them)
        // belong to their first items.
        #expect(all == """
            stack.anchors {
                Anchors.top.bottom.equalTo(first)
                Anchors.leading.equalTo(first)
                Anchors.trailing.equalTo(second)
            }.sublayout {
                first.anchors {
                    Anchors.top.bottom.equalTo(second)
                    Anchors.height.equalTo(constant: 10.0)
                }
                second.anchors {
                    Anchors.leading.equalTo(first, attribute: .trailing)
                    Anchors.height.equalTo(constant: 10.0)
                }
            }
            """)
        _ = activation
    }

    @Test func aSubviewPrintsItsSubtreeAndOnlyTheConstraintsInstalledThere() {
        let window = UIView().identifying("window")
        let root = UIView().identifying("root")
        let child = UIView().identifying("child")
        let activation = window.sublayout {
            root.anchors {
                Anchors.allSides()
                Anchors.width.equalTo(root, attribute: .height)
            }.sublayout {
                child.anchors { Anchors.top.equalTo(window) }
            }
        }.active()
        // The edges and child.top are installed on window, outside the printed subtree; root's aspect ratio is
        // installed on root, and its superview (window, tagged on the fly) is not its second item.
        #expect(ViewPrinter(root).description == """
            root.anchors {
                Anchors.width.equalTo(root, attribute: .height)
            }.sublayout {
                child
            }
            """)
        _ = activation
    }
}
