import SwiftLayoutUI
import SwiftLayoutUtil

/// The SwiftUI screen (`--screen swiftui`, SwiftLayoutUI.md): a title, seed 000's day list (seven padded labels
/// on red cards, centered in a 200-point column) and seed 003's responsive grid (an adaptive column whose
/// minimum width makes the cards fill the space left without scrolling). `mondayGuide` sets Monday's center
/// alignment guide, which shifts it and widens the stack.
struct WeekScreen: View {
    static let days = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]

    var mondayGuide: CGFloat?

    var body: some View {
        VStack(spacing: 16) {
            Text("This week").accessibilityIdentifier("title")
            VStack {
                ForEach(WeekScreen.days, id: \.self) { day in
                    if day == WeekScreen.days[0], let mondayGuide {
                        DayCard(label: day).alignmentGuide(HorizontalAlignment.center) { _ in mondayGuide }
                    } else {
                        DayCard(label: day)
                    }
                }
            }
            .frame(width: 200)
            .accessibilityIdentifier("days")
            CardGrid(itemCount: 6, aspectRatio: 3 / 2).accessibilityIdentifier("grid")
        }
        .padding()
    }

    /// The screen laid out in a host of `size`, as the renderers draw it (modifiers left out); its root is the
    /// screen, which fills the host.
    static func snapshot(width: Double, height: Double, mondayGuide: CGFloat? = nil) -> FrameSnapshot {
        snapshot(of: placed(width: width, height: height, mondayGuide: mondayGuide))
    }

    /// The picture of a placed week screen: the screen, not its host, is the root.
    static func snapshot(of placed: PlacedView) -> FrameSnapshot {
        FrameSnapshot(placed: placed.children.first ?? placed)
    }

    /// The screen's placed tree in a host of `size`.
    static func placed(width: Double, height: Double, mondayGuide: CGFloat? = nil) -> PlacedView {
        PlacedView.layout(WeekScreen(mondayGuide: mondayGuide), in: CGSize(width: width, height: height))
    }
}

/// Seed 000's day: a label padded by 10 on a red rounded card.
struct DayCard: View {
    let label: String

    var body: some View {
        Text(label)
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.red.opacity(0.9)))
            .foregroundColor(.white)
    }
}

/// Seed 003's grid: one adaptive column whose minimum is the widest card width at which `itemCount` cards of
/// `aspectRatio` fit the height the reader gets.
struct CardGrid: View {
    let itemCount: Int
    let aspectRatio: CGFloat

    var body: some View {
        GeometryReader { geometry in
            LazyVGrid(columns: [GridItem(.adaptive(minimum: cardWidth(in: geometry.size)), spacing: 0)],
                      spacing: 0) {
                ForEach(0..<itemCount, id: \.self) { _ in
                    Color.orange.aspectRatio(aspectRatio, contentMode: .fit)
                }
            }
        }
    }

    /// The fewest columns whose rows fit `size.height`, as a floored column width, at least 80.
    func cardWidth(in size: CGSize) -> CGFloat {
        var columnCount = 1
        while columnCount < itemCount {
            let rowCount = (itemCount + columnCount - 1) / columnCount
            if CGFloat(rowCount) * size.width / CGFloat(columnCount) / aspectRatio < size.height { break }
            columnCount += 1
        }
        return max((size.width / CGFloat(columnCount)).rounded(.down), 80)
    }
}
