import Foundation

/// Something that can fill a shape: a ``Color`` here.
///
///     Circle().fill(Color.red)
public protocol ShapeStyle: Sendable {}

/// A colour. As a view it takes the whole proposal (nil → 10), like a shape (SwiftLayoutUI.md). Its name is what
/// the placed tree shows as a fill; its components (the light appearance of iOS's system colours for the
/// named ones) are what pictures fill with.
///
///     Color.red.frame(width: 40, height: 40)
///     Color.blue.frame(width: 50).fixedSize(horizontal: false, vertical: true)   // 50 × 10
public nonisolated struct Color: View, Hashable, ShapeStyle, CustomStringConvertible {
    /// The name the placed tree shows as the fill.
    public let description: String
    /// The components pictures fill with.
    let uiColor: UIColor

    init(_ name: String, _ uiColor: UIColor) {
        description = name
        self.uiColor = uiColor
    }

    init(_ name: String, red: Int, green: Int, blue: Int, alpha: CGFloat = 1) {
        self.init(name, UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
                                alpha: alpha))
    }

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
        uiColor = UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }

    /// A grey from a white level in 0…1.
    ///
    ///     Color(white: 0.5)
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// A platform colour.
    ///
    ///     Color(UIColor.systemBlue)
    public init(_ color: UIColor) {
        description = color.description
        uiColor = color
    }

    /// The same colour at an opacity.
    ///
    ///     Color.red.opacity(0.9)   // "red 0.9"
    public func opacity(_ opacity: Double) -> Color {
        var alpha: CGFloat = 0, red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        _ = uiColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return Color("\(description) \(formatNumber(opacity))", uiColor.withAlphaComponent(alpha * CGFloat(opacity)))
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Appends a shape node filled with this colour.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        resolver.appendLeaf(resolver.graph.shapeNode(.fill, name: .color, fill: Fill(view)))
    }

    /// Black.
    public static let black = Color("black", .black)
    /// White.
    public static let white = Color("white", .white)
    /// Gray (iOS's system gray).
    public static let gray = Color("gray", .systemGray)
    /// Red (iOS's system red).
    public static let red = Color("red", .systemRed)
    /// Orange (iOS's system orange).
    public static let orange = Color("orange", .systemOrange)
    /// Yellow (iOS's system yellow).
    public static let yellow = Color("yellow", .systemYellow)
    /// Green (iOS's system green).
    public static let green = Color("green", .systemGreen)
    /// Mint.
    public static let mint = Color("mint", red: 0, green: 199, blue: 190)
    /// Teal.
    public static let teal = Color("teal", red: 48, green: 176, blue: 199)
    /// Cyan.
    public static let cyan = Color("cyan", red: 50, green: 173, blue: 230)
    /// Blue (iOS's system blue).
    public static let blue = Color("blue", .systemBlue)
    /// Indigo (iOS's system indigo).
    public static let indigo = Color("indigo", .systemIndigo)
    /// Purple (iOS's system purple).
    public static let purple = Color("purple", .systemPurple)
    /// Pink (iOS's system pink).
    public static let pink = Color("pink", .systemPink)
    /// Brown.
    public static let brown = Color("brown", red: 162, green: 132, blue: 94)
    /// Fully transparent.
    public static let clear = Color("clear", .clear)
    /// The accent colour (iOS's default tint, system blue).
    public static let accentColor = Color("accentColor", .systemBlue)
    /// The primary content colour (the label colour).
    public static let primary = Color("primary", .label)
    /// The secondary content colour (the secondary label colour).
    public static let secondary = Color("secondary", .secondaryLabel)
}

/// A shape's fill as the placed tree reports it: a name, and components where the style is a colour.
struct Fill {
    var name: String
    var color: UIColor?

    init(_ color: Color) {
        name = color.description
        self.color = color.uiColor
    }

    init<S: ShapeStyle>(_ style: S) {
        let color = style as? Color
        name = color?.description ?? "\(S.self)"
        self.color = color?.uiColor
    }
}
