// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "SwiftLayout",
    products: [
        .library(name: "SwiftLayoutSolver", targets: ["SwiftLayoutSolver"]),
        .library(name: "SwiftLayoutPlatform", targets: ["SwiftLayoutPlatform"]),
        .library(name: "SwiftLayout", targets: ["SwiftLayout"]),
        .library(name: "SwiftLayoutUI", targets: ["SwiftLayoutUI"]),
        .library(name: "SwiftLayoutUtil", targets: ["SwiftLayoutUtil"]),
        .library(name: "SwiftLayoutTesting", targets: ["SwiftLayoutTesting"]),
        .executable(name: "swiftlayout-demo", targets: ["swiftlayout-demo"]),
    ],
    traits: [
        // UIKit's actor isolation (TheUIKitLayer.md): the classes UIKit declares `@MainActor` are main-actor isolated.
        // A consumer that lays out on many threads at once turns it off with `traits: []`.
        .trait(name: "MainActorIsolation",
               description: "UIView, NSLayoutConstraint and the other classes UIKit isolates are @MainActor"),
        .default(enabledTraits: ["MainActorIsolation"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "SwiftLayoutSolver"),
        .target(name: "SwiftLayoutPlatform", dependencies: ["SwiftLayoutSolver"], path: "Sources/SwiftLayoutPlatform"),
        .target(name: "SwiftLayout", dependencies: ["SwiftLayoutPlatform"]),
        .target(name: "SwiftLayoutUI", dependencies: ["SwiftLayoutPlatform"]),
        .target(name: "SwiftLayoutUtil", dependencies: ["SwiftLayout", "SwiftLayoutUI"]),
        // The only module that imports a test framework (Testing and XCTest): snapshot assertions.
        .target(name: "SwiftLayoutTesting", dependencies: ["SwiftLayoutUtil"]),
        .executableTarget(name: "swiftlayout-demo", dependencies: ["SwiftLayout", "SwiftLayoutUI", "SwiftLayoutUtil"]),
        .executableTarget(
            name: "SwiftLayoutBenchmarks",
            dependencies: ["SwiftLayoutSolver", "SwiftLayoutPlatform", "SwiftLayout", "SwiftLayoutUI", "SwiftLayoutUtil"],
            path: "Benchmarks/SwiftLayoutBenchmarks"
        ),
        .testTarget(name: "SwiftLayoutSolverTests", dependencies: ["SwiftLayoutSolver"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SwiftLayoutPlatformTests", dependencies: ["SwiftLayoutPlatform"]),
        .testTarget(name: "SwiftLayoutTests", dependencies: ["SwiftLayout"]),
        .testTarget(name: "SwiftLayoutUITests", dependencies: ["SwiftLayoutUI"]),
        // Snapshot references (RenderingAndSnapshotTests.md) live in __Snapshots__ next to the test files.
        .testTarget(name: "SwiftLayoutUtilTests", dependencies: ["SwiftLayoutUtil", "SwiftLayoutUI", "SwiftLayoutTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "SwiftLayoutTestingTests", dependencies: ["SwiftLayoutTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SwiftLayoutDemoTests", dependencies: ["swiftlayout-demo", "SwiftLayoutTesting"],
                    exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
