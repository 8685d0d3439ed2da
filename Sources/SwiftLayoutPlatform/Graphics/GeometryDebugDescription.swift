import Foundation

// Darwin's CoreGraphics prints geometry as bare tuples through `debugDescription` (TheUIKitLayer.md); Foundation on
// Linux gives no `debugDescription` and prints the memberwise form (`CGRect(origin: …, size: …)`). These give
// Darwin's form, which `print` and string interpolation then use too.

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`, as on Darwin.
    ///
    ///     CGPoint(x: 20, y: 0).debugDescription   // "(20.0, 0.0)"
    public var debugDescription: String { "(\(Double(x)), \(Double(y)))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`, as on Darwin.
    ///
    ///     CGSize(width: 0, height: 40).debugDescription   // "(0.0, 40.0)"
    public var debugDescription: String { "(\(Double(width)), \(Double(height)))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as on Darwin.
    ///
    ///     CGRect(x: 20, y: 0, width: 0, height: 40).debugDescription   // "(20.0, 0.0, 0.0, 40.0)"
    public var debugDescription: String {
        "(\(Double(origin.x)), \(Double(origin.y)), \(Double(size.width)), \(Double(size.height)))"
    }
}
