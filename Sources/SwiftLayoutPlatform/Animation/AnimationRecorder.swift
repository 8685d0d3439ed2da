import Foundation
import Synchronization

/// Collects, for one animation block, the frame and the alpha of every view written in it: the value before
/// the first write (TheUIKitLayer.md). Blocks nest: a block inside another (an inner `animate`, or
/// `performWithoutAnimation`) hands what it changed to the outer one, which leaves those changes to the inner
/// block instead of animating them a second time.
#if MainActorIsolation
@MainActor
#endif
final class AnimationRecorder: @unchecked Sendable {
    /// The innermost block running on this task.
    @TaskLocal static var current: AnimationRecorder?
    /// How many blocks are running, on any task: while none is, a write records nothing and does not read the
    /// task-local value (a read is about 130 instructions; 2.3 % of resizing a 1,000-cell feed, callgrind).
    private static let running = Atomic<Int>(0)

    /// The innermost block running on this task, read only when some block is running somewhere.
    static var active: AnimationRecorder? {
        running.load(ordering: .relaxed) == 0 ? nil : current
    }

    let parent: AnimationRecorder?
    var frames = Track<CGRect>()
    var alphas = Track<CGFloat>()

    private init(parent: AnimationRecorder?) { self.parent = parent }

    /// Called before every write of a view's frame (and so of its bounds and center).
    static func willChangeFrame(of view: UIView) {
        active?.frames.willWrite(view, value: view.storedFrame)
    }

    /// Called before every write of a view's alpha.
    static func willChangeAlpha(of view: UIView) {
        active?.alphas.willWrite(view, value: view.alpha)
    }

    /// Runs `body` as a block nested in the current one (the outermost when there is none), then hands the
    /// block's changes to the enclosing block. Returns the block's recorder.
    @discardableResult
    static func record(_ body: (AnimationRecorder) -> Void) -> AnimationRecorder {
        let recorder = AnimationRecorder(parent: current)
        running.add(1, ordering: .relaxed)
        $current.withValue(recorder) { body(recorder) }
        running.subtract(1, ordering: .relaxed)
        if let parent = recorder.parent {
            recorder.frames.handChanges(to: &parent.frames) { $0.storedFrame }
            recorder.alphas.handChanges(to: &parent.alphas) { $0.alpha }
        }
        return recorder
    }

    /// Runs `body` so that its changes are not animated by an enclosing block (`performWithoutAnimation`, a
    /// block with animations disabled). Outside any block there is nothing to record.
    static func recordWithoutAnimating(_ body: () -> Void) {
        if current == nil { body() } else { record { _ in body() } }
    }

    /// Gives every view whose bounds size changed in the block a layout pass inside the block, so that its
    /// subviews' new frames are recorded too (the `.layoutSubviews` option). Views whose frames the passes
    /// change are visited in turn.
    func layOutResizedViews() {
        var index = 0
        while index < frames.entries.count {
            let entry = frames.entries[index]
            if entry.view.storedFrame.size != entry.before.size { entry.view.layoutIfNeeded() }
            index += 1
        }
    }

    /// Forgets the view's frame in this block and every enclosing one, so that it shows its final frame at
    /// once.
    func forgetFrame(of view: UIView) {
        frames.forget(view)
        parent?.forgetFrame(of: view)
    }

    /// The recorded values of one property, in the order the views were first written.
    struct Track<Value: AnimatableValue> {
        struct Entry {
            let view: UIView
            /// The value before the first write in this block or in a block nested in it.
            let before: Value
            /// The sum of the changes nested blocks made; they animate (or not) on their own.
            var nested: Value?
            /// Whether this block wrote the value itself, not only nested blocks.
            var written: Bool
        }

        private(set) var entries: [Entry] = []
        /// Position of each view's entry; only looked up, never iterated.
        private var positions: [ObjectIdentifier: Int] = [:]

        mutating func willWrite(_ view: UIView, value: Value) {
            if let position = positions[ObjectIdentifier(view)] {
                entries[position].written = true
            } else {
                positions[ObjectIdentifier(view)] = entries.count
                entries.append(Entry(view: view, before: value, nested: nil, written: true))
            }
        }

        /// The changes this block made itself, as `(view, from, to)` with `to` the final value less what
        /// nested blocks changed; unchanged values are left out.
        func changes(current: (UIView) -> Value) -> [(view: UIView, from: Value, to: Value)] {
            entries.compactMap { entry in
                guard entry.written else { return nil }
                let now = current(entry.view)
                let to = entry.nested.map { now.adding($0, times: -1) } ?? now
                return to == entry.before ? nil : (entry.view, entry.before, to)
            }
        }

        /// Tells the enclosing block's track what this block changed, view by view.
        func handChanges(to outer: inout Track<Value>, current: (UIView) -> Value) {
            for entry in entries {
                let change = current(entry.view).adding(entry.before, times: -1)
                if let position = outer.positions[ObjectIdentifier(entry.view)] {
                    let nested = outer.entries[position].nested
                    outer.entries[position].nested = nested.map { $0.adding(change, times: 1) } ?? change
                } else {
                    outer.positions[ObjectIdentifier(entry.view)] = outer.entries.count
                    outer.entries.append(Entry(view: entry.view, before: entry.before, nested: change, written: false))
                }
            }
        }

        mutating func forget(_ view: UIView) {
            guard positions[ObjectIdentifier(view)] != nil else { return }
            entries.removeAll { $0.view === view }
            positions = [:]
            for (position, entry) in entries.enumerated() { positions[ObjectIdentifier(entry.view)] = position }
        }
    }
}
