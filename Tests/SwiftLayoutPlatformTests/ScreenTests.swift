import Foundation
import Testing
import SwiftLayoutPlatform

/// `UIScreen.bounds` and `nativeBounds` (TheUIKitLayer.md). A fresh screen, not `main`, so parallel tests never see it.
#if MainActorIsolation
@MainActor
#endif
@Suite struct ScreenTests {
    @Test func boundsDefaultToA2xPhoneAndNativeBoundsArePixels() {
        let screen = UIScreen()
        #expect(screen.bounds == rect(0, 0, 375, 667))
        #expect(screen.nativeBounds == rect(0, 0, 750, 1334))
        screen.bounds = rect(0, 0, 390, 844)
        screen.scale = 3
        #expect(screen.nativeBounds == rect(0, 0, 1170, 2532))
    }

    @Test func invalidBoundsAreIgnored() {
        let screen = UIScreen()
        screen.bounds = rect(0, 0, -1, 10)
        screen.bounds = rect(0, 0, .nan, 10)
        screen.bounds = rect(.infinity, 0, 10, 10)
        #expect(screen.bounds == rect(0, 0, 375, 667))
    }
}
