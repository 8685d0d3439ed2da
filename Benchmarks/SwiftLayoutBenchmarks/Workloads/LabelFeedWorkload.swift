import Foundation
import SwiftLayoutPlatform

/// feed_labels: the engine feed (FeedWorkload) with real `UILabel`s for the title (16 pt: 20 high, 8 per
/// character) and the subtitle (15 pt: 18 high, 7.5 per character), as issue 4 asks. Phases: build +
/// first layout; resize to 414 + layout; change one title's text + layout; and the text measurements each
/// phase made (every label once when built, one label once after a text change, none after a resize).
struct LabelFeedWorkload: Workload {
    let name = "feed_labels"

    func run(in bench: Bench) throws {
        for n in bench.sizes where n <= 10_000 {
            try run(n: n, in: bench)
        }
    }

    static func titleCharacters(_ i: Int) -> Int { 10 + (7 * i) % 28 }
    static func subtitleCharacters(_ i: Int) -> Int { 8 + (13 * i) % 32 }
    static func bodyHeight(_ i: Int) -> Double { Double(20 * (1 + i % 4)) }

    /// The standard model's widths: 8 per title character; 7.5 per subtitle character rounded up.
    static func titleWidth(_ i: Int, characters: Int? = nil) -> Double { Double(8 * (characters ?? titleCharacters(i))) }
    static func subtitleWidth(_ i: Int) -> Double { (7.5 * Double(subtitleCharacters(i))).rounded(.up) }

    /// Frames by arithmetic, cell by cell (cell, avatar, title, subtitle, body), 20 numbers per cell.
    static func expected(n: Int, width: Double, changedTitle: (index: Int, characters: Int)? = nil) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(20 * n)
        var y = 0.0
        for i in 0..<n {
            let body = bodyHeight(i)
            let title = changedTitle?.index == i ? titleWidth(i, characters: changedTitle!.characters) : titleWidth(i)
            values += [0, y, width, 66 + body, 8, y + 8, 40, 40, 56, y + 8, title, 20,
                       56, y + 32, subtitleWidth(i), 18, 8, y + 58, width - 16, body]
            y += 66 + body
        }
        return values
    }

    static func names(_ index: Int) -> String {
        let view = ["cell", "avatar", "title", "subtitle", "body"][(index / 4) % 5]
        return "cell \(index / 20) \(view).\(["x", "y", "width", "height"][index % 4])"
    }

    private func run(n: Int, in bench: Bench) throws {
        let check = Checker(workload: name, n: n)
        let floor = Floor { LabelFeedWorkload.expected(n: n, width: 375).reduce(0, +) }
        let build = Phase("build + first layout", floor: floor)
        let resize = Phase("resize + layout", floor: floor)
        let text = Phase("text change + layout", floor: floor)

        try bench.measure(workload: name, n: n, phases: [build, resize, text]) { run in
            var feed: LabelFeed!
            run.time(build) {
                feed = LabelFeed(n: n)
                feed.root.layoutIfNeeded()
            }
            run.count(build, Counters(engineOf: feed.root))
            run.count(build, Counters([("text_measurements", feed.measurements())]))
            try check.expect(feed.frames(), LabelFeedWorkload.expected(n: n, width: 375), names: LabelFeedWorkload.names,
                             "after the first layout")
            try check.expect(Double(feed.measurements()), Double(2 * n), "text measurements", "after the first layout")

            var measured = feed.measurements()
            run.time(resize, engineOf: feed.root) {
                feed.root.frame = CGRect(x: 0, y: 0, width: 414, height: 800)
                feed.root.layoutIfNeeded()
            }
            run.count(resize, Counters([("text_measurements", feed.measurements() - measured)]))
            try check.expect(feed.frames(), LabelFeedWorkload.expected(n: n, width: 414), names: LabelFeedWorkload.names,
                             "after resizing to 414")
            try check.expect(Double(feed.measurements() - measured), 0, "text measurements", "after resizing")

            let middle = n / 2
            measured = feed.measurements()
            run.time(text, engineOf: feed.root) {
                feed.titles[middle].text = String(repeating: "w", count: 15)
                feed.root.layoutIfNeeded()
            }
            run.count(text, Counters([("text_measurements", feed.measurements() - measured)]))
            try check.expect(feed.frames(),
                             LabelFeedWorkload.expected(n: n, width: 414, changedTitle: (middle, 15)),
                             names: LabelFeedWorkload.names, "after the text change")
            try check.expect(Double(feed.measurements() - measured), 1, "text measurements", "after the text change")
            blackHole(feed.frames())
        }
    }
}

/// The feed's views with real labels.
@MainActor
struct LabelFeed {
    let root: UIView
    let cells: [UIView]
    let avatars: [UIImageView]
    let titles: [UILabel]
    let subtitles: [UILabel]
    let bodies: [UIView]

    init(n: Int) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        root.contentScaleFactor = 2
        var cells: [UIView] = [], avatars: [UIImageView] = [], titles: [UILabel] = [], subtitles: [UILabel] = []
        var bodies: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        let titleFont = UIFont.systemFont(ofSize: 16), subtitleFont = UIFont.systemFont(ofSize: 15)
        for i in 0..<n {
            let cell = UIView(), body = UIView()
            let avatar = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40)))
            let title = UILabel(), subtitle = UILabel()
            title.font = titleFont
            title.text = String(repeating: "t", count: LabelFeedWorkload.titleCharacters(i))
            subtitle.font = subtitleFont
            subtitle.text = String(repeating: "s", count: LabelFeedWorkload.subtitleCharacters(i))
            for view in [cell, avatar, title, subtitle, body] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(cell)
            for view in [avatar, title, subtitle, body] { cell.addSubview(view) }
            let weakTop = body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8)
            weakTop.priority = UILayoutPriority(1)
            constraints += [
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.widthAnchor.constraint(equalTo: root.widthAnchor),
                i == 0 ? cell.topAnchor.constraint(equalTo: root.topAnchor)
                    : cell.topAnchor.constraint(equalTo: cells[i - 1].bottomAnchor),
                avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
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
                body.heightAnchor.constraint(equalToConstant: CGFloat(LabelFeedWorkload.bodyHeight(i))),
                cell.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
            ]
            cells.append(cell)
            avatars.append(avatar)
            titles.append(title)
            subtitles.append(subtitle)
            bodies.append(body)
        }
        NSLayoutConstraint.activate(constraints)
        self.root = root
        self.cells = cells
        self.avatars = avatars
        self.titles = titles
        self.subtitles = subtitles
        self.bodies = bodies
    }

    /// Every frame in root coordinates, cell by cell (cell, avatar, title, subtitle, body).
    func frames() -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(cells.count * 20)
        for i in cells.indices {
            for view in [cells[i], avatars[i], titles[i], subtitles[i], bodies[i]] {
                let f = view.convert(view.bounds, to: root)
                values += [Double(f.minX), Double(f.minY), Double(f.width), Double(f.height)]
            }
        }
        return values
    }

    /// Text layouts computed by all the labels so far.
    func measurements() -> Int {
        titles.reduce(0) { $0 + $1.textMeasurementCount } + subtitles.reduce(0) { $0 + $1.textMeasurementCount }
    }
}
