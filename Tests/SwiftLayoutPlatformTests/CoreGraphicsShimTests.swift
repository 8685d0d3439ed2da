import Foundation
import Testing
@testable import SwiftLayoutPlatform

#if MainActorIsolation
@MainActor
#endif
@Suite struct CGAffineTransformTests {
    @Test func identityAndTheZeroTransform() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!CGAffineTransform().isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    }

    @Test func translationScaleAndRotationMapPointsAsCoreGraphicsDoes() {
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 10, y: -1)) == CGPoint(x: 11, y: 0))
        #expect(CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: 0.5)) == CGPoint(x: 6, y: 2))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(quarter.b == 1 && quarter.c == -1)
        let turned = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(turned.x) < 1e-15 && turned.y == 1)
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(scale.translatedBy(x: 10, y: 0) == move.concatenating(scale))
        #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
        #expect(CGAffineTransform.identity.rotated(by: .pi / 2) == CGAffineTransform(rotationAngle: .pi / 2))
    }

    @Test func invertedUndoesAndASingularTransformComesBackUnchanged() {
        let t = CGAffineTransform(scaleX: 2, y: 4).concatenating(CGAffineTransform(translationX: 6, y: 8))
        let inverse = t.inverted()
        #expect(inverse == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        #expect(t.concatenating(inverse).isIdentity)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func aViewTransformIsStoredAndLayoutIgnoresIt() {
        let root = makeRoot()
        let child = makeChild(of: root)
        #expect(child.transform.isIdentity)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.widthAnchor.constraint(equalToConstant: 30), child.heightAnchor.constraint(equalToConstant: 40),
        ])
        child.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: 1)
        root.layoutIfNeeded()
        #expect(child.frame == rect(10, 20, 30, 40))
        #expect(child.transform == CGAffineTransform(scaleX: 2, y: 2).rotated(by: 1))
    }
}

@Suite struct CGColorTests {
    @Test func uiColorsGiveTheirComponentsAsCGColors() {
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
        #expect(UIColor(white: 0.5, alpha: 0.25).cgColor.components == [0.5, 0.5, 0.5, 0.25])
        #expect(UIColor.systemBlue.cgColor == CGColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.black.cgColor == .black)
        #expect(UIColor.clear.cgColor == .clear)
        #expect(CGColor.white.numberOfComponents == 4)
        #expect(CGColor.black.copy(alpha: 0.5)?.alpha == 0.5)
        #expect(UIColor.red.cgColor != UIColor.green.cgColor)
        #expect(Set([UIColor.red.cgColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }
}
