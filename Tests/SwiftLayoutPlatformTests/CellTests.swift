import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// A title (intrinsic 100 × 20) above a body (intrinsic height 40), both pinned to the content view's
/// margins (8), with 6 between them.
@MainActor
private func fill(_ contentView: UIView) -> (title: UIView, body: UIView) {
    let title = IntrinsicView(CGSize(width: 100, height: 20))
    let body = IntrinsicView(CGSize(width: UIView.noIntrinsicMetric, height: 40))
    for view in [title, body] {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: margins.topAnchor),
        title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 6),
        body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    return (title, body)
}

/// UITableViewCell, UICollectionReusableView, UICollectionViewCell and self-sizing (TheUIKitLayer.md).
@MainActor
@Suite struct CellTests {
    // MARK: §7.1 UITableViewCell

    @Test func aTableCellMadeInCodeIs320By44WithItsContentViewFillingIt() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        #expect(cell.frame == rect(0, 0, 320, 44))
        #expect(cell.reuseIdentifier == "row")
        #expect(cell.style == .subtitle)
        #expect(cell.subviews.first === cell.contentView)
        #expect(cell.contentView.frame == rect(0, 0, 320, 44))
        #expect(cell.contentView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(cell.contentView.translatesAutoresizingMaskIntoConstraints)
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(cell.contentView.description.hasPrefix("<UITableViewCellContentView: "))
        #expect(cell.selectionStyle == .default && cell.selectionStyle.rawValue == 3)
        #expect(cell.accessoryType == .none && UITableViewCell.AccessoryType.detailButton.rawValue == 4)
        #expect(UITableViewCell.CellStyle.subtitle.rawValue == 3)
        #expect(!cell.isSelected && !cell.isHighlighted)
        #expect(cell.accessoryView == nil && cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        cell.prepareForReuse()
    }

    @Test func aTableCellMadeWithAFrameKeepsItAndHasNoIdentifier() {
        let plain = UITableViewCell()
        #expect(plain.frame == .zero)
        #expect(plain.contentView.frame == .zero)
        let framed = UITableViewCell(frame: rect(0, 0, 375, 60))
        #expect(framed.frame == rect(0, 0, 375, 60))
        #expect(framed.contentView.frame == rect(0, 0, 375, 60))
        #expect(framed.reuseIdentifier == nil && framed.style == .default)
    }

    @Test func theContentViewFollowsACellResizedBeforeItsFirstPass() {
        // TheUIKitLayer.md worked: 320 × 44 resized to 300 × 60 before any pass; Δ = −20 and +16 from the sizes at
        // the time the content view's frame was set, so the content view becomes (0, 0, 300, 60).
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = rect(0, 0, 300, 60)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == rect(0, 0, 300, 60))
        cell.frame = rect(0, 0, 375, 80)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == rect(0, 0, 375, 80))
    }

    // MARK: §7.2 collection cells

    @Test func aCollectionCellKeepsItsFrameAndItsContentViewPrintsAsAView() {
        let cell = UICollectionViewCell(frame: rect(0, 0, 160, 100))
        #expect(cell.frame == rect(0, 0, 160, 100))
        #expect(cell.subviews.first === cell.contentView)
        #expect(cell.contentView.frame == rect(0, 0, 160, 100))
        #expect(cell.contentView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(cell.contentView.description.hasPrefix("<UIView: "))
        #expect(cell.reuseIdentifier == nil)
        #expect(!cell.isSelected && !cell.isHighlighted && cell.backgroundView == nil)
        #expect(UICollectionViewCell().frame == .zero)
        let header = UICollectionReusableView(frame: rect(0, 0, 375, 44))
        #expect(header.reuseIdentifier == nil && header.subviews.isEmpty)
        header.prepareForReuse()
    }

    // MARK: §7.3 self-sizing

    @Test func aTableCellMeasuresItsContentAtARequiredWidth() {
        // 8 + 20 (title) + 6 + 40 (body) + 8 = 82 high, at the width asked (375), the cell's own 320 × 44 frame
        // and its autoresizing ignored. Nothing changes: the frames stay as they were.
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let (title, _) = fill(cell.contentView)
        #expect(rowSize(cell, width: 375) == CGSize(width: 375, height: 82))
        #expect(rowSize(cell, width: 200) == CGSize(width: 200, height: 82))
        #expect(cell.frame == rect(0, 0, 320, 44))
        #expect(title.frame == .zero)
    }

    @Test func aCollectionCellMeasuresItsContentAtARequiredWidth() {
        // Same content: 82 high at 160.
        let cell = UICollectionViewCell(frame: rect(0, 0, 50, 50))
        _ = fill(cell.contentView)
        #expect(rowSize(cell, width: 160) == CGSize(width: 160, height: 82))
    }

    @Test func aCellWithNoContentConstraintsMeasuresZeroHigh() {
        // Nothing holds the content view's height above the compressed target (priority 50): 0.
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(rowSize(cell, width: 320) == CGSize(width: 320, height: 0))
    }

    @Test func aCellMeasuredAtWidthZeroReturnsWhatTheConstraintsGiveAndNeverCrashes() {
        // At width 0 the margins (8 + 8) leave the body −16 wide: nothing forbids it (no required width on the
        // body), so the height is still 82; any conflict would be reported in the fitting context. The next
        // layout at a real width is still correct: (0, 0, 320, 82) content, body (8, 34, 304, 40).
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let (_, body) = fill(cell.contentView)
        let diagnostics = collecting {
            #expect(rowSize(cell, width: 0) == CGSize(width: 0, height: 82))
        }
        #expect(diagnostics.allSatisfy { $0.context == .fitting })
        cell.frame = rect(0, 0, 320, 82)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == rect(0, 0, 320, 82))
        #expect(body.frame == rect(8, 34, 304, 40))
    }

    @Test func aCellWhoseRequiredWidthsConflictReportsInTheFittingContext() {
        // A 400 × 30 cell whose content is a required 400-wide view edge to edge: no conflict at layout. Asked
        // for a required width of 100, the two required widths conflict: reported with context .fitting, and
        // the measurement still returns the width asked; the cell's layout is untouched.
        let cell = UICollectionViewCell(frame: rect(0, 0, 400, 30))
        let wide = makeChild(of: cell.contentView)
        NSLayoutConstraint.activate([
            wide.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            wide.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            wide.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            wide.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            wide.heightAnchor.constraint(equalToConstant: 30),
            wide.widthAnchor.constraint(equalToConstant: 400),
        ])
        #expect(collecting { cell.layoutIfNeeded() }.isEmpty)
        let diagnostics = collecting {
            #expect(rowSize(cell, width: 100) == CGSize(width: 100, height: 30))
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(diagnostics.map(\.context) == [.fitting])
        cell.layoutIfNeeded()
        #expect(wide.frame == rect(0, 0, 400, 30))
    }

    @Test func measuringACellInsideAHierarchyIgnoresTheRestOfIt() throws {
        // The same cell measured alone and inside a root holding 200 other views: the same size, and the
        // root's engine does no work (the measurement solves the cell's subtree on its own).
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        _ = fill(cell.contentView)
        let alone = rowSize(cell, width: 375)
        let root = makeRoot()
        for index in 0..<200 {
            let other = makeChild(of: root)
            NSLayoutConstraint.activate([
                other.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index)),
                other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                other.widthAnchor.constraint(equalToConstant: 10),
                other.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.addSubview(cell)
        root.layoutIfNeeded()
        let before = try #require(root.layoutEngineStatistics)
        #expect(rowSize(cell, width: 375) == alone)
        #expect(root.layoutEngineStatistics == before)
    }
}
