// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftLayout",
    products: [
        .library(name: "SwiftLayoutSolver", targets: ["SwiftLayoutSolver"]),
        .library(name: "SwiftLayoutPlatform", targets: ["SwiftLayoutPlatform"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "SwiftLayoutSolver"),
        .target(name: "SwiftLayoutPlatform", dependencies: ["SwiftLayoutSolver"], path: "Sources/SwiftLayoutPlatform"),
        .executableTarget(
            name: "SwiftLayoutBenchmarks",
            dependencies: ["SwiftLayoutSolver", "SwiftLayoutPlatform"],
            path: "Benchmarks/SwiftLayoutBenchmarks"
        ),
        .testTarget(name: "SwiftLayoutSolverTests", dependencies: ["SwiftLayoutSolver"]),
        .testTarget(name: "SwiftLayoutPlatformTests", dependencies: ["SwiftLayoutPlatform"]),
    ],
    swiftLanguageModes: [.v6]
)
