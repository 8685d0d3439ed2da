import Foundation

/// The address of an object as UIKit prints it: `0x` and lowercase hex (its `ObjectIdentifier`'s bits).
func addressString(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}

/// The address descriptor of an object: `0x`, 16 lowercase hex digits, `:`, the unqualified class name.
///
///     addressDescriptor(of: label)   // "0x00007f3a5c0123a0:UILabel"
package func addressDescriptor(of object: AnyObject) -> String {
    let address = UInt(bitPattern: ObjectIdentifier(object))
    let hex = String(address, radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 16 - hex.count)) + hex + ":" + String(describing: type(of: object))
}
