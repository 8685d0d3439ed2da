import Foundation
import Testing
import SwiftLayoutPlatform

/// A view whose frame includes a 4-point shadow below and a 2-point glow on the left.
private final class ShadowedView: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 2, bottom: 4, right: 0) }
}

/// Alignment rects (TheUIKitLayer.md): constraints and intrinsic sizes describe the alignment rect, frames are outset.
#if MainActorIsolation
@MainActor
#endif
@Suite struct AlignmentRectTests {
    @Test func alignmentRectAndFrameConvertByTheInsets() {
        let view = ShadowedView()
        #expect(view.alignmentRect(forFrame: rect(0, 0, 52, 54)) == rect(2, 0, 50, 50))
        #expect(view.frame(forAlignmentRect: rect(2, 0, 50, 50)) == rect(0, 0, 52, 54))
        #expect(UIView().alignmentRectInsets == .zero)
        #expect(UIView().alignmentRect(forFrame: rect(1, 2, 3, 4)) == rect(1, 2, 3, 4))
    }

    @Test func constraintsPlaceTheAlignmentRectAndTheFrameIsOutset() {
        let root = makeRoot(width: 300, height: 200)
        let shadowed = ShadowedView()
        shadowed.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(shadowed)
        let below = makeChild(of: root)
        NSLayoutConstraint.activate([
            shadowed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            shadowed.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            shadowed.widthAnchor.constraint(equalToConstant: 50),
            shadowed.heightAnchor.constraint(equalToConstant: 50),
            below.leadingAnchor.constraint(equalTo: shadowed.leadingAnchor),
            below.topAnchor.constraint(equalTo: shadowed.bottomAnchor, constant: 8),
            below.widthAnchor.constraint(equalToConstant: 50),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(shadowed.frame == rect(8, 20, 52, 54))
        // The shadow does not push the next view down: it sits 8 below the alignment rect.
        #expect(below.frame == rect(10, 78, 50, 10))
    }

    @Test func subviewsOfAViewWithInsetsAreWrittenRelativeToItsFrame() {
        let root = makeRoot(width: 300, height: 200)
        let shadowed = ShadowedView()
        shadowed.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(shadowed)
        let inner = makeChild(of: shadowed)
        NSLayoutConstraint.activate([
            shadowed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            shadowed.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            shadowed.widthAnchor.constraint(equalToConstant: 50),
            shadowed.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: shadowed.leadingAnchor),
            inner.topAnchor.constraint(equalTo: shadowed.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // inner's alignment rect starts at the shadowed view's alignment rect, 2 points into its frame.
        #expect(inner.frame == rect(2, 0, 10, 10))
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20))
    }

    @Test func aTranslatingViewKeepsItsFrameAndConstraintsSeeItsAlignmentRect() {
        let root = makeRoot(width: 300, height: 200)
        let shadowed = ShadowedView(frame: rect(10, 10, 42, 44))
        root.addSubview(shadowed)
        let below = makeChild(of: root)
        NSLayoutConstraint.activate([
            below.leadingAnchor.constraint(equalTo: shadowed.leadingAnchor),
            below.topAnchor.constraint(equalTo: shadowed.bottomAnchor),
            below.widthAnchor.constraint(equalToConstant: 20),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(shadowed.frame == rect(10, 10, 42, 44))
        #expect(below.frame == rect(12, 50, 20, 10))
        // A flexible width still follows the superview, in alignment terms.
        shadowed.autoresizingMask = [.flexibleWidth]
        root.frame = rect(0, 0, 400, 200)
        root.layoutIfNeeded()
        #expect(shadowed.frame == rect(10, 10, 142, 44))
    }

    @Test func anImageViewAlignsItsImagesContentAndItsFrameIsTheImage() {
        let root = makeRoot(width: 300, height: 200)
        let glowing = UIImage(size: CGSize(width: 20, height: 20))
            .withAlignmentRectInsets(UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        let imageView = UIImageView(image: glowing)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(imageView)
        #expect(imageView.alignmentRectInsets == UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(imageView.intrinsicContentSize == CGSize(width: 16, height: 16))
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(imageView.frame == rect(8, 8, 20, 20))
        // Without the image there are no insets.
        imageView.image = nil
        #expect(imageView.alignmentRectInsets == .zero)
    }
}
