import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// A 320 × 480 scroll view filling a 320 × 480 root (scale 2).
@MainActor
private func makeScroll() -> (root: UIView, scroll: UIScrollView) {
    let root = makeRoot()
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    NSLayoutConstraint.activate([
        scroll.topAnchor.constraint(equalTo: root.topAnchor),
        scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    return (root, scroll)
}

/// Apple's recipe: `content` pinned by its edges to the content guide, as wide as the frame guide, 900 high.
@MainActor
private func pinContent(in scroll: UIScrollView, height: CGFloat = 900) -> UIView {
    let content = makeChild(of: scroll, id: "content")
    NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        content.heightAnchor.constraint(equalToConstant: height),
    ])
    return content
}

/// A child of `parent`, `width` × `height`, with its top and leading on the given anchors.
@MainActor
private func box(in parent: UIView, top: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor, topOffset: CGFloat = 0,
                 leadingOffset: CGFloat = 0, width: CGFloat, height: CGFloat) -> UIView {
    let view = makeChild(of: parent)
    NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: top, constant: topOffset),
        view.leadingAnchor.constraint(equalTo: leading, constant: leadingOffset),
        view.widthAnchor.constraint(equalToConstant: width),
        view.heightAnchor.constraint(equalToConstant: height),
    ])
    return view
}

private final class InsetWatcher: UIScrollView {
    var calls: [UIEdgeInsets] = []
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        calls.append(adjustedContentInset)
    }
}

private final class OffsetWatcher: UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

/// UIScrollView (TheUIKitLayer.md): guides, content size, offsets, insets.
@MainActor
@Suite struct ScrollViewTests {
    // MARK: §4 defaults, §4.1 members

    @Test func aNewScrollViewClipsHasNoIntrinsicSizeAndUIKitsDefaults() {
        let scroll = UIScrollView()
        #expect(scroll.frame == .zero)
        #expect(scroll.clipsToBounds)
        #expect(scroll.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(scroll.contentSize == .zero)
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.contentInset == .zero)
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.automatic.rawValue == 0)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes.rawValue == 1)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
        #expect(scroll.isScrollEnabled && scroll.bounces && scroll.scrollsToTop)
        #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator)
        #expect(!scroll.isPagingEnabled && !scroll.isDirectionalLockEnabled)
        #expect(!scroll.alwaysBounceVertical && !scroll.alwaysBounceHorizontal)
        #expect(scroll.keyboardDismissMode == .none && scroll.indicatorStyle == .default)
        #expect(scroll.decelerationRate == .normal && scroll.decelerationRate.rawValue == 0.998)
        #expect(scroll.zoomScale == 1 && scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1)
        #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
        #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
        #expect(scroll.description.contains("clipsToBounds = YES"))
    }

    @Test func contentOffsetIsTheBoundsOriginBothWays() {
        let scroll = UIScrollView(frame: rect(0, 0, 100, 100))
        scroll.contentOffset = CGPoint(x: 5, y: 40)
        #expect(scroll.bounds == rect(5, 40, 100, 100))
        scroll.bounds.origin = CGPoint(x: -3, y: 7)
        #expect(scroll.contentOffset == CGPoint(x: -3, y: 7))
        scroll.setContentOffset(CGPoint(x: 0, y: 900), animated: true)   // at once, not clamped
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 900))
    }

    @Test func theDelegateHearsEveryOffsetChange() {
        let scroll = UIScrollView(frame: rect(0, 0, 100, 100))
        let watcher = OffsetWatcher()
        scroll.delegate = watcher
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.contentOffset = CGPoint(x: 0, y: 10)   // unchanged: not a scroll
        scroll.bounds.origin.y = 30
        #expect(watcher.offsets == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 30)])
    }

    // MARK: §4.2 guides

    @Test func theGuidesAreSystemGuidesWithUIKitsIdentifiers() {
        let scroll = UIScrollView()
        let content = scroll.contentLayoutGuide
        let frame = scroll.frameLayoutGuide
        #expect(content === scroll.contentLayoutGuide && frame === scroll.frameLayoutGuide)
        #expect(content.identifier == "UIScrollViewContentLayoutGuide")
        #expect(frame.identifier == "UIScrollViewFrameLayoutGuide")
        #expect(scroll.layoutGuides.count == 2)
        let diagnostics = collecting { scroll.removeLayoutGuide(content) }
        #expect(diagnostics.map(\.kind) == [.invalidArgument])
        #expect(content.owningView === scroll)
    }

    @Test func applesRecipeSizesTheContentFromItsConstraints() {
        // Content: top, leading, trailing, bottom on the content guide; width == frame width 320; height 900.
        // So the content guide is (0, 0, 320, 900): content frame (0, 0, 320, 900), contentSize (320, 900); the
        // scroll view keeps its frame (0, 0, 320, 480) (contentSize never sizes it).
        let (root, scroll) = makeScroll()
        let content = pinContent(in: scroll)
        root.layoutIfNeeded()
        #expect(content.frame == rect(0, 0, 320, 900))
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
        #expect(scroll.frame == rect(0, 0, 320, 480))
        #expect(scroll.contentLayoutGuide.layoutFrame == rect(0, 0, 320, 900))
        #expect(scroll.frameLayoutGuide.layoutFrame == rect(0, 0, 320, 480))
        #expect(!content.hasAmbiguousLayout)
    }

    @Test func theContentSizeIsTheContentsSnappedSizeWhereTheScrollViewSitsOnAFractionOfAPixel() {
        // Edges snap in the root's space (scale 2: halves). The scroll view's top at 0.25 puts the content's
        // edges at 0.25 and 100.5, which snap to 0.5 and 100.5: the content view is 100 high, and so is the
        // content size. (The guide's rect snapped as measured from the scroll view, 0 and 100.25, gave 100.5.)
        let root = makeRoot()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        NSLayoutConstraint.activate(placement(of: scroll, at: rect(0, 0.25, 320, 400)))
        let content = pinContent(in: scroll, height: 100.25)
        root.layoutIfNeeded()
        #expect(content.frame == rect(0, 0, 320, 100))
        #expect(scroll.contentSize == CGSize(width: 320, height: 100))
    }

    @Test func theLegacyRuleAttachesEdgesToTheContentAndSizesToTheFrame() {
        // Apple's recipe written against the scroll view itself (TheUIKitLayer.md): the edges mean the content
        // guide's, the width the frame's. Same frames as with the guides: (0, 0, 320, 900).
        let (root, scroll) = makeScroll()
        let content = makeChild(of: scroll, id: "content")
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == rect(0, 0, 320, 900))
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
        #expect(scroll.frame == rect(0, 0, 320, 480))
    }

    @Test func theLegacyRuleInsetsMarginsFromTheContentEdges() {
        // content.leading == scroll.leadingMargin, trailing == trailingMargin (margins 8), top == topMargin,
        // bottom == bottomMargin, height 900, width == scroll.width − 16: content (8, 8, 304, 900), so the
        // content guide is 8 + 304 + 8 = 320 wide and 8 + 900 + 8 = 916 high.
        let (root, scroll) = makeScroll()
        let content = makeChild(of: scroll)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.layoutMarginsGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 8),
            NSLayoutConstraint(item: content, attribute: .trailing, relatedBy: .equal, toItem: scroll,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: content, attribute: .bottom, relatedBy: .equal, toItem: scroll,
                               attribute: .bottomMargin, multiplier: 1, constant: 0),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor, constant: -16),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == rect(8, 8, 304, 900))
        #expect(scroll.contentSize == CGSize(width: 320, height: 916))
    }

    @Test func theLegacyRuleCentresOnTheFrame() {
        // badge 40 × 40 centred on the scroll view: the frame guide's centre (160, 240), so (140, 220); the
        // content (Apple's recipe, 900 high) does not move it.
        let (root, scroll) = makeScroll()
        _ = pinContent(in: scroll)
        let badge = makeChild(of: scroll)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == rect(140, 220, 40, 40))
    }

    @Test func theLegacyRuleReadsBaselinesAsTheContentBottomAndCentresWithinMarginsOnTheFrame() {
        // The §4.4 rows not covered above. Apple's recipe makes the content 320 × 900. The scroll view has no
        // text, so its baselines are its bottom, which for an item inside it is the content guide's: a footer
        // with top == scroll.lastBaseline sits at y = 900, a tag with bottom == scroll.firstBaseline ends there
        // (10 high: y = 890). Centres within margins are the frame guide's inset by the effective margins
        // (top 20, leading 40, bottom 0, trailing 0): (40, 20, 280, 460), centre (180, 250), so a 20 × 20 dot
        // is at (170, 240).
        let (root, scroll) = makeScroll()
        _ = pinContent(in: scroll)
        scroll.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 40, bottom: 0, trailing: 0)
        let footer = box(in: scroll, top: scroll.lastBaselineAnchor, leading: scroll.leadingAnchor, width: 320,
                         height: 10)
        let tag = makeChild(of: scroll)
        let dot = makeChild(of: scroll)
        NSLayoutConstraint.activate([
            tag.bottomAnchor.constraint(equalTo: scroll.firstBaselineAnchor),
            tag.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            tag.widthAnchor.constraint(equalToConstant: 10), tag.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal, toItem: scroll,
                               attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: dot, attribute: .centerY, relatedBy: .equal, toItem: scroll,
                               attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            dot.widthAnchor.constraint(equalToConstant: 20), dot.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(footer.frame == rect(0, 900, 320, 10))
        #expect(tag.frame == rect(0, 890, 10, 10))
        #expect(dot.frame == rect(170, 240, 20, 20))
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    }

    @Test func constraintsToItemsOutsideUseTheScrollViewsFrame() {
        // footer.top == scroll.bottom (both children of root): the scroll view's frame bottom, 300, not the
        // content's. Scroll view 300 high, content 900.
        let root = makeRoot()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let footer = makeChild(of: root)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 320),
            scroll.heightAnchor.constraint(equalToConstant: 300),
            footer.topAnchor.constraint(equalTo: scroll.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 320),
            footer.heightAnchor.constraint(equalToConstant: 20),
        ])
        _ = pinContent(in: scroll)
        root.layoutIfNeeded()
        #expect(footer.frame == rect(0, 300, 320, 20))
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    }

    // MARK: §4.3 offsets

    @Test func scrollingMovesNoContentFrameAndFrameGuidePinnedViewsFollow() {
        // Content pinned to the content guide keeps (0, 0, 320, 900) at every offset. A header pinned to the
        // frame guide's top and leading (320 × 44) sits at the offset: (0, 200) at contentOffset.y == 200, so on
        // screen it stays at the top: convert gives (0, 0) in the root.
        let (root, scroll) = makeScroll()
        let content = pinContent(in: scroll)
        let header = box(in: scroll, top: scroll.frameLayoutGuide.topAnchor,
                         leading: scroll.frameLayoutGuide.leadingAnchor, width: 320, height: 44)
        root.layoutIfNeeded()
        #expect(header.frame == rect(0, 0, 320, 44))
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        root.layoutIfNeeded()
        #expect(content.frame == rect(0, 0, 320, 900))
        #expect(header.frame == rect(0, 200, 320, 44))
        #expect(scroll.frameLayoutGuide.layoutFrame == rect(0, 200, 320, 480))
        #expect(header.convert(header.bounds, to: root) == rect(0, 0, 320, 44))
        #expect(content.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: -200))
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    }

    @Test func anOffsetChangeIsOneConstantEditPerAxisForFrameGuidePinnedViews() throws {
        let (root, scroll) = makeScroll()
        _ = pinContent(in: scroll)
        let header = box(in: scroll, top: scroll.frameLayoutGuide.topAnchor,
                         leading: scroll.frameLayoutGuide.leadingAnchor, width: 320, height: 44)
        root.layoutIfNeeded()
        let before = try #require(root.layoutEngineStatistics)
        scroll.contentOffset = CGPoint(x: 0, y: 120)   // one axis changes: one edit
        root.layoutIfNeeded()
        let middle = try #require(root.layoutEngineStatistics)
        #expect(middle.constantsUpdated - before.constantsUpdated == 1)
        #expect(middle.constraintsAdded == before.constraintsAdded)
        scroll.contentOffset = CGPoint(x: 10, y: 130)   // both axes: two edits
        root.layoutIfNeeded()
        let after = try #require(root.layoutEngineStatistics)
        #expect(after.constantsUpdated - middle.constantsUpdated == 2)
        #expect(header.frame == rect(10, 130, 320, 44))
    }

    @Test func anOffsetChangeCostsNoSolverWorkWhenNothingDependsOnIt() throws {
        // Fifty rows stacked in the content guide (each 20 high), nothing on the frame guide's position.
        let (root, scroll) = makeScroll()
        var previous: NSLayoutYAxisAnchor = scroll.contentLayoutGuide.topAnchor
        var rows: [UIView] = []
        for _ in 0..<50 {
            let row = makeChild(of: scroll)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: previous),
                row.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                row.widthAnchor.constraint(equalToConstant: 320),
                row.heightAnchor.constraint(equalToConstant: 20),
            ])
            previous = row.bottomAnchor
            rows.append(row)
        }
        previous.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 0, height: 1000))   // width left free: the value set (0)
        let before = try #require(root.layoutEngineStatistics)
        for step in 1...5 {
            scroll.contentOffset = CGPoint(x: 0, y: CGFloat(step * 100))
            root.layoutIfNeeded()
        }
        let after = try #require(root.layoutEngineStatistics)
        #expect(after == before)
        #expect(rows[49].frame == rect(0, 980, 320, 20))
    }

    @Test func aContentViewPinnedToAnOuterViewFloatsAtItsVisiblePosition() {
        // TheUIKitLayer.md worked: badge.top == root.top + 10 (installed on the root); at contentOffset.y == 200
        // the badge is measured where it shows, so its frame (content coordinates) has minY 10 + 200 = 210.
        let (root, scroll) = makeScroll()
        _ = pinContent(in: scroll)
        let badge = box(in: scroll, top: root.topAnchor, leading: root.leadingAnchor, topOffset: 10,
                        leadingOffset: 10, width: 30, height: 30)
        root.layoutIfNeeded()
        #expect(badge.frame == rect(10, 10, 30, 30))
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        root.layoutIfNeeded()
        #expect(badge.frame == rect(10, 210, 30, 30))
        #expect(badge.convert(badge.bounds, to: root) == rect(10, 10, 30, 30))
    }

    @Test func theScrollViewsOwnMarginsAndSafeAreaGuidesAreAttachedToTheFrame() {
        // A label pinned to the scroll view's margins guide (top 8, leading 8) and one pinned to its safe area
        // guide (safe area zero): at contentOffset (0, 300) they sit at the offset plus their inset, (8, 308)
        // and (0, 300), so they do not scroll; the margins guide's frame is (8, 308, 304, 464).
        let (root, scroll) = makeScroll()
        _ = pinContent(in: scroll)
        let marginal = box(in: scroll, top: scroll.layoutMarginsGuide.topAnchor,
                           leading: scroll.layoutMarginsGuide.leadingAnchor, width: 50, height: 20)
        let safe = box(in: scroll, top: scroll.safeAreaLayoutGuide.topAnchor,
                       leading: scroll.safeAreaLayoutGuide.leadingAnchor, width: 50, height: 20)
        root.layoutIfNeeded()
        #expect(marginal.frame == rect(8, 8, 50, 20))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(marginal.frame == rect(8, 308, 50, 20))
        #expect(safe.frame == rect(0, 300, 50, 20))
        #expect(scroll.layoutMarginsGuide.layoutFrame == rect(8, 308, 304, 464))
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    }

    @Test func offsetsAddUpAcrossNestedScrollViews() {
        // An inner scroll view (0, 100, 320, 200) inside the outer one's content; a dot inside the inner one
        // pinned to the root (top + 40). Outer offset 50, inner offset 30: the dot is measured where it shows,
        // so its frame in the inner content is 40 + 50 (outer) + 30 (inner) − 100 (the inner's minY) = 20.
        let (root, outer) = makeScroll()
        let content = pinContent(in: outer)
        let inner = UIScrollView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(inner)
        let dot = makeChild(of: inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: content.topAnchor, constant: 100),
            inner.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 320),
            inner.heightAnchor.constraint(equalToConstant: 200),
            dot.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            dot.leadingAnchor.constraint(equalTo: inner.contentLayoutGuide.leadingAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        outer.contentOffset = CGPoint(x: 0, y: 50)
        inner.contentOffset = CGPoint(x: 0, y: 30)
        root.layoutIfNeeded()
        #expect(inner.frame == rect(0, 100, 320, 200))
        #expect(dot.frame == rect(0, 20, 10, 10))
        #expect(dot.convert(dot.bounds, to: root) == rect(0, 40, 10, 10))
    }

    @Test func aNonFiniteOffsetIsRefusedAndTheOffsetKept() {
        let (root, scroll) = makeScroll()
        _ = pinContent(in: scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        let diagnostics = collecting {
            scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
            scroll.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
            scroll.scrollRectToVisible(rect(0, .nan, 10, 10), animated: false)
        }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue, .nonFiniteValue, .nonFiniteValue])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    }

    // MARK: §4.5 content size

    @Test func aContentSizeSetDirectlyHoldsWhereNothingConstrainsTheGuide() {
        // No constraint on the guide's size: the guide keeps the value set, (500, 2000), and is not ambiguous.
        let (root, scroll) = makeScroll()
        scroll.contentSize = CGSize(width: 500, height: 2000)
        let guide = scroll.contentLayoutGuide
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 500, height: 2000))
        #expect(guide.layoutFrame == rect(0, 0, 500, 2000))
        scroll.contentSize = CGSize(width: 100, height: 100)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 0, 100, 100))
    }

    @Test func constraintsOverwriteADirectContentSizeAtTheNextPass() {
        let (root, scroll) = makeScroll()
        _ = pinContent(in: scroll)
        root.layoutIfNeeded()
        scroll.contentSize = CGSize(width: 10, height: 10)
        #expect(scroll.contentSize == CGSize(width: 10, height: 10))
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    }

    @Test func aNegativeOrNonFiniteContentSizeIsRefused() {
        let scroll = UIScrollView(frame: rect(0, 0, 100, 100))
        scroll.contentSize = CGSize(width: 50, height: 60)
        let diagnostics = collecting {
            scroll.contentSize = CGSize(width: -1, height: 60)
            scroll.contentSize = CGSize(width: 50, height: CGFloat.nan)
        }
        #expect(diagnostics.map(\.kind) == [.invalidArgument, .nonFiniteValue])
        #expect(diagnostics.map(\.severity) == [.warning, .error])
        #expect(scroll.contentSize == CGSize(width: 50, height: 60))
    }

    // MARK: §4.6 adjusted content inset

    @Test func adjustedInsetFollowsEachBehaviour() {
        // Root safe area (44, 10, 34, 20) (top, left, bottom, right); the scroll view fills the root, so its own
        // safe area is the same. contentInset (1, 2, 3, 4).
        let (root, scroll) = makeScroll()
        root.safeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 20)
        scroll.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scroll.contentSize = CGSize(width: 320, height: 900)   // scrolls vertically only
        _ = scroll.safeAreaLayoutGuide
        root.layoutIfNeeded()
        #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 20))
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 45, left: 12, bottom: 37, right: 24))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        // 900 > 480 vertically; 320 is not > 320 horizontally.
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 45, left: 2, bottom: 37, right: 4))
        scroll.contentInsetAdjustmentBehavior = .automatic
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 45, left: 2, bottom: 37, right: 4))
        scroll.alwaysBounceHorizontal = true
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 45, left: 12, bottom: 37, right: 24))
        scroll.contentSize = CGSize(width: 320, height: 100)
        scroll.alwaysBounceHorizontal = false
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 45, left: 2, bottom: 37, right: 4))
    }

    @Test func aNegativeContentInsetIsKeptAndANonFiniteOneRefused() {
        let scroll = UIScrollView(frame: rect(0, 0, 100, 100))
        scroll.contentInset = UIEdgeInsets(top: -10, left: 0, bottom: -5, right: 0)
        let diagnostics = collecting {
            scroll.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
        #expect(scroll.contentInset == UIEdgeInsets(top: -10, left: 0, bottom: -5, right: 0))
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: -10, left: 0, bottom: -5, right: 0))
    }

    @Test func adjustedContentInsetDidChangeIsCalledOncePerChange() {
        let root = makeRoot()
        let scroll = InsetWatcher(frame: rect(0, 0, 320, 480))
        root.addSubview(scroll)
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.calls.isEmpty)   // the safe area is zero: nothing changed
        scroll.contentInset.top = 5
        scroll.contentInset.top = 5
        #expect(scroll.calls == [UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)])
        root.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(scroll.calls.last == UIEdgeInsets(top: 25, left: 0, bottom: 0, right: 0))
        #expect(scroll.calls.count == 2)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.calls.count == 3)
        #expect(scroll.calls.last == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    }

    // MARK: scrollRectToVisible [more]

    @Test func scrollRectToVisibleMovesTheLeastAndStaysInTheContent() {
        // 320 × 480 bounds, content 320 × 900. A rect at y 800…840 is below: offset 840 − 480 = 360. A rect at
        // y 100…120 is above 360: offset 100. A rect at 890…960 asks for 480, clamped to 900 − 480 = 420.
        let (root, scroll) = makeScroll()
        _ = pinContent(in: scroll)
        root.layoutIfNeeded()
        scroll.scrollRectToVisible(rect(0, 800, 10, 40), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 360))
        scroll.scrollRectToVisible(rect(0, 100, 10, 20), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        scroll.scrollRectToVisible(rect(0, 890, 10, 70), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 420))
    }
}
