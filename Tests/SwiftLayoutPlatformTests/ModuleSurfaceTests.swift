// This file imports only the platform (and the test framework), as a UIKit file with `import UIKit` replaced
// by `import SwiftLayoutPlatform` does: whatever compiles here compiles for such a file (TheUIKitLayer.md).
import SwiftLayoutPlatform
import Testing

#if MainActorIsolation
@MainActor
#endif
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
/// declare theirs (TheUIKitLayer.md, finding F2): it inherits `init()` and `init(item:…)`.
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

#if MainActorIsolation
@MainActor
#endif
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

/// Overrides every hierarchy member TheUIKitLayer.md lists for `UIView`, from outside the module, and logs them.
final class OverridingView: UIView {
    var log: [String] = []

    override func addSubview(_ view: UIView) { log.append("addSubview"); super.addSubview(view) }
    override func insertSubview(_ view: UIView, at index: Int) {
        log.append("insertSubview(at: \(index))"); super.insertSubview(view, at: index)
    }
    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        log.append("insertSubview(above)"); super.insertSubview(view, aboveSubview: siblingSubview)
    }
    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        log.append("insertSubview(below)"); super.insertSubview(view, belowSubview: siblingSubview)
    }
    override func bringSubviewToFront(_ view: UIView) {
        log.append("bringSubviewToFront"); super.bringSubviewToFront(view)
    }
    override func sendSubviewToBack(_ view: UIView) { log.append("sendSubviewToBack"); super.sendSubviewToBack(view) }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        log.append("exchangeSubview"); super.exchangeSubview(at: index1, withSubviewAt: index2)
    }
    override func removeFromSuperview() { log.append("removeFromSuperview"); super.removeFromSuperview() }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview"); super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) {
        log.append("willRemoveSubview"); super.willRemoveSubview(subview)
    }
    override func invalidateIntrinsicContentSize() {
        log.append("invalidateIntrinsicContentSize"); super.invalidateIntrinsicContentSize()
    }
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        log.append("systemLayoutSizeFitting"); return super.systemLayoutSizeFitting(targetSize)
    }
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        log.append("systemLayoutSizeFitting(priorities)")
        return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                             verticalFittingPriority: verticalFittingPriority)
    }
    override var canBecomeFirstResponder: Bool { true }
    override func becomeFirstResponder() -> Bool { log.append("becomeFirstResponder"); return true }
}

/// A view whose baseline is its subview's, through UIKit's Swift spelling.
final class CaptionedView: UIView {
    let caption = UILabel()
    override var forLastBaselineLayout: UIView { caption }
}

/// Subclasses overriding the members TheUIKitLayer.md lists for the other classes: they compile only if those
/// members are open.
final class ShoutingLabel: UILabel {
    override var text: String? { get { super.text } set { super.text = newValue?.uppercased() } }
    override var font: UIFont! { get { super.font } set { super.font = newValue } }
    override var numberOfLines: Int { get { super.numberOfLines } set { super.numberOfLines = newValue } }
    override var preferredMaxLayoutWidth: CGFloat {
        get { super.preferredMaxLayoutWidth } set { super.preferredMaxLayoutWidth = newValue }
    }
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }
}

final class CountingButton: UIButton {
    var sent = 0
    override var isEnabled: Bool { didSet { sent += 0 } }
    override func sendActions(for controlEvents: UIControl.Event) { sent += 1; super.sendActions(for: controlEvents) }
}

final class LoggingStackView: UIStackView {
    var arranged: [String] = []
    override func addArrangedSubview(_ view: UIView) { arranged.append("add"); super.addArrangedSubview(view) }
    override func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arranged.append("insert"); super.insertArrangedSubview(view, at: stackIndex)
    }
    override func removeArrangedSubview(_ view: UIView) { arranged.append("remove"); super.removeArrangedSubview(view) }
}

final class NamedGuide: UILayoutGuide {
    override var identifier: String { get { "named:" + super.identifier } set { super.identifier = newValue } }
}

final class TintedImageView: UIImageView {
    override var image: UIImage? { didSet { highlightedImage = image } }
}

/// Subclasses overriding the open members of the types UIKIT-2 added (scroll view, window, text field, cells):
/// they compile only if those members are open.
final class LoggingScrollView: UIScrollView {
    var log: [String] = []
    override var contentSize: CGSize { didSet { log.append("contentSize") } }
    override var contentInset: UIEdgeInsets { didSet { log.append("contentInset") } }
    override var contentOffset: CGPoint { didSet { log.append("contentOffset") } }
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        log.append("setContentOffset"); super.setContentOffset(contentOffset, animated: animated)
    }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        log.append("scrollRectToVisible"); super.scrollRectToVisible(rect, animated: animated)
    }
}

final class LoggingWindow: UIWindow {
    var log: [String] = []
    override var rootViewController: UIViewController? { didSet { log.append("rootViewController") } }
    override func makeKeyAndVisible() { log.append("makeKeyAndVisible"); super.makeKeyAndVisible() }
}

final class UppercaseField: UITextField {
    override var text: String? { get { super.text } set { super.text = newValue?.uppercased() } }
    override var placeholder: String? { didSet {} }
    override var font: UIFont? { get { super.font } set { super.font = newValue } }
    override var borderStyle: UITextField.BorderStyle { didSet {} }
    override func textRect(forBounds bounds: CGRect) -> CGRect { super.textRect(forBounds: bounds) }
}

final class ReusableRow: UITableViewCell {
    var reused = 0
    override func prepareForReuse() { super.prepareForReuse(); reused += 1 }
}

final class ReusableTile: UICollectionViewCell {
    var reused = 0
    override func prepareForReuse() { super.prepareForReuse(); reused += 1 }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct OverridableMembersTests {
    @Test func hierarchyOverridesFromAnotherModuleSeeEveryCall() {
        let root = OverridingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.insertSubview(b, at: 0)
        root.insertSubview(c, aboveSubview: a)
        root.insertSubview(c, belowSubview: b)
        root.bringSubviewToFront(c)
        root.sendSubviewToBack(c)
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        c.removeFromSuperview()
        #expect(root.log == [
            "addSubview", "didAddSubview", "insertSubview(at: 0)", "didAddSubview", "insertSubview(above)",
            "didAddSubview", "insertSubview(below)", "didAddSubview", "bringSubviewToFront", "sendSubviewToBack",
            "exchangeSubview", "willRemoveSubview",
        ])
        let moved = OverridingView()
        root.addSubview(moved)
        moved.removeFromSuperview()
        moved.invalidateIntrinsicContentSize()
        _ = moved.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(moved.log == ["removeFromSuperview", "invalidateIntrinsicContentSize", "systemLayoutSizeFitting",
                              "systemLayoutSizeFitting(priorities)"])
        #expect(moved.canBecomeFirstResponder && moved.becomeFirstResponder() && !moved.isFirstResponder)
        let plain = UIView()
        #expect(!plain.canBecomeFirstResponder && !plain.becomeFirstResponder() && plain.resignFirstResponder())
    }

    @Test func overriddenMembersOfTheNewClassesTakeEffect() {
        let scroll = LoggingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 300)
        scroll.contentInset = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scroll.log == ["contentSize", "contentInset", "setContentOffset", "contentOffset",
                               "scrollRectToVisible", "contentOffset"])
        // scrollRectToVisible moved the least: the rect's top to the inset top, offset −4.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -4))
        let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        #expect(window.log == ["rootViewController", "makeKeyAndVisible"])
        let field = UppercaseField()
        field.text = "abc"
        #expect(field.text == "ABC")
        let (row, tile) = (ReusableRow(style: .default, reuseIdentifier: "r"), ReusableTile(frame: .zero))
        row.prepareForReuse()
        tile.prepareForReuse()
        #expect(row.reused == 1 && tile.reused == 1)
    }

    @Test func aStackViewAddsItsArrangedSubviewsThroughTheOverridableAddSubview() {
        final class Stack: UIStackView {
            var added = 0
            override func addSubview(_ view: UIView) { added += 1; super.addSubview(view) }
        }
        let stack = Stack()
        stack.addArrangedSubview(UIView())
        #expect(stack.added == 1)
        let logging = LoggingStackView()
        let view = UIView()
        logging.addArrangedSubview(UIView())
        logging.insertArrangedSubview(view, at: 0)
        logging.removeArrangedSubview(view)
        #expect(logging.arranged == ["add", "insert", "remove"])
    }

    @Test func overriddenMembersOfTheOtherClassesTakeEffect() {
        let label = ShoutingLabel()
        label.text = "title"
        #expect(label.text == "TITLE")
        let button = CountingButton()
        button.sendActions(for: .touchUpInside)
        #expect(button.sent == 1)
        let guide = NamedGuide()
        guide.identifier = "content"
        #expect(guide.identifier == "named:content")
        let imageView = TintedImageView()
        let image = UIImage(size: CGSize(width: 4, height: 4))
        imageView.image = image
        #expect(imageView.highlightedImage === image)
    }

    @Test func aBaselineOverriddenUnderUIKitsSwiftNameIsTheOneLaidOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let captioned = CaptionedView()
        let other = UIView()
        for view in [captioned, captioned.caption, other] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(captioned)
        root.addSubview(other)
        captioned.addSubview(captioned.caption)
        NSLayoutConstraint.activate([
            captioned.topAnchor.constraint(equalTo: root.topAnchor),
            captioned.leftAnchor.constraint(equalTo: root.leftAnchor),
            captioned.widthAnchor.constraint(equalToConstant: 100),
            captioned.heightAnchor.constraint(equalToConstant: 100),
            captioned.caption.topAnchor.constraint(equalTo: captioned.topAnchor),
            captioned.caption.leftAnchor.constraint(equalTo: captioned.leftAnchor),
            captioned.caption.widthAnchor.constraint(equalToConstant: 50),
            captioned.caption.heightAnchor.constraint(equalToConstant: 30),
            other.lastBaselineAnchor.constraint(equalTo: captioned.lastBaselineAnchor),
            other.leftAnchor.constraint(equalTo: root.leftAnchor),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(captioned.viewForLastBaselineLayout === captioned)
        #expect(captioned.forFirstBaselineLayout === captioned.caption)
        // The caption is an empty label: its baseline is its bottom (30), so the 10-high view ends at 30.
        #expect(other.frame.maxY == 30)
    }
}

#if MainActorIsolation
// Written as a layout library for Swift 6 writes it against UIKit (TheUIKitLayer.md): a `@MainActor` helper called
// from `extension UIView` methods, and `static var` settings in an extension of `NSLayoutConstraint`. Both
// compile only because UIView and NSLayoutConstraint are main-actor isolated, as in UIKit.

@MainActor func standardSpacing(for view: UIView) -> CGFloat {
    view.superview == nil ? 0 : NSLayoutConstraint.defaultSpacing
}

extension NSLayoutConstraint {
    static var defaultSpacing: CGFloat = 8
    static var madeByPinning = 0
}

extension UIView {
    @discardableResult
    func pinEdgesToSuperview() -> [NSLayoutConstraint] {
        guard let superview else { return [] }
        translatesAutoresizingMaskIntoConstraints = false
        let inset = standardSpacing(for: self)
        let constraints = [
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: inset),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -inset),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: inset),
            bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -inset),
        ]
        NSLayoutConstraint.madeByPinning += constraints.count
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}

/// Reads a description from code that is not isolated, as `print` and string interpolation do.
nonisolated func describe(_ object: NSObject) -> String { object.description }

@Suite @MainActor struct MainActorIsolationTests {
    @Test func uikitStyleExtensionsCallMainActorHelpersAndKeepStaticSettings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let child = UIView()
        root.addSubview(child)
        let before = NSLayoutConstraint.madeByPinning
        NSLayoutConstraint.defaultSpacing = 10
        defer { NSLayoutConstraint.defaultSpacing = 8 }
        child.pinEdgesToSuperview()
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 40))
        #expect(NSLayoutConstraint.madeByPinning == before + 4)
    }

    @Test func nonisolatedDescriptionsReadTheObjectOnTheMainActor() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.accessibilityIdentifier = "root"
        #expect(describe(view).hasSuffix("; frame = (0 0; 320 480); identifier = 'root'>"))
        let width = view.widthAnchor.constraint(equalToConstant: 320)
        #expect(describe(width).contains(" root.width == 320   (inactive, names: root:0x"))
        #expect(describe(view.widthAnchor) == "\(view.widthAnchor)")
        #expect(view.widthAnchor.isEqual(width.firstAnchor) && view.widthAnchor.hash == width.firstAnchor.hash)
        let guide = UILayoutGuide()
        #expect(describe(guide).hasPrefix("<UILayoutGuide: 0x"))
    }

    @Test func valuesAndUIKitsNonisolatedConstantsAreUsableOffTheMainActor() async {
        // Colors, fonts, images, geometry and priorities are values, and the constants UIKit imports from C
        // globals are not isolated: a detached task reads them freely.
        let image = UIImage(size: CGSize(width: 8, height: 8))
        image.accessibilityIdentifier = "badge"
        let read = await Task.detached {
            [image.size.width, image.scale, UILayoutPriority.defaultHigh.rawValue > 0 ? 1 : 0,
             UIFont.systemFont(ofSize: 17).pointSize, UIView.noIntrinsicMetric,
             UIView.layoutFittingCompressedSize.width, UIView.layoutFittingExpandedSize.width,
             UIStackView.spacingUseSystem > 0 ? 1 : 0, UIStackView.spacingUseDefault > 0 ? 1 : 0,
             UIColor.red.cgColor.alpha, image.accessibilityIdentifier == "badge" ? 1 : 0]
        }.value
        #expect(read == [8, 1, 1, 17, -1, 0, 10000, 1, 1, 1, 1])
    }
}
#endif
