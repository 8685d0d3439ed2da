import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// The layout's loops read views without retaining them (`Support/Borrowing.swift`): each borrowed view is one the
/// loop's caller keeps alive, and each walk reads the same views, in the same order, as the retaining loop it
/// replaces.
#if MainActorIsolation
@MainActor
#endif
@Suite struct BorrowingTests {
    @Test func aBorrowingLoopVisitsTheElementsFromItsStartInOrder() {
        let views = (0..<5).map { index -> UIView in
            let view = UIView()
            view.tag = index
            return view
        }
        var visited: [Int] = []
        views.forEachBorrowed { visited.append($0.tag) }
        #expect(visited == [0, 1, 2, 3, 4])
        visited = []
        views.forEachBorrowed(from: 3) { visited.append($0.tag) }
        #expect(visited == [3, 4])
        visited = []
        views.forEachBorrowed(from: 5) { visited.append($0.tag) }
        [UIView]().forEachBorrowed { visited.append($0.tag) }
        #expect(visited.isEmpty)
    }

    /// `root` and `depth` views below it, each the only subview of the one before.
    private func chain(below root: UIView, depth: Int) -> [UIView] {
        var chain = [root]
        for _ in 0..<depth {
            let view = UIView()
            chain.last!.addSubview(view)
            chain.append(view)
        }
        return chain
    }

    @Test func theRootTheCommonAncestorAndDescentAreFoundAtAnyDepth() {
        let root = makeRoot()
        let chain = chain(below: root, depth: 6)
        let cousin = UIView()
        chain[2].addSubview(cousin)
        let cousinChild = UIView()
        cousin.addSubview(cousinChild)
        #expect(chain[6].rootView === root && cousinChild.rootView === root && root.rootView === root)
        #expect(chain[6].nearestCommonAncestor(with: cousinChild) === chain[2])
        #expect(cousinChild.nearestCommonAncestor(with: chain[6]) === chain[2])
        #expect(chain[6].nearestCommonAncestor(with: chain[3]) === chain[3])
        #expect(chain[1].nearestCommonAncestor(with: chain[5]) === chain[1])
        #expect(chain[4].nearestCommonAncestor(with: cousin) === chain[2])
        #expect(chain[6].isDescendant(of: chain[2]) && !chain[6].isDescendant(of: cousin))
        let elsewhere = UIView()
        let elsewhereChild = UIView()
        elsewhere.addSubview(elsewhereChild)
        #expect(chain[6].nearestCommonAncestor(with: elsewhereChild) == nil)
        #expect(!elsewhereChild.isDescendant(of: root) && elsewhereChild.rootView === elsewhere)
        // The engine is the root's, found from any depth.
        let engine = root.engine
        #expect(chain[6].existingEngine === engine && cousinChild.engine === engine && elsewhere.existingEngine == nil)
    }

    @Test func aViewsLifetimeLendsItOnlyWhileItLives() {
        var lifetime: ItemLifetime?
        do {
            let view = UIView()
            lifetime = view.lifetime
            #expect(lifetime?.isAlive == true)
            #expect(lifetime?.unretainedOwner?.toOpaque() == Unmanaged.passUnretained(view).toOpaque())
        }
        #expect(lifetime?.isAlive == false)
        #expect(lifetime?.unretainedOwner == nil && lifetime?.object == nil)
    }

    @Test func aReferenceTellsWhetherItReadsAnObjectWithoutReadingIt() {
        let view = UIView(), other = UIView(), guide = UILayoutGuide()
        let foreign = NSObject()
        #expect(ItemReference<AnyObject>(view).refers(to: view) && !ItemReference<AnyObject>(view).refers(to: other))
        #expect(!ItemReference<AnyObject>(view).refers(to: nil) && !ItemReference<AnyObject>(nil).refers(to: view))
        #expect(ItemReference<AnyObject>(nil).refers(to: nil))
        #expect(ItemReference<AnyObject>(guide).refers(to: guide) && !ItemReference<AnyObject>(guide).refers(to: view))
        #expect(ItemReference<AnyObject>(foreign).refers(to: foreign) && !ItemReference<AnyObject>(foreign).refers(to: view))
        var gone: ItemReference<AnyObject>?
        do {
            let released = UIView()
            gone = ItemReference<AnyObject>(released)
            #expect(gone?.refers(to: released) == true)
        }
        #expect(gone?.refers(to: nil) == true && gone?.refers(to: view) == false)
        // A constraint's items, compared so.
        let constraint = view.widthAnchor.constraint(equalTo: other.widthAnchor)
        #expect(constraint.hasItems(view, other) && !constraint.hasItems(other, view) && !constraint.hasItems(view, nil))
        let constant = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(constant.hasItems(view, nil) && !constant.hasItems(view, other))
    }

    @Test func theLayoutDirectionIsFoundUpTheTreeAtAnyDepth() {
        let root = makeRoot()
        let chain = chain(below: root, depth: 5)
        #expect(chain.allSatisfy { $0.effectiveUserInterfaceLayoutDirection == .leftToRight })
        chain[2].semanticContentAttribute = .forceRightToLeft
        #expect(chain.map(\.effectiveUserInterfaceLayoutDirection)
            == [.leftToRight, .leftToRight, .rightToLeft, .rightToLeft, .rightToLeft, .rightToLeft])
        chain[4].semanticContentAttribute = .forceLeftToRight
        chain[3].traitOverrides.layoutDirection = .leftToRight
        #expect(chain.map(\.effectiveUserInterfaceLayoutDirection)
            == [.leftToRight, .leftToRight, .rightToLeft, .leftToRight, .leftToRight, .leftToRight])
        root.traitOverrides.layoutDirection = .rightToLeft
        chain[2].semanticContentAttribute = .unspecified
        #expect(chain.map(\.effectiveUserInterfaceLayoutDirection)
            == [.rightToLeft, .rightToLeft, .rightToLeft, .leftToRight, .leftToRight, .leftToRight])
    }

    @Test func aViewReleasedAfterItsConstraintsLeftIsSkippedWhenTheEngineSolvesAgain() {
        let root = makeRoot(width: 300, height: 200)
        let kept = UIView()
        kept.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(kept)
        NSLayoutConstraint.activate([
            kept.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            kept.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            kept.topAnchor.constraint(equalTo: root.topAnchor),
            kept.heightAnchor.constraint(equalToConstant: 20),
        ])
        weak var released: UIView?
        do {
            let gone = UIView()
            released = gone
            gone.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(gone)
            NSLayoutConstraint.activate([
                gone.leadingAnchor.constraint(equalTo: kept.leadingAnchor),
                gone.widthAnchor.constraint(equalTo: kept.widthAnchor, multiplier: 0.5),
                gone.topAnchor.constraint(equalTo: kept.bottomAnchor),
                gone.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            #expect(gone.frame == CGRect(x: 10, y: 20, width: 140, height: 20))
            gone.removeFromSuperview()
        }
        #expect(released == nil)
        // The solver still holds the released view's variables until it compacts; the next solve moves them
        // (to 0) and its owner is gone, so the engine's pass over the moved views must leave it out.
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        root.layoutIfNeeded()
        #expect(kept.frame == CGRect(x: 10, y: 0, width: 380, height: 20))
    }
}
