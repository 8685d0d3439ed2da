import Foundation

/// The base of buttons and switches: enabled, selected and highlighted flags, and action handlers
/// (headless: there are no touches; tests call `sendActions(for:)` to "tap").
///
///     let button = UIButton(type: .system)
///     button.addAction(UIAction { _ in print("tapped") }, for: .touchUpInside)
///     button.sendActions(for: .touchUpInside)   // tapped
open class UIControl: UIView {
    /// The state of a control (UIKit's raw values).
    ///
    ///     button.setTitle("Sent", for: [.disabled])
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// A state from its raw bits.
        ///
        ///     UIControl.State(rawValue: 1 << 2) == .selected   // true
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// 0: no flag set.
        public static let normal = State([])
        /// 1 << 0.
        public static let highlighted = State(rawValue: 1 << 0)
        /// 1 << 1.
        public static let disabled = State(rawValue: 1 << 1)
        /// 1 << 2.
        public static let selected = State(rawValue: 1 << 2)
        /// 1 << 3.
        public static let focused = State(rawValue: 1 << 3)
        /// 0x00FF0000.
        public static let application = State(rawValue: 0x00FF_0000)
        /// 0xFF000000.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends (UIKit's raw values).
    ///
    ///     toggle.addAction(action, for: .valueChanged)
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// An event set from its raw bits.
        ///
        ///     UIControl.Event(rawValue: 1 << 6) == .touchUpInside   // true
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// 1 << 0.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// 1 << 1.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// 1 << 2.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// 1 << 3.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// 1 << 4.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// 1 << 5.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// 1 << 6.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// 1 << 7.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// 1 << 8.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// 1 << 12.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// 1 << 13.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// 1 << 16.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// 1 << 17.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// 1 << 18.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// 1 << 19.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// 0x00000FFF.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// 0x000F0000.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// 0x0F000000.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// 0xF0000000.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// 0xFFFFFFFF.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Horizontal placement of the content (stored only).
    ///
    ///     button.contentHorizontalAlignment = .leading
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
        /// 0.
        case center = 0
        /// 1.
        case left = 1
        /// 2.
        case right = 2
        /// 3.
        case fill = 3
        /// 4.
        case leading = 4
        /// 5.
        case trailing = 5
    }

    /// Vertical placement of the content (stored only).
    ///
    ///     button.contentVerticalAlignment = .top
    public enum ContentVerticalAlignment: Int, Hashable, Sendable {
        /// 0.
        case center = 0
        /// 1.
        case top = 1
        /// 2.
        case bottom = 2
        /// 3.
        case fill = 3
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Whether the control is enabled; true by default.
    ///
    ///     button.isEnabled = false   // state == .disabled
    open var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is selected; false by default.
    ///
    ///     button.isSelected = true   // state == .selected
    open var isSelected: Bool = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is highlighted; false by default.
    ///
    ///     button.isHighlighted = true   // state == .highlighted
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// `.normal` plus `.disabled`, `.selected` and `.highlighted` for the flags that are set.
    ///
    ///     button.isEnabled = false; button.isSelected = true
    ///     button.state   // [.disabled, .selected]
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Horizontal placement of the content; `.center` (stored only).
    ///
    ///     button.contentHorizontalAlignment = .leading
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    /// Vertical placement of the content; `.center` (stored only).
    ///
    ///     button.contentVerticalAlignment = .top
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// Called after `state` changed (a button's current title may change). No-op here.
    func controlStateDidChange() {}

    /// Registers a handler for the events.
    ///
    ///     button.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Removes the handler for the given events (the handler stays for other events it was added for).
    ///
    ///     button.removeAction(action, for: .touchUpInside)
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in actions.indices.reversed() where actions[index].action === action {
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// Runs the handlers registered for any of the events, in the order they were added.
    ///
    ///     button.sendActions(for: .touchUpInside)
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.storedSender = self
            entry.action.handler(entry.action)
        }
    }
}

/// The closure a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// A handler with a title and an image, run by a control's `sendActions(for:)`.
///
///     let action = UIAction(title: "Save") { action in print(action.title) }
#if MainActorIsolation
@MainActor
#endif
public final class UIAction: NSObject {
    /// The title.
    public var title: String
    /// The image.
    public var image: UIImage?
    /// The control that sent the action last (read-only, as in UIKit).
    ///
    ///     button.addAction(UIAction { action in print(action.sender as? UIButton === button) }, for: .touchUpInside)
    public var sender: Any? { storedSender }
    /// Not retained: the control keeps its actions, so a strong reference back would be a cycle that keeps
    /// the control (and its constraints) alive once it has sent an action.
    var storedSender: AnyObject? {
        get { senderReference.object }
        set { senderReference = ItemReference(newValue) }
    }
    private var senderReference = ItemReference<AnyObject>(nil)
    let handler: UIActionHandler

    /// An action with a title, an image and a handler.
    ///
    ///     UIAction(title: "Save") { _ in save() }
    public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.handler = handler
        super.init()
    }
}
