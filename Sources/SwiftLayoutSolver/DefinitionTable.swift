/// The definitions, in creation order (a topological order: each refers only to earlier ones), and the
/// ones whose values may have changed since the last `updateVariables`.
struct DefinitionTable: ~Copyable {
    private var items = PagedArray<Definition>()
    var dirty = DirtySet()

    var count: Int { items.count }
    var indices: Range<Int> { 0..<items.count }

    /// Every definition, in order, as a new array (for the dump).
    var all: [Definition] { (0..<items.count).map { items[$0] } }

    @inline(__always)
    subscript(index: Int) -> Definition {
        _read { yield items[index] }
        _modify { yield &items[index] }
    }

    /// The address of a definition's expansion, for reading it in place (`Solver.State.evaluate(at:)`).
    @inline(__always)
    func expansionAddress(_ index: Int) -> UnsafePointer<Row> {
        UnsafePointer(items.elementAddress(index)).pointer(to: \.expansion)!
    }

    mutating func append(_ definition: Definition) {
        items.append(definition)
        dirty.grow()
    }

    /// Forgets the definitions from `count` on.
    mutating func truncate(to count: Int) {
        items.truncate(to: count)
        dirty.truncate(to: count)
    }
}
