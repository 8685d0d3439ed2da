// `import SwiftLayoutPlatform` brings Foundation, as `import UIKit` does on iOS (TheUIKitLayer.md): a file that
// imports only the platform sees CGFloat, CGRect, NSObject, NSMutableSet, IndexPath, … . The solver is not
// re-exported: its types stay out of user code.
@_exported import Foundation
