import Foundation
import Testing
@testable import SwiftLayoutPlatform

/// Seed 004's profile view, as its author wrote it, with its image view and stack view replaced by plain
/// views (UIImageView and UIStackView belong to another issue).
private final class ProfileView: UIView {
    private enum Constants {
        static let imageLeading: CGFloat = 16
        static let imageHeight: CGFloat = 80
        static let imageWidth: CGFloat = 80
        static let imageToStackSpacing: CGFloat = 48
        static let stackTop: CGFloat = 8
        static let stackBotton: CGFloat = -8
        static let stackTrailing: CGFloat = -8
    }

    lazy var imageView: UIView = {
        let imageView = UIView()
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.layer.borderWidth = 1
        imageView.clipsToBounds = true
        return imageView
    }()

    lazy var stackView: UIView = {
        let stackView = UIView()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        return stackView
    }()

    var layoutCount = 0

    init(frame: CGRect, scale: CGFloat) {
        super.init(frame: frame)
        contentScaleFactor = scale
        buildViewHierarchy()
        setupConstraints()
        layer.cornerRadius = 8
        layer.borderWidth = 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func buildViewHierarchy() {
        addSubview(imageView)
        addSubview(stackView)
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Constants.imageLeading),
            imageView.heightAnchor.constraint(equalToConstant: Constants.imageHeight),
            imageView.widthAnchor.constraint(equalToConstant: Constants.imageWidth),

            stackView.topAnchor.constraint(equalTo: topAnchor, constant: Constants.stackTop),
            stackView.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: Constants.imageToStackSpacing),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: Constants.stackTrailing),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: Constants.stackBotton),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        imageView.layer.cornerRadius = imageView.frame.width / 2
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct LayoutScenarioTests {
    @Test func seed004ProfileViewLaysOutAsOnIOS() {
        let profile = ProfileView(frame: rect(0, 0, 375, 120), scale: 2)
        let diagnostics = collecting { profile.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(profile.imageView.frame == rect(16, 20, 80, 80))
        #expect(profile.stackView.frame == rect(144, 8, 223, 104))
        #expect(profile.imageView.layer.cornerRadius == 40)
        #expect(profile.constraints.count == 6)
        #expect(profile.imageView.constraints.count == 2)
    }

    @Test func aProfileBuiltAloneMergesIntoAScreen() {
        let screen = makeRoot(width: 375, height: 667)
        let profile = ProfileView(frame: .zero, scale: 2)
        profile.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(profile)
        NSLayoutConstraint.activate([
            profile.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            profile.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            profile.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            profile.heightAnchor.constraint(equalToConstant: 120),
        ])
        screen.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(collecting { screen.layoutIfNeeded() }.isEmpty)
        #expect(profile.frame == rect(0, 20, 375, 120))
        #expect(profile.imageView.frame == rect(16, 20, 80, 80))
        #expect(profile.stackView.frame == rect(144, 8, 223, 104))
        #expect(profile.imageView.layer.cornerRadius == 40)
        #expect(profile.layoutCount == 1)
        #expect(!profile.hasAmbiguousLayout && !profile.imageView.hasAmbiguousLayout)
    }

    @Test func layoutSubviewsOverrideSeesWrittenFramesAndRunsOncePerPass() {
        let profile = ProfileView(frame: rect(0, 0, 375, 120), scale: 2)
        profile.layoutIfNeeded()
        #expect(profile.layoutCount == 1)
        profile.layoutIfNeeded()
        #expect(profile.layoutCount == 1)
        profile.frame = rect(0, 0, 375, 200)
        profile.layoutIfNeeded()
        #expect(profile.layoutCount == 2)
        #expect(profile.imageView.frame == rect(16, 60, 80, 80))
        #expect(profile.stackView.frame == rect(144, 8, 223, 184))
    }

    @Test func rowOfEqualWidthViews() {
        let root = makeRoot(width: 320, height: 100)
        let views = (0..<3).map { _ in makeChild(of: root) }
        var constraints: [NSLayoutConstraint] = [
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        ]
        for (index, view) in views.enumerated() {
            constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
            if index > 0 {
                constraints.append(view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 5))
                constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor))
            }
        }
        NSLayoutConstraint.activate(constraints)
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        // (320 - 20 - 10) / 3 = 96.667: edges snap to the half-point grid.
        #expect(views.map(\.frame) == [rect(10, 0, 96.5, 44), rect(111.5, 0, 97, 44), rect(213.5, 0, 96.5, 44)])
    }

    @Test func viewCentredWithAMultiplier() {
        let root = makeRoot(width: 400, height: 300)
        let container = makeChild(of: root)
        let child = makeChild(of: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: container,
                               attribute: .centerX, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: container,
                               attribute: .centerY, multiplier: 1.5, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(container.frame == rect(100, 50, 200, 100))
        // Measured in the container's space (where the constraint is installed): centre at 0.5 × 100 = 50.
        #expect(child.frame == rect(40, 70, 20, 10))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let root = makeRoot(width: 300, height: 100)
        root.semanticContentAttribute = .forceRightToLeft
        let a = makeChild(of: root), b = makeChild(of: root), c = makeChild(of: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.widthAnchor.constraint(equalToConstant: 40),
            // An inequality along the reading direction: c stays after a, whichever way text runs.
            c.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 10),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            c.widthAnchor.constraint(equalToConstant: 30),
        ] + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(a.frame == rect(230, 0, 50, 10))
        #expect(b.frame == rect(180, 0, 40, 10))
        #expect(c.frame == rect(0, 0, 30, 10))
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        root.semanticContentAttribute = .forceLeftToRight
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(a.frame == rect(20, 0, 50, 10))
        #expect(b.frame == rect(80, 0, 40, 10))
        #expect(c.frame == rect(270, 0, 30, 10))
    }

    @Test func huggingLosesToCompressionResistance() {
        let root = makeRoot(width: 200, height: 50)
        let left = IntrinsicView(CGSize(width: 120, height: 20))
        let right = IntrinsicView(CGSize(width: 120, height: 20))
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        right.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(collecting { root.layoutIfNeeded() }.isEmpty)
        #expect(right.frame == rect(80, 0, 120, 20))
        #expect(left.frame == rect(0, 0, 80, 20))
        // With room to spare, the lower hugging priority stretches.
        root.frame = rect(0, 0, 300, 50)
        left.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(left.frame == rect(0, 0, 180, 20))
        #expect(right.frame == rect(180, 0, 120, 20))
    }

    @Test func intrinsicSizeChangesInPlace() {
        let root = makeRoot()
        let view = IntrinsicView(CGSize(width: 50, height: 20))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 50, 20))
        let before = root.engine.solver.statistics
        view.size = CGSize(width: 70, height: 20)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 70, 20))
        let after = root.engine.solver.statistics
        #expect(after.constraintsAdded == before.constraintsAdded)
        #expect(after.constraintsRemoved == before.constraintsRemoved)
        // One solver constraint holds the width's content size (an excess weighing the hugging, a shortfall the
        // compression resistance): one constant to update.
        #expect(after.constantsUpdated == before.constantsUpdated + 1)
    }

    @Test func aContentSizeFollowsItsPrioritiesBetweenOptionalAndRequired() {
        // A 100-wide view squeezed to 60 by a width at 500: its compression resistance decides.
        let root = makeRoot()
        let view = IntrinsicView(CGSize(width: 100, height: 20))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let squeeze = view.widthAnchor.constraint(equalToConstant: 60)
        squeeze.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor), squeeze,
        ])
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 100, 20))   // compression resistance 750 holds
        view.setContentCompressionResistancePriority(UILayoutPriority(499), for: .horizontal)
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 60, 20))
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 100, 20))
        // Stretched to 140 at 500: the hugging decides, required or not.
        squeeze.constant = 140
        view.setContentHuggingPriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 100, 20))
        view.setContentHuggingPriority(UILayoutPriority(499), for: .horizontal)
        view.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 140, 20))
        view.setContentHuggingPriority(UILayoutPriority(501), for: .horizontal)
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 100, 20))
    }

    @Test func changingAConstantIsOneInPlaceUpdate() {
        let root = makeRoot()
        let child = makeChild(of: root)
        let height = child.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor), child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), height,
        ])
        root.layoutIfNeeded()
        let before = root.engine.solver.statistics
        height.constant = 100
        root.layoutIfNeeded()
        let after = root.engine.solver.statistics
        #expect(child.frame.height == 100)
        #expect(after.constantsUpdated == before.constantsUpdated + 1)
        #expect(after.constraintsAdded == before.constraintsAdded)
        #expect(after.constraintsRemoved == before.constraintsRemoved)
        // Nothing changed: no solver work.
        let idle = root.engine.solver.statistics
        root.layoutIfNeeded()
        let after2 = root.engine.solver.statistics
        let counts: [Int] = [after2.constraintsAdded, after2.constraintsRemoved, after2.constantsUpdated, after2.pivots]
        let idleCounts: [Int] = [idle.constraintsAdded, idle.constraintsRemoved, idle.constantsUpdated, idle.pivots]
        #expect(counts == idleCounts)
    }

    @Test func resizingTheRootIsAnEdit() {
        let root = makeRoot(width: 100, height: 100)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        let before = root.engine.solver.statistics
        root.frame = rect(0, 0, 200, 100)
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 200, 100))
        let after = root.engine.solver.statistics
        #expect(after.constantsUpdated == before.constantsUpdated + 1)
        #expect(after.constraintsAdded == before.constraintsAdded)
    }

    @Test func pixelSnappingFollowsTheRootScale() {
        let root = makeRoot()
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.3),
            child.widthAnchor.constraint(equalToConstant: 19.9),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == rect(10.5, 0, 19.5, 10))
        root.contentScaleFactor = 3
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(abs(child.frame.minX - 31.0 / 3) < 1e-9)
    }
}
