import Foundation

/// A problem found while activating constraints, changing the hierarchy or laying out (DebuggingLayouts.md).
///
/// Bad input never crashes: UIKit's exceptions and console logs become these values, which a test can read
/// and compare, and layout goes on.
///
///     let (_, diagnostics) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
///     #expect(diagnostics.isEmpty)
public struct LayoutDiagnostic: CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// Required constraints that cannot all hold.
        case unsatisfiableConstraints
        /// Activation across hierarchies, or a guide without owner.
        case noCommonAncestor
        /// A constraint that breaks a rule of TheUIKitLayer.md.
        case invalidConstraint
        /// A NaN or infinite constant, multiplier, frame or intrinsic size.
        case nonFiniteValue
        /// A priority outside `0 < p <= 1000`.
        case invalidPriority
        /// Required ↔ optional on an active constraint.
        case requiredPriorityMutation
        /// `addConstraint` on a view that is not a common ancestor of the items.
        case viewHierarchyNotPrepared
        /// Adding a view to itself or to a descendant; a sibling that is not a subview.
        case invalidHierarchy
        /// An index out of range, the clock moved backwards, and similar.
        case invalidArgument
        /// An `updateConstraints()` override that did not call `super`.
        case updateConstraintsDidNotCallSuper
        /// A layout pass that did not settle within its round limit.
        case layoutFeedbackLoop
        /// An ambiguous item (only when ambiguity checks are on).
        case ambiguousLayout
        /// A layout declaration names an identifier that no view or guide of its layout has; it is skipped
        /// (reported by the declarative layer, SwiftLayout).
        ///
        ///     Anchors.top.equalTo("ghost")   // no view is identified "ghost"
        case unknownIdentifier
        /// A layout declaration relative to the superview, on a view or guide that has none in its layout;
        /// it is skipped (reported by the declarative layer).
        ///
        ///     card.anchors { Anchors.top }.active()   // card has no superview in this layout
        case missingSuperview
        /// An update of a layout began while the same layout was being updated (from a hook); the nested
        /// update is ignored (reported by the declarative layer).
        ///
        ///     // inside layoutDidActivate(): layout.update(fromActivation: activation)
        case nestedUpdate
    }

    /// How bad it is: `error` where UIKit raises, `warning` where it logs, `notice` where it is silent.
    public enum Severity: Sendable {
        /// UIKit raises an exception.
        case error
        /// UIKit logs.
        case warning
        /// UIKit is silent.
        case notice
    }

    /// What the library was doing.
    public enum Context: Sendable {
        /// Activating or changing a constraint.
        case activation
        /// A layout pass.
        case layout
        /// `systemLayoutSizeFitting`.
        case fitting
        /// An animation or the clock.
        case animation
        /// Changing the view hierarchy.
        case hierarchy
    }

    /// What went wrong.
    public let kind: Kind
    /// How bad it is.
    public let severity: Severity
    /// What the library was doing.
    public let context: Context
    /// UIKit-style text with real addresses.
    public let message: String
    /// The same text with every `0x…` address replaced by `#1`, `#2`, … in order of first appearance.
    public let stableMessage: String
    /// The constraints involved, in activation order: those still alive (a diagnostic, kept by a handler or by
    /// the engine, does not keep them alive).
    public var constraints: [NSLayoutConstraint] { weakConstraints.compactMap(\.object) }
    /// The constraint the engine broke to recover, for unsatisfiable constraints, while it is alive.
    public var brokenConstraint: NSLayoutConstraint? { weakBrokenConstraint.object }
    /// The views and guides involved: those still alive (a diagnostic does not keep them alive).
    public var items: [AnyObject] { weakItems.compactMap(\.object) }
    /// Weak: a diagnostic recorded by the engine of a root would otherwise keep that root alive (a cycle), and
    /// one kept by a handler would keep a released hierarchy alive.
    private let weakConstraints: [WeakReference<NSLayoutConstraint>]
    private let weakBrokenConstraint: WeakReference<NSLayoutConstraint>
    private let weakItems: [WeakReference<AnyObject>]
    private struct WeakReference<Object: AnyObject> { weak var object: Object? }
    /// Minted at creation: orders diagnostics when hierarchies merge.
    let sequence = SequenceNumber.next()

    /// Creates a diagnostic; the stable message is derived from `message`. A layer above the platform
    /// reports one with ``LayoutDiagnostics/report(_:concerning:)``.
    ///
    ///     LayoutDiagnostic(kind: .missingSuperview, severity: .warning, context: .activation,
    ///                      message: "SwiftLayout: skipped card.top == superview.top: …", items: [card])
    package init(
        kind: Kind, severity: Severity, context: Context, message: String,
        constraints: [NSLayoutConstraint] = [], brokenConstraint: NSLayoutConstraint? = nil, items: [AnyObject] = []
    ) {
        self.kind = kind
        self.severity = severity
        self.context = context
        self.message = message
        self.stableMessage = LayoutDiagnostic.stabilize(message)
        self.weakConstraints = constraints.map { WeakReference(object: $0) }
        self.weakBrokenConstraint = WeakReference(object: brokenConstraint)
        self.weakItems = items.map { WeakReference(object: $0) }
    }

    /// The message.
    ///
    ///     print(diagnostic)   // Unable to simultaneously satisfy constraints. ...
    public var description: String { message }

    /// Replaces each `0x` + hex address by `#n`, numbered by first appearance.
    static func stabilize(_ text: String) -> String {
        var result = ""
        var numbers: [String: Int] = [:]
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            if chars[i] == "0", i + 1 < chars.count, chars[i + 1] == "x", i + 2 < chars.count, chars[i + 2].isHexDigit,
               i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber) {
                var j = i + 2
                while j < chars.count, chars[j].isHexDigit, chars[j].isASCII { j += 1 }
                let address = String(chars[i..<j])
                let number = numbers[address] ?? (numbers.count + 1)
                numbers[address] = number
                result += "#\(number)"
                i = j
            } else {
                result.append(chars[i])
                i += 1
            }
        }
        return result
    }
}

/// Where diagnostics go, and how to make them fatal (headless; DebuggingLayouts.md).
///
///     LayoutDiagnostics.policy = .fatal          // stop the process on the first diagnostic
///     let (_, found) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
public enum LayoutDiagnostics {
    /// What happens to a diagnostic after it is recorded and delivered.
    public enum Policy: Sendable {
        /// Print the message to standard error.
        case log
        /// Do nothing more.
        case silent
        /// Stop the process with the message.
        case fatal
    }

    private struct State {
        /// `SWIFTLAYOUT_DIAGNOSTICS` (`log`, `silent` or `fatal`) sets the initial policy.
        var policy: Policy = {
            switch ProcessInfo.processInfo.environment["SWIFTLAYOUT_DIAGNOSTICS"] {
            case "silent": return .silent
            case "fatal": return .fatal
            default: return .log
            }
        }()
        var handler: (@Sendable (LayoutDiagnostic) -> Void)?
        var checksAmbiguity = false
    }
    private static let state = Locked(State())

    /// The process-wide policy, `.log` by default.
    ///
    ///     LayoutDiagnostics.policy = .silent
    public static var policy: Policy {
        get { state.withLock { $0.policy } }
        set { state.withLock { $0.policy = newValue } }
    }

    /// A per-task override of ``policy``.
    ///
    ///     LayoutDiagnostics.$taskPolicy.withValue(.fatal) { root.layoutIfNeeded() }
    @TaskLocal public static var taskPolicy: Policy?

    /// A process-wide callback, called synchronously for every diagnostic before the policy acts.
    ///
    ///     LayoutDiagnostics.handler = { print("layout:", $0.kind) }
    public static var handler: (@Sendable (LayoutDiagnostic) -> Void)? {
        get { state.withLock { $0.handler } }
        set { state.withLock { $0.handler = newValue } }
    }

    /// Whether each layout pass reports newly ambiguous items; default false.
    ///
    ///     LayoutDiagnostics.checksAmbiguity = true
    public static var checksAmbiguity: Bool {
        get { state.withLock { $0.checksAmbiguity } }
        set { state.withLock { $0.checksAmbiguity = newValue } }
    }

    /// A per-task override of ``checksAmbiguity``.
    ///
    ///     LayoutDiagnostics.$taskChecksAmbiguity.withValue(true) { root.layoutIfNeeded() }
    @TaskLocal public static var taskChecksAmbiguity: Bool?

    final class Collector: @unchecked Sendable {
        var diagnostics: [LayoutDiagnostic] = []
    }
    @TaskLocal static var collector: Collector?

    /// Runs `body` and returns every diagnostic it produced, in order; nothing is printed meanwhile.
    ///
    ///     let (_, diagnostics) = LayoutDiagnostics.collect { child.widthAnchor.constraint(equalToConstant: 400).isActive = true }
    ///     print(diagnostics.map(\.kind))   // [unsatisfiableConstraints]
    public static func collect<R>(_ body: () throws -> R) rethrows -> (R, [LayoutDiagnostic]) {
        let collector = Collector()
        let result = try $collector.withValue(collector) { try body() }
        return (result, collector.diagnostics)
    }

    static var effectiveChecksAmbiguity: Bool { taskChecksAmbiguity ?? checksAmbiguity }

    /// Delivers a diagnostic that belongs to no engine (SwiftLayoutUI's layout, for example) to the handler and
    /// the collector, then applies the policy. Callable from any isolation.
    package static func report(_ diagnostic: LayoutDiagnostic) {
        handler?(diagnostic)
        let policy = taskPolicy ?? self.policy
        if let collector {
            collector.diagnostics.append(diagnostic)
        } else if policy == .log {
            FileHandle.standardError.write(Data((diagnostic.message + "\n\n").utf8))
        }
        if policy == .fatal { fatalError(diagnostic.message) }
    }

    /// Reports a diagnostic made above the platform (the declarative layer) like the platform's own: recorded
    /// by the engine of the hierarchy of `item` (a view or guide) if it has one, delivered to ``handler`` and
    /// to ``collect(_:)``, then the policy applies.
    ///
    ///     LayoutDiagnostics.report(diagnostic, concerning: card)
    #if MainActorIsolation
    @MainActor
    #endif
    package static func report(_ diagnostic: LayoutDiagnostic, concerning item: AnyObject?) {
        report(diagnostic, in: (asLayoutItem(item)?.installationView)?.existingEngine)
    }

    /// Records a diagnostic in `engine` (if any), then delivers it as ``report(_:)`` does.
    #if MainActorIsolation
    @MainActor
    #endif
    static func report(_ diagnostic: LayoutDiagnostic, in engine: LayoutEngine?) {
        engine?.record(diagnostic)
        report(diagnostic)
    }
}
