import Foundation
import Testing
@testable import SwiftLayoutPlatform

#if MainActorIsolation
@MainActor
#endif
@Suite struct AlphaAnimationTests {
    @Test func alphaAnimatesFromItsValueBeforeTheFirstWriteSampledAtZeroHalfAndFull() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let badge = UIView()
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                badge.alpha = 0.25
                badge.alpha = 0.5
            }, completion: { finished.append($0) })
            #expect(badge.alpha == 0.5)
            #expect(badge.presentationAlpha == 1)
            clock.advance(by: 0.5)
            #expect(badge.presentationAlpha == 0.75)
            #expect(finished.isEmpty)
            clock.advance(by: 0.5)
            #expect(badge.presentationAlpha == 0.5)
            #expect(finished == [true])
        }
    }

    @Test func anAlphaWrittenBackToItsValueDoesNotAnimate() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let badge = UIView()
            badge.alpha = 0.5
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, animations: {
                badge.alpha = 0
                badge.alpha = 0.5
            }, completion: { finished.append($0) })
            #expect(badge.presentationAlpha == 0.5)
            #expect(badge.alphaAnimations.isEmpty)
            clock.advance(by: 0)
            #expect(finished == [true])
        }
    }

    @Test func alphaAndFrameAnimationsAreCancelledSeparatelyByLayerKey() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.alpha = 0
                view.frame = rect(100, 0, 10, 10)
            }, completion: { finished.append($0) })
            clock.advance(by: 0.5)
            #expect(view.layer.opacity == 0)
            #expect(view.layer.presentation()?.opacity == 0.5)
            view.layer.removeAnimation(forKey: "opacity")
            #expect(view.presentationAlpha == 0)
            #expect(view.presentationFrame == rect(50, 0, 10, 10))
            view.layer.removeAnimation(forKey: "transform")
            #expect(view.presentationFrame == rect(50, 0, 10, 10))
            clock.advance(by: 0.5)
            #expect(view.presentationFrame == rect(100, 0, 10, 10))
            #expect(finished == [false])
        }
    }

    @Test func performWithoutAnimationChangesAlphaAtOnce() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView()
            UIView.performWithoutAnimation {
                UIView.animate(withDuration: 1) { view.alpha = 0 }
            }
            #expect(view.presentationAlpha == 0)
        }
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct RepeatingAnimationTests {
    @Test func aRepeatingAnimationStartsEachCycleAgainAndNeverCompletesUntilCancelled() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: {
                view.frame = rect(100, 0, 10, 10)
            }, completion: { finished.append($0) })
            var xs: [CGFloat] = []
            for _ in 0..<6 {
                xs.append(view.presentationFrame.minX)
                clock.advance(by: 0.5)
            }
            #expect(xs == [0, 50, 0, 50, 0, 50])
            clock.advance(by: 1000.5)
            #expect(view.presentationFrame.minX == 50)
            clock.finishAll()
            #expect(finished.isEmpty)
            #expect(clock.hasPendingWork)
            view.layer.removeAllAnimations()
            #expect(view.presentationFrame == rect(100, 0, 10, 10))
            #expect(finished.isEmpty)
            clock.advance(by: 0)
            #expect(finished == [false])
            #expect(!clock.hasPendingWork)
        }
    }

    @Test func repeatAndAutoreverseRunForwardThenBackwardOverTwoPeriods() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
                view.frame = rect(100, 0, 10, 10)
            }, completion: { finished.append($0) })
            var xs: [CGFloat] = []
            for _ in 0...8 {
                xs.append(view.presentationFrame.minX)
                clock.advance(by: 0.5)
            }
            #expect(xs == [0, 50, 100, 50, 0, 50, 100, 50, 0])
            #expect(finished.isEmpty)
            view.layer.removeAnimation(forKey: "position")
            clock.advance(by: 0.25)
            #expect(finished == [false])
        }
    }

    @Test func autoreverseAloneRunsOneCycleThenShowsTheModelValueAndCompletes() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView()
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: {
                view.alpha = 0
            }, completion: { finished.append($0) })
            var alphas: [CGFloat] = []
            for _ in 0..<4 {
                alphas.append(view.presentationAlpha)
                clock.advance(by: 0.5)
            }
            #expect(alphas == [1, 0.5, 0, 0.5])
            #expect(finished == [true])
            #expect(view.presentationAlpha == 0)
            #expect(clock.now == 2)
        }
    }

    @Test func theEaseInOutCurveRunsBackwardOnTheWayBack() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {
                view.frame = rect(100, 0, 10, 10)
            })
            clock.advance(to: 0.25)
            let forward = view.presentationFrame.minX
            clock.advance(to: 1.75)
            #expect(view.presentationFrame.minX == forward)
            #expect(abs(forward - 100 * evaluateCurve(.curveEaseInOut, 0.25)) < 1e-9)
        }
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct NestedAnimationTests {
    @Test func aNestedBlockInheritsTheOuterDurationAndCurve() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            var inherited: TimeInterval = -1
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: {
                    inherited = UIView.inheritedAnimationDuration
                    view.frame = rect(100, 0, 10, 10)
                })
            })
            #expect(inherited == 1)
            clock.advance(by: 0.5)
            #expect(view.presentationFrame.minX == 50)
            clock.advance(by: 0.5)
            #expect(view.presentationFrame.minX == 100)
        }
    }

    @Test func overrideOptionsGiveANestedBlockItsOwnDurationAndCurve() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let outer = UIView(frame: rect(0, 0, 10, 10))
            let inner = UIView(frame: rect(0, 0, 10, 10))
            var inherited: TimeInterval = -1
            var order: [String] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: {
                outer.frame = rect(100, 0, 10, 10)
                UIView.animate(withDuration: 0.5, delay: 0,
                               options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                               animations: {
                    inherited = UIView.inheritedAnimationDuration
                    inner.frame = rect(100, 0, 10, 10)
                }, completion: { _ in order.append("inner") })
            }, completion: { _ in order.append("outer") })
            #expect(inherited == 0.5)
            clock.advance(by: 0.25)
            #expect(inner.presentationFrame.minX == 50)
            #expect(abs(outer.presentationFrame.minX - 100 * evaluateCurve(.curveEaseIn, 0.25)) < 1e-9)
            clock.advance(by: 0.25)
            #expect(inner.presentationFrame.minX == 100)
            #expect(order == ["inner"])
            clock.advance(by: 0.5)
            #expect(order == ["inner", "outer"])
        }
    }

    @Test func aViewMovedByAnOuterAndANestedBlockAnimatesEachChangeOnce() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame = rect(50, 0, 10, 10)
                UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration, animations: {
                    view.frame = rect(100, 0, 10, 10)
                })
            })
            // Outer 0 → 50 over 1 s, inner 50 → 100 over 0.5 s (inherited linear curve), added together.
            #expect(view.presentationFrame.minX == 0)
            clock.advance(by: 0.25)
            #expect(view.presentationFrame.minX == 37.5)
            clock.advance(by: 0.25)
            #expect(view.presentationFrame.minX == 75)
            clock.advance(by: 0.5)
            #expect(view.presentationFrame.minX == 100)
        }
    }

    @Test func performWithoutAnimationInsideABlockChangesAtOnce() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            var insideDuration: TimeInterval = -1
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame = rect(50, 0, 10, 10)
                UIView.performWithoutAnimation {
                    insideDuration = UIView.inheritedAnimationDuration
                    view.frame = rect(100, 0, 10, 10)
                }
            })
            #expect(insideDuration == 0)
            // Only the block's own 0 → 50 animates; the jump of 50 is immediate.
            #expect(view.presentationFrame.minX == 50)
            clock.advance(by: 0.5)
            #expect(view.presentationFrame.minX == 75)
            clock.advance(by: 0.5)
            #expect(view.presentationFrame.minX == 100)
        }
    }

    @Test func inheritedAnimationDurationIsZeroOutsideABlock() {
        #expect(UIView.inheritedAnimationDuration == 0)
        var durations: [TimeInterval] = []
        AnimationClock.$override.withValue(AnimationClock()) {
            UIView.animate(withDuration: 0.3) {
                durations.append(UIView.inheritedAnimationDuration)
                UIView.animate(withDuration: 2, delay: 0, options: .overrideInheritedDuration, animations: {
                    durations.append(UIView.inheritedAnimationDuration)
                })
                durations.append(UIView.inheritedAnimationDuration)
            }
        }
        #expect(durations == [0.3, 2, 0.3])
        #expect(UIView.inheritedAnimationDuration == 0)
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct AnimationOptionEffectTests {
    @Test func layoutSubviewsOptionAnimatesTheSubviewsOfAResizedView() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let root = makeRoot(width: 100, height: 100)
            let bar = UIView(frame: rect(0, 0, 100, 10))
            bar.autoresizingMask = .flexibleWidth
            root.addSubview(bar)
            root.layoutIfNeeded()
            UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
                root.frame = rect(0, 0, 200, 100)
            })
            #expect(bar.frame == rect(0, 0, 200, 10))
            #expect(bar.presentationFrame == rect(0, 0, 100, 10))
            clock.advance(by: 0.5)
            #expect(bar.presentationFrame == rect(0, 0, 150, 10))
            #expect(root.presentationFrame == rect(0, 0, 150, 100))
        }
    }

    @Test func withoutTheLayoutSubviewsOptionSubviewsWaitForTheNextPass() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let root = makeRoot(width: 100, height: 100)
            let bar = UIView(frame: rect(0, 0, 100, 10))
            bar.autoresizingMask = .flexibleWidth
            root.addSubview(bar)
            root.layoutIfNeeded()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                root.frame = rect(0, 0, 200, 100)
            })
            #expect(bar.frame == rect(0, 0, 100, 10))
            root.layoutIfNeeded()
            #expect(bar.presentationFrame == rect(0, 0, 200, 10))
        }
    }

    @Test func aSpringAnimationIsRecordedWithTheEaseOutCurve() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0.5, usingSpringWithDamping: 0.5, initialSpringVelocity: 3,
                           options: .curveLinear, animations: {
                view.frame = rect(100, 0, 10, 10)
            }, completion: { finished.append($0) })
            clock.advance(by: 0.5)
            #expect(view.presentationFrame.minX == 0)
            clock.advance(by: 0.25)
            #expect(abs(view.presentationFrame.minX - 100 * evaluateCurve(.curveEaseOut, 0.25)) < 1e-9)
            #expect(view.presentationFrame.minX > 37)   // linear would be 25
            clock.advance(by: 0.75)
            #expect(view.presentationFrame.minX == 100)
            #expect(finished == [true])
        }
    }

    @Test func animationCurveRawValuesAreUIKits() {
        #expect(UIView.AnimationCurve.easeInOut.rawValue == 0)
        #expect(UIView.AnimationCurve.easeIn.rawValue == 1)
        #expect(UIView.AnimationCurve.easeOut.rawValue == 2)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
        #expect(UIView.AnimationOptions.repeat.rawValue == 1 << 3)
        #expect(UIView.AnimationOptions.autoreverse.rawValue == 1 << 4)
        #expect(UIView.AnimationOptions.overrideInheritedDuration.rawValue == 1 << 5)
        #expect(UIView.AnimationOptions.overrideInheritedCurve.rawValue == 1 << 6)
        #expect(UIView.AnimationOptions.layoutSubviews.rawValue == 1 << 0)
    }
}
