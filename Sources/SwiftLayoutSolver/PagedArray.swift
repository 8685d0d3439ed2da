/// A growable array kept in pages of about 64 KB that never move: the solver's tables (symbols,
/// variables, definitions, constraint records), which grow one element at a time to the size of the layout.
///
/// An `Array` that grows by appending doubles and copies itself; for a table of tens of megabytes each
/// copy reads the old buffer and writes a new one from fresh pages, and the copies were a third of the
/// cache misses of a large build. A page is allocated once and filled in place, and pages of this size
/// come from the allocator's heap, which the next large build reuses. The first page grows by doubling
/// to its full size, so a small solver holds no more than an `Array` would.
///
/// Elements are reached by index only (`subscript`, `count`); the table is never copied.
struct PagedArray<Element>: ~Copyable {
    /// The pages, in order; every page but the last is full.
    private var pages: UnsafeMutablePointer<UnsafeMutablePointer<Element>>? = nil
    /// Room for this many pages in `pages`.
    private var pageSlots = 0
    /// Pages allocated (the first may still be growing, with room for `firstPageCapacity` elements).
    private var pageCount = 0
    private var firstPageCapacity = 0
    private(set) var count = 0

    init() {}

    /// log2 of the elements per page: the largest power of two whose page stays within 64 KB.
    @inline(__always)
    private static var shift: Int {
        let perPage = max(1, 65_536 / MemoryLayout<Element>.stride)
        return Int.bitWidth - 1 - perPage.leadingZeroBitCount
    }

    @inline(__always)
    private static var pageSize: Int { 1 << shift }

    var isEmpty: Bool { count == 0 }

    /// The elements there is room for without allocating.
    private var capacity: Int { pageCount <= 1 ? firstPageCapacity : pageCount << Self.shift }

    @inline(__always)
    private func address(of index: Int) -> UnsafeMutablePointer<Element> {
        assert(index >= 0 && index < count, "PagedArray index out of range")
        return pages.unsafelyUnwrapped[index &>> Self.shift] + (index & (Self.pageSize - 1))
    }

    /// The element's address, stable until the element is truncated away (pages never move).
    @inline(__always)
    func elementAddress(_ index: Int) -> UnsafeMutablePointer<Element> { address(of: index) }

    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress { UnsafePointer(address(of: index)) }
        unsafeMutableAddress { address(of: index) }
    }

    mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        count += 1
        address(of: count - 1).initialize(to: element)
    }

    /// Forgets the elements from `newCount` on (their pages stay, for the next appends).
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "PagedArray truncated past its end")
        for index in newCount..<count { address(of: index).deinitialize(count: 1) }
        count = newCount
    }

    /// Makes room for one more element: the first page doubles until it is full, then whole pages follow.
    private mutating func grow() {
        if pageCount == 0 {
            pages = .allocate(capacity: 4)
            pageSlots = 4
            firstPageCapacity = min(Self.pageSize, 16)
            pages![0] = .allocate(capacity: firstPageCapacity)
            pageCount = 1
            return
        }
        if pageCount == 1, firstPageCapacity < Self.pageSize {
            let newCapacity = min(Self.pageSize, firstPageCapacity * 2)
            let page = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
            page.moveInitialize(from: pages![0], count: count)
            pages![0].deallocate()
            pages![0] = page
            firstPageCapacity = newCapacity
            return
        }
        if pageCount == pageSlots {
            let slots = UnsafeMutablePointer<UnsafeMutablePointer<Element>>.allocate(capacity: pageSlots * 2)
            slots.moveInitialize(from: pages!, count: pageCount)
            pages!.deallocate()
            pages = slots
            pageSlots *= 2
        }
        pages![pageCount] = .allocate(capacity: Self.pageSize)
        pageCount += 1
    }

    deinit {
        for index in 0..<count { address(of: index).deinitialize(count: 1) }
        guard let pages else { return }
        for page in 0..<pageCount { pages[page].deallocate() }
        pages.deallocate()
    }
}
