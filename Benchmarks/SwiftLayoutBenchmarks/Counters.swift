/// Named operation counts for one phase of one run (solver statistics today; engine counters later),
/// in a fixed order so that reports are deterministic.
///
///     var c = Counters([("pivots", 3)])
///     c.add(Counters([("pivots", 2), ("suggestions", 1)]))
///     print(c.entries)   // [("pivots", 5), ("suggestions", 1)]
struct Counters: Equatable {
    /// The counts, in the order they were first seen. Names are snake_case (they are JSON keys).
    private(set) var entries: [(name: String, value: Int)]

    init(_ entries: [(name: String, value: Int)] = []) {
        self.entries = entries
    }

    /// Adds `other` name by name; names new to `self` are appended.
    mutating func add(_ other: Counters) {
        for entry in other.entries {
            if let index = entries.firstIndex(where: { $0.name == entry.name }) {
                entries[index].value += entry.value
            } else {
                entries.append(entry)
            }
        }
    }

    /// `after - before`, name by name (names only in `before` are dropped).
    static func difference(_ after: Counters, _ before: Counters) -> Counters {
        Counters(after.entries.map { entry in
            (entry.name, entry.value - (before.entries.first { $0.name == entry.name }?.value ?? 0))
        })
    }

    static func == (lhs: Counters, rhs: Counters) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.name == $1.name && $0.value == $1.value }
    }
}
