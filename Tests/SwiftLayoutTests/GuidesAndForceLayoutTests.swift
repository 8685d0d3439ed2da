import Testing
import SwiftLayout

#if MainActorIsolation
@MainActor
#endif
@Suite struct GuideNodeTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let other = UIView()
    let gap = UILayoutGuide()

    @Test func aGuideNoLongerDeclaredIsRemovedAndItsConstraintsGo() {
        func layout(_ shows: Bool) -> some Layout {
            root.sublayout {
                if shows { gap.anchors { Anchors.horizontal(); Anchors.height.equalTo(constant: 8) } }
            }
        }
        let activation = layout(true).active()
        #expect(gap.owningView === root)
        #expect(activation.recordedConstraints.count == 3)
        layout(false).update(fromActivation: activation)
        #expect(gap.owningView == nil)
        #expect(!root.layoutGuides.contains(gap))
        #expect(activation.recordedConstraints.isEmpty)
    }

    @Test func aGuideMovesToItsNewOwner() {
        root.addSubview(other)
        func layout(_ underOther: Bool) -> some Layout {
            root.sublayout {
                if underOther {
                    other.sublayout { gap.identifying("gap") }
                } else {
                    gap.identifying("gap")
                }
            }
        }
        let activation = layout(false).active()
        #expect(gap.owningView === root)
        layout(true).update(fromActivation: activation)
        #expect(gap.owningView === other)
        #expect(!root.layoutGuides.contains(gap))
        #expect(activation.layoutGuideForIdentifier("gap") === gap)
        #expect(activation.layoutGuideForIdentifier("nothing") == nil)
    }

    @Test func systemGuidesAreTargetsButNotNodesOrIdentifiers() {
        let child = UIView()
        let activation = LayoutDiagnostics.$taskPolicy.withValue(.silent) {
            root.sublayout {
                child.anchors {
                    Anchors.top.equalTo(root.safeAreaLayoutGuide)
                    Anchors.leading.equalTo(root.layoutMarginsGuide.leadingAnchor)
                    Anchors.bottom.equalTo("UIViewSafeAreaLayoutGuide")
                }
            }.active()
        }
        #expect(activation.recordedConstraints.count == 2)
        #expect(activation.diagnostics.map(\.kind) == [.unknownIdentifier("UIViewSafeAreaLayoutGuide")])
        root.layoutIfNeeded()
        #expect(child.frame.minX == 8)
    }

    @Test func guideHelpersErase() {
        let erased = gap.identifying("g").eraseToAnyLayout()
        #expect(erased.sublayouts[0].layoutGuide === gap)
        let guideLayout = gap.anchors { Anchors.top }.anchors { Anchors.height.equalTo(constant: 1) }.identifying("h")
        #expect(guideLayout.anchors.constraints.count == 2 && gap.identifier == "h")
        #expect(guideLayout.sublayouts.isEmpty)
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct ForceLayoutTests {
    @Test func forceLayoutLaysOutTheRootsAtOnce() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        let activation = root.sublayout { child.anchors { Anchors.allSides(offset: 10) } }.active(forceLayout: true)
        #expect(child.f == [10, 10, 80, 80])
        #expect(activation.diagnostics.isEmpty)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let inner = UIView()
        other.sublayout { inner.anchors { Anchors.allSides() } }.finalActive(forceLayout: true)
        #expect(inner.f == [0, 0, 50, 50])
    }

    @Test func viewsNewInAnAnimatedUpdateAppearAtTheirFinalFrame() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let moving = UIView()
            let arriving = UIView()
            #if MainActorIsolation
            @MainActor
            #endif
            func layout(_ late: Bool) -> some Layout {
                root.sublayout {
                    moving.anchors { Anchors.top.equalToSuper(constant: late ? 50 : 0); Anchors.leading; Anchors.size(width: 10, height: 10) }
                    if late { arriving.anchors { Anchors.top.leading.equalToSuper(constant: 30); Anchors.size(width: 5, height: 5) } }
                }
            }
            let activation = layout(false).active(forceLayout: true)
            UIView.animate(withDuration: 1) { layout(true).update(fromActivation: activation, forceLayout: true) }
            clock.advance(by: 0.5)
            #expect(moving.presentationFrame.minY == 25)
            #expect(arriving.presentationFrame == CGRect(x: 30, y: 30, width: 5, height: 5))
        }
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct ModularLayoutTests {
    struct AvatarModule: ModularLayout {
        let image: UIView
        var layout: some Layout {
            image.anchors { Anchors.size(width: 48, height: 48) }
        }
    }

    @Test func aModuleIsTransparentAndItsBodyIsItsChild() {
        let root = UIView()
        let image = UIView()
        let layout = root.sublayout { AvatarModule(image: image) }
        let activation = layout.active()
        #expect(image.superview === root)
        #expect(activation.recordedConstraints.map(\.constant) == [48, 48])
        #expect(AvatarModule(image: image).view == nil)
        #expect(String(describing: type(of: layout.sublayouts[0])) == "AvatarModule")
    }

    @Test func viewForIdentifierOnACollectionReturnsTheFirstHit() {
        let a = UIView().identifying("a")
        let b = UIView().identifying("b")
        let first = a.sublayout {}.active()
        let second = b.sublayout {}.active()
        let all = [first, second]
        #expect(all.viewForIdentifier("b") === b)
        #expect(all.viewForIdentifier("a") === a)
        #expect(first.viewForIdentifier("a") === a)
    }
}
