import Foundation

// Step 3 of the update: diff the declared constraints against the recorded ones (§6.5).
#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// §6.5 step 1: the first of each set of identical declarations. `itemsMayRepeat`: whether two entries may
    /// have one item (`entryItemsRepeat`).
    static func collapseDuplicates(_ declared: [Declared], identifiers: [String], itemsMayRepeat: Bool) -> [Declared] {
        // Identical constraints share their first item. Runs of declarations with one first item (one node's
        // anchors) are compared pairwise; only items that head more than one run (a view declared twice)
        // need a hash set across runs, and only entries that share an item can make such runs: an update
        // whose nodes are the recorded ones knows from the record (callgrind, dsl noop phase, N = 1,000: the
        // phase 56.41 M → 55.75 M instructions).
        var runs: [(item: ObjectIdentifier, start: Int, end: Int)] = []
        for index in declared.indices {
            let item = declared[index].firstID
            if let last = runs.last, last.item == item {
                runs[runs.count - 1].end += 1
            } else {
                runs.append((item, index, index + 1))
            }
        }
        var repeated = Set<ObjectIdentifier>()
        if itemsMayRepeat {
            var runItems = Set<ObjectIdentifier>(minimumCapacity: runs.count)
            for run in runs where !runItems.insert(run.item).inserted { repeated.insert(run.item) }
        }
        var keep: [Bool] = []
        func drop(_ index: Int) {
            if keep.isEmpty { keep = [Bool](repeating: true, count: declared.count) }
            keep[index] = false
        }
        func kept(_ index: Int) -> Bool { keep.isEmpty || keep[index] }
        var seenAcrossRuns = Set<ConstraintKey>()
        for run in runs {
            if (!repeated.isEmpty && repeated.contains(run.item)) || run.end - run.start > 16 {
                for index in run.start..<run.end
                where !seenAcrossRuns.insert(declared[index].key(identifiers)).inserted {
                    drop(index)
                }
            } else {
                for index in run.start..<run.end {
                    for earlier in run.start..<index
                    where kept(earlier) && declared[earlier].isIdentical(to: declared[index]) {
                        drop(index)
                        break
                    }
                }
            }
        }
        if keep.isEmpty { return declared }
        var result: [Declared] = []
        for index in declared.indices where keep[index] { result.append(declared[index]) }
        return result
    }

    /// Whether two entries have one item (a view declared twice).
    static func entryItemsRepeat(_ entries: [Entry]) -> Bool {
        var items = Set<ObjectIdentifier>(minimumCapacity: entries.count)
        for index in entries.indices where !items.insert(entries[index].identity.itemID).inserted { return true }
        return false
    }

    /// What the records in place say of the declarations.
    enum RecordScan {
        /// Every record is alive, active and identical to the declaration at its position (what
        /// `diffConstraints` calls `.untouched`).
        case untouched
        /// Every record is alive, active and has the shape of the declaration at its position; the constants
        /// differ at these positions (at most eight).
        case constantsDiffer([Int])
        /// Anything else: the full diff decides.
        case other

        var isUntouched: Bool { if case .untouched = self { true } else { false } }
    }

    /// The unchanged layout, or one whose constants alone changed, decided on the records in place. Building
    /// the live records first was a third of the constraint step (callgrind, dsl noop phase, N = 1,000: reading
    /// the records and diffing them 8.8 M → 5.2 M instructions); a constant change skips them too (dsl constant
    /// phase: 70.35 M → 66.83 M).
    ///
    /// When no recorded constraint changed since the record last knew their values, those values are compared
    /// and no constraint is read: reading 15,000 scattered constraints and their lifetimes was most of the
    /// update's cache misses (callgrind, dsl noop phase, N = 1,000, 1 MiB last-level cache: the scan 2.96 M →
    /// 0.80 M instructions, its last-level misses 55 k → 12.5 k; the phase 49.46 M → 47.32 M).
    static func scanRecords(_ declared: [Declared], by activation: Activation, identifiers: [String]) -> RecordScan {
        let records = activation.constraints
        guard records.count == declared.count else { return .other }
        var differing: [Int] = []
        if activation.recordsHaveTheirValues {
            let values = activation.recordedValues
            let recordedIdentifiers = activation.recordedIdentifiers
            for index in values.indices {
                guard declared[index].hasSameShape(asRecorded: values[index], identifiers: identifiers,
                                                   recordedIdentifiers: recordedIdentifiers)
                else { return .other }
                if values[index].constant != declared[index].constant {
                    guard differing.count < 8 else { return .other }
                    differing.append(index)
                }
            }
            return differing.isEmpty ? .untouched : .constantsDiffer(differing)
        }
        let items = activation.constraintItems
        for index in records.indices {
            guard let constraint = records[index].constraint, constraint.isActive,
                  declared[index].hasSameShape(as: constraint, firstID: items[index].firstID,
                                               secondID: items[index].secondID, identifiers: identifiers)
            else { return .other }
            if constraint.constant != declared[index].constant {
                guard differing.count < 8 else { return .other }
                differing.append(index)
            }
        }
        return differing.isEmpty ? .untouched : .constantsDiffer(differing)
    }

    /// Steps 3–8 when `scanRecords` found only constants changed: the edits, or the records moved within
    /// their shapes. Returns the new standing constraints, nil when every record stands where it is.
    /// `itemsRepeat`: whether two entries have one item (else each item's declarations are one run).
    static func applyConstants(_ differing: [Int], declared: [Declared], records: [Activation.WeakConstraint],
                               identifiers: [String], itemsRepeat: Bool,
                               changes: inout ActivationChangeRecorder) -> [NSLayoutConstraint]? {
        // `scanRecords` read every record alive in this pass.
        let diff = diffOfConstants(declared, count: records.count, constraintAt: { records[$0].constraint! },
                                   from: differing[0], differing: differing, itemRuns: !itemsRepeat)
        if case .edited = diff {
            _ = applyDiff(diff, recorded: [], declared: declared, identifiers: identifiers, changes: &changes)
            return nil
        }
        var recorded: [NSLayoutConstraint] = []
        recorded.reserveCapacity(records.count)
        for record in records { recorded.append(record.constraint!) }
        let result = applyDiff(diff, recorded: recorded, declared: declared, identifiers: identifiers,
                               changes: &changes)
        return sameObjects(result, recorded) ? nil : result
    }

    /// §6.5 steps 2–5: which recorded constraint stands for each declaration (the same identity, or the same
    /// shape with another constant: an edit), and which records no declaration matches.
    ///
    /// - Complexity: O(d + r) hash lookups for d declarations and r records.
    static func diffConstraints(_ declared: [Declared], recorded records: Activation.LiveRecords,
                                identifiers: [String]) -> ConstraintDiff {
        // 2. Live records (the caller passes only alive and active ones).
        let live = records.constraints
        // 3a. The common prefix.
        let (scanned, differing) = scanCommonPrefix(declared, recorded: records, identifiers: identifiers)
        let prefix = differing.first ?? scanned
        let sameLength = declared.count == live.count
        if prefix == declared.count && sameLength { return .untouched }
        if scanned == declared.count && sameLength {
            return diffOfConstants(declared, count: live.count, constraintAt: { live[$0] }, from: prefix,
                                   differing: differing, itemRuns: false)
        }

        var matched = [Bool](repeating: false, count: live.count)
        var standing = [NSLayoutConstraint?](repeating: nil, count: declared.count)
        for index in 0..<prefix {
            matched[index] = true
            standing[index] = live[index]
        }
        // 3c. Exact matches in the common suffix, by position, when no declaration or record between the
        // prefix and the suffix shares a shape with it: then each suffix declaration's first unmatched record
        // of its identity is the one at its position (steps 3b and 4 would find the same; the middle is all
        // they look at).
        let suffix = matchedSuffix(declared, recorded: records, after: prefix, identifiers: identifiers)
        for offset in 0..<suffix {
            matched[live.count - 1 - offset] = true
            standing[declared.count - 1 - offset] = live[live.count - 1 - offset]
        }
        // 3b and 4. The middle, by shape.
        let edits = matchMiddle(declared, prefix..<(declared.count - suffix), recorded: records,
                                recordsEnd: live.count - suffix, identifiers: identifiers,
                                matched: &matched, standing: &standing)

        // 5. The unmatched records, in recorded order.
        var unmatched: [NSLayoutConstraint] = []
        for index in live.indices where !matched[index] { unmatched.append(live[index]) }
        return .changed(standing: standing, edits: edits, unmatched: unmatched)
    }

    /// §6.5 step 3a: exact matches in the common prefix, by position. Declarations are collapsed, so each
    /// prefix record is the first unmatched record of its declaration's identity; an unchanged layout stops
    /// here. The scan goes on past the prefix while every record has its declaration's shape, noting up to
    /// eight positions whose constant differs (`differing`): a constant-only change needs no second pass.
    /// `scanned` counts the positions read, the prefix is those before the first of `differing`.
    static func scanCommonPrefix(_ declared: [Declared], recorded records: Activation.LiveRecords,
                                 identifiers: [String]) -> (scanned: Int, differing: [Int]) {
        let live = records.constraints
        var differing: [Int] = []
        var scanned = 0
        let common = min(declared.count, live.count)
        while scanned < common {
            let constraint = live[scanned]
            guard declared[scanned].hasSameShape(as: constraint, firstID: records.items[scanned].firstID,
                                                 secondID: records.items[scanned].secondID,
                                                 identifiers: identifiers) else { break }
            if constraint.constant != declared[scanned].constant {
                guard differing.count < 8 else { break }
                differing.append(scanned)
            }
            scanned += 1
        }
        return (scanned, differing)
    }

    /// §6.5 steps 3b and 4 for the declarations in `middle` against the records before `recordsEnd` not yet
    /// `matched`: first the exact matches (untouched), then the records of the same shape with another
    /// constant (edits, returned with their new constants). Fills `standing` and `matched`.
    static func matchMiddle(_ declared: [Declared], _ middle: Range<Int>, recorded records: Activation.LiveRecords,
                            recordsEnd: Int, identifiers: [String], matched: inout [Bool],
                            standing: inout [NSLayoutConstraint?]) -> [(NSLayoutConstraint, CGFloat)] {
        let live = records.constraints
        // 3b. Exact matches of the rest: untouched.
        let shapes = RecordedShapes(records, from: middle.lowerBound, to: recordsEnd)
        for index in middle {
            let declaration = declared[index]
            if let found = shapes.take(declaration.key(identifiers).shape, constant: declaration.constant,
                                       matched: &matched) {
                standing[index] = live[found]
            }
        }
        // 4. Constant-only matches: edits.
        var edits: [(NSLayoutConstraint, CGFloat)] = []
        for index in middle where standing[index] == nil {
            if let found = shapes.take(declared[index].key(identifiers).shape, constant: nil, matched: &matched) {
                standing[index] = live[found]
                edits.append((live[found], declared[index].constant))
            }
        }
        return edits
    }

    /// How many declarations at the end match the records at the end exactly, position by position (none
    /// inside the first `prefix`), when none of them has the shape of a declaration or a record between the
    /// prefix and them; else 0. Removing or inserting a few rows in a long list keeps every later
    /// declaration in place, and finding them by hash was most of such a pass's diff (callgrind, dsl toggle
    /// phase, N = 1,000: 107.6 M → 97.8 M instructions).
    static func matchedSuffix(_ declared: [Declared], recorded records: Activation.LiveRecords, after prefix: Int,
                              identifiers: [String]) -> Int {
        let live = records.constraints
        let limit = min(declared.count, live.count) - prefix
        var suffix = 0
        while suffix < limit {
            let record = live.count - 1 - suffix
            let declaration = declared[declared.count - 1 - suffix]
            guard declaration.hasSameShape(as: live[record], firstID: records.items[record].firstID,
                                           secondID: records.items[record].secondID, identifiers: identifiers),
                  live[record].constant == declaration.constant else { break }
            suffix += 1
        }
        guard suffix > 0 else { return 0 }
        let middleRecords = prefix..<(live.count - suffix)
        let middleDeclarations = prefix..<(declared.count - suffix)
        var middleFirstIDs = Set<ObjectIdentifier>()
        for index in middleRecords { if let id = records.items[index].firstID { middleFirstIDs.insert(id) } }
        for index in middleDeclarations { middleFirstIDs.insert(declared[index].firstID) }
        for index in (declared.count - suffix)..<declared.count where middleFirstIDs.contains(declared[index].firstID) {
            let declaration = declared[index]
            for other in middleDeclarations where declared[other].hasSameShape(as: declaration) { return 0 }
            for other in middleRecords
            where declaration.hasSameShape(as: live[other], firstID: records.items[other].firstID,
                                           secondID: records.items[other].secondID, identifiers: identifiers) {
                return 0
            }
        }
        return suffix
    }

    /// Steps 3–5 when only a few constants changed: every record after the prefix has its declaration's
    /// shape at its own position, and `differing` (at most eight) are the positions whose constant differs.
    ///
    /// Matching happens within a shape, so the shapes none of the differing positions has match by position
    /// (their constants follow in the same order on both sides). The positions of each differing shape are
    /// matched as steps 3b and 4 would: exact matches first, then edits, each taking the first free record.
    ///
    /// `itemRuns`: whether each first item's declarations are one run (no two entries have one item, so each
    /// entry's run is its item's): a shape's positions are then looked for in its run alone, not in every
    /// declaration after the prefix (callgrind, dsl constant phase, N = 1,000: 15,000 declarations read for
    /// one constant, 0.10 M instructions and 9.6 k first-level misses).
    static func diffOfConstants(_ declared: [Declared], count: Int, constraintAt live: (Int) -> NSLayoutConstraint,
                                from prefix: Int, differing: [Int], itemRuns: Bool) -> ConstraintDiff {
        var moved: [(index: Int, record: Int)] = []  // the positions whose record is another's
        var edits: [(index: Int, constraint: NSLayoutConstraint, constant: CGFloat)] = []
        var done: [Int] = []  // the differing positions whose shape is matched
        for position in differing where !done.contains(position) {
            // The positions after the prefix with this shape, declared and recorded alike.
            var members: [Int] = []
            var (start, end) = (prefix, declared.count)
            if itemRuns {
                let item = declared[position].firstID
                start = position
                while start > prefix && declared[start - 1].firstID == item { start -= 1 }
                end = position + 1
                while end < declared.count && declared[end].firstID == item { end += 1 }
            }
            for index in start..<end where declared[index].hasSameShape(as: declared[position]) {
                members.append(index)
                if differing.contains(index) { done.append(index) }
            }
            var taken = [Bool](repeating: false, count: members.count)
            var match = [Int?](repeating: nil, count: members.count)
            for (slot, member) in members.enumerated() {
                for (other, record) in members.enumerated()
                where !taken[other] && live(record).constant == declared[member].constant {
                    taken[other] = true
                    match[slot] = record
                    break
                }
            }
            for (slot, member) in members.enumerated() where match[slot] == nil {
                for other in members.indices where !taken[other] {
                    taken[other] = true
                    edits.append((member, live(members[other]), declared[member].constant))
                    match[slot] = members[other]
                    break
                }
            }
            for (slot, member) in members.enumerated() where match[slot]! != member {
                moved.append((member, match[slot]!))
            }
        }
        edits.sort { $0.index < $1.index }
        var result: [(NSLayoutConstraint, CGFloat)] = []
        for edit in edits { result.append((edit.constraint, edit.constant)) }
        if moved.isEmpty { return .edited(result) }
        var standing = [NSLayoutConstraint?](repeating: nil, count: declared.count)
        for index in 0..<count { standing[index] = live(index) }
        for move in moved { standing[move.index] = live(move.record) }
        return .changed(standing: standing, edits: result, unmatched: [])
    }
}
