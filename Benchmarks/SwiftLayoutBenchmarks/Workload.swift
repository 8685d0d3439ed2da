/// A benchmark scenario: it builds fresh inputs for every run outside the timed region, times only the
/// work it names, checks every result against a closed form, and reports through a ``Bench``.
///
/// To add a workload, write a type in `Workloads/` and list it in `main.swift`'s registry.
@MainActor
protocol Workload {
    /// The name `--filter` matches, e.g. `chain`.
    var name: String { get }
    /// Runs every phase at every size `bench` asks for. Throws ``CheckFailure`` when a result is wrong,
    /// or whatever the code under test threw.
    func run(in bench: Bench) throws
}
