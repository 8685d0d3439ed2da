import Foundation

let arguments = CommandLine.arguments
if arguments.contains("--engine") || arguments.count == 1 || arguments.contains("--quick") {
    EngineWorkloads.run(quick: arguments.contains("--quick"))
}
if arguments.contains("--dsl") || arguments.count == 1 || arguments.contains("--quick") {
    DSLWorkloads.run(quick: arguments.contains("--quick"))
}
