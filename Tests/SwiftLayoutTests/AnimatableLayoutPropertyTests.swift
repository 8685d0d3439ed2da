import Foundation
import Testing
import SwiftLayout

/// The completions an animation reported, in order.
private final class CompletionLog {
    var values: [Bool] = []
}

/// A slider whose knob moves with `@AnimatableLayoutProperty` (delay 0.1, duration 0.2, linear) and reports
/// each completion.
private final class SliderView: UIView, Layoutable {
    var activation: Activation?
    let completions: CompletionLog
    @AnimatableLayoutProperty var position: CGFloat
    let knob = UIView()

    init(completions: CompletionLog) {
        self.completions = completions
        _position = AnimatableLayoutProperty(wrappedValue: 0, duration: 0.2, delay: 0.1, options: .curveLinear,
                                             completion: { finished in completions.values.append(finished) })
        super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        sl.updateLayout()
        layoutIfNeeded()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    var layout: some Layout {
        self.sublayout {
            knob.anchors {
                Anchors.leading.equalToSuper(constant: position)
                Anchors.top
                Anchors.size(width: 40, height: 40)
            }
        }
    }
}

@MainActor
@Suite struct AnimatableLayoutPropertyTests {
    @Test func aWriteStoresTheValueAndAnimatesTheUpdateWithTheWrappersParameters() {
        let clock = AnimationClock()
        let completions = CompletionLog()
        AnimationClock.$override.withValue(clock) {
            let slider = SliderView(completions: completions)
            #expect(slider.knob.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
            slider.position = 200
            // The value and the final frame are there at once; the presentation waits for the delay.
            #expect(slider.position == 200)
            #expect(slider.knob.frame.origin.x == 200)
            #expect(slider.constraints.count == 2 && slider.knob.constraints.count == 2)
            clock.advance(by: 0.05)
            #expect(slider.knob.presentationFrame.origin.x == 0)
            clock.advance(by: 0.15)   // delay + half the duration, linear: halfway
            #expect(slider.knob.presentationFrame.origin.x == 100)
            #expect(completions.values.isEmpty)
            clock.advance(by: 0.1)
            #expect(slider.knob.presentationFrame.origin.x == 200)
            #expect(completions.values == [true])
        }
    }

    @Test func everyWriteUpdatesTheLayoutInPlaceAndAnUnchangedValueMovesNothing() {
        let clock = AnimationClock()
        let completions = CompletionLog()
        AnimationClock.$override.withValue(clock) {
            let slider = SliderView(completions: completions)
            let leading = slider.constraints.first { $0.firstAttribute == .leading }
            slider.position = 50
            slider.position = 50
            clock.advance(by: 1)
            // Both writes ran an animated update; the constraint stayed the same object, edited in place.
            #expect(completions.values == [true, true])
            #expect(slider.constraints.first { $0.firstAttribute == .leading } === leading)
            #expect(leading?.constant == 50)
            #expect(slider.knob.presentationFrame.origin.x == 50)
        }
    }

    @Test func anAnimationInFlightDoesNotKeepTheViewAlive() {
        let clock = AnimationClock()
        let completions = CompletionLog()
        weak var released: SliderView?
        AnimationClock.$override.withValue(clock) {
            do {
                let slider = SliderView(completions: completions)
                released = slider
                slider.position = 120
                slider.activation = nil
            }
            #expect(released == nil)
            clock.advance(by: 1)
        }
        #expect(completions.values.count == 1)
    }

    @Test func withAnimationsDisabledTheWriteLaysOutAtOnceAndStillCompletes() {
        let clock = AnimationClock()
        let completions = CompletionLog()
        AnimationClock.$override.withValue(clock) {
            let slider = SliderView(completions: completions)
            UIView.performWithoutAnimation { slider.position = 80 }
            #expect(slider.knob.presentationFrame.origin.x == 80)
            clock.advance(by: 0)
            #expect(slider.knob.frame.origin.x == 80)
        }
    }
}
