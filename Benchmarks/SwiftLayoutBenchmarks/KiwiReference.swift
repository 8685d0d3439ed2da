/// The reference figures of Performance.md ("kiwi on these workloads", g++ -O2, medians), shown beside
/// our results in the table. Keyed by workload, N and phase name as this program reports them.
enum KiwiReference {
    private static let figures: [(workload: String, n: Int, phase: String, figure: String)] = [
        ("chain", 100, "build", "71 ms"),
        ("chain", 100, "first resolve", "0.015 ms"),
        ("chain", 100, "width update", "0.0067 ms"),
        ("chain", 1_000, "build", "368 s"),
        ("chain", 1_000, "first resolve", "0.41 ms"),
        ("chain", 1_000, "width update", "0.25 ms"),
        ("grid", 100, "build", "69 ms"),
        ("grid", 100, "first resolve", "6.3 ms"),
        ("grid", 100, GridPhases.change, "2.5 ms"),
        ("grid", 1_000, "build", "28.3 s"),
        ("grid", 1_000, "first resolve", "905 ms"),
        ("grid", 1_000, GridPhases.change, "230 ms"),
        ("grid", 1_000, GridPhases.resize, "1.6 ms"),
        ("grid_indep", 100, "build", "39 ms"),
        ("grid_indep", 100, "first resolve", "3.2 ms"),
        ("grid_indep", 100, GridPhases.change, "0.041 ms"),
        ("grid_indep", 1_000, "build", "3.8 s"),
        ("grid_indep", 1_000, "first resolve", "291 ms"),
        ("grid_indep", 1_000, GridPhases.change, "0.93 ms"),
        ("grid_indep", 1_000, GridPhases.resize, "1.1 ms"),
        ("grid_indep", 10_000, "build", "~316 s"),
        // Performance.md gives one per-cycle figure; it is shown beside both churn phases.
        ("churn_grid", 1_000, ChurnPhases.cycle, "5.2 ms"),
        ("churn_grid", 1_000, ChurnPhases.cycleAndRead, "5.2 ms"),
        ("churn_grid_indep", 1_000, ChurnPhases.cycle, "1.05 ms"),
        ("churn_grid_indep", 1_000, ChurnPhases.cycleAndRead, "1.05 ms"),
    ]

    /// The kiwi figure for this row, if Performance.md has one.
    static func figure(workload: String, n: Int, phase: String) -> String? {
        figures.first { $0.workload == workload && $0.n == n && $0.phase == phase }?.figure
    }
}
