import Foundation

#if !canImport(CoreGraphics)
/// (shim, only where CoreGraphics is missing) A 2-D affine transform with CoreGraphics' fields and meaning:
/// a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). Layout ignores transforms (`view.transform` is
/// stored only).
///
///     let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
///     CGPoint(x: 1, y: 1).applying(t)   // (12.0, 2.0): scaled first, then translated
public struct CGAffineTransform: Equatable, Sendable {
    /// The x scale (and rotation) entry.
    public var a: CGFloat
    /// The rotation (and y shear) entry of the first row.
    public var b: CGFloat
    /// The rotation (and x shear) entry of the second row.
    public var c: CGFloat
    /// The y scale (and rotation) entry.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// All six entries zero, as the C struct's default initializer gives (not the identity).
    ///
    ///     CGAffineTransform().a   // 0.0
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

    /// A transform from its six entries.
    ///
    ///     CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 0)   // moves by 5 along x
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity: (1, 0, 0, 1, 0, 0).
    ///
    ///     view.transform = .identity
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    ///
    ///     CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 10, y: -1))   // (11.0, 0.0)
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    ///
    ///     CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: 0.5))   // (6.0, 2.0)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians: (cos, sin, −sin, cos, 0, 0).
    ///
    ///     CGAffineTransform(rotationAngle: .pi / 2).b   // 1.0
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    ///
    ///     CGAffineTransform.identity.isIdentity   // true
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2` (the matrix product self × t2).
    ///
    ///     CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0)).tx   // 10.0
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation followed by this transform.
    ///
    ///     CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0).tx   // 20.0
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale followed by this transform.
    ///
    ///     CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3).a   // 2.0
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform.
    ///
    ///     CGAffineTransform.identity.rotated(by: .pi / 2).b   // 1.0
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; a transform that cannot be inverted (determinant 0) is returned unchanged, as
    /// CoreGraphics does.
    ///
    ///     CGAffineTransform(scaleX: 2, y: 4).inverted().d   // 0.25
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// The point mapped by `t`: (a·x + c·y + tx, b·x + d·y + ty).
    ///
    ///     CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 1, y: 1))   // (2.0, 3.0)
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
#endif
