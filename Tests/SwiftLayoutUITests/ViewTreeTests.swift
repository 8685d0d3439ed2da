import Foundation
import Testing
@testable import SwiftLayoutUI

/// §2: the view tree: builders flatten into their container's subviews as in SwiftUI.
@MainActor
@Suite struct ViewTreeTests {
    /// Ten-wide squares in an HStack with spacing 0: the stack is 10 × (number of subviews) wide.
    func rowWidth<V: View>(@ViewBuilder _ content: () -> V) -> CGFloat {
        let placed = layout(HStack(spacing: 0) { content() })
        return placed.first(named: "HStack")?.frame.width ?? -1
    }

    @Test func aGroupOfThreeIsThreeSubviewsAndEmptyViewIsNone() {
        #expect(rowWidth { Group { square; square; square } } == 30)
        #expect(rowWidth { EmptyView(); square } == 10)
        #expect(rowWidth { } == 0)
    }

    @Test func conditionalsSwitchesAndOptionalsPickTheirBranch() {
        let flag = true, value = 2
        let name: String? = nil
        #expect(rowWidth { if flag { square; square } else { square } } == 20)
        #expect(rowWidth { if !flag { square } } == 0)
        #expect(rowWidth {
            switch value {
            case 1: square
            case 2: square; square; square
            default: EmptyView()
            }
        } == 30)
        #expect(rowWidth { if let name { Text(name) }; square } == 10)
    }

    @Test func forEachOverRangesKeyPathsAndIdentifiables() {
        struct Item: Identifiable { let id: Int }
        #expect(rowWidth { ForEach(0..<4) { _ in square } } == 40)
        #expect(rowWidth { ForEach(["a", "b"], id: \.self) { _ in square } } == 20)
        #expect(rowWidth { ForEach([Item(id: 1), Item(id: 2), Item(id: 3)]) { _ in square } } == 30)
        #expect(rowWidth { ForEach(0..<0) { _ in square } } == 0)
    }

    @Test func sequencesOfTenChildrenAndAnyView() {
        #expect(rowWidth { square; square; square; square; square; square; square; square; square; square } == 100)
        #expect(rowWidth { AnyView(square); AnyView(erasing: Group { square; square }) } == 30)
    }

    /// A user view whose body is two views is two subviews; a modifier on a group applies to each:
    /// two squares padded by 5 are 20 wide each.
    @Test func userViewsWithSeveralViewsAndModifiersOnGroups() {
        struct Pair: View {
            var body: some View { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        }
        #expect(rowWidth { Pair() } == 20)
        #expect(rowWidth { Group { square; square }.padding(5) } == 40)
    }

    @Test func namesAreIdentifiersOrTypesAndPathsTellThemApart() {
        struct Card: View {
            var body: some View { Text("Hi").accessibilityIdentifier("title") }
        }
        let placed = layout(VStack { Card(); Card().accessibilityIdentifier("second") })
        let stack = placed.children[0]
        #expect(stack.name == "VStack")
        #expect(stack.children.map(\.name) == ["Card", "second"])
        #expect(stack.children[0].children.map(\.name) == ["title"])
        #expect(placed.all(named: "title").map(\.path) == [[0, 0, 0], [0, 1, 0]])
        #expect(placed.first(named: "title")?.text == "Hi")
    }

    @Test func severalRootViewsAreStackedVertically() {
        // Two 43 × 21 texts with the default spacing of 8: 43 × 50 centered in 300 × 300.
        let placed = layout(Group { Text("Hello"); Text("World") })
        #expect(placed.children.map(\.name) == ["VStack"])
        #expect(placed.children[0].frame == rect(128.5, 125, 43, 50))
    }

    @Test func aUserModifierWrapsItsContent() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding(8).background(Color.white) }
        }
        // Hello 43 × 21 padded by 8: 59 × 37.
        let placed = layout(Text("Hello").modifier(Card()))
        #expect(placed.children.map(\.name) == ["Card"])
        #expect(placed.first(named: "padding")?.frame.size == CGSize(width: 59, height: 37))
    }

    @Test func withoutModifiersKeepsOnlyViews() {
        let placed = layout(VStack { Text("A").padding(4).frame(width: 50) }).withoutModifiers
        #expect(placed.allViews.map(\.name) == ["root", "VStack", "Text"])
    }
}

/// A 10 × 10 square.
var square: some View { Color.red.frame(width: 10, height: 10) }
