// Imports only the platform, as UIKit code with `import UIKit` replaced does.
import SwiftLayoutPlatform
import Testing

// The text model at the default font (UIFont.systemFont(ofSize: 17)): a Latin character advances 0.5 × 17 = 8.5,
// so "Hello" is 42.5, rounded up to 43; the line height is ceil(1.2 × 17) = 21, the descender −ceil(0.25 × 17) = −5
// and the ascender 21 − 5 = 16.

/// Text fields: intrinsic size from the text or placeholder plus the border padding, the rect methods, overlay
/// views and baselines (TheUIKitLayer.md).
#if MainActorIsolation
@MainActor
#endif
@Suite struct TextFieldTests {
    private func field(_ text: String? = nil, placeholder: String? = nil,
                       border: UITextField.BorderStyle = .none) -> UITextField {
        let field = UITextField()
        field.text = text
        field.placeholder = placeholder
        field.borderStyle = border
        return field
    }

    @Test func defaultsAreUIKits() {
        let field = UITextField()
        #expect(field.text == "")   // nil reads as ""
        field.text = nil
        #expect(field.text == "")
        #expect(field.placeholder == nil)
        #expect(field.font == UIFont.systemFont(ofSize: 17))
        #expect(field.borderStyle == .none)
        #expect(field.leftViewMode == .never && field.rightViewMode == .never && field.clearButtonMode == .never)
        #expect(field.textAlignment == .natural)
        #expect(!field.isEditing && !field.becomeFirstResponder())
        #expect(field.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(field.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(UITextField.BorderStyle.roundedRect.rawValue == 3 && UITextField.ViewMode.always.rawValue == 3)
        #expect(UIKeyboardType.emailAddress.rawValue == 7 && UIReturnKeyType.done.rawValue == 9)
    }

    @Test func theIntrinsicSizeIsTheTextPlusTheBorderPadding() {
        // "Hello" is 43 × 21. Padding: none 0; line and bezel 2 on every side; rounded rect 7 left and right,
        // 6.5 top and bottom.
        #expect(field("Hello").intrinsicContentSize == CGSize(width: 43, height: 21))
        #expect(field("Hello", border: .line).intrinsicContentSize == CGSize(width: 47, height: 25))
        #expect(field("Hello", border: .bezel).intrinsicContentSize == CGSize(width: 47, height: 25))
        #expect(field("Hello", border: .roundedRect).intrinsicContentSize == CGSize(width: 57, height: 34))
        // The same as a one-line label with the same text and font.
        let label = UILabel()
        label.text = "Hello"
        #expect(field("Hello").intrinsicContentSize == label.intrinsicContentSize)
    }

    @Test func thePlaceholderIsMeasuredWhenThereIsNoText() {
        // "Search" 6 × 8.5 = 51; "Hi" 17; nothing: 0 wide but still one line tall.
        #expect(field(placeholder: "Search").intrinsicContentSize == CGSize(width: 51, height: 21))
        #expect(field("Hi", placeholder: "Search").intrinsicContentSize == CGSize(width: 17, height: 21))
        #expect(field("", placeholder: "Search").intrinsicContentSize.width == 51)
        #expect(field().intrinsicContentSize == CGSize(width: 0, height: 21))
        #expect(field(border: .roundedRect).intrinsicContentSize == CGSize(width: 14, height: 34))
        let f = field(placeholder: "Search")
        #expect(f.sizeThatFits(CGSize(width: 1000, height: 1000)) == f.intrinsicContentSize)
    }

    @Test func theFontSizesTextAndPlaceholder() {
        // 20 points: advance 10, "Hello" 50; line height ceil(24) = 24. Setting nil restores 17 points.
        let f = field("Hello")
        f.font = .systemFont(ofSize: 20)
        #expect(f.intrinsicContentSize == CGSize(width: 50, height: 24))
        let p = field(placeholder: "Hello")
        p.font = .systemFont(ofSize: 20)
        #expect(p.intrinsicContentSize == CGSize(width: 50, height: 24))
        f.font = nil
        #expect(f.font == UIFont.systemFont(ofSize: 17))
        #expect(f.intrinsicContentSize == CGSize(width: 43, height: 21))
    }

    @Test func aFieldSizedByItsTextRelaysOutWhenTheTextChanges() {
        // Pinned at (20, 40) with no size constraint: it takes its intrinsic size, 57 × 34 for "Hello" in a
        // rounded rect; "Hello, world" is 12 × 8.5 = 102 + 14 = 116 wide.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.contentScaleFactor = 2
        let f = field("Hello", border: .roundedRect)
        f.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(f)
        NSLayoutConstraint.activate([
            f.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            f.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        root.layoutIfNeeded()
        #expect(f.frame == CGRect(x: 20, y: 40, width: 57, height: 34))
        f.text = "Hello, world"
        root.layoutIfNeeded()
        #expect(f.frame == CGRect(x: 20, y: 40, width: 116, height: 34))
        f.borderStyle = .none
        root.layoutIfNeeded()
        #expect(f.frame == CGRect(x: 20, y: 40, width: 102, height: 21))
    }

    @Test func theRectMethodsInsetByThePadding() {
        let f = field("Hello", border: .roundedRect)
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 34)
        #expect(f.borderRect(forBounds: bounds) == bounds)
        #expect(f.textRect(forBounds: bounds) == CGRect(x: 7, y: 6.5, width: 186, height: 21))
        #expect(f.editingRect(forBounds: bounds) == f.textRect(forBounds: bounds))
        #expect(f.placeholderRect(forBounds: bounds) == f.textRect(forBounds: bounds))
        #expect(f.clearButtonRect(forBounds: bounds) == .zero)
        #expect(f.leftViewRect(forBounds: bounds) == .zero)   // no left view
        #expect(field(border: .line).textRect(forBounds: bounds) == CGRect(x: 2, y: 2, width: 196, height: 30))
    }

    @Test func shownOverlayViewsWidenTheFieldAndSitAtTheirRects() {
        // Rounded rect "Hello" (57 × 34) with a 24 × 24 left view and a 30 × 30 right view: 57 + 24 + 30 = 111
        // wide, max(34, 30 + 13) = 43 tall. In bounds 200 × 34: the left view at (0, (34 − 24)/2 = 5), the
        // right at (200 − 30 = 170, 2); the text rect loses both widths: (7 + 24, 6.5, 186 − 54 = 132, 21).
        let f = field("Hello", border: .roundedRect)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        f.leftView = left
        f.rightView = right
        #expect(f.intrinsicContentSize == CGSize(width: 57, height: 34))   // modes are .never
        f.leftViewMode = .always
        f.rightViewMode = .unlessEditing   // nothing edits: shown
        #expect(f.intrinsicContentSize == CGSize(width: 111, height: 43))
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 34)
        #expect(f.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 5, width: 24, height: 24))
        #expect(f.rightViewRect(forBounds: bounds) == CGRect(x: 170, y: 2, width: 30, height: 30))
        #expect(f.textRect(forBounds: bounds) == CGRect(x: 31, y: 6.5, width: 132, height: 21))
        // Laid out at 200 × 34, the overlays sit at their rects.
        f.frame = bounds
        f.contentScaleFactor = 2
        f.layoutIfNeeded()
        #expect(left.superview === f && right.superview === f)
        #expect(left.frame == CGRect(x: 0, y: 5, width: 24, height: 24))
        #expect(right.frame == CGRect(x: 170, y: 2, width: 30, height: 30))
        // `.whileEditing` never shows: the right view is hidden and measured no more.
        f.rightViewMode = .whileEditing
        f.layoutIfNeeded()
        #expect(right.isHidden)
        #expect(f.intrinsicContentSize == CGSize(width: 81, height: 37))   // 57 + 24; max(34, 24 + 13)
        // Replacing the left view removes the old one.
        f.leftView = nil
        #expect(left.superview == nil)
    }

    @Test func theBaselineIsTheTextCentredInTheTextRect() {
        // A rounded rect field at y = 100 at its intrinsic height 34: the baseline is 100 + 6.5 + 16 = 122.5.
        // A .none field stretched to 50 at y = 200: 200 + (50 − 21)/2 + 16 = 230.5.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.contentScaleFactor = 2
        let rounded = field("Hello", border: .roundedRect)
        let tall = field("Hello")
        let markA = UIView(), markB = UIView()
        for view in [rounded, tall, markA, markB] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            rounded.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            rounded.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tall.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            tall.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tall.heightAnchor.constraint(equalToConstant: 50),
            markA.topAnchor.constraint(equalTo: rounded.firstBaselineAnchor),
            markB.topAnchor.constraint(equalTo: tall.lastBaselineAnchor),
        ] + [markA, markB].flatMap { [
            $0.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            $0.widthAnchor.constraint(equalToConstant: 1), $0.heightAnchor.constraint(equalToConstant: 1),
        ] })
        root.layoutIfNeeded()
        #expect(markA.frame.minY == 122.5)
        #expect(markB.frame.minY == 230.5)
        // A bigger font moves the baseline: 20 points, ascender 24 − 5 = 19, line 24: 200 + 13 + 19 = 232.
        tall.font = .systemFont(ofSize: 20)
        root.layoutIfNeeded()
        #expect(markB.frame.minY == 232)
    }

    @Test func anOverriddenTextRectMovesTheBaseline() {
        // The text rect inset 10 from the top only, the field 41 tall at y = 0:
        // 0 + 10 + (41 − 10)/2 − 21/2 + 16 = 31.
        final class TopPadded: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect {
                CGRect(x: bounds.minX, y: bounds.minY + 10, width: bounds.width, height: bounds.height - 10)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.contentScaleFactor = 2
        let f = TopPadded()
        f.text = "Hello"
        let mark = UIView()
        for view in [f, mark] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            f.topAnchor.constraint(equalTo: root.topAnchor), f.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            f.heightAnchor.constraint(equalToConstant: 41),
            mark.topAnchor.constraint(equalTo: f.firstBaselineAnchor),
            mark.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            mark.widthAnchor.constraint(equalToConstant: 1), mark.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(mark.frame.minY == 31)
        #expect(f.editingRect(forBounds: f.bounds).minY == 10)   // the editing rect follows the override
    }

    @Test func attributedStringsAreMeasuredAsTheirCharacters() {
        let f = UITextField()
        f.attributedPlaceholder = NSAttributedString(string: "Search")
        #expect(f.placeholder == "Search")
        #expect(f.intrinsicContentSize.width == 51)
        f.attributedText = NSAttributedString(string: "Hi")
        #expect(f.text == "Hi" && f.attributedText?.string == "Hi")
        #expect(f.intrinsicContentSize.width == 17)
        #expect(f.description.contains("'Hi'"))
    }
}
