// swiftlayout-demo: builds a profile/settings screen with the SwiftLayout DSL, activates it in a root of the
// given size, lays it out, and prints the layout tree with anchors, every view's frame and any diagnostics;
// then toggles a `@LayoutProperty` and prints what the update changed.
//
//     swift run swiftlayout-demo [--width 375] [--height 667]

import SwiftLayout
import SwiftLayoutUtil

// MARK: The screen

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
                        row.title.config { $0.text = row.text }.anchors {
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

// MARK: Arguments

func option(_ name: String, default value: Double) -> Double {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name) else { return value }
    guard index + 1 < arguments.count, let parsed = Double(arguments[index + 1]), parsed.isFinite, parsed >= 0 else {
        FileHandle.standardError.write(Data("swiftlayout-demo: \(name) needs a non-negative number\n".utf8))
        exit(2)
    }
    return parsed
}

if CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") {
    print("usage: swiftlayout-demo [--width 375] [--height 667]")
    exit(0)
}
let width = option("--width", default: 375)
let height = option("--height", default: 667)

// MARK: Printing helpers

@MainActor
func name(of view: UIView) -> String {
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
    return String(describing: type(of: view))
}

func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(describing: value)
}

@MainActor
func frameTable(_ root: UIView) -> [String] {
    var rows: [(String, CGRect)] = []
    func walk(_ view: UIView, depth: Int) {
        rows.append((String(repeating: "  ", count: depth) + name(of: view), view.frame))
        for guide in view.layoutGuides where !guide.identifier.hasPrefix("UIView") {
            rows.append((String(repeating: "  ", count: depth + 1) + "[guide] " + guide.identifier, guide.layoutFrame))
        }
        for subview in view.subviews { walk(subview, depth: depth + 1) }
    }
    walk(root, depth: 0)
    let nameWidth = max(4, rows.map(\.0.count).max() ?? 0)
    func pad(_ text: String, _ count: Int) -> String { text + String(repeating: " ", count: max(0, count - text.count)) }
    func left(_ text: String, _ count: Int) -> String { String(repeating: " ", count: max(0, count - text.count)) + text }
    var lines = [pad("view", nameWidth) + "  " + ["x", "y", "width", "height"].map { left($0, 7) }.joined(separator: " ")]
    for (label, frame) in rows {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { left(number($0), 7) }
        lines.append(pad(label, nameWidth) + "  " + values.joined(separator: " "))
    }
    return lines
}

@MainActor
func describe(_ constraint: NSLayoutConstraint) -> String {
    func item(_ object: AnyObject?) -> String {
        if let view = object as? UIView { return name(of: view) }
        if let guide = object as? UILayoutGuide { return guide.identifier }
        return "nil"
    }
    let relation = [NSLayoutConstraint.Relation.equal: "==", .greaterThanOrEqual: ">=", .lessThanOrEqual: "<="][constraint.relation]!
    var text = "\(item(constraint.firstItem)).\(constraint.firstAttribute.caseName) \(relation) "
    if constraint.secondItem != nil {
        text += "\(item(constraint.secondItem)).\(constraint.secondAttribute.caseName)"
        if constraint.multiplier != 1 { text += " x \(number(constraint.multiplier))" }
        if constraint.constant != 0 { text += (constraint.constant > 0 ? " + " : " - ") + number(abs(constraint.constant)) }
    } else {
        text += number(constraint.constant)
    }
    if constraint.priority != .required { text += " @\(number(CGFloat(constraint.priority.rawValue)))" }
    return text
}

@MainActor
func allViews(_ root: UIView) -> [UIView] { [root] + root.subviews.flatMap(allViews) }

func section(_ title: String) {
    print("")
    print("== \(title) ==")
}

// MARK: Run

LayoutDiagnostics.policy = .silent
LayoutDiagnostics.checksAmbiguity = true

let screen = SettingsScreen(frame: CGRect(x: 0, y: 0, width: width, height: height))
screen.layoutIfNeeded()

print("SwiftLayout demo: a settings screen in a \(number(CGFloat(width))) x \(number(CGFloat(height))) root")
section("LayoutPrinter (with anchors)")
print(LayoutPrinter(screen.layout, withAnchors: true).description)
section("Frames (relative to the superview)")
for line in frameTable(screen) { print(line) }
section("Diagnostics")
let skipped = screen.activation?.diagnostics ?? []
let engine = screen.layoutDiagnostics
if skipped.isEmpty && engine.isEmpty { print("none") }
for diagnostic in skipped { print(diagnostic.description) }
for diagnostic in engine { print(diagnostic.description) }

// MARK: Toggle

let constraintsBefore = screen.activation?.recordedConstraints ?? []
let constantsBefore = constraintsBefore.map(\.constant)
let viewsBefore = allViews(screen)
let framesBefore = Dictionary(uniqueKeysWithValues: viewsBefore.map { (ObjectIdentifier($0), $0.frame) })

screen.clearLayoutDiagnostics()
screen.isCompact = true          // @LayoutProperty: runs sl.updateLayout() now
screen.layoutIfNeeded()

let constraintsAfter = screen.activation?.recordedConstraints ?? []
let afterIDs = Set(constraintsAfter.map(ObjectIdentifier.init))
let beforeIDs = Set(constraintsBefore.map(ObjectIdentifier.init))
section("screen.isCompact = true: what the update changed")
let removedViews = viewsBefore.filter { $0.superview == nil && $0 !== screen }
print("views removed: " + (removedViews.isEmpty ? "none" : removedViews.map(name(of:)).joined(separator: ", ")))
let addedViews = allViews(screen).filter { framesBefore[ObjectIdentifier($0)] == nil }
print("views added: " + (addedViews.isEmpty ? "none" : addedViews.map(name(of:)).joined(separator: ", ")))
var untouched = 0
var edited: [String] = []
for (constraint, constant) in zip(constraintsBefore, constantsBefore) where afterIDs.contains(ObjectIdentifier(constraint)) {
    if constraint.constant != constant {
        edited.append("\(describe(constraint))   (constant \(number(constant)) -> \(number(constraint.constant)), edited in place)")
    } else {
        untouched += 1
    }
}
let deactivated = constraintsBefore.filter { !afterIDs.contains(ObjectIdentifier($0)) }
let activated = constraintsAfter.filter { !beforeIDs.contains(ObjectIdentifier($0)) }
print("constraints untouched: \(untouched)")
print("constraints edited in place: \(edited.count)")
for line in edited { print("  ~ " + line) }
print("constraints deactivated: \(deactivated.count)")
for constraint in deactivated { print("  - " + describe(constraint)) }
print("constraints activated: \(activated.count)")
for constraint in activated { print("  + " + describe(constraint)) }
print("frames changed:")
var anyFrame = false
for view in allViews(screen) {
    guard let before = framesBefore[ObjectIdentifier(view)], before != view.frame else { continue }
    anyFrame = true
    let from = [before.origin.x, before.origin.y, before.size.width, before.size.height].map(number).joined(separator: ", ")
    let to = [view.frame.origin.x, view.frame.origin.y, view.frame.size.width, view.frame.size.height].map(number)
        .joined(separator: ", ")
    print("  \(name(of: view)): (\(from)) -> (\(to))")
}
if !anyFrame { print("  none") }
let afterDiagnostics = (screen.activation?.diagnostics.map(\.description) ?? []) + screen.layoutDiagnostics.map(\.description)
print("diagnostics: " + (afterDiagnostics.isEmpty ? "none" : ""))
for line in afterDiagnostics { print("  " + line) }
