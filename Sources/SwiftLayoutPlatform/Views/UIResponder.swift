import Foundation

/// The base of the responder chain (headless: `next`, and a first responder that never changes).
///
///     view.next === view.superview   // true
#if MainActorIsolation
@MainActor
#endif
open class UIResponder: NSObject {
    /// The next responder: a view's superview.
    ///
    ///     label.next === container   // true
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder; false (headless: there are no events).
    ///
    ///     override var canBecomeFirstResponder: Bool { true }
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become first responder; returns false (headless: nothing becomes first responder).
    ///
    ///     field.becomeFirstResponder()   // false
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Asks to give up first-responder status; returns true (there is nothing to give up).
    ///
    ///     field.resignFirstResponder()   // true
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Whether the responder is first responder; false (headless).
    ///
    ///     field.isFirstResponder   // false
    open var isFirstResponder: Bool { false }
}
