import Foundation

/// The address of an object as UIKit prints it: `0x` and lowercase hex.
func addressString(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}
