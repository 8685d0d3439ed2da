import SwiftLayout

/// A settings screen: a header (avatar, name, subtitle), a spacer guide, a vertical stack of rows each with a
/// label and a switch, and a save button pinned to the bottom. `isCompact` shrinks the header and drops the
/// subtitle. Labels size themselves from their text (the platform's deterministic text metrics).
final class SettingsScreen: UIView, Layoutable {
    var activation: Activation?
    @LayoutProperty var isCompact = false

    let header = UIView().identifying("header")
    let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle")).identifying("avatar")
    let name = UILabel().identifying("name")
    let subtitle = UILabel().identifying("subtitle")
    let gap = UILayoutGuide().identifying("gap")
    let list = UIStackView().identifying("list")
    let rows: [(row: UIView, title: UILabel, toggle: UISwitch, text: String)] =
        [("wifi", "Wi-Fi"), ("bluetooth", "Bluetooth"), ("airplane", "Airplane Mode")].map {
            (UIView().identifying("\($0.0)Row"), UILabel().identifying("\($0.0)Title"),
             UISwitch().identifying("\($0.0)Switch"), $0.1)
        }
    let saveButton = UIButton().identifying("saveButton")

    var layout: some Layout {
        self.sublayout {
            header.anchors {
                Anchors.cap()
                Anchors.height.equalTo(constant: isCompact ? 72 : 120)
            }.sublayout {
                avatar.anchors {
                    Anchors.leading.equalToSuper(constant: 16)
                    Anchors.centerY
                    Anchors.size(width: isCompact ? 40 : 64, height: isCompact ? 40 : 64)
                }
                name.config {
                    $0.text = "Jane Appleseed"
                    $0.font = .boldSystemFont(ofSize: 17)
                }.anchors {
                    Anchors.leading.equalTo(avatar, attribute: .trailing, constant: 12)
                    Anchors.trailing.equalToSuper(inwardOffset: 16)
                    Anchors.top.equalTo(avatar)
                }
                if !isCompact {
                    subtitle.config {
                        $0.text = "Apple ID, iCloud, Media & Purchases"
                        $0.font = .systemFont(ofSize: 13)
                    }.anchors {
                        Anchors.top.equalTo("name", attribute: .bottom, constant: 4)
                        Anchors.leading.trailing.equalTo(name)
                    }
                }
            }
            gap.anchors {
                Anchors.top.equalTo(header, attribute: .bottom)
                Anchors.height.equalTo(constant: 12)
                Anchors.horizontal()
            }
            list.config { $0.axis = .vertical }.anchors {
                Anchors.top.equalTo("gap", attribute: .bottom)
                Anchors.horizontal(offset: 16)
            }.sublayout {
                for row in rows {
                    row.row.anchors {
                        Anchors.height.equalTo(constant: 44)
                    }.sublayout {
                        // In a narrow row the title gives way, never the switch: with UIKit's equal
                        // default resistances (750) the squeeze could go either way (an ambiguous layout).
                        row.title.config {
                            $0.text = row.text
                            $0.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
                        }.anchors {
                            Anchors.leading.equalToSuper(constant: 12)
                            Anchors.centerY
                            Anchors.trailing.lessThanOrEqualTo(row.toggle, attribute: .leading, constant: -8)
                        }
                        row.toggle.anchors {
                            Anchors.trailing.equalToSuper(inwardOffset: 12)
                            Anchors.centerY
                        }
                    }
                }
            }
            saveButton.config { $0.setTitle("Save", for: .normal) }.anchors {
                Anchors.bottom.equalToSuper(inwardOffset: 24)
                Anchors.centerX
                Anchors.width.equalTo(constant: 200)
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "screen"
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
