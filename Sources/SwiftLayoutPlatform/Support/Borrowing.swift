extension Unmanaged {
    /// Calls `body` with the object, borrowed: no retain and no release (`_withUnsafeGuaranteedRef`), for the
    /// layout's loops over many views, where each retain and release is an atomic instruction. The caller
    /// knows the object lives through `body`.
    ///
    ///     superviewReference.withBorrowed { $0.setNeedsLayout() }
    ///
    // Not the standard library's method directly: a main-actor closure passed to it is checked to run on the
    // main actor at each call (dynamic isolation enforcement: the check doubled a row resize's instructions),
    // one passed here is not (a non-sendable closure of this module runs where it is called).
    @inline(__always)
    func withBorrowed<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}

extension Array where Element: AnyObject {
    /// Calls `body` with each element from `start` on, borrowed: no retain and no release per element. The
    /// array (the caller's copy, which `body` cannot change) keeps every element alive.
    ///
    ///     let subviews = storedSubviews
    ///     subviews.forEachBorrowed { subview in subview.setNeedsLayout() }
    // Figure: the layout pass's loops over a view's subviews, with a retain and a release per subview before:
    // row resize + layout 24.67 M → 22.67 M instructions (N = 1,000, callgrind).
    @inline(__always)
    func forEachBorrowed(from start: Int = 0, _ body: (Element) -> Void) {
        withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                Unmanaged.passUnretained(buffer[index]).withBorrowed(body)
                index += 1
            }
        }
    }
}

extension Unmanaged where Instance == UIView {
    /// The view's superview link, read with no retain: a walk up the tree takes one step per view this way
    /// (`rootView`, `nearestCommonAncestor(with:)`), where a `while let parent = view.storedSuperview` loop
    /// retains and releases each ancestor. Safe for views the caller keeps alive: a superview outlives its
    /// subviews' links to it (`UIView.superviewReference`).
    ///
    ///     var view = Unmanaged.passUnretained(label)
    ///     while let parent = view.superviewStep { view = parent }   // the root
    @inline(__always)
    var superviewStep: Unmanaged<UIView>? { withBorrowed { $0.superviewReference } }
}
