import Testing
import SwiftLayout
import SwiftLayoutUtil

/// RenderingAndSnapshotTests.md, examples VP1–VP14, character for character.
@MainActor
@Suite struct ViewPrinterTests {
    func view(_ name: String) -> UIView { UIView().identifying(name) }

    @Test func vp1PrintsTheHierarchyOnly() {
        let board = view("board"), lane = view("lane"), card = view("card"), note = view("note")
        let activation = board.sublayout {
            lane.sublayout {
                card
                note
            }
        }.active()
        #expect(ViewPrinter(board).description == """
            board.sublayout {
                lane.sublayout {
                    card
                    note
                }
            }
            """)
        _ = activation
    }

    @Test func vp2PrintsBareFormsAttributeFormsAndInwardOffsetsAsConstants() {
        let panel = view("panel"), header = view("header"), body = view("body")
        let activation = panel.sublayout {
            header.anchors {
                Anchors.cap()
                Anchors.height.equalTo(constant: 60)
            }
            body.anchors {
                Anchors.top.equalTo(header, attribute: .bottom, constant: 8)
                Anchors.shoe(offset: 12)
            }
        }.active()
        #expect(ViewPrinter(panel).description == """
            panel.sublayout {
                header.anchors {
                    Anchors.top
                    Anchors.leading.trailing
                    Anchors.height.equalTo(constant: 60.0)
                }
                body.anchors {
                    Anchors.top.equalTo(header, attribute: .bottom, constant: 8.0)
                    Anchors.bottom.equalToSuper(constant: -12.0)
                    Anchors.leading.equalToSuper(constant: 12.0)
                    Anchors.trailing.equalToSuper(constant: -12.0)
                }
            }
            """)
        _ = activation
    }

    @Test func vp3GroupsConstantSizesAndSplitsCenterByAxis() {
        let stage = view("stage"), photo = view("photo"), shade = view("shade")
        let activation = stage.sublayout {
            photo.anchors {
                Anchors.center()
                Anchors.size(width: 120, height: 120)
            }
            shade.anchors {
                Anchors.width.height
                Anchors.center()
            }
        }.active()
        #expect(ViewPrinter(stage).description == """
            stage.sublayout {
                photo.anchors {
                    Anchors.width.height.equalTo(constant: 120.0)
                    Anchors.centerX
                    Anchors.centerY
                }
                shade.anchors {
                    Anchors.width.height.equalToSuper()
                    Anchors.centerX
                    Anchors.centerY
                }
            }
            """)
        _ = activation
    }

    @Test func vp4SplitsMixedExpressionsAndGroupsSiblingTargets() {
        let row = view("row"), avatar = view("avatar"), name = view("name")
        let activation = row.sublayout {
            avatar.anchors {
                Anchors.leading.top.equalToSuper(constant: 10)
                Anchors.width.equalTo(constant: 40)
                Anchors.height.equalTo(avatar, attribute: .width)
            }
            name.anchors {
                Anchors.leading.equalTo(avatar, attribute: .trailing, constant: 8)
                Anchors.top.equalTo(avatar)
                Anchors.bottom.equalTo(avatar)
                Anchors.trailing.lessThanOrEqualToSuper(constant: -10)
            }
        }.active()
        #expect(ViewPrinter(row).description == """
            row.sublayout {
                avatar.anchors {
                    Anchors.top.equalToSuper(constant: 10.0)
                    Anchors.leading.equalToSuper(constant: 10.0)
                    Anchors.width.equalTo(constant: 40.0)
                    Anchors.height.equalTo(avatar, attribute: .width)
                }
                name.anchors {
                    Anchors.top.bottom.equalTo(avatar)
                    Anchors.leading.equalTo(avatar, attribute: .trailing, constant: 8.0)
                    Anchors.trailing.lessThanOrEqualToSuper(constant: -10.0)
                }
            }
            """)
        _ = activation
    }

    @Test func vp5PrintsSuperFormsWithAttributesAndDimensionsToTheOtherDimension() {
        let sheet = view("sheet"), grip = view("grip"), rule = view("rule")
        let activation = sheet.sublayout {
            grip.anchors {
                Anchors.top.greaterThanOrEqualToSuper(constant: 6)
                Anchors.centerX.equalToSuper(attribute: .leading, constant: 30)
                Anchors.width.equalToSuper(attribute: .height)
                Anchors.height.lessThanOrEqualToSuper(constant: -40)
            }
            rule.anchors {
                Anchors.top.equalToSuper(attribute: .centerY)
                Anchors.horizontal()
                Anchors.height.equalTo(constant: 1)
            }
        }.active()
        #expect(ViewPrinter(sheet).description == """
            sheet.sublayout {
                grip.anchors {
                    Anchors.top.greaterThanOrEqualToSuper(constant: 6.0)
                    Anchors.width.equalTo(sheet, attribute: .height)
                    Anchors.height.lessThanOrEqualToSuper(constant: -40.0)
                    Anchors.centerX.equalToSuper(attribute: .leading, constant: 30.0)
                }
                rule.anchors {
                    Anchors.top.equalToSuper(attribute: .centerY)
                    Anchors.leading.trailing
                    Anchors.height.equalTo(constant: 1.0)
                }
            }
            """)
        _ = activation
    }

    @Test func vp6CustomTagsOverrideIdentifiersAndNameUntaggedViews() {
        let shell = UIView()
        let content = UIView().identifying("content")
        let spinner = UIView()
        let activation = shell.sublayout {
            content.anchors { Anchors.allSides(offset: 16) }.sublayout {
                spinner.anchors { Anchors.center() }
            }
        }.active()
        #expect(ViewPrinter(shell, tags: [shell: "screen", content: "main", spinner: "loadingIndicator"]).description == """
            screen.sublayout {
                main.anchors {
                    Anchors.top.equalToSuper(constant: 16.0)
                    Anchors.bottom.equalToSuper(constant: -16.0)
                    Anchors.leading.equalToSuper(constant: 16.0)
                    Anchors.trailing.equalToSuper(constant: -16.0)
                }.sublayout {
                    loadingIndicator.anchors {
                        Anchors.centerX
                        Anchors.centerY
                    }
                }
            }
            """)
        _ = activation
    }

    @Test func vp7OnlyIdentifierDropsAnUntaggedViewWithItsSubtreeAndLines() {
        let list = view("list"), first = view("first"), second = view("second"), dot = view("dot")
        let spacer = UIView()
        let activation = list.sublayout {
            first.anchors {
                Anchors.cap()
                Anchors.height.equalTo(constant: 44)
            }
            spacer.anchors {
                Anchors.top.equalTo(first, attribute: .bottom)
                Anchors.horizontal()
                Anchors.height.equalTo(constant: 12)
            }.sublayout {
                dot.anchors {
                    Anchors.center()
                    Anchors.size(width: 4, height: 4)
                }
            }
            second.anchors {
                Anchors.top.equalTo(first, attribute: .bottom, constant: 12)
                Anchors.shoe()
            }
        }.active()
        #expect(ViewPrinter(list, options: .onlyIdentifier).description == """
            list.sublayout {
                first.anchors {
                    Anchors.top
                    Anchors.leading.trailing
                    Anchors.height.equalTo(constant: 44.0)
                }
                second.anchors {
                    Anchors.top.equalTo(first, attribute: .bottom, constant: 12.0)
                    Anchors.bottom
                    Anchors.leading.trailing
                }
            }
            """)
        #expect(ViewPrinter(list).description.contains("    0x"))
        #expect(ViewPrinter(spacer, options: .onlyIdentifier).description == "")
        _ = activation
    }

    @Test func vp8PrintsSystemGuidesAsTargets() {
        let screen = view("screen"), toolbar = view("toolbar")
        let activation = screen.sublayout {
            toolbar.anchors {
                Anchors.top.equalTo(screen.safeAreaLayoutGuide)
                Anchors.leading.trailing.equalTo(screen.layoutMarginsGuide)
                Anchors.height.equalTo(constant: 48)
            }
        }.active()
        #expect(ViewPrinter(screen).description == """
            screen.sublayout {
                toolbar.anchors {
                    Anchors.top.equalTo(screen.safeAreaLayoutGuide)
                    Anchors.leading.trailing.equalTo(screen.layoutMarginsGuide)
                    Anchors.height.equalTo(constant: 48.0)
                }
            }
            """)
        _ = activation
    }

    @Test func vp9PrintsMultipliersAsCGFloat() {
        let gauge = view("gauge"), needle = view("needle")
        let activation = gauge.sublayout {
            needle.anchors {
                Anchors.centerX.equalToSuper().multiplier(1.2)
                Anchors.centerY
                Anchors.width.height.equalToSuper().multiplier(0.25)
            }
        }.active()
        #expect(ViewPrinter(gauge).description == """
            gauge.sublayout {
                needle.anchors {
                    Anchors.width.height.equalToSuper().multiplier(0.25)
                    Anchors.centerX.equalToSuper().multiplier(1.2)
                    Anchors.centerY
                }
            }
            """)
        _ = activation
    }

    @Test func vp10WithViewConfigWritesTheChangedPropertiesSorted() {
        let holder = UIView().identifying("holder")
        let caption = UILabel().identifying("caption")
        let activation = holder.config {
            $0.clipsToBounds = true
        }.sublayout {
            caption.config {
                $0.text = "Hello"
                $0.numberOfLines = 2
                $0.textAlignment = .center
            }.anchors {
                Anchors.allSides()
            }
        }.active()
        #expect(ViewPrinter(holder, options: .withViewConfig).description == """
            holder.config {
                $0.accessibilityIdentifier = "holder"
                $0.clipsToBounds = true
            }.sublayout {
                caption.config {
                    $0.accessibilityIdentifier = "caption"
                    $0.numberOfLines = 2
                    $0.text = "Hello"
                    $0.textAlignment = .center
                }.anchors {
                    Anchors.top.bottom
                    Anchors.leading.trailing
                }
            }
            """)
        _ = activation
    }

    @Test func vp11PrintsArrangedAndNonArrangedChildrenAlikeWithoutArrangementConstraints() {
        let bar = UIStackView().identifying("bar")
        let backdrop = view("backdrop"), titleRow = view("titleRow"), detailRow = view("detailRow")
        let activation = bar.config {
            $0.axis = .vertical
            $0.spacing = 4
        }.sublayout {
            GroupLayout(option: .isNotArranged) {
                backdrop.anchors { Anchors.allSides() }
            }
            titleRow
            detailRow
        }.active()
        #expect(ViewPrinter(bar, options: .withViewConfig).description == """
            bar.config {
                $0.accessibilityIdentifier = "bar"
                $0.axis = .vertical
                $0.spacing = 4.0
            }.sublayout {
                backdrop.config {
                    $0.accessibilityIdentifier = "backdrop"
                }.anchors {
                    Anchors.top.bottom
                    Anchors.leading.trailing
                }
                titleRow.config {
                    $0.accessibilityIdentifier = "titleRow"
                }
                detailRow.config {
                    $0.accessibilityIdentifier = "detailRow"
                }
            }
            """)
        _ = activation
    }

    final class TicketView: UIView {
        let stub = UIView()
        let barcode = UIImageView()
        var activation: Activation?

        override init(frame: CGRect) {
            super.init(frame: frame)
            activation = self.sublayout {
                stub.anchors {
                    Anchors.cap()
                    Anchors.height.equalTo(constant: 30)
                }
                barcode.anchors {
                    Anchors.top.equalTo(stub, attribute: .bottom)
                    Anchors.shoe()
                }
            }.active()
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Test func vp12UpdateIdentifiersWithTypeOfViewKeepsTheCustomTag() {
        let ticket = TicketView(frame: .zero)
        let printer = ViewPrinter(ticket, tags: [ticket: "ticket"])
        #expect(printer.updateIdentifiers(.withTypeOfView).description == """
            ticket.sublayout {
                stub:UIView.anchors {
                    Anchors.top
                    Anchors.leading.trailing
                    Anchors.height.equalTo(constant: 30.0)
                }
                barcode:UIImageView.anchors {
                    Anchors.top.equalTo(stub:UIView, attribute: .bottom)
                    Anchors.bottom
                    Anchors.leading.trailing
                }
            }
            """)
        #expect(ticket.stub.accessibilityIdentifier == "stub:UIView")
        #expect(ticket.accessibilityIdentifier == nil)
        // The receiver kept its snapshot.
        #expect(printer.description.contains("0x"))
    }

    @Test func vp13PrintsAUserGuideAsAChildAfterTheSubviews() {
        let column = view("column"), upper = view("upper"), lower = view("lower")
        let gap = UILayoutGuide().identifying("gap")
        let activation = column.sublayout {
            upper.anchors {
                Anchors.cap()
                Anchors.height.equalTo(constant: 40)
            }
            gap.anchors {
                Anchors.top.equalTo(upper, attribute: .bottom)
                Anchors.height.equalTo(constant: 16)
                Anchors.horizontal()
            }
            lower.anchors {
                Anchors.top.equalTo("gap", attribute: .bottom)
                Anchors.shoe()
            }
        }.active()
        #expect(ViewPrinter(column).description == """
            column.sublayout {
                upper.anchors {
                    Anchors.top
                    Anchors.leading.trailing
                    Anchors.height.equalTo(constant: 40.0)
                }
                lower.anchors {
                    Anchors.top.equalTo(gap, attribute: .bottom)
                    Anchors.bottom
                    Anchors.leading.trailing
                }
                gap.anchors {
                    Anchors.top.equalTo(upper, attribute: .bottom)
                    Anchors.leading.trailing
                    Anchors.height.equalTo(constant: 16.0)
                }
            }
            """)
        _ = activation
    }

    @Test func vp14PrintsAnchorsOnTheRootAndCollapsesConstraintsThatDifferOnlyInPriority() {
        // A root's frame sizes it (UIKit's encapsulated size): give it the size its anchors ask for.
        let tile = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120)).identifying("tile")
        let mark = view("mark")
        let activation = tile.anchors {
            Anchors.width.equalTo(constant: 200)
            Anchors.height.equalTo(constant: 120)
        }.sublayout {
            mark.anchors {
                Anchors.width.equalTo(constant: 24)
                Anchors.width.equalTo(constant: 24).priority(.defaultLow)
                Anchors.trailing.bottom.equalToSuper(constant: -8)
            }
        }.active()
        #expect(ViewPrinter(tile).description == """
            tile.anchors {
                Anchors.width.equalTo(constant: 200.0)
                Anchors.height.equalTo(constant: 120.0)
            }.sublayout {
                mark.anchors {
                    Anchors.bottom.equalToSuper(constant: -8.0)
                    Anchors.trailing.equalToSuper(constant: -8.0)
                    Anchors.width.equalTo(constant: 24.0)
                }
            }
            """)
        #expect(activation.diagnostics.isEmpty)
    }
}
