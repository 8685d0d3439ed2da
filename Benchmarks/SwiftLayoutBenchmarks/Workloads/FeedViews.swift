import Foundation
import SwiftLayoutPlatform
import SwiftLayoutSolver

// The feed of Performance.md built as views, the way users build it: UIViews, addSubview, anchors,
// NSLayoutConstraint.activate, layoutIfNeeded(). The title and subtitle labels are stood in for by views
// with a fixed intrinsic size (UILabel is a later step of the platform); their text is their size.

/// A view with a settable intrinsic size: a label whose text was measured.
final class TextStandIn: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { size }
}

/// One feed cell: the cell, an avatar, a title, a subtitle and a body.
@MainActor
struct FeedCell {
    let cell = UIView(), avatar = UIView(), body = UIView()
    let title: TextStandIn
    let subtitle: TextStandIn
    var bodyHeight: NSLayoutConstraint!
    var titleLeading: NSLayoutConstraint!
}

/// A root 375 wide holding N cells stacked vertically.
@MainActor
struct FeedViews {
    let root: UIView
    let cells: [FeedCell]

    nonisolated static func titleWidth(_ i: Int) -> CGFloat { CGFloat(80 + (53 * i) % 220) }
    nonisolated static func subtitleWidth(_ i: Int) -> CGFloat { CGFloat(60 + (97 * i) % 240) }
    nonisolated static func bodyHeight(_ i: Int) -> CGFloat { CGFloat(20 * (1 + i % 4)) }

    init(n: Int) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        root.contentScaleFactor = 2
        var cells: [FeedCell] = []
        var constraints: [NSLayoutConstraint] = []
        for i in 0..<n {
            var c = FeedCell(title: TextStandIn(CGSize(width: FeedViews.titleWidth(i), height: 20)),
                             subtitle: TextStandIn(CGSize(width: FeedViews.subtitleWidth(i), height: 18)))
            for view in [c.cell, c.avatar, c.body] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(c.cell)
            for view in [c.avatar, c.title, c.subtitle, c.body] { c.cell.addSubview(view) }
            c.bodyHeight = c.body.heightAnchor.constraint(equalToConstant: FeedViews.bodyHeight(i))
            c.titleLeading = c.title.leadingAnchor.constraint(equalTo: c.avatar.trailingAnchor, constant: 8)
            let weakTop = c.body.topAnchor.constraint(equalTo: c.cell.topAnchor, constant: 8)
            weakTop.priority = UILayoutPriority(1)
            constraints += [
                c.cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                c.cell.widthAnchor.constraint(equalTo: root.widthAnchor),
                i == 0 ? c.cell.topAnchor.constraint(equalTo: root.topAnchor)
                    : c.cell.topAnchor.constraint(equalTo: cells[i - 1].cell.bottomAnchor),
                c.avatar.leadingAnchor.constraint(equalTo: c.cell.leadingAnchor, constant: 8),
                c.avatar.topAnchor.constraint(equalTo: c.cell.topAnchor, constant: 8),
                c.avatar.widthAnchor.constraint(equalToConstant: 40),
                c.avatar.heightAnchor.constraint(equalToConstant: 40),
                c.titleLeading,
                c.title.topAnchor.constraint(equalTo: c.cell.topAnchor, constant: 8),
                c.title.trailingAnchor.constraint(lessThanOrEqualTo: c.cell.trailingAnchor, constant: -8),
                c.subtitle.leadingAnchor.constraint(equalTo: c.title.leadingAnchor),
                c.subtitle.topAnchor.constraint(equalTo: c.title.bottomAnchor, constant: 4),
                c.subtitle.trailingAnchor.constraint(lessThanOrEqualTo: c.cell.trailingAnchor, constant: -8),
                c.body.leadingAnchor.constraint(equalTo: c.cell.leadingAnchor, constant: 8),
                c.body.trailingAnchor.constraint(equalTo: c.cell.trailingAnchor, constant: -8),
                c.body.topAnchor.constraint(greaterThanOrEqualTo: c.avatar.bottomAnchor, constant: 8),
                c.body.topAnchor.constraint(greaterThanOrEqualTo: c.subtitle.bottomAnchor, constant: 8),
                weakTop,
                c.bodyHeight,
                c.cell.bottomAnchor.constraint(equalTo: c.body.bottomAnchor, constant: 8),
            ]
            cells.append(c)
        }
        NSLayoutConstraint.activate(constraints)
        self.root = root
        self.cells = cells
    }

    /// Every frame, cell by cell (cell, avatar, title, subtitle, body), as four numbers each.
    func frames() -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(cells.count * 20)
        for c in cells {
            for view in [c.cell, c.avatar, c.title, c.subtitle, c.body] {
                let f = view.frame
                values += [Double(f.minX), Double(f.minY), Double(f.width), Double(f.height)]
            }
        }
        return values
    }

    nonisolated static func names(_ index: Int) -> String {
        let view = ["cell", "avatar", "title", "subtitle", "body"][(index / 4) % 5]
        return "cell \(index / 20) \(view).\(["x", "y", "width", "height"][index % 4])"
    }
}

/// The feed's frames by plain arithmetic (the floor), in the order of ``FeedViews/frames()``.
struct FeedFloor {
    let n: Int
    private(set) var values: [Double]

    init(n: Int) {
        self.n = n
        values = [Double](repeating: 0, count: n * 20)
    }

    /// Lays out at `width` with the title of cell `wideTitle` (if any) 120 wide; returns the last y.
    mutating func layout(width: Double, wideTitle: Int? = nil) -> Double {
        var y = 0.0
        values.withUnsafeMutableBufferPointer { v in
            for i in 0..<n {
                let body = Double(FeedViews.bodyHeight(i))
                let title = i == wideTitle ? 120 : Double(FeedViews.titleWidth(i))
                let frames: [Double] = [
                    0, y, width, 66 + body,
                    8, 8, 40, 40,
                    56, 8, title, 20,
                    56, 32, Double(FeedViews.subtitleWidth(i)), 18,
                    8, 58, width - 16, body,
                ]
                for k in 0..<20 { v[20 * i + k] = frames[k] }
                y += 66 + body
            }
        }
        return y
    }
}

@MainActor
extension Counters {
    /// The engine's solver counters of a hierarchy (zero before it has an engine), and how many times the
    /// engine derived an active constraint's solver form again (`forms_rebuilt`).
    init(engineOf root: UIView) {
        self.init(root.layoutEngineStatistics ?? Solver.Statistics())
        add(Counters([("forms_rebuilt", root.layoutEngineFormsRebuilt)]))
    }
}

@MainActor
extension Run {
    /// Times `body` as part of `phase` and adds the solver work the hierarchy's engine did in it.
    mutating func time<Result>(_ phase: Phase, engineOf root: UIView, _ body: () throws -> Result) rethrows -> Result {
        let before = Counters(engineOf: root)
        let result = try time(phase, body)
        count(phase, Counters.difference(Counters(engineOf: root), before))
        return result
    }
}
