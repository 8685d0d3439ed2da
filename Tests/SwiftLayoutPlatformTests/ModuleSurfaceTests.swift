// This file imports only the platform (and the test framework), as a UIKit file with `import UIKit` replaced
// by `import SwiftLayoutPlatform` does: whatever compiles here compiles for such a file (UIKIT-2 §1).
import SwiftLayoutPlatform
import Testing

@Suite struct ModuleSurfaceTests {
    @Test func importingThePlatformBringsFoundation() {
        let width: CGFloat = 320
        let frame = CGRect(x: 0, y: 0, width: width, height: 480)
        let seen = NSMutableSet()
        seen.add(IndexPath(indexes: [0, 1]))
        #expect(frame.size == CGSize(width: 320, height: 480))
        #expect(seen.count == 1)
        #expect(NSString(string: "title").length == 5)
    }

    @Test func geometryDebugDescriptionsReadAsOnDarwin() {
        #expect(CGRect(x: 20, y: 0, width: 0, height: 40).debugDescription == "(20.0, 0.0, 0.0, 40.0)")
        #expect(CGPoint(x: 20, y: 0).debugDescription == "(20.0, 0.0)")
        #expect(CGSize(width: 0, height: 40).debugDescription == "(0.0, 40.0)")
        #expect("\(CGRect(x: 1.5, y: -2, width: 3, height: 4))" == "(1.5, -2.0, 3.0, 4.0)")
    }

    @Test func viewsAndImagesShareTheAccessibilityIdentification() {
        let view = UIView()
        let image = UIImage(size: CGSize(width: 8, height: 8))
        let elements: [UIAccessibilityIdentification] = [view, image]
        for (index, element) in elements.enumerated() { element.accessibilityIdentifier = "element \(index)" }
        #expect(view.accessibilityIdentifier == "element 0")
        #expect(image.accessibilityIdentifier == "element 1")
        image.accessibilityIdentifier = nil
        #expect(image.accessibilityIdentifier == nil)
    }
}
