import SwiftLayout

/// Prints a live view hierarchy as SwiftLayout source (RenderingAndSnapshotTests.md): its subviews, user layout
/// guides and installed constraints, grouped into `Anchors` lines. Use it to move imperative
/// `addSubview` + `NSLayoutConstraint.activate` code to the DSL, or to see what a layout produced.
///
///     let activation = panel.sublayout {
///         header.anchors {
///             Anchors.cap()
///             Anchors.height.equalTo(constant: 60)
///         }
///     }.active()
///     ViewPrinter(panel).print()
///     // panel.sublayout {
///     //     header.anchors {
///     //         Anchors.top
///     //         Anchors.leading.trailing
///     //         Anchors.height.equalTo(constant: 60.0)
///     //     }
///     // }
///
/// Each item is named by its tag: a custom tag from `tags`, else its non-blank identifier, else its address
/// descriptor (`0x…:UIView`). The printer takes its snapshot when it is created: the tags, the hierarchy and
/// the constraints; identifiers set later are seen only through ``updateIdentifiers(_:rootObject:)``, which
/// returns a new printer. The output is meant for people and is not always valid Swift (tags are raw).
public struct ViewPrinter: CustomStringConvertible {
    /// What to print.
    ///
    ///     ViewPrinter(root, options: [.onlyIdentifier, .withViewConfig])
    public struct PrintOptions: OptionSet, Sendable {
        /// The bits.
        ///
        ///     ViewPrinter.PrintOptions.withViewConfig.rawValue   // 4
        public let rawValue: Int

        /// Options from bits.
        ///
        ///     ViewPrinter.PrintOptions(rawValue: 1 << 2)   // .withViewConfig
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Also print the constraints the platform made itself (content size, stack arrangement, guides).
        ///
        ///     ViewPrinter(stack, options: .withSystemConstraints)   // the UISV- constraints too
        public static let withSystemConstraints = PrintOptions(rawValue: 1 << 0)
        /// Leave out the views and guides without a custom tag or identifier, with their subtrees.
        ///
        ///     ViewPrinter(list, options: .onlyIdentifier)   // no 0x… lines
        public static let onlyIdentifier = PrintOptions(rawValue: 1 << 1)
        /// Write a `.config { }` block with every property that differs from a fresh view of the class.
        ///
        ///     ViewPrinter(holder, options: .withViewConfig)   // holder.config { $0.clipsToBounds = true } …
        public static let withViewConfig = PrintOptions(rawValue: 1 << 2)
        /// Reserved; has no effect.
        ///
        ///     ViewPrinter(root, options: .shortForm).description == ViewPrinter(root).description   // true
        public static let shortForm = PrintOptions(rawValue: 1 << 3)
    }

    private let view: UIView
    private let tags: [UIView: String]
    private let options: PrintOptions

    /// The source, lines joined with `"\n"`, without a trailing newline; `""` when `.onlyIdentifier` drops
    /// the root.
    ///
    ///     ViewPrinter(board).description   // "board.sublayout {\n    lane\n}"
    public let description: String

    /// A printer of `view`'s subtree as it is now; `tags` names views (before their identifiers).
    ///
    ///     ViewPrinter(shell, tags: [shell: "screen"], options: .onlyIdentifier)
    ///
    /// - Complexity: O(n + c log c) for n items and c constraints, without recursion.
    #if MainActorIsolation
    @MainActor
    #endif
    public init(_ view: UIView, tags: [UIView: String] = [:], options: PrintOptions = []) {
        self.view = view
        self.tags = tags
        self.options = options
        var printing = ViewPrinting(root: view, customTags: tags, options: options)
        description = printing.source()
    }

    /// Writes ``description`` to standard output.
    ///
    ///     ViewPrinter(root).print()
    public func print() {
        Swift.print(description)
    }

    /// Names the views held in `rootObject`'s stored properties with `updater` (setting their
    /// `accessibilityIdentifier`, RenderingAndSnapshotTests.md), except the custom-tagged ones, and returns a new
    /// printer that sees the new identifiers. The receiver is unchanged.
    ///
    ///     ViewPrinter(ticket, tags: [ticket: "ticket"]).updateIdentifiers(.withTypeOfView, rootObject: ticket).print()
    #if MainActorIsolation
    @MainActor
    #endif
    @discardableResult
    public func updateIdentifiers<RO>(_ updater: IdentifierUpdater = .nameOnly, rootObject: RO) -> Self {
        updater.update(rootObject, fixedTags: Set(tags.keys.map { addressDescriptor(of: $0) }))
        return ViewPrinter(view, tags: tags, options: options)
    }

    /// ``updateIdentifiers(_:rootObject:)`` with the printed view as the root object.
    ///
    ///     ViewPrinter(ticket, tags: [ticket: "ticket"]).updateIdentifiers(.withTypeOfView).print()
    #if MainActorIsolation
    @MainActor
    #endif
    @discardableResult
    public func updateIdentifiers(_ updater: IdentifierUpdater = .nameOnly) -> Self {
        updateIdentifiers(updater, rootObject: view)
    }
}

#if MainActorIsolation
/// With main-actor-isolated views, a printer (its text and its root) can cross to any task.
extension ViewPrinter: Sendable {}
#endif
