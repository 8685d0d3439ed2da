import Testing
@testable import swiftlayout_demo

/// The demo's flags (RenderingAndSnapshotTests.md): strict parsing, every error named.
@Suite struct DemoArgumentsTests {
    func error(_ arguments: [String]) -> String? {
        do {
            _ = try Arguments.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func noFlagsMeansEverythingAtTheDefaultSize() throws {
        let parsed = try Arguments.parse([])
        #expect(parsed == Arguments())
        #expect(parsed.width == 375 && parsed.height == 667 && !parsed.selectsOutput)
    }

    @Test func everyFlagIsRead() throws {
        let parsed = try Arguments.parse(["--width", "414", "--height", "896.5", "--frames", "--ascii", "--svg", "a.svg"])
        #expect(parsed.width == 414 && parsed.height == 896.5)
        #expect(parsed.frames && parsed.ascii && parsed.svgPath == "a.svg" && parsed.selectsOutput)
        #expect(try Arguments.parse(["--help"]).help)
        #expect(try Arguments.parse(["-h"]).help)
        #expect(try Arguments.parse(["--screen", "swiftui"]).screen == .swiftui)
        #expect(try Arguments.parse(["--screen", "uikit"]).screen == .uikit)
        #expect(Arguments().screen == .uikit)
    }

    @Test func badCommandLinesAreNamed() {
        #expect(error(["--bogus"]) == "unknown argument '--bogus'")
        #expect(error(["375"]) == "unknown argument '375'")
        #expect(error(["--width"]) == "--width needs a value")
        #expect(error(["--svg", "--frames"]) == "--svg needs a value")
        #expect(error(["--width", "wide"]) == "--width needs a positive number, got 'wide'")
        #expect(error(["--height", "0"]) == "--height needs a positive number, got '0'")
        #expect(error(["--height", "-5"]) == "--height needs a positive number, got '-5'")
        #expect(error(["--width", "inf"]) == "--width needs a positive number, got 'inf'")
        #expect(error(["--frames", "--frames"]) == "--frames is given twice")
        #expect(error(["--screen"]) == "--screen needs a value")
        #expect(error(["--screen", "appkit"]) == "--screen needs uikit or swiftui, got 'appkit'")
        #expect(error(["--screen", "uikit", "--screen", "swiftui"]) == "--screen is given twice")
    }
}
