/// A unified line diff of two texts, as `diff -u` writes it: `---`/`+++` headers, then hunks `@@ -a,b +c,d @@`
/// with `context` unchanged lines around each change, `-` for a line only in `old`, `+` for a line only in
/// `new`, a space for a line in both. Empty when the lines are equal.
///
///     unifiedDiff(old: "a\nb\nc\n", new: "a\nB\nc\n", oldName: "reference", newName: "actual")
///     // --- reference
///     // +++ actual
///     // @@ -1,3 +1,3 @@
///     //  a
///     // -b
///     // +B
///     //  c
///
/// The edit script is a shortest one (Myers, "An O(ND) Difference Algorithm and Its Variations", 1986)
/// after the common head and tail are set aside; past ``maximumEditDistance`` edits the differing middle is
/// shown as removed and added whole, so a diff never costs more than O((n + m) · 2,000).
func unifiedDiff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
    let a = lines(of: old), b = lines(of: new)
    let operations = editScript(a, b)
    guard operations.contains(where: { $0.kind != .same }) else { return "" }
    var text = "--- " + oldName + "\n+++ " + newName + "\n"
    for hunk in hunks(operations, context: context) {
        let oldLines = hunk.filter { $0.kind != .insert }
        let newLines = hunk.filter { $0.kind != .delete }
        text += "@@ -" + range(start: hunk[0].oldIndex, count: oldLines.count)
            + " +" + range(start: hunk[0].newIndex, count: newLines.count) + " @@\n"
        for operation in hunk {
            switch operation.kind {
            case .same: text += " " + a[operation.oldIndex] + "\n"
            case .delete: text += "-" + a[operation.oldIndex] + "\n"
            case .insert: text += "+" + b[operation.newIndex] + "\n"
            }
        }
    }
    return text
}

/// The most edits the shortest-script search looks for before falling back to a whole replacement.
let maximumEditDistance = 2_000

/// One step of an edit script: a line kept, removed from the old text, or inserted from the new one, with
/// the positions in both texts where it happens.
private struct Operation {
    enum Kind { case same, delete, insert }
    let kind: Kind
    let oldIndex: Int
    let newIndex: Int
}

/// The lines of a text; a final newline ends the last line rather than starting an empty one.
private func lines(of text: String) -> [String] {
    if text.isEmpty { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
}

/// `start,count` (1-based), `start` alone for one line, and the line before for none (as `diff -u` does).
private func range(start: Int, count: Int) -> String {
    switch count {
    case 0: return "\(start),0"
    case 1: return "\(start + 1)"
    default: return "\(start + 1),\(count)"
    }
}

/// A shortest edit script from `a` to `b`.
private func editScript(_ a: [String], _ b: [String]) -> [Operation] {
    var head = 0
    while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
    var operations = (0..<head).map { Operation(kind: .same, oldIndex: $0, newIndex: $0) }
    let middleA = Array(a[head..<(a.count - tail)]), middleB = Array(b[head..<(b.count - tail)])
    for operation in middleScript(middleA, middleB) {
        operations.append(Operation(kind: operation.kind, oldIndex: operation.oldIndex + head,
                                    newIndex: operation.newIndex + head))
    }
    for offset in 0..<tail {
        operations.append(Operation(kind: .same, oldIndex: a.count - tail + offset, newIndex: b.count - tail + offset))
    }
    return operations
}

/// Myers' greedy search with the frontier of every round kept for the walk back.
private func middleScript(_ a: [String], _ b: [String]) -> [Operation] {
    let n = a.count, m = b.count
    let whole = (0..<n).map { Operation(kind: .delete, oldIndex: $0, newIndex: 0) }
        + (0..<m).map { Operation(kind: .insert, oldIndex: n, newIndex: $0) }
    if n == 0 || m == 0 { return whole }
    let limit = min(n + m, maximumEditDistance)
    let offset = limit + 1
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    var found = false
    search: for d in 0...limit {
        trace.append(frontier)
        for k in stride(from: -d, through: d, by: 2) {
            var x = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
            var y = x - k
            while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
            frontier[offset + k] = x
            if x >= n && y >= m { found = true; break search }
        }
    }
    guard found else { return whole }
    // Walk back from (n, m) through the saved frontiers.
    var result: [Operation] = []
    var x = n, y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
        let previous = trace[d]
        let k = x - y
        let previousK = (k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])) ? k + 1 : k - 1
        let previousX = d == 0 ? 0 : previous[offset + previousK]
        let previousY = previousX - previousK
        while x > previousX, y > previousY {
            x -= 1; y -= 1
            result.append(Operation(kind: .same, oldIndex: x, newIndex: y))
        }
        guard d > 0 else { break }
        if x == previousX {
            y -= 1
            result.append(Operation(kind: .insert, oldIndex: x, newIndex: y))
        } else {
            x -= 1
            result.append(Operation(kind: .delete, oldIndex: x, newIndex: y))
        }
    }
    return result.reversed()
}

/// The operations around each change, with `context` kept lines on both sides; changes closer than twice
/// the context share a hunk.
private func hunks(_ operations: [Operation], context: Int) -> [[Operation]] {
    let changes = operations.indices.filter { operations[$0].kind != .same }
    var result: [[Operation]] = []
    var start = 0, end = 0
    for (position, change) in changes.enumerated() {
        if position == 0 {
            start = max(0, change - context)
        } else if change - changes[position - 1] > 2 * context {
            result.append(Array(operations[start..<end]))
            start = max(0, change - context)
        }
        end = min(operations.count, change + context + 1)
    }
    result.append(Array(operations[start..<end]))
    return result
}
