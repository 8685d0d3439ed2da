import Foundation
import Testing
@testable import SwiftLayoutPlatform

#if MainActorIsolation
@MainActor
#endif
@Suite struct AnimationTests {
    @Test func constraintAnimationSampledAtZeroHalfAndFull() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let root = makeRoot()
            let child = makeChild(of: root)
            let height = child.heightAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: root.topAnchor), child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.widthAnchor.constraint(equalToConstant: 50), height,
            ])
            root.layoutIfNeeded()
            var finished: [Bool] = []
            height.constant = 100
            UIView.animate(withDuration: 0.5, animations: {
                root.layoutIfNeeded()
            }, completion: { finished.append($0) })
            #expect(child.frame.height == 100)
            #expect(child.presentationFrame == rect(0, 0, 50, 10))
            clock.advance(by: 0.25)
            #expect(abs(child.presentationFrame.height - 55) < 1e-6)
            #expect(finished.isEmpty)
            clock.advance(by: 0.25)
            #expect(child.presentationFrame == rect(0, 0, 50, 100))
            #expect(finished == [true])
            #expect(!clock.hasPendingWork)
        }
    }

    @Test func curvesAndDelays() {
        let clock = AnimationClock(now: 10)
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: {
                view.frame = rect(100, 0, 10, 10)
            })
            #expect(view.presentationFrame.minX == 0)
            clock.advance(to: 11.25)
            #expect(abs(view.presentationFrame.minX - 25) < 1e-9)
            clock.finishAll()
            #expect(view.presentationFrame == view.frame)
        }
        #expect(abs(evaluateCurve(.curveEaseInOut, 0.5) - 0.5) < 1e-9)
        #expect(evaluateCurve(.curveEaseIn, 0.25) < 0.25)
        #expect(evaluateCurve(.curveEaseOut, 0.25) > 0.25)
    }

    @Test func withoutAnimationNothingIsRecordedButCompletionStillRuns() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            var calls = 0
            UIView.performWithoutAnimation {
                UIView.animate(withDuration: 1, animations: { view.frame = rect(50, 0, 10, 10) }, completion: { _ in calls += 1 })
            }
            #expect(view.presentationFrame == rect(50, 0, 10, 10))
            #expect(calls == 0)
            clock.advance(by: 0)
            #expect(calls == 1)
            UIView.transition(with: view, duration: 0.3, animations: { view.frame = rect(0, 0, 10, 10) },
                              completion: { _ in calls += 1 })
            #expect(view.presentationFrame == rect(0, 0, 10, 10))
            clock.advance(by: 0.3)
            #expect(calls == 2)
        }
    }

    @Test func additiveAnimationsBlend() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame = rect(100, 0, 10, 10) })
            clock.advance(by: 0.5)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame = rect(0, 0, 10, 10) })
            // model 0; first: (0-100)*(0.5) = -50; second: (100-0)*1 = +100 → 50
            #expect(abs(view.presentationFrame.minX - 50) < 1e-9)
            clock.advance(by: 0.5)
            #expect(abs(view.presentationFrame.minX - 50) < 1e-9)
            clock.advance(by: 0.5)
            #expect(view.presentationFrame.minX == 0)
        }
    }

    @Test func theClockRefusesToGoBack() {
        let clock = AnimationClock(now: 5)
        let diagnostics = collecting { clock.advance(to: 4) }
        #expect(diagnostics.map(\.kind) == [.invalidArgument])
        #expect(clock.now == 5)
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct AnimationCancellationTests {
    @Test func removingLayerAnimationsJumpsToTheModelAndReportsUnfinished() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let view = UIView(frame: rect(0, 0, 10, 10))
            var results: [Bool] = []
            UIView.animate(withDuration: 1, animations: { view.frame = rect(100, 0, 10, 10) }, completion: { results.append($0) })
            clock.advance(by: 0.5)
            #expect(view.presentationFrame.minX < 100)
            view.layer.removeAllAnimations()
            #expect(view.presentationFrame == rect(100, 0, 10, 10))
            clock.advance(by: 0.5)
            #expect(results == [false])
        }
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct DiagnosticRoutingTests {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var messages: [String] = []
    }

    @Test func handlerAndSilentPolicyReceiveDiagnostics() {
        let box = Box()
        LayoutDiagnostics.handler = { diagnostic in
            guard diagnostic.message.contains("routing-probe") else { return }
            box.lock.lock(); box.messages.append(diagnostic.message); box.lock.unlock()
        }
        defer { LayoutDiagnostics.handler = nil }
        let root = makeRoot()
        let a = makeChild(of: root, id: "routing-probe")
        let other = makeRoot()
        LayoutDiagnostics.$taskPolicy.withValue(.silent) {
            a.topAnchor.constraint(equalTo: other.topAnchor).isActive = true
        }
        #expect(box.messages.count == 1)
        #expect(root.layoutDiagnostics.map(\.kind) == [.noCommonAncestor])
    }
}
