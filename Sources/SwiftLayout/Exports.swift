// `import SwiftLayout` is all a user writes, as `import UIKit` is on iOS: it brings the platform and the
// Foundation types the platform's API uses (CGFloat, CGRect, NSCoder, TimeInterval).
@_exported import Foundation
@_exported import SwiftLayoutPlatform
