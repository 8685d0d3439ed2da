import Foundation

/// Something that can fill a shape: a ``Color`` here.
///
///     Circle().fill(Color.red)
public protocol ShapeStyle: Sendable {}

/// A colour. As a view it takes the whole proposal (nil → 10), like a shape (SwiftLayoutUI.md).
///
///     Color.red.frame(width: 40, height: 40)
///     Color.blue.frame(width: 50).fixedSize(horizontal: false, vertical: true)   // 50 × 10
public struct Color: View, Hashable, ShapeStyle, CustomStringConvertible {
    /// The name the placed tree shows as the fill.
    public let description: String

    init(_ name: String) { description = name }

    /// A colour from components in 0…1.
    ///
    ///     Color(red: 1, green: 0.5, blue: 0)   // "#FF8000"
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func hex(_ v: Double) -> String {
            let n = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[n / 16], digits[n % 16]])
        }
        description = "#" + hex(red) + hex(green) + hex(blue) + (opacity < 1 ? hex(opacity) : "")
    }

    /// A grey from a white level in 0…1.
    ///
    ///     Color(white: 0.5)
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// A platform colour.
    ///
    ///     Color(UIColor.systemBlue)
    public init(_ color: UIColor) { description = color.description }

    /// The same colour at an opacity.
    ///
    ///     Color.red.opacity(0.9)   // "red 0.9"
    public func opacity(_ opacity: Double) -> Color { Color("\(description) \(formatNumber(opacity))") }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Appends a shape node filled with this colour.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        resolver.appendLeaf(resolver.graph.shapeNode(.fill, name: "Color", fill: view.description))
    }

    /// Black.
    public static let black = Color("black")
    /// White.
    public static let white = Color("white")
    /// Gray.
    public static let gray = Color("gray")
    /// Red.
    public static let red = Color("red")
    /// Orange.
    public static let orange = Color("orange")
    /// Yellow.
    public static let yellow = Color("yellow")
    /// Green.
    public static let green = Color("green")
    /// Mint.
    public static let mint = Color("mint")
    /// Teal.
    public static let teal = Color("teal")
    /// Cyan.
    public static let cyan = Color("cyan")
    /// Blue.
    public static let blue = Color("blue")
    /// Indigo.
    public static let indigo = Color("indigo")
    /// Purple.
    public static let purple = Color("purple")
    /// Pink.
    public static let pink = Color("pink")
    /// Brown.
    public static let brown = Color("brown")
    /// Fully transparent.
    public static let clear = Color("clear")
    /// The accent colour.
    public static let accentColor = Color("accentColor")
    /// The primary content colour.
    public static let primary = Color("primary")
    /// The secondary content colour.
    public static let secondary = Color("secondary")
}
