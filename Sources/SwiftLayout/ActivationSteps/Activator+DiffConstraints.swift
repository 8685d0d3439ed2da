import Foundation

// Step 3 of the update: diff the declared constraints against the recorded ones (§6.5).
#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// §6.5 step 1: the first of each set of identical declarations.
    static func collapseDuplicates(_ resolutions: [Resolution]) -> [Declared] {
        // Identical constraints share their first item. Runs of declarations with one first item (one node's
        // anchors) are compared pairwise; only items that head more than one run (a view declared twice)
        // need a hash set across runs.
        var result: [Declared] = []
        result.reserveCapacity(resolutions.count)
        var runs: [(item: ObjectIdentifier, start: Int, end: Int)] = []
        for resolution in resolutions {
            guard case .constraint(let declared) = resolution else { continue }
            let item = ObjectIdentifier(declared.first)
            if let last = runs.last, last.item == item {
                runs[runs.count - 1].end += 1
            } else {
                runs.append((item, result.count, result.count + 1))
            }
            result.append(declared)
        }
        var runItems = Set<ObjectIdentifier>(minimumCapacity: runs.count)
        var repeated = Set<ObjectIdentifier>()
        for run in runs where !runItems.insert(run.item).inserted { repeated.insert(run.item) }
        var keep = [Bool](repeating: true, count: result.count)
        var seenAcrossRuns = Set<ConstraintKey>()
        for run in runs {
            if repeated.contains(run.item) || run.end - run.start > 16 {
                for index in run.start..<run.end where !seenAcrossRuns.insert(result[index].key).inserted {
                    keep[index] = false
                }
            } else {
                for index in run.start..<run.end {
                    for earlier in run.start..<index
                    where keep[earlier] && result[earlier].isIdentical(to: result[index]) {
                        keep[index] = false
                        break
                    }
                }
            }
        }
        if !keep.contains(false) { return result }
        return result.indices.filter { keep[$0] }.map { result[$0] }
    }

    /// §6.5 steps 2–5: which recorded constraint stands for each declaration (the same identity, or the same
    /// shape with another constant: an edit), and which records no declaration matches.
    ///
    /// - Complexity: O(d + r) hash lookups for d declarations and r records.
    static func diffConstraints(_ declared: [Declared], recorded live: [NSLayoutConstraint]) -> ConstraintDiff {
        // 2. Live records (the caller passes only alive and active ones).
        var matched = [Bool](repeating: false, count: live.count)
        var standing = [NSLayoutConstraint?](repeating: nil, count: declared.count)

        // 3a. Exact matches in the common prefix, by position: declarations are collapsed, so each prefix
        // record is the first unmatched record of its declaration's identity. An unchanged layout stops here.
        var prefix = 0
        while prefix < declared.count, prefix < live.count,
              declared[prefix].isIdentical(to: live[prefix]) {
            matched[prefix] = true
            standing[prefix] = live[prefix]
            prefix += 1
        }
        if prefix == declared.count && prefix == live.count { return .untouched }

        // 3b. Exact matches of the rest: untouched.
        let shapes = RecordedShapes(live, from: prefix)
        for index in declared.indices.dropFirst(prefix) {
            let declaration = declared[index]
            if let found = shapes.take(declaration.key.shape, constant: declaration.constant, matched: &matched) {
                standing[index] = live[found]
            }
        }

        // 4. Constant-only matches: edits.
        var edits: [(NSLayoutConstraint, CGFloat)] = []
        for index in declared.indices.dropFirst(prefix) where standing[index] == nil {
            if let found = shapes.take(declared[index].key.shape, constant: nil, matched: &matched) {
                standing[index] = live[found]
                edits.append((live[found], declared[index].constant))
            }
        }

        // 5. The unmatched records, in recorded order.
        var unmatched: [NSLayoutConstraint] = []
        for index in live.indices where !matched[index] { unmatched.append(live[index]) }
        return .changed(standing: standing, edits: edits, unmatched: unmatched)
    }
}
