import Foundation

/// Views computed from a collection; in a container each element's views are separate subviews (SwiftLayoutUI.md).
///
///     VStack { ForEach(["Mon", "Tue"], id: \.self) { Text($0) } }
///     HStack { ForEach(0..<3) { Color.red.frame(width: CGFloat($0 + 1) * 10) } }
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The collection.
    public var data: Data
    /// Builds the views of one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?

    /// Views for the elements of `data`, identified by the key path `id`.
    ///
    ///     ForEach(days, id: \.self) { Text($0) }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Never called.
    public var body: Never { primitiveBody(Self.self) }

    /// Resolves each element's views in order.
    public static func _makeViews(_ view: Self, into resolver: _ViewResolver) {
        for element in view.data {
            Content._makeViews(view.content(element), into: resolver)
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers.
    ///
    ///     ForEach(0..<3) { Text("Row \($0)") }
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = nil
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable elements.
    ///
    ///     ForEach(items) { Text($0.name) }
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = \Data.Element.id
        self.content = content
    }
}
