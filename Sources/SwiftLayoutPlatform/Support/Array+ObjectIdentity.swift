import Foundation

/// Searches by object identity. Not isolated, so that a search from main-actor code costs one comparison per
/// element: a closure such as `{ $0 === view }` formed in main-actor code and passed to `firstIndex(where:)`
/// carries Swift 6's dynamic isolation check (SE-0423), an executor look-up per element.
extension Array where Element: AnyObject {
    /// The index of the first element that is `object`.
    ///
    ///     subviews.firstIndex(ofObject: title)   // 0
    package func firstIndex(ofObject object: Element) -> Int? {
        var index = startIndex
        while index < endIndex {
            if self[index] === object { return index }
            index += 1
        }
        return nil
    }

    /// The index of the last element that is `object` (searched from the end).
    ///
    ///     view.installedConstraints.lastIndex(ofObject: constraint)
    package func lastIndex(ofObject object: Element) -> Int? {
        var index = endIndex
        while index > startIndex {
            index -= 1
            if self[index] === object { return index }
        }
        return nil
    }

    /// Whether an element is `object`.
    ///
    ///     stack.arrangedSubviews.containsObject(badge)   // false
    package func containsObject(_ object: Element) -> Bool { firstIndex(ofObject: object) != nil }
}
