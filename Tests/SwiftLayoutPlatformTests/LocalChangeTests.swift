import Foundation
import Testing
import SwiftLayoutSolver
@testable import SwiftLayoutPlatform

/// A local change in a long list (removing a cell, hiding a row of a stack) does the same solver work
/// whatever the list's length: the counters of the change in a list of n rows equal those in a list of 4n.
#if MainActorIsolation
@MainActor
#endif
@Suite struct LocalChangeTests {
    /// The solver work of one change, as the engine's counters show it.
    struct Work: Equatable, CustomStringConvertible {
        var added, removed, pivots, rowsSubstituted, referencesExpanded: Int

        init(_ after: Solver.Statistics?, since before: Solver.Statistics?) {
            let a = after ?? Solver.Statistics(), b = before ?? Solver.Statistics()
            added = a.constraintsAdded - b.constraintsAdded
            removed = a.constraintsRemoved - b.constraintsRemoved
            pivots = a.pivots - b.pivots
            rowsSubstituted = a.rowsSubstituted - b.rowsSubstituted
            referencesExpanded = a.referencesExpanded - b.referencesExpanded
        }

        var description: String {
            "\(added) added, \(removed) removed, \(pivots) pivots, \(rowsSubstituted) rows substituted, "
                + "\(referencesExpanded) references expanded"
        }
    }

    /// The feed of the benchmarks: cells stacked in a root, each an avatar, a title, a subtitle (with
    /// intrinsic sizes) and a body. Removes the middle cell, joins its neighbours and lays out.
    func workOfRemovingAFeedCell(n: Int) -> Work {
        let root = makeRoot(width: 375, height: 800)
        var cells: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for i in 0..<n {
            let cell = makeChild(of: root), avatar = makeChild(of: cell), body = makeChild(of: cell)
            let title = IntrinsicView(CGSize(width: 80 + (53 * i) % 220, height: 20))
            let subtitle = IntrinsicView(CGSize(width: 60 + (97 * i) % 240, height: 18))
            for view in [title, subtitle] {
                view.translatesAutoresizingMaskIntoConstraints = false
                cell.addSubview(view)
            }
            let weakTop = body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8)
            weakTop.priority = UILayoutPriority(1)
            constraints += [
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.widthAnchor.constraint(equalTo: root.widthAnchor),
                i == 0 ? cell.topAnchor.constraint(equalTo: root.topAnchor)
                    : cell.topAnchor.constraint(equalTo: cells[i - 1].bottomAnchor),
                avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                avatar.widthAnchor.constraint(equalToConstant: 40),
                avatar.heightAnchor.constraint(equalToConstant: 40),
                title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                subtitle.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
                body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                body.topAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 8),
                body.topAnchor.constraint(greaterThanOrEqualTo: subtitle.bottomAnchor, constant: 8),
                weakTop,
                body.heightAnchor.constraint(equalToConstant: CGFloat(20 * (1 + i % 4))),
                cell.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
            ]
            cells.append(cell)
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let m = n / 2
        let before = root.layoutEngineStatistics
        cells[m].removeFromSuperview()
        cells[m + 1].topAnchor.constraint(equalTo: cells[m - 1].bottomAnchor).isActive = true
        root.layoutIfNeeded()
        let work = Work(root.layoutEngineStatistics, since: before)
        #expect(cells[m + 1].frame.minY == cells[m - 1].frame.maxY, "n = \(n)")
        #expect(cells[n - 1].frame.minY == cells[n - 2].frame.maxY, "n = \(n)")
        return work
    }

    @Test func removingACellFromAFeedDoesTheSameWorkAtAnyLength() {
        let short = workOfRemovingAFeedCell(n: 20), long = workOfRemovingAFeedCell(n: 80)
        #expect(short == long, "20 cells: \(short); 80 cells: \(long)")
    }

    /// A vertical stack of rows (a label and a switch each); hides the middle row and lays out.
    func workOfHidingAStackRow(n: Int) -> Work {
        let root = makeRoot(width: 375, height: 800)
        var rows: [UIStackView] = []
        for i in 0..<n {
            let label = UILabel()
            label.text = "Setting \(i)"
            let row = UIStackView(arrangedSubviews: [label, UISwitch()])
            row.alignment = .center
            row.spacing = 8
            rows.append(row)
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let m = n / 2
        let before = root.layoutEngineStatistics
        rows[m].isHidden = true
        root.layoutIfNeeded()
        let work = Work(root.layoutEngineStatistics, since: before)
        #expect(rows[m].frame.height == 0, "n = \(n)")
        #expect(rows[m + 1].frame.minY == rows[m - 1].frame.maxY + 4, "n = \(n)")
        return work
    }

    @Test func hidingAStackRowDoesTheSameWorkAtAnyLength() {
        let short = workOfHidingAStackRow(n: 20), long = workOfHidingAStackRow(n: 80)
        #expect(short == long, "20 rows: \(short); 80 rows: \(long)")
    }

    /// The same rows laid out with plain constraints (each row's top on the previous row's bottom);
    /// removing a row joins its neighbours.
    func workOfRemovingAPlainRow(n: Int) -> Work {
        let root = makeRoot(width: 375, height: 800)
        var rows: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for i in 0..<n {
            let row = makeChild(of: root), label = UILabel(), toggle = UISwitch()
            label.text = "Setting \(i)"
            for view in [label, toggle] {
                view.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(view)
            }
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                i == 0 ? row.topAnchor.constraint(equalTo: root.topAnchor)
                    : row.topAnchor.constraint(equalTo: rows[i - 1].bottomAnchor, constant: 4),
                toggle.topAnchor.constraint(equalTo: row.topAnchor),
                toggle.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -8),
                label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ]
            rows.append(row)
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let m = n / 2
        let before = root.layoutEngineStatistics
        rows[m].removeFromSuperview()
        rows[m + 1].topAnchor.constraint(equalTo: rows[m - 1].bottomAnchor, constant: 4).isActive = true
        root.layoutIfNeeded()
        let work = Work(root.layoutEngineStatistics, since: before)
        #expect(rows[m + 1].frame.minY == rows[m - 1].frame.maxY + 4, "n = \(n)")
        return work
    }

    @Test func removingAPlainRowDoesTheSameWorkAtAnyLength() {
        let short = workOfRemovingAPlainRow(n: 20), long = workOfRemovingAPlainRow(n: 80)
        #expect(short == long, "20 rows: \(short); 80 rows: \(long)")
    }
}
