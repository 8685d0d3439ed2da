// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftLayout",
    products: [
        .library(name: "SwiftLayoutSolver", targets: ["SwiftLayoutSolver"]),
        .library(name: "SwiftLayoutPlatform", targets: ["SwiftLayoutPlatform"]),
        .library(name: "SwiftLayout", targets: ["SwiftLayout"]),
        .library(name: "SwiftLayoutUtil", targets: ["SwiftLayoutUtil"]),
        .executable(name: "swiftlayout-demo", targets: ["swiftlayout-demo"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "SwiftLayoutSolver"),
        .target(name: "SwiftLayoutPlatform", dependencies: ["SwiftLayoutSolver"], path: "Sources/SwiftLayoutPlatform"),
        .target(name: "SwiftLayout", dependencies: ["SwiftLayoutPlatform"]),
        .target(name: "SwiftLayoutUtil", dependencies: ["SwiftLayout"]),
        .executableTarget(name: "swiftlayout-demo", dependencies: ["SwiftLayout", "SwiftLayoutUtil"]),
        .executableTarget(
            name: "SwiftLayoutBenchmarks",
            dependencies: ["SwiftLayoutSolver", "SwiftLayoutPlatform", "SwiftLayout"],
            path: "Benchmarks/SwiftLayoutBenchmarks"
        ),
        .testTarget(name: "SwiftLayoutSolverTests", dependencies: ["SwiftLayoutSolver"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SwiftLayoutPlatformTests", dependencies: ["SwiftLayoutPlatform"]),
        .testTarget(name: "SwiftLayoutTests", dependencies: ["SwiftLayout"]),
        .testTarget(name: "SwiftLayoutUtilTests", dependencies: ["SwiftLayoutUtil"]),
    ],
    swiftLanguageModes: [.v6]
)
