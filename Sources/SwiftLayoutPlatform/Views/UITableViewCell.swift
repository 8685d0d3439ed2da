import Foundation

/// A table row: custom content goes into `contentView`, which always fills the cell (TheUIKitLayer.md). There is
/// no table view: measure a cell as a table with automatic row heights does, with
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` at a required width.
///
///     let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
///     let title = UILabel()
///     title.text = "Hello"
///     title.translatesAutoresizingMaskIntoConstraints = false
///     cell.contentView.addSubview(title)
///     NSLayoutConstraint.activate([
///         title.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
///         title.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
///         title.topAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.topAnchor),
///         title.bottomAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.bottomAnchor),
///     ])
///     let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
///                                             withHorizontalFittingPriority: .required,
///                                             verticalFittingPriority: .fittingSizeLevel)
#if MainActorIsolation
@MainActor
#endif
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell (stored only; raw values are UIKit's).
    ///
    ///     UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    public enum CellStyle: Int, Sendable {
        /// A title on the left.
        ///
        ///     UITableViewCell(style: .default, reuseIdentifier: nil)
        case `default` = 0
        /// A title on the left, a detail on the right.
        ///
        ///     UITableViewCell(style: .value1, reuseIdentifier: nil)
        case value1 = 1
        /// A detail on the left after a short title.
        ///
        ///     UITableViewCell(style: .value2, reuseIdentifier: nil)
        case value2 = 2
        /// A title above a subtitle.
        ///
        ///     UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        case subtitle = 3
    }

    /// How a selected cell looks (stored only; raw values are UIKit's).
    ///
    ///     cell.selectionStyle = .none
    public enum SelectionStyle: Int, Sendable {
        /// No selection appearance.
        ///
        ///     cell.selectionStyle = .none
        case none = 0
        /// Blue (UIKit draws it as `default` since iOS 7).
        ///
        ///     cell.selectionStyle = .blue
        case blue = 1
        /// Gray.
        ///
        ///     cell.selectionStyle = .gray
        case gray = 2
        /// The system's appearance; UIKit's default.
        ///
        ///     cell.selectionStyle = .default
        case `default` = 3
    }

    /// The standard accessory at the cell's trailing edge (stored only: no accessory is placed).
    ///
    ///     cell.accessoryType = .disclosureIndicator
    public enum AccessoryType: Int, Sendable {
        /// No accessory; UIKit's default.
        ///
        ///     cell.accessoryType = .none
        case none = 0
        /// A chevron.
        ///
        ///     cell.accessoryType = .disclosureIndicator
        case disclosureIndicator = 1
        /// An info button and a chevron.
        ///
        ///     cell.accessoryType = .detailDisclosureButton
        case detailDisclosureButton = 2
        /// A checkmark.
        ///
        ///     cell.accessoryType = .checkmark
        case checkmark = 3
        /// An info button.
        ///
        ///     cell.accessoryType = .detailButton
        case detailButton = 4
    }

    /// The style given at creation (stored only).
    let style: CellStyle
    private let storedReuseIdentifier: String?
    private let storedContentView: UIView

    /// A 320 × 44 cell, UIKit's size for a cell made in code, with its content view filling it.
    ///
    ///     let cell = UITableViewCell(style: .value1, reuseIdentifier: "price")
    ///     cell.frame.size   // (320, 44)
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        storedReuseIdentifier = reuseIdentifier
        storedContentView = UITableViewCellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addCellContentView(storedContentView)
    }

    /// For source compatibility; the coder is ignored (a 320 × 44 cell of style `.default`).
    ///
    ///     required init?(coder: NSCoder) { super.init(coder: coder) }
    public required init?(coder: NSCoder) {
        style = .default
        storedReuseIdentifier = nil
        storedContentView = UITableViewCellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addCellContentView(storedContentView)
    }

    /// A cell of style `.default`, no reuse identifier, with the given frame (`UITableViewCell()` is 0 × 0).
    ///
    ///     let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
        contentView.frame = bounds
    }

    /// The view that hosts the cell's custom content: the first subview, always as large as the cell.
    ///
    ///     cell.contentView.addSubview(title)
    open var contentView: UIView { storedContentView }

    /// The identifier given at creation.
    ///
    ///     UITableViewCell(style: .default, reuseIdentifier: "row").reuseIdentifier   // "row"
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called before a table reuses the cell; the base does nothing (nothing reuses cells here).
    ///
    ///     override func prepareForReuse() {
    ///         super.prepareForReuse()
    ///         title.text = nil
    ///     }
    open func prepareForReuse() {}

    /// How the cell looks when selected (stored only; `.default`).
    ///
    ///     cell.selectionStyle = .none
    open var selectionStyle: SelectionStyle = .default
    /// The standard accessory (stored only; `.none`).
    ///
    ///     cell.accessoryType = .checkmark
    open var accessoryType: AccessoryType = .none
    /// A custom accessory (stored only: not placed).
    ///
    ///     cell.accessoryView = UISwitch()
    open var accessoryView: UIView?
    /// A view behind the content (stored only: not placed).
    ///
    ///     cell.backgroundView = UIView()
    open var backgroundView: UIView?
    /// A view behind the content of a selected cell (stored only: not placed).
    ///
    ///     cell.selectedBackgroundView = UIView()
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected (stored only; false).
    ///
    ///     cell.isSelected = true
    open var isSelected = false
    /// Whether the cell is highlighted (stored only; false).
    ///
    ///     cell.isHighlighted = true
    open var isHighlighted = false
}

/// The content view of a `UITableViewCell`; it prints under UIKit's private class name.
final class UITableViewCellContentView: UIView {}

extension UIView {
    /// Adds a cell's content view as the first subview, filling the cell and following its size through
    /// autoresizing (TheUIKitLayer.md, §11).
    func addCellContentView(_ contentView: UIView) {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.translatesAutoresizingMaskIntoConstraints = true
        insertSubview(contentView, at: 0)
    }
}
