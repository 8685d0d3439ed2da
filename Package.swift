// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftLayout",
    products: [
        .library(name: "SwiftLayoutSolver", targets: ["SwiftLayoutSolver"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "SwiftLayoutSolver"),
        .executableTarget(
            name: "SwiftLayoutBenchmarks",
            dependencies: ["SwiftLayoutSolver"],
            path: "Benchmarks/SwiftLayoutBenchmarks"
        ),
        .testTarget(name: "SwiftLayoutSolverTests", dependencies: ["SwiftLayoutSolver"]),
    ],
    swiftLanguageModes: [.v6]
)
