import Testing
import SwiftLayout

#if MainActorIsolation
@MainActor
#endif
@Suite struct LayoutBuilderTests {
    let root = UIView()
    let a = UIView()
    let b = UIView()

    @Test func aSingleStatementIsReturnedAsIsNotAsATuple() {
        let layout = root.sublayout { a }
        #expect(layout.sublayouts.count == 1)
        #expect(layout.sublayouts[0] is ViewLayout<UIView>)
        #expect(!(String(describing: type(of: layout.sublayouts[0])).hasPrefix("TupleLayout")))
    }

    @Test func twoOrMoreStatementsBuildOneTupleInOrder() {
        let layout = root.sublayout { a; b }
        let tuple = layout.sublayouts[0]
        #expect(String(describing: type(of: tuple)).hasPrefix("TupleLayout"))
        #expect(tuple.sublayouts.map { $0.view } == [a, b])
    }

    @Test func thereIsNoLimitOnTheNumberOfStatements() {
        let views = (0..<12).map { _ in UIView() }
        let layout = root.sublayout {
            views[0]; views[1]; views[2]; views[3]; views[4]; views[5]
            views[6]; views[7]; views[8]; views[9]; views[10]; views[11]
        }
        #expect(layout.sublayouts[0].sublayouts.map { $0.view } == views)
    }

    @Test func anEmptyBlockBuildsEmptyLayout() {
        let layout = root.sublayout {}
        #expect(layout.sublayouts[0] is EmptyLayout)
    }

    @Test func ifWithoutElseBuildsOptionalLayout() {
        func make(_ flag: Bool) -> any Layout { root.sublayout { if flag { a } } }
        #expect(make(true).sublayouts[0] is OptionalLayout<ViewLayout<UIView>>)
        #expect(make(true).sublayouts[0].sublayouts.count == 1)
        #expect(make(false).sublayouts[0].sublayouts.isEmpty)
    }

    @Test func ifElseAndSwitchBuildConditionalLayouts() {
        func make(_ flag: Bool) -> any Layout { root.sublayout { if flag { a } else { b } } }
        #expect(make(true).sublayouts[0].sublayouts[0].view === a)
        #expect(make(false).sublayouts[0].sublayouts[0].view === b)
        func pick(_ n: Int) -> any Layout {
            root.sublayout {
                switch n {
                case 0: a
                case 1: b
                default: EmptyLayout()
                }
            }
        }
        #expect(String(describing: type(of: pick(0).sublayouts[0])).hasPrefix("ConditionalLayout"))
        #expect(pick(1).sublayouts[0].sublayouts[0].sublayouts[0].view === b)
        let empty = root.sublayout { if true { a } else {} }
        #expect(empty.sublayouts.count == 1)
    }

    @Test func forBuildsArrayLayout() {
        let views = [a, b]
        let layout = root.sublayout { for view in views { view } }
        #expect(layout.sublayouts[0] is ArrayLayout<ViewLayout<UIView>>)
        #expect(layout.sublayouts[0].sublayouts.map { $0.view } == views)
    }

    @Test func optionalViewsAndGuidesBuildOptionalLayouts() {
        let missing: UIView? = nil
        let guide: UILayoutGuide? = UILayoutGuide()
        let layout = root.sublayout { missing; guide }
        #expect(layout.sublayouts[0].sublayouts[0].sublayouts.isEmpty)
        #expect(layout.sublayouts[0].sublayouts[1].sublayouts[0].layoutGuide === guide)
    }

    @Test func ifAvailableWrapsTheBranchInAnyLayout() {
        let layout = root.sublayout {
            if #available(macOS 10.0, *) { a }
        }
        let optional = layout.sublayouts[0]
        #expect(String(describing: type(of: optional)).hasPrefix("OptionalLayout"))
        #expect(optional.sublayouts[0] is AnyLayout)
        #expect(optional.sublayouts[0].sublayouts[0].view === a)
    }

    @Test func viewLayoutMethodsAccumulateAndCopy() {
        let first = a.anchors { Anchors.top }
        let second = first.anchors { Anchors.leading }
        #expect(first.anchors.constraints.count == 1)
        #expect(second.anchors.constraints.map(\.attribute) == [.top, .leading])
        let nested = root.sublayout { a }.sublayout { b }
        #expect(nested.sublayouts.map { $0.view } == [a, b])
    }

    @Test func configAndIdentifyingRunImmediately() {
        let view = UIView().identifying("x").config { $0.tag = 7 }
        #expect(view.accessibilityIdentifier == "x")
        #expect(view.tag == 7)
        _ = a.anchors { Anchors.top }.identifying("late")
        #expect(a.accessibilityIdentifier == "late")
    }

    @Test func groupLayoutCarriesItsOption() {
        let group = GroupLayout(option: .isNotArranged) { a }
        #expect(group.option == .isNotArranged)
        #expect(GroupLayout { a }.option == LayoutOption.none)
        #expect(a.sublayout {}.option == LayoutOption.none)
        #expect(EmptyLayout().option == nil)
    }
}
