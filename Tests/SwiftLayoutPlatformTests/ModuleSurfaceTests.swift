// This file imports only the platform (and the test framework), as a UIKit file with `import UIKit` replaced
// by `import SwiftLayoutPlatform` does: whatever compiles here compiles for such a file (UIKIT-2 §1).
import SwiftLayoutPlatform
import Testing

@Suite struct ModuleSurfaceTests {
    @Test func importingThePlatformBringsFoundation() {
        let width: CGFloat = 320
        let frame = CGRect(x: 0, y: 0, width: width, height: 480)
        let seen = NSMutableSet()
        seen.add(IndexPath(indexes: [0, 1]))
        #expect(frame.size == CGSize(width: 320, height: 480))
        #expect(seen.count == 1)
        #expect(NSString(string: "title").length == 5)
    }

    @Test func geometryDebugDescriptionsReadAsOnDarwin() {
        #expect(CGRect(x: 20, y: 0, width: 0, height: 40).debugDescription == "(20.0, 0.0, 0.0, 40.0)")
        #expect(CGPoint(x: 20, y: 0).debugDescription == "(20.0, 0.0)")
        #expect(CGSize(width: 0, height: 40).debugDescription == "(0.0, 40.0)")
        #expect("\(CGRect(x: 1.5, y: -2, width: 3, height: 4))" == "(1.5, -2.0, 3.0, 4.0)")
    }

    @Test func viewsAndImagesShareTheAccessibilityIdentification() {
        let view = UIView()
        let image = UIImage(size: CGSize(width: 8, height: 8))
        let elements: [UIAccessibilityIdentification] = [view, image]
        for (index, element) in elements.enumerated() { element.accessibilityIdentifier = "element \(index)" }
        #expect(view.accessibilityIdentifier == "element 0")
        #expect(image.accessibilityIdentifier == "element 1")
        image.accessibilityIdentifier = nil
        #expect(image.accessibilityIdentifier == nil)
    }
}

/// A constraint subclass declared outside the module with no initializer of its own, as layout libraries
/// declare theirs (UIKIT-2 §2, finding F2): it inherits `init()` and `init(item:…)`.
final class LayoutConstraint: NSLayoutConstraint {
    var label = ""
}

/// A subclass that overrides `init()` and the `constant` setter, calling `super` in both.
final class CountingConstraint: NSLayoutConstraint {
    var initCalls = 0
    var constantWrites: [CGFloat] = []

    override init() {
        super.init()
        initCalls += 1
    }

    override var constant: CGFloat {
        get { super.constant }
        set {
            constantWrites.append(newValue)
            super.constant = newValue
        }
    }
}

@Suite struct ConstraintSubclassTests {
    @Test func aSubclassFromAnotherModuleIsCreatedActivatedSolvedAndEdited() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 10)
        width.label = "width"
        let left = LayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: root,
                                    attribute: .left, multiplier: 1, constant: 20)
        NSLayoutConstraint.activate([
            width, left,
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 0, width: 10, height: 5))
        #expect(root.constraints.contains { $0 === left })
        width.constant = 30
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 0, width: 30, height: 5))
        #expect(width.label == "width")
        width.isActive = false
        #expect(!width.isActive && !view.constraints.contains { $0 === width })
    }

    @Test func aSubclassPrintsItsOwnNameWithoutModulePrefix() {
        let view = UIView()
        let height = LayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: 5)
        let text = height.description
        #expect(text.hasPrefix("<LayoutConstraint:0x"))
        #expect(text.hasSuffix(".height == 5   (inactive)>"))
        #expect(text.contains(" UIView:0x"))
        #expect(height.debugDescription == text)
    }

    @Test func anEmptyConstraintHasUIKitsDefaultsAndIsRefusedOnActivation() {
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil && empty.secondItem == nil)
        #expect(empty.firstAttribute == .notAnAttribute && empty.secondAttribute == .notAnAttribute)
        #expect(empty.relation == .equal && empty.multiplier == 1 && empty.constant == 0)
        #expect(empty.priority == .required && empty.identifier == nil && !empty.isActive)
        let diagnostics = LayoutDiagnostics.collect { empty.isActive = true }.1
        #expect(diagnostics.map(\.kind) == [.invalidConstraint])
        #expect(!empty.isActive)
        let subclassed = LayoutConstraint()
        let more = LayoutDiagnostics.collect { NSLayoutConstraint.activate([subclassed]) }.1
        #expect(more.map(\.kind) == [.invalidConstraint])
        #expect(!subclassed.isActive)
    }

    @Test func theItemInitializerRunsAnOverriddenInitAndSetterOverridesReachTheEngine() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        let left = CountingConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: root,
                                      attribute: .left, multiplier: 1, constant: 5)
        #expect(left.initCalls == 1)
        #expect(left.constantWrites.isEmpty)   // the initializer stores the constant, it does not set it
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            left, view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        left.constant = 40
        root.layoutIfNeeded()
        #expect(left.constantWrites == [40])
        #expect(view.frame.minX == 40)
    }
}
