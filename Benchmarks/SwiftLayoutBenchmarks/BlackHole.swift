/// A sink the optimizer cannot see through, so that work whose result is otherwise unused is not
/// removed as dead code. Everything here is internal to one module, so `@inline(never)` alone would not
/// hide the body from whole-module optimization; `@_optimize(none)` does.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
    _ = value
}
