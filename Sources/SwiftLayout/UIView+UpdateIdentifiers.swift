import Foundation

extension UIView {
    /// Names the views held in `rootObject`'s stored properties after those properties
    /// (`IdentifierUpdater.nameOnly`, spec §11): superclass properties first, stopping at the platform's
    /// and SwiftLayout's own classes; an optional holding a view counts; the first label of a view wins; the
    /// root object itself is never renamed.
    ///
    ///     final class Screen: UIView { let title = UIView() }
    ///     screen.updateIdentifiers(rootObject: screen)
    ///     screen.title.accessibilityIdentifier   // "title"
    public func updateIdentifiers<RO>(rootObject: RO) {
        var found: [(label: String, view: UIView)] = []
        var seen = Set<ObjectIdentifier>()
        let root = rootObject as AnyObject
        if type(of: rootObject) is AnyClass { seen.insert(ObjectIdentifier(root)) }
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: rootObject)
        while let current = mirror {
            if let subjectClass = current.subjectType as? AnyClass, isLibraryClass(subjectClass) { break }
            mirrors.append(current)
            mirror = current.superclassMirror
        }
        for current in mirrors.reversed() {
            for child in current.children {
                guard var label = child.label else { continue }
                if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
                guard let view = unwrapView(child.value) else { continue }
                if seen.insert(ObjectIdentifier(view)).inserted { found.append((label, view)) }
            }
        }
        for (label, view) in found { view.accessibilityIdentifier = label }
    }
}

/// Whether a class is defined by the platform, SwiftLayout or SwiftLayoutUtil.
func isLibraryClass(_ type: AnyClass) -> Bool {
    let module = String(reflecting: type).split(separator: ".").first.map(String.init) ?? ""
    return ["SwiftLayoutPlatform", "SwiftLayout", "SwiftLayoutUtil", "Foundation", "ObjectiveC"].contains(module)
        || type == NSObject.self
}

/// The view inside a value, looking through optionals.
func unwrapView(_ value: Any) -> UIView? {
    if let view = value as? UIView { return view }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value { return unwrapView(wrapped) }
    return nil
}
