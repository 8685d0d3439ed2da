import Foundation

/// What the last round of a layout pass changed, view by view, for the `.layoutFeedbackLoop` diagnostic of a
/// pass that did not settle (TheUIKitLayer.md): the frames the pass wrote and the safe areas and margins it
/// recomputed, with the old and new values, so the message names the views that kept changing and by how much.
///
/// The engine holds one only during a pass's last allowed round; everywhere else the hooks cost one nil check.
#if MainActorIsolation
@MainActor
#endif
final class LayoutRoundRecorder {
    private struct Change {
        let view: UIView
        let what: String
        let old: [CGFloat]
        let new: [CGFloat]
        let names: [String]
    }

    private var changes: [Change] = []

    /// A frame the pass wrote.
    func frame(of view: UIView, from old: CGRect, to new: CGRect) {
        changes.append(Change(view: view, what: "frame", old: [old.minX, old.minY, old.width, old.height],
                              new: [new.minX, new.minY, new.width, new.height],
                              names: ["minX", "minY", "width", "height"]))
    }

    /// Insets the pass recomputed from the frames (`what`: "safe area insets", "layout margins").
    func insets(_ what: String, of view: UIView, from old: UIEdgeInsets, to new: UIEdgeInsets) {
        changes.append(Change(view: view, what: what, old: [old.top, old.left, old.bottom, old.right],
                              new: [new.top, new.left, new.bottom, new.right],
                              names: ["top", "left", "bottom", "right"]))
    }

    /// The views that changed, in the order they first changed.
    var views: [UIView] {
        var views: [UIView] = []
        for change in changes where !views.containsObject(change.view) { views.append(change.view) }
        return views
    }

    /// One line per change: `title: frame (0 122.5; 72 148.5) -> (0 122.5; 72 156.5), height +8`.
    var lines: [String] {
        changes.map { change in
            func values(_ v: [CGFloat]) -> String {
                change.what == "frame"
                    ? "(\(formatNumber(v[0])) \(formatNumber(v[1])); \(formatNumber(v[2])) \(formatNumber(v[3])))"
                    : "(" + v.map { formatNumber($0) }.joined(separator: " ") + ")"
            }
            var deltas: [String] = []
            for index in change.old.indices where change.old[index] != change.new[index] {
                let delta = change.new[index] - change.old[index]
                deltas.append("\(change.names[index]) \(delta > 0 ? "+" : "")\(formatNumber(delta))")
            }
            return "    \(change.view.shortName): \(change.what) \(values(change.old)) -> \(values(change.new))"
                + (deltas.isEmpty ? "" : ", " + deltas.joined(separator: ", "))
        }
    }
}
