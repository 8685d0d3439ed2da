import SwiftLayoutPlatform
import Testing

// A screen written as it would be for iOS, with `import UIKit` replaced by `import SwiftLayoutPlatform` (and no
// other import: Foundation's `CGFloat`, `CGRect`, `NSCoder` come through the platform's re-export). A view
// controller whose view holds a scroll view; the scroll view's content is a vertical stack of text fields, a
// stack of self-sizing cells (two table cells and a collection cell, each with labels in its content view) and a
// map placeholder; a save bar floats over the content, pinned to the frame layout guide. The size class picks
// the cells' axis and the spacings, applied in `viewWillLayoutSubviews` (traits are up to date there, and
// `traitCollectionDidChange` is not called for the first collection a view gets: TheUIKitLayer.md).

/// A settings row: a title over a smaller detail line, both pinned to the content view's margins.
private final class SettingRowCell: UITableViewCell {
    let titleLabel = UILabel()
    let detailLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        detailLabel.font = .systemFont(ofSize: 13)
        let hasDetail = style == .subtitle
        let margins = contentView.layoutMarginsGuide
        for label in hasDetail ? [titleLabel, detailLabel] : [titleLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
        }
        NSLayoutConstraint.activate([titleLabel.topAnchor.constraint(equalTo: margins.topAnchor)])
        NSLayoutConstraint.activate(hasDetail ? [
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            detailLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ] : [
            titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A tile with one label filling its content view's margins.
private final class TileCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textAlignment = .center
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The controller's root view; counts its trait changes.
private final class FormRootView: UIView {
    var traitChanges = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges += 1
    }
}

private final class SignUpViewController: UIViewController {
    let scrollView = UIScrollView()
    let form = UIStackView()
    let nameField = UITextField()
    let emailField = UITextField()
    let cells = UIStackView()
    let notificationsCell = SettingRowCell(style: .default, reuseIdentifier: "toggle")
    let accountCell = SettingRowCell(style: .subtitle, reuseIdentifier: "detail")
    let tileCell = TileCell(frame: .zero)
    let map = UIView()
    let saveBar = UIView()
    /// What the controller heard, in order; a repeated layout round (will, did) is noted once.
    var events: [String] = []
    /// The size classes passed to `traitCollectionDidChange` (previous → current).
    var traitChanges: [String] = []

    private func note(_ event: String) {
        events.append(event)
        let round = ["viewWillLayoutSubviews", "viewDidLayoutSubviews"]
        if events.count >= 4, Array(events.suffix(4)) == round + round { events.removeLast(2) }
    }

    override func loadView() {
        note("loadView")
        view = FormRootView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        note("viewDidLoad")
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)

        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Name"
        emailField.borderStyle = .roundedRect
        emailField.text = "ada@example.com"
        notificationsCell.titleLabel.text = "Notifications"
        accountCell.titleLabel.text = "Account"
        accountCell.detailLabel.text = "ada@example.com"
        tileCell.label.text = "Tile"

        for cell in [notificationsCell, accountCell, tileCell] as [UIView] { cells.addArrangedSubview(cell) }
        form.axis = .vertical
        form.isLayoutMarginsRelativeArrangement = true
        form.insetsLayoutMarginsFromSafeArea = false
        for arranged in [nameField, emailField, cells, map] as [UIView] { form.addArrangedSubview(arranged) }
        form.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(form)
        saveBar.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(saveBar)

        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            form.topAnchor.constraint(equalTo: content.topAnchor),
            form.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            form.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            form.widthAnchor.constraint(equalTo: frame.widthAnchor),
            map.heightAnchor.constraint(equalToConstant: 400),
            saveBar.leadingAnchor.constraint(equalTo: frame.leadingAnchor),
            saveBar.trailingAnchor.constraint(equalTo: frame.trailingAnchor),
            saveBar.bottomAnchor.constraint(equalTo: frame.bottomAnchor),
            saveBar.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        note("viewWillLayoutSubviews")
        let regular = traitCollection.horizontalSizeClass == .regular
        cells.axis = regular ? .horizontal : .vertical
        cells.distribution = regular ? .fillEqually : .fill
        cells.spacing = regular ? 16 : 8
        form.spacing = regular ? 20 : 12
        let margins = view.directionalLayoutMargins
        form.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: margins.leading, bottom: 20,
                                                                trailing: margins.trailing)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        note("viewDidLayoutSubviews")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        note("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        note("viewDidAppear")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let name: (UIUserInterfaceSizeClass?) -> String = { $0 == .regular ? "regular" : "compact" }
        traitChanges.append("\(name(previousTraitCollection?.horizontalSizeClass)) → "
                            + name(traitCollection.horizontalSizeClass))
    }
}

/// A child screen whose `loadView` uses its view before setting it (UIKit would recurse there).
private final class EagerBannerController: UIViewController {
    var viewSeenInLoadView: UIView?? = .none
    override func loadView() {
        viewSeenInLoadView = .some(view)
        loadViewIfNeeded()
        view = UIView()
    }
}

/// A whole screen: view controller, window, scroll view, text fields, self-sizing cells, size classes.
/// Text sizes come from the documented model (TextMetrics.md): a 17-point line is ⌈1.2 × 17⌉ = 21 high and a
/// 13-point line ⌈15.6⌉ = 16; a rounded-rect text field adds 6.5 above and below, so it is 21 + 13 = 34 high.
/// Nothing below is read back from the code under test to compute an expectation.
@MainActor
@Suite struct FormScreenTests {
    @Test func aFormScreenLaysOutAtTwoWidthsAndTwoSizeClasses() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.contentScaleFactor = 2
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let controller = SignUpViewController()
        let found = collecting {
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }
        #expect(found.isEmpty, "\(found)")
        #expect(window.isKeyWindow)
        // The view loads when the window installs it; the appearance calls surround the window's first pass
        // (which may lay the view out more than once: `viewWillLayoutSubviews` changes the form's spacing and
        // margins, so the pass runs another round, calling both again).
        #expect(controller.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                                      "viewDidLayoutSubviews", "viewDidAppear"])
        let root = controller.view as! FormRootView

        // 375 × 667, phone idiom, portrait: compact width, regular height (§8.2). No change heard on the first
        // pass (it only records the collection).
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        #expect(controller.traitChanges.isEmpty && root.traitChanges == 0)

        // The root view fills the window (the window sets its frame and flexible size); its safe area is the
        // window's unsafe band it overlaps, (20, 0, 0, 0); no margins were set, so they are the system minimum
        // for a compact width, (0, 16, 0, 16). The margins guide adds the safe area: (16, 20, 375 − 32,
        // 667 − 20) = (16, 20, 343, 647).
        #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(root.directionalLayoutMargins == controller.systemMinimumLayoutMargins)
        // A guide's layout frame is as of the last pass (UIKIT.md §6.9): the guide is created here, so lay out.
        let marginsGuide = root.layoutMarginsGuide
        window.layoutIfNeeded()
        #expect(marginsGuide.layoutFrame == CGRect(x: 16, y: 20, width: 343, height: 647))

        // The scroll view: top on the safe area (20), the root's other edges: (0, 20, 375, 667 − 20).
        let scroll = controller.scrollView
        #expect(scroll.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        // Its own safe area: the root's top band is y 0…20 and the scroll view starts at 20, so no overlap.
        #expect(scroll.safeAreaInsets == .zero)
        #expect(scroll.adjustedContentInset == .zero)

        // The form: margins (20, 16, 20, 16) from the root's leading/trailing margins, spacing 12; it is as
        // wide as the frame guide (375), so every arranged view is 375 − 32 = 343 wide at x = 16.
        //   name field   y = 20,                 height 34 (rounded rect)
        //   email field  y = 20 + 34 + 12 = 66,  height 34
        //   cells        y = 66 + 34 + 12 = 112, height 37 + 8 + 57 + 8 + 37 = 147 (below)
        //   map          y = 112 + 147 + 12 = 271, height 400
        //   form height  = 271 + 400 + 20 = 691
        let form = controller.form
        #expect(form.frame == CGRect(x: 0, y: 0, width: 375, height: 691))
        #expect(controller.nameField.frame == CGRect(x: 16, y: 20, width: 343, height: 34))
        #expect(controller.emailField.frame == CGRect(x: 16, y: 66, width: 343, height: 34))
        #expect(controller.cells.frame == CGRect(x: 16, y: 112, width: 343, height: 147))
        #expect(controller.map.frame == CGRect(x: 16, y: 271, width: 343, height: 400))
        // The text sits in the field's text rect: inset 7 left and right, 6.5 top and bottom.
        #expect(controller.emailField.textRect(forBounds: controller.emailField.bounds)
                == CGRect(x: 7, y: 6.5, width: 329, height: 21))

        // Compact: the cells stack vertically with 8 between them, each 343 wide. A cell's content view fills
        // it; its labels sit inside the content view's margins (8):
        //   notifications: 8 + 21 + 8 = 37 high, at y = 0
        //   account:       8 + 21 + 4 + 16 + 8 = 57 high, at y = 37 + 8 = 45
        //   tile:          8 + 21 + 8 = 37 high, at y = 45 + 57 + 8 = 110
        #expect(controller.cells.axis == .vertical)
        #expect(controller.notificationsCell.frame == CGRect(x: 0, y: 0, width: 343, height: 37))
        #expect(controller.accountCell.frame == CGRect(x: 0, y: 45, width: 343, height: 57))
        #expect(controller.tileCell.frame == CGRect(x: 0, y: 110, width: 343, height: 37))
        #expect(controller.accountCell.contentView.frame == CGRect(x: 0, y: 0, width: 343, height: 57))
        #expect(controller.accountCell.titleLabel.frame == CGRect(x: 8, y: 8, width: 327, height: 21))
        #expect(controller.accountCell.detailLabel.frame == CGRect(x: 8, y: 33, width: 327, height: 16))
        #expect(controller.tileCell.label.frame == CGRect(x: 8, y: 8, width: 327, height: 21))
        // Self-sizing: measured as a table view would at the stack's width, each cell gives the height it has.
        #expect(rowSize(controller.notificationsCell, width: 343) == CGSize(width: 343, height: 37))
        #expect(rowSize(controller.accountCell, width: 343) == CGSize(width: 343, height: 57))
        #expect(rowSize(controller.tileCell, width: 343) == CGSize(width: 343, height: 37))

        // The content size is the form's size (the form is pinned to the content guide on all four edges).
        #expect(scroll.contentSize == CGSize(width: 375, height: 691))
        // The save bar rides the frame guide: (0, 647 − 44, 375, 44) in content coordinates at offset 0.
        #expect(controller.saveBar.frame == CGRect(x: 0, y: 603, width: 375, height: 44))

        // Scrolling by 44: content-pinned frames stay, the save bar follows the frame guide (603 + 44 = 647),
        // and on screen the name field moves up by 44: window y = 20 (scroll view) + 20 − 44 = −4.
        scroll.contentOffset = CGPoint(x: 0, y: 44)
        window.layoutIfNeeded()
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 44))
        #expect(form.frame == CGRect(x: 0, y: 0, width: 375, height: 691))
        #expect(controller.nameField.frame == CGRect(x: 16, y: 20, width: 343, height: 34))
        #expect(controller.saveBar.frame == CGRect(x: 0, y: 647, width: 375, height: 44))
        #expect(controller.nameField.convert(controller.nameField.bounds, to: window)
                == CGRect(x: 16, y: -4, width: 343, height: 34))
        #expect(controller.traitChanges.isEmpty)

        // An iPad, 768 × 1024 with a safe area of (24, 0, 20, 0): regular × regular (§8.2), heard once by the
        // controller and once by its view at the next pass.
        window.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
        window.safeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        window.traitOverrides.userInterfaceIdiom = .pad
        window.layoutIfNeeded()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.traitChanges == ["compact → regular"])
        #expect(root.traitChanges == 1)

        // Root: (0, 0, 768, 1024), safe area (24, 0, 20, 0), margins the regular minimum (0, 20, 0, 20); the
        // margins guide is (20, 24, 768 − 40, 1024 − 44) = (20, 24, 728, 980).
        #expect(root.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(marginsGuide.layoutFrame == CGRect(x: 20, y: 24, width: 728, height: 980))
        // Scroll view (0, 24, 768, 1000). Its bottom edge (1024) lies in the root's bottom band (1004…1024), so
        // its safe area is (0, 0, 20, 0); `alwaysBounceVertical` makes the automatic behaviour add the
        // vertical edges to the adjusted inset.
        #expect(scroll.frame == CGRect(x: 0, y: 24, width: 768, height: 1000))
        #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))

        // Regular: form margins (20, 20, 20, 20), spacing 20; arranged views 768 − 40 = 728 wide at x = 20.
        // The cells lie side by side, equally wide: (728 − 2 × 16) / 3 = 232, at x = 0, 248, 496. Aligned to
        // fill, they share one height: the account cell's labels resist compression at 750 and want
        // 57, the others hug at 250 and want 37, so the row is 57 high and the one-line cells' labels stretch
        // to 57 − 16 = 41.
        //   name field  y = 20;  email field y = 20 + 34 + 20 = 74;  cells y = 74 + 34 + 20 = 128, height 57
        //   map         y = 128 + 57 + 20 = 205;  form height = 205 + 400 + 20 = 625
        #expect(controller.cells.axis == .horizontal)
        #expect(form.frame == CGRect(x: 0, y: 0, width: 768, height: 625))
        #expect(controller.nameField.frame == CGRect(x: 20, y: 20, width: 728, height: 34))
        #expect(controller.emailField.frame == CGRect(x: 20, y: 74, width: 728, height: 34))
        #expect(controller.cells.frame == CGRect(x: 20, y: 128, width: 728, height: 57))
        #expect(controller.notificationsCell.frame == CGRect(x: 0, y: 0, width: 232, height: 57))
        #expect(controller.accountCell.frame == CGRect(x: 248, y: 0, width: 232, height: 57))
        #expect(controller.tileCell.frame == CGRect(x: 496, y: 0, width: 232, height: 57))
        #expect(controller.notificationsCell.titleLabel.frame == CGRect(x: 8, y: 8, width: 216, height: 41))
        #expect(controller.accountCell.detailLabel.frame == CGRect(x: 8, y: 33, width: 216, height: 16))
        #expect(controller.map.frame == CGRect(x: 20, y: 205, width: 728, height: 400))
        #expect(scroll.contentSize == CGSize(width: 768, height: 625))
        // The offset is still 44: the save bar is at 44 + 1000 − 44 = 1000.
        #expect(controller.saveBar.frame == CGRect(x: 0, y: 1000, width: 768, height: 44))

        // The same width as a phone (idiom override removed): 768 wide is still compact on a phone (size
        // classes come from the idiom, not the width), heard once more. Safe area and offset back to the
        // phone's: (20, 0, 0, 0), offset 0.
        window.traitOverrides.remove(UITraitUserInterfaceIdiom.self)
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scroll.contentOffset = .zero
        window.layoutIfNeeded()
        #expect(controller.traitChanges == ["compact → regular", "regular → compact"])
        #expect(root.traitChanges == 2)
        // Compact again at 768: margins 16, spacing 12, arranged views 768 − 32 = 736 wide; the cells stack
        // vertically as at 375 (37, 57, 37 high; the form is 691 high again).
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(scroll.frame == CGRect(x: 0, y: 20, width: 768, height: 1004))
        #expect(form.frame == CGRect(x: 0, y: 0, width: 768, height: 691))
        #expect(controller.emailField.frame == CGRect(x: 16, y: 66, width: 736, height: 34))
        #expect(controller.accountCell.frame == CGRect(x: 0, y: 45, width: 736, height: 57))
        #expect(controller.map.frame == CGRect(x: 16, y: 271, width: 736, height: 400))
        #expect(scroll.contentSize == CGSize(width: 768, height: 691))
        #expect(controller.saveBar.frame == CGRect(x: 0, y: 960, width: 768, height: 44))
        // A pass with nothing changed hears nothing.
        window.layoutIfNeeded()
        #expect(controller.traitChanges.count == 2 && root.traitChanges == 2)
    }

    @Test func badInputNeverStopsTheScreenAndTheNextLayoutIsCorrect() {
        // The screen of the test above at 375 × 667 (phone, compact), then each bad input of the issue; after
        // them the layout is what the frames derived there say, plus one 30-high banner appended to the form.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.contentScaleFactor = 2
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let controller = SignUpViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let scroll = controller.scrollView

        // A non-finite offset is refused and the offset kept; a negative content size is refused (a warning)
        // and the size kept; a negative content inset is kept (UIKit allows it) and feeds the adjusted inset.
        let refused = collecting {
            scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
            scroll.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
            scroll.contentSize = CGSize(width: -1, height: 100)
        }
        #expect(refused.map(\.kind) == [.nonFiniteValue, .nonFiniteValue, .invalidArgument])
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.contentSize == CGSize(width: 375, height: 691))
        #expect(collecting { scroll.contentInset = UIEdgeInsets(top: -10, left: 0, bottom: 0, right: 0) }.isEmpty)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: -10, left: 0, bottom: 0, right: 0))

        // Controllers: a child that reads its view inside loadView (nil, reported; loadViewIfNeeded there does
        // not recurse), added while another controller is its parent (it moves, as in UIKit), and
        // removeFromParent on the root controller (nothing happens).
        let banner = EagerBannerController()
        let previousParent = UIViewController()
        previousParent.addChild(banner)
        let reported = collecting {
            controller.addChild(banner)
            controller.form.addArrangedSubview(banner.view)
            banner.didMove(toParent: controller)
            controller.removeFromParent()
        }
        #expect(reported.map(\.kind) == [.invalidArgument])
        #expect(banner.viewSeenInLoadView == .some(nil))
        #expect(previousParent.children.isEmpty && controller.children.count == 1 && banner.parent === controller)
        #expect(controller.parent == nil)
        banner.view.heightAnchor.constraint(equalToConstant: 30).isActive = true

        // A cell measured at width 0: its labels are 0 − 16 wide (nothing forbids it), its height is still
        // 8 + 21 + 4 + 16 + 8 = 57, anything reported is in the fitting context, and no frame changes.
        let measured = collecting {
            #expect(rowSize(controller.accountCell, width: 0) == CGSize(width: 0, height: 57))
        }
        #expect(measured.allSatisfy { $0.context == .fitting })

        // The next layout: as derived in the test above, with the banner after the map at
        // y = 271 + 400 + 12 = 683, 343 wide; the form is 683 + 30 + 20 = 733 high, and so is the content.
        let found = collecting { window.layoutIfNeeded() }
        #expect(found.isEmpty, "\(found)")
        #expect(scroll.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(controller.emailField.frame == CGRect(x: 16, y: 66, width: 343, height: 34))
        #expect(controller.accountCell.frame == CGRect(x: 0, y: 45, width: 343, height: 57))
        #expect(controller.map.frame == CGRect(x: 16, y: 271, width: 343, height: 400))
        #expect(banner.view.frame == CGRect(x: 16, y: 683, width: 343, height: 30))
        #expect(controller.form.frame == CGRect(x: 0, y: 0, width: 375, height: 733))
        #expect(scroll.contentSize == CGSize(width: 375, height: 733))
        #expect(controller.saveBar.frame == CGRect(x: 0, y: 603, width: 375, height: 44))
    }
}
