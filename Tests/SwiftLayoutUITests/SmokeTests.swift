import Foundation
import Testing
@testable import SwiftLayoutUI

@MainActor
@Suite struct SmokeTests {
    @Test func helloWorldPaddedWithBackground() {
        let placed = layout(Text("Hello").padding(10).background(Color.red))
        print(placed)
    }
}
