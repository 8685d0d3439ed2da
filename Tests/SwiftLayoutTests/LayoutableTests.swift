import Testing
import SwiftLayout

/// The TheDSL.md's weather card (§1.2), exactly as the spec writes it.
final class ForecastCard: UIView, Layoutable {
    var activation: Activation?
    @LayoutProperty var isCompact = false

    let banner = UIView()
    let glyph = UIImageView()
    let cityLabel = UILabel()
    let week = UIStackView()
    let weekBackdrop = UIView()
    let days = (0..<3).map { UIView().identifying("day\($0)") }
    let refreshButton = UIButton()

    var layout: some Layout {
        self.sublayout {
            banner.identifying("banner").anchors {
                Anchors.cap()
                Anchors.height.equalTo(constant: isCompact ? 64 : 96)
            }.sublayout {
                glyph.anchors {
                    Anchors.leading.equalToSuper(constant: 16)
                    Anchors.centerY
                    Anchors.size(width: 56, height: 56)
                }
                cityLabel.config { $0.text = "Busan" }.anchors {
                    Anchors.leading.equalTo(glyph, attribute: .trailing, constant: 12)
                    Anchors.trailing.equalToSuper(inwardOffset: 16)
                    Anchors.top.bottom.equalTo(glyph)
                }
            }
            week.config {
                $0.axis = .horizontal
                $0.distribution = .fillEqually
                $0.spacing = 6
            }.anchors {
                Anchors.top.equalTo("banner", attribute: .bottom, constant: 24)
                Anchors.horizontal(offset: 16)
                Anchors.height.equalTo(constant: 72)
            }.sublayout {
                GroupLayout(option: .isNotArranged) {
                    weekBackdrop.anchors { Anchors.allSides(offset: -4) }
                }
                for day in days {
                    day
                }
            }
            refreshButton.anchors {
                Anchors.bottom.equalToSuper(inwardOffset: 24)
                Anchors.centerX
                Anchors.size(width: 140, height: 44)
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class BannerView: UIView, Layoutable {
    var activation: Activation?
    let title = SizedView(50, 17)
    let subtitle = SizedView(40, 14)
    let spacer = UILayoutGuide()

    var layout: some Layout {
        self.sublayout {
            title.anchors {
                Anchors.cap(offset: 12)
                Anchors.height.equalTo(constant: 20)
            }
            spacer.identifying("spacer").anchors {
                Anchors.top.equalTo(title, attribute: .bottom)
                Anchors.height.equalTo(constant: 8).identifier("gap")
                Anchors.horizontal()
            }
            subtitle.anchors {
                Anchors.top.equalTo("spacer", attribute: .bottom)
                Anchors.horizontal(offset: 12)
                Anchors.height.equalTo(constant: 16)
            }
        }
    }

    override init(frame: CGRect) { super.init(frame: frame); sl.updateLayout() }
    required init?(coder: NSCoder) { fatalError("not used") }
}

final class DrawerView: UIView, Layoutable {
    var activation: Activation?
    @AnimatableLayoutProperty(duration: 0.25, options: .curveLinear) var isOpen = false
    let panel = UIView()
    let badge = UIView()

    var layout: some Layout {
        self.sublayout {
            panel.anchors {
                Anchors.vertical()
                Anchors.width.equalTo(constant: 240)
                if isOpen {
                    Anchors.leading
                } else {
                    Anchors.trailing.equalToSuper(attribute: .leading)
                }
            }
            if isOpen {
                badge.anchors { Anchors.top.trailing; Anchors.size(width: 10, height: 10) }
            }
        }
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct LayoutableTests {
    @Test func theForecastCardGetsTheSpecsFrames() {
        let card = ForecastCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        card.layoutIfNeeded()
        #expect(card.subviews == [card.banner, card.week, card.refreshButton])
        #expect(card.translatesAutoresizingMaskIntoConstraints)
        #expect(card.banner.f == [0, 0, 320, 96])
        #expect(card.glyph.f == [16, 20, 56, 56])
        #expect(card.cityLabel.f == [84, 20, 220, 56])
        #expect(card.week.f == [16, 120, 288, 72])
        #expect(card.weekBackdrop.f == [-4, -4, 296, 80])
        #expect(card.refreshButton.f == [90, 412, 140, 44])
        // The week strip: fillEqually with spacing 6, w = (288 − 2 × 6) / 3 = 92.
        #expect(card.banner.subviews == [card.glyph, card.cityLabel])
        #expect(card.week.subviews == [card.weekBackdrop] + card.days)
        #expect(card.week.arrangedSubviews == card.days)
        #expect(card.days.map(\.f) == [[0, 0, 92, 72], [98, 0, 92, 72], [196, 0, 92, 72]])
        #expect(card.cityLabel.text == "Busan")
        #expect(card.activation?.diagnostics.isEmpty == true)
    }

    @Test func toggleingALayoutPropertyEditsOnlyTheBannerHeightInPlace() {
        let card = ForecastCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        card.layoutIfNeeded()
        let before = card.activation!.recordedConstraints
        let height = card.banner.constraints.first { $0.firstAttribute == .height && $0.secondItem == nil }!
        let work = solverWork(card) { card.isCompact = true }
        #expect(work.added == 0 && work.removed == 0 && work.constants == 1)
        #expect(height.isActive && height.constant == 64)
        let after = card.activation!.recordedConstraints
        #expect(before.count == after.count && zip(before, after).allSatisfy { $0 === $1 })
        #expect(card.banner.f == [0, 0, 320, 64])
        #expect(card.glyph.f == [16, 4, 56, 56])
        #expect(card.cityLabel.f == [84, 4, 220, 56])
        #expect(card.week.f == [16, 88, 288, 72])
        #expect(card.refreshButton.f == [90, 412, 140, 44])
        #expect(card.weekBackdrop.f == [-4, -4, 296, 80])
        #expect(card.days.map(\.f) == [[0, 0, 92, 72], [98, 0, 92, 72], [196, 0, 92, 72]])
    }

    @Test func aGuideSpacerAndTheConstraintUpdater() {
        let banner = BannerView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        banner.layoutIfNeeded()
        #expect(banner.title.f == [12, 12, 276, 20])
        #expect(banner.spacer.layoutFrame.origin.y == 32 && banner.spacer.layoutFrame.height == 8)
        #expect(banner.subtitle.f == [12, 40, 276, 16])
        #expect(banner.layoutGuides.contains(banner.spacer))
        #expect(banner.activation?.layoutGuideForIdentifier("spacer") === banner.spacer)

        banner.activation?.anchors("gap").update(constant: 20)
        banner.layoutIfNeeded()
        #expect(banner.spacer.layoutFrame.height == 20)
        #expect(banner.subtitle.f == [12, 52, 276, 16])

        let work = solverWork(banner) { banner.sl.updateLayout() }
        #expect(work.added == 0 && work.removed == 0 && work.constants == 1)
        #expect(banner.subtitle.f == [12, 40, 276, 16])
    }

    @Test func theUpdaterCrossesRequiredByReactivatingTheSameConstraintAndFilters() {
        let banner = BannerView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let gap = banner.activation!.recordedConstraints.first { $0.identifier == "gap" }!
        banner.activation?.anchors("gap", attribute: .width).update(constant: 99)
        #expect(gap.constant == 8)
        banner.activation?.anchors("gap", predicate: { $0.relation == .equal && $0.secondItem == nil })
            .update(priority: .defaultHigh)
        #expect(gap.isActive && gap.priority == .defaultHigh)
        banner.activation?.anchors("gap").update()
        #expect(gap.constant == 8)
        banner.sl.updateLayout()
        #expect(!gap.isActive)
        let fresh = banner.activation!.recordedConstraints.first { $0.identifier == "gap" }!
        #expect(fresh.priority == .required)
        var updater: ConstraintUpdater? = nil
        do {
            let temporary = BannerView(frame: .zero)
            updater = temporary.activation?.anchors("gap")
            temporary.activation = nil
        }
        updater?.update(constant: 1)
    }

    @Test func animatableLayoutPropertyAnimatesAndNewViewsSkipTheAnimation() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let drawer = DrawerView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
            drawer.sl.updateLayout()
            drawer.layoutIfNeeded()
            #expect(drawer.panel.f == [-240, 0, 240, 600])
            let closed = drawer.panel.constraints + drawer.constraints
            drawer.isOpen = true
            #expect(drawer.panel.f == [0, 0, 240, 600])
            #expect(drawer.badge.f == [310, 0, 10, 10])
            #expect(drawer.badge.presentationFrame == drawer.badge.frame)
            clock.advance(by: 0.125)
            #expect(drawer.panel.presentationFrame.origin.x == -120)
            clock.advance(by: 0.125)
            #expect(drawer.panel.presentationFrame.origin.x == 0)
            #expect(closed.contains { $0.firstAttribute == .trailing && !$0.isActive })
        }
    }

    @Test func onActivateBlocksAndHooksRunInPreOrderAtEveryPassButNotWhenEvaluated() {
        final class Log { var lines: [String] = [] }
        struct Module: ModularLayout {
            let view: UIView?
            let log: Log
            let child: UIView
            var layout: some Layout { child.onActivate { _ in log.lines.append("child") } }
            func layoutWillActivate() { log.lines.append("will") }
            func layoutDidActivate() { log.lines.append("did") }
            init(log: Log, child: UIView) { self.view = nil; self.log = log; self.child = child }
        }
        let log = Log()
        let root = UIView()
        let a = UIView()
        let b = UIView()
        let layout = root.onActivate { _ in log.lines.append("root") }.sublayout {
            a.onActivate { $0.accessibilityIdentifier = "a"; log.lines.append("a1") }
                .onActivate { _ in log.lines.append("a2") }
                .anchors { Anchors.top }
            Module(log: log, child: b)
            UIView().anchors { Anchors.top.equalTo("a") }
        }
        #expect(log.lines.isEmpty)
        let activation = layout.active()
        #expect(log.lines == ["root", "a1", "a2", "will", "child", "did"])
        #expect(activation.diagnostics.isEmpty)
        layout.finalActive()
        #expect(log.lines.count == 12)
        activation.deactive()
        #expect(log.lines.count == 12)
    }

    @Test func aNestedUpdateOfTheSameActivationIsIgnored() {
        final class Nested: UIView, Layoutable {
            var activation: Activation?
            @LayoutProperty var count = 0
            let child = UIView()
            var layout: some Layout {
                self.sublayout {
                    child.onActivate { [unowned self] _ in
                        if count == 1 { count = 2 }
                    }
                }
            }
        }
        let view = Nested()
        LayoutDiagnostics.$taskPolicy.withValue(.silent) {
            view.sl.updateLayout()
            view.count = 1
        }
        #expect(view.count == 2)
        #expect(view.child.superview === view)
    }

    @Test func updateIdentifiersNamesStoredViewsAfterTheirProperties() {
        class Base: UIView { let heading = UIView() }
        final class Screen: Base {
            let title = UIView()
            weak var weakTitle: UIView?
            var icon: UIView? = UIView()
            lazy var late = UIView()
            lazy var alias: UIView = title
            let rows = [UIView()]
        }
        let screen = Screen()
        screen.weakTitle = screen.title
        _ = screen.alias
        screen.updateIdentifiers(rootObject: screen)
        #expect(screen.heading.accessibilityIdentifier == "heading")
        #expect(screen.title.accessibilityIdentifier == "title")
        #expect(screen.icon?.accessibilityIdentifier == "icon")
        #expect(screen.rows[0].accessibilityIdentifier == nil)
        #expect(screen.accessibilityIdentifier == nil)
        _ = screen.late
        screen.updateIdentifiers(rootObject: screen)
        #expect(screen.late.accessibilityIdentifier == "late")
    }
}

// Separate roots laid out in parallel need views that are not main-actor isolated (TheUIKitLayer.md).
#if !MainActorIsolation
@Suite struct ConcurrencyTests {
    @Test func separateHierarchiesActivateAndUpdateInParallel() async {
        let results = await withTaskGroup(of: [CGFloat].self) { group in
            for index in 0..<8 {
                group.addTask {
                    let card = ForecastCard(frame: CGRect(x: 0, y: 0, width: 320 + CGFloat(index), height: 480))
                    card.layoutIfNeeded()
                    card.isCompact = true
                    card.layoutIfNeeded()
                    return [card.banner.frame.height, card.cityLabel.frame.width - CGFloat(index)]
                }
            }
            var all: [[CGFloat]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == [64, 220] })
    }
}
#endif
