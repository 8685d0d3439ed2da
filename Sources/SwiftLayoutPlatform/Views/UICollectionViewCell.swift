import Foundation

/// A view a collection view shows and reuses: a cell, a header or a footer (TheUIKitLayer.md).
///
///     final class Header: UICollectionReusableView {}
///     let header = Header(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
#if MainActorIsolation
@MainActor
#endif
open class UICollectionReusableView: UIView {
    /// The identifier a collection view dequeued it with; always nil here (no collection view).
    ///
    ///     UICollectionReusableView().reuseIdentifier   // nil
    open var reuseIdentifier: String? { nil }

    /// Called before a collection view reuses the view; the base does nothing (nothing reuses views here).
    ///
    ///     override func prepareForReuse() {
    ///         super.prepareForReuse()
    ///         imageView.image = nil
    ///     }
    open func prepareForReuse() {}
}

/// A collection view cell: custom content goes into `contentView`, which always fills the cell. Measure it
/// as a self-sizing collection view does, with `systemLayoutSizeFitting` at a required width (TheUIKitLayer.md).
///
///     let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
///     cell.contentView.addSubview(imageView)
#if MainActorIsolation
@MainActor
#endif
open class UICollectionViewCell: UICollectionReusableView {
    private let storedContentView: UIView

    /// A cell with the given frame and a content view filling it (`UICollectionViewCell()` is 0 × 0).
    ///
    ///     let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    public override init(frame: CGRect) {
        storedContentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addCellContentView(storedContentView)
    }

    /// For source compatibility; the coder is ignored (a 0 × 0 cell).
    ///
    ///     required init?(coder: NSCoder) { super.init(coder: coder) }
    public required init?(coder: NSCoder) {
        storedContentView = UIView(frame: .zero)
        super.init(coder: coder)
        addCellContentView(storedContentView)
    }

    /// The view that hosts the cell's custom content: the first subview, always as large as the cell.
    ///
    ///     cell.contentView.addSubview(imageView)
    open var contentView: UIView { storedContentView }

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
