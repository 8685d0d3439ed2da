import Foundation

extension UIView {
    /// Names the views held in `rootObject`'s stored properties after those properties (`IdentifierUpdater.nameOnly`,
    /// RenderingAndSnapshotTests.md): superclass properties first, stopping at the platform's and SwiftLayout's own
    /// classes; an optional holding a view counts; the first label of a view wins; the root object itself is never
    /// renamed.
    ///
    ///     final class Screen: UIView { let title = UIView() }
    ///     screen.updateIdentifiers(rootObject: screen)
    ///     screen.title.accessibilityIdentifier   // "title"
    public func updateIdentifiers<RO>(rootObject: RO) {
        for found in namedViews(in: rootObject, recursive: false) { found.view.accessibilityIdentifier = found.label }
    }
}

/// A view found in a stored property by ``namedViews(in:prefix:recursive:)``: the property's label and the
/// path of labels that led to it (`""` at the top level).
package struct NamedView {
    /// The labels of the values walked to reach the property, joined with `.` (`""` for the target's own).
    package let prefix: String
    /// The property's label, without the lazy-storage prefix.
    package let label: String
    /// The view.
    package let view: UIView
}

/// The views held in `target`'s stored properties, in discovery order (RenderingAndSnapshotTests.md).
///
/// The target's class chain is walked from the top user class down (platform, SwiftLayout and Foundation
/// classes stop the walk), then its own properties in declaration order. Optionals are looked through; a
/// view already found is skipped; the target itself is never reported. With `recursive`, each new view is
/// walked next (its user properties, under the prefix `prefix.label`), and so is every other labelled value
/// that is not of a library type, classes at most once per call (reference cycles end there). The walk uses
/// no recursion, so deep object graphs cost no stack.
///
///     namedViews(in: section, recursive: true).map { $0.prefix + "/" + $0.label }
///     // ["/heading", "/cardNumber", …, "legalNote/body"]
package func namedViews<Target>(in target: Target, prefix: String = "", recursive: Bool) -> [NamedView] {
    var found: [NamedView] = []
    var seenViews = Set<ObjectIdentifier>()
    var walkedObjects = Set<ObjectIdentifier>()
    if type(of: target as Any) is AnyClass {
        let object = target as AnyObject
        seenViews.insert(ObjectIdentifier(object))
        walkedObjects.insert(ObjectIdentifier(object))
    }
    var stack: [(children: [(label: String, value: Any)], next: Int, prefix: String)] =
        [(labelledChildren(of: target), 0, prefix)]
    while !stack.isEmpty {
        let top = stack.count - 1
        guard stack[top].next < stack[top].children.count else {
            stack.removeLast()
            continue
        }
        let (label, value) = stack[top].children[stack[top].next]
        stack[top].next += 1
        let path = stack[top].prefix
        let childPrefix = path.isEmpty ? label : path + "." + label
        if let view = unwrapView(value) {
            guard seenViews.insert(ObjectIdentifier(view)).inserted else { continue }
            found.append(NamedView(prefix: path, label: label, view: view))
            if recursive, walkedObjects.insert(ObjectIdentifier(view)).inserted {
                stack.append((labelledChildren(of: view), 0, childPrefix))
            }
        } else if recursive, let entered = enterableValue(value, walked: &walkedObjects) {
            stack.append((labelledChildren(of: entered), 0, childPrefix))
        }
    }
    return found
}

/// A value's labelled stored properties: for a class instance, the user classes' from the top of the chain
/// down (the walk stops at the first library class); unlabelled children (collection elements) are left out.
private func labelledChildren(of value: Any) -> [(label: String, value: Any)] {
    var mirrors: [Mirror] = []
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
        if let subjectClass = current.subjectType as? AnyClass, isLibraryClass(subjectClass) { break }
        mirrors.append(current)
        mirror = current.superclassMirror
    }
    var children: [(label: String, value: Any)] = []
    for current in mirrors.reversed() {
        for child in current.children {
            guard var label = child.label else { continue }
            if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
            children.append((label, child.value))
        }
    }
    return children
}

/// The value to walk for a non-view property, looking through optionals: nil for nil, for a library type,
/// and for a class instance already walked (which is then marked walked).
private func enterableValue(_ value: Any, walked: inout Set<ObjectIdentifier>) -> Any? {
    var current = value
    while true {
        let mirror = Mirror(reflecting: current)
        guard mirror.displayStyle == .optional else { break }
        guard let wrapped = mirror.children.first?.value else { return nil }
        current = wrapped
    }
    guard !isLibraryType(type(of: current)) else { return nil }
    if type(of: current) is AnyClass {
        guard walked.insert(ObjectIdentifier(current as AnyObject)).inserted else { return nil }
    }
    return current
}

/// The modules whose types the identifier walk never enters: the package's own and Foundation's.
private let libraryModules: Set<String> = [
    "SwiftLayoutSolver", "SwiftLayoutPlatform", "SwiftLayout", "SwiftLayoutUtil", "SwiftLayoutUI",
    "SwiftLayoutTesting", "Foundation", "FoundationEssentials", "ObjectiveC",
]

/// Whether a type is defined by the platform, SwiftLayout, its utilities or Foundation.
private func isLibraryType(_ type: Any.Type) -> Bool {
    let module = String(reflecting: type).prefix { $0 != "." }
    return libraryModules.contains(String(module))
}

/// Whether a class is defined by the platform, SwiftLayout, its utilities or Foundation.
func isLibraryClass(_ type: AnyClass) -> Bool {
    isLibraryType(type) || type == NSObject.self
}

/// The view inside a value, looking through optionals.
func unwrapView(_ value: Any) -> UIView? {
    if let view = value as? UIView { return view }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value { return unwrapView(wrapped) }
    return nil
}
