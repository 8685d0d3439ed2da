import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// A root of the given size at scale 2, collecting diagnostics silently.
#if MainActorIsolation
@MainActor
#endif
func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.contentScaleFactor = 2
    return root
}

/// A subview of `parent` positioned by constraints.
#if MainActorIsolation
@MainActor
#endif
func makeChild(of parent: UIView, id: String? = nil) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = id
    parent.addSubview(view)
    return view
}

/// The constraints that place `view` at `frame` in its superview (leading, top, width, height), inactive.
///
///     NSLayoutConstraint.activate(placement(of: card, at: rect(40, 50, 100, 80)))
#if MainActorIsolation
@MainActor
#endif
func placement(of view: UIView, at frame: CGRect) -> [NSLayoutConstraint] {
    guard let superview = view.superview else { return [] }
    return [
        view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: frame.minX),
        view.topAnchor.constraint(equalTo: superview.topAnchor, constant: frame.minY),
        view.widthAnchor.constraint(equalToConstant: frame.width),
        view.heightAnchor.constraint(equalToConstant: frame.height),
    ]
}

/// A view with a fixed intrinsic size, standing in for a label.
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { size }
}

/// What a table with automatic row heights asks of a cell: its size at a required width, the height as
/// small as the constraints allow.
#if MainActorIsolation
@MainActor
#endif
func rowSize(_ cell: UIView, width: CGFloat) -> CGSize {
    cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                 withHorizontalFittingPriority: .required,
                                 verticalFittingPriority: .fittingSizeLevel)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// Runs `body` collecting diagnostics; returns them.
@discardableResult
func collecting(_ body: () -> Void) -> [LayoutDiagnostic] {
    LayoutDiagnostics.collect(body).1
}
