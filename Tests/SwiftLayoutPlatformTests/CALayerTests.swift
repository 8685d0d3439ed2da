import Foundation
import Testing
@testable import SwiftLayoutPlatform

#if MainActorIsolation
@MainActor
#endif
@Suite struct CALayerTests {
    @Test func aViewHasOneLayerWithCoreAnimationsDefaults() {
        let view = UIView()
        let layer = view.layer
        #expect(view.layer === layer)
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor.black && layer.shadowColor == CGColor.black)
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.zPosition == 0 && !layer.masksToBounds && layer.opacity == 1)
    }

    @Test func configurationCodeStoresItsValues() {
        let card = UIView()
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.separator.cgColor
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 6
        card.layer.zPosition = 1
        #expect(card.layer.cornerRadius == 8 && card.layer.borderWidth == 1)
        let separator: [CGFloat] = [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.29]
        #expect(card.layer.borderColor?.components == separator)
        #expect(card.layer.shadowOpacity == 0.2 && card.layer.shadowRadius == 6 && card.layer.zPosition == 1)
        #expect(card.layer.shadowOffset == CGSize(width: 0, height: 2))
    }

    @Test func masksToBoundsOpacityAndGeometryMirrorTheView() {
        let view = UIView(frame: rect(10, 20, 100, 50))
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!view.layer.masksToBounds)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.alpha = 0.25
        #expect(view.layer.opacity == 0.25)
        #expect(view.layer.frame == rect(10, 20, 100, 50))
        #expect(view.layer.bounds == rect(0, 0, 100, 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        view.layer.position = CGPoint(x: 50, y: 25)
        #expect(view.frame == rect(0, 0, 100, 50))
        view.layer.bounds = rect(0, 0, 20, 10)
        #expect(view.frame == rect(40, 20, 20, 10))
        view.layer.frame = rect(1, 2, 3, 4)
        #expect(view.frame == rect(1, 2, 3, 4))
    }

    @Test func thePresentationLayerIsASnapshotOfTheInFlightValues() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            view.layer.cornerRadius = 4
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame = rect(100, 0, 30, 10)
                view.alpha = 0
            })
            clock.advance(by: 0.5)
            guard let snapshot = view.layer.presentation() else { Issue.record("no presentation layer"); return }
            #expect(snapshot.frame == rect(50, 0, 20, 10))
            #expect(snapshot.bounds == rect(0, 0, 20, 10))
            #expect(snapshot.position == CGPoint(x: 60, y: 5))
            #expect(snapshot.opacity == 0.5)
            #expect(snapshot.cornerRadius == 4)
            snapshot.position = CGPoint(x: 0, y: 0)
            snapshot.cornerRadius = 9
            #expect(snapshot.frame == rect(-10, -5, 20, 10))
            #expect(view.frame == rect(100, 0, 30, 10) && view.layer.cornerRadius == 4)
            clock.advance(by: 0.5)
            #expect(snapshot.frame == rect(-10, -5, 20, 10))
            #expect(view.layer.presentation()?.frame == rect(100, 0, 30, 10))
        }
    }
}
