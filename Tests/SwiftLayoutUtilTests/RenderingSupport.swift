import Foundation
import SwiftLayout
import SwiftLayoutUtil

/// The ASCII renderer's example: root 80 × 48 named `root`, subview `a` at (8, 8, 40, 24), `a` with a guide `g`
/// at (0, 0, 40, 4). Frames are set by hand (no constraints), so the example needs no solver.
@MainActor
func renderingExample(withGuide: Bool = true) -> (root: UIView, a: UIView, g: UILayoutGuide) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 48)).identifying("root")
    let a = UIView(frame: CGRect(x: 8, y: 8, width: 40, height: 24)).identifying("a")
    root.addSubview(a)
    let g = UILayoutGuide()
    g.identifier = "g"
    if withGuide {
        a.addLayoutGuide(g)
        NSLayoutConstraint.activate([
            g.topAnchor.constraint(equalTo: a.topAnchor), g.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            g.widthAnchor.constraint(equalTo: a.widthAnchor), g.heightAnchor.constraint(equalToConstant: 4),
        ])
    }
    return (root, a, g)
}

/// A snapshot item with a type name only: the short way to build trees in tests.
func item(_ name: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
          kind: FrameSnapshot.Item.Kind = .view, children: [FrameSnapshot.Item] = []) -> FrameSnapshot.Item {
    FrameSnapshot.Item(kind, typeName: name, frame: CGRect(x: x, y: y, width: width, height: height),
                       children: children)
}
