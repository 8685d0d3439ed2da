// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftLayout",
    products: [
        .library(name: "SwiftLayoutSolver", targets: ["SwiftLayoutSolver"]),
        .library(name: "SwiftLayoutPlatform", targets: ["SwiftLayoutPlatform"]),
        .library(name: "SwiftLayout", targets: ["SwiftLayout"]),
        .library(name: "SwiftLayoutUI", targets: ["SwiftLayoutUI"]),
        .library(name: "SwiftLayoutUtil", targets: ["SwiftLayoutUtil"]),
        .executable(name: "swiftlayout-demo", targets: ["swiftlayout-demo"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "SwiftLayoutSolver"),
        .target(name: "SwiftLayoutPlatform", dependencies: ["SwiftLayoutSolver"], path: "Sources/SwiftLayoutPlatform"),
        .target(name: "SwiftLayout", dependencies: ["SwiftLayoutPlatform"]),
        .target(name: "SwiftLayoutUI", dependencies: ["SwiftLayoutPlatform"]),
        .target(name: "SwiftLayoutUtil", dependencies: ["SwiftLayout", "SwiftLayoutUI"]),
        .executableTarget(name: "swiftlayout-demo", dependencies: ["SwiftLayout", "SwiftLayoutUtil"]),
        .executableTarget(
            name: "SwiftLayoutBenchmarks",
            dependencies: ["SwiftLayoutSolver", "SwiftLayoutPlatform", "SwiftLayout", "SwiftLayoutUI"],
            path: "Benchmarks/SwiftLayoutBenchmarks"
        ),
        .testTarget(name: "SwiftLayoutSolverTests", dependencies: ["SwiftLayoutSolver"]),
        .testTarget(name: "SwiftLayoutPlatformTests", dependencies: ["SwiftLayoutPlatform"]),
        .testTarget(name: "SwiftLayoutTests", dependencies: ["SwiftLayout"]),
        .testTarget(name: "SwiftLayoutUITests", dependencies: ["SwiftLayoutUI"]),
        .testTarget(name: "SwiftLayoutUtilTests", dependencies: ["SwiftLayoutUtil"]),
    ],
    swiftLanguageModes: [.v6]
)
