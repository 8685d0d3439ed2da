import Testing
import SwiftLayout

// The examples of SwiftLayout's README (seed 002), compiled and checked, with the README's own views
// (UILabel, UIButton, UIImageView, UIImage(systemName:)). Where the README leaves a view's content out
// (the parentheses of the logo), an image of a fixed size gives it its intrinsic size.

/// The README's brand colour (an extension the README's project defines).
extension UIColor {
    static let SLColor = UIColor(red: 0.96, green: 0.38, blue: 0.24, alpha: 1)
}

/// The README's opening example.
final class LogoView: UIView, Layoutable {
    var activation: Activation?
    let leftParenthesis = UIImageView(image: UIImage(size: CGSize(width: 20, height: 100)))
    let viewLogo = UIImageView()
    let constraintLogo = UIImageView()
    let rightParenthesis = UIImageView(image: UIImage(size: CGSize(width: 20, height: 100)))

    @LayoutBuilder var layout: some Layout {
        self.sublayout {
            leftParenthesis.anchors {
                Anchors.leading.equalToSuper(constant: 16)
                Anchors.centerY
            }
            viewLogo.anchors {
                Anchors.leading.equalTo(leftParenthesis, attribute: .trailing, constant: 20)
                Anchors.centerY.equalToSuper(constant: 30)
                Anchors.size(width: 200, height: 200)
            }
            UIImageView().identifying("plus").config { imageView in
                imageView.image = UIImage(systemName: "plus")
                imageView.tintColor = .SLColor
            }.anchors {
                Anchors.center(offsetY: 30)
                Anchors.size(width: 150, height: 150)
            }
            constraintLogo.anchors {
                Anchors.trailing.equalTo(rightParenthesis.leadingAnchor)
                Anchors.centerY.equalTo("plus")
                Anchors.size(width: 200, height: 150)
            }
            rightParenthesis.anchors {
                Anchors.trailing.equalToSuper(constant: -16)
                Anchors.centerY
            }
        }
    }
}

/// The README's Layoutable and LayoutProperty examples.
final class NameView: UIView, Layoutable {
    var activation: Activation?
    let firstNameLabel = UILabel()
    let middleNameLabel = UILabel()
    let lastNameLabel = UILabel()
    @LayoutProperty var showMiddleName: Bool = false

    var layout: some Layout {
        self.sublayout {
            firstNameLabel
            if showMiddleName {
                middleNameLabel
            }
            lastNameLabel
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        self.sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// The README's animation example.
final class PreviewView: UIView, Layoutable {
    var capTop = true {
        didSet {
            UIView.animate(withDuration: 1.0) {
                self.sl.updateLayout(forceLayout: true)
            }
        }
    }

    let cap = UIButton()
    let shoe = UIButton()
    let title = UILabel()

    var top: UIButton { capTop ? cap : shoe }
    var bottom: UIButton { capTop ? shoe : cap }

    var activation: Activation?

    var layout: some Layout {
        self.sublayout {
            top.anchors {
                Anchors.cap()
            }
            bottom.anchors {
                Anchors.top.equalTo(top.bottomAnchor)
                Anchors.height.equalTo(top)
                Anchors.shoe()
            }
            title.config { label in
                label.text = "Top Title"
                UIView.transition(with: label, duration: 1.0, options: [.beginFromCurrentState, .transitionCrossDissolve]) {
                    label.textColor = self.capTop ? .black : .yellow
                }
            }.anchors {
                Anchors.center(top)
            }
            UILabel().config { label in
                label.text = "Bottom Title"
                label.textColor = capTop ? .yellow : .black
            }.identifying("title.bottom").anchors {
                Anchors.center(bottom)
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        initViews()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        initViews()
    }

    func initViews() {
        cap.backgroundColor = .yellow
        shoe.backgroundColor = .black
        cap.addAction(.init(handler: { [weak self] _ in
            self?.capTop.toggle()
        }), for: .touchUpInside)
        shoe.addAction(.init(handler: { [weak self] _ in
            self?.capTop.toggle()
        }), for: .touchUpInside)
        self.accessibilityIdentifier = "root"
        updateIdentifiers(rootObject: self)
        self.sl.updateLayout()
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct ReadmeExamplesTests {
    @Test func theOpeningExampleLaysOut() throws {
        let logo = LogoView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let (_, diagnostics) = LayoutDiagnostics.collect {
            logo.sl.updateLayout()
            logo.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty)
        #expect(logo.leftParenthesis.f == [16, 150, 20, 100])
        #expect(logo.viewLogo.f == [56, 130, 200, 200])
        let plus = try #require(logo.activation?.viewForIdentifier("plus") as? UIImageView)
        #expect(plus.f == [225, 155, 150, 150])
        #expect(plus.image != nil)
        #expect(plus.tintColor == .SLColor)
        #expect(logo.rightParenthesis.f == [564, 150, 20, 100])
        #expect(logo.constraintLogo.f == [364, 155, 200, 150])
        // The README's point: the constraint logo ends where the right parenthesis begins, centred on "plus".
        #expect(logo.constraintLogo.frame.maxX == logo.rightParenthesis.frame.minX)
        #expect(logo.constraintLogo.frame.midY == plus.frame.midY)
        #expect(try #require(logo.activation).diagnostics.isEmpty)
    }

    @Test func layoutBuilderIsAddSubview() {
        let view = UIView(), subview = UIView(), subsubview = UIView(), subsub2view = UIView()
        @LayoutBuilder var layout: some Layout {
            view.sublayout {
                subview.sublayout {
                    subsubview
                    subsub2view
                }
            }
        }
        layout.finalActive()
        #expect(view.subviews == [subview])
        #expect(subview.subviews == [subsubview, subsub2view])
    }

    @Test func anchorsExamples() {
        // Each README snippet on its own view (together they would conflict).
        /// (first attribute, second attribute, related to the superview, multiplier, constant) of each constraint.
        func constraints(@AnchorsBuilder _ build: () -> Anchors)
            -> [(firstAttribute: NSLayoutConstraint.Attribute, secondAttribute: NSLayoutConstraint.Attribute,
                 toSuperview: Bool, multiplier: CGFloat, constant: CGFloat)] {
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let selfview = UIView()
            let activation = superview.sublayout { selfview.anchors(build) }.active()
            #expect(activation.diagnostics.isEmpty)
            return activation.recordedConstraints.map {
                ($0.firstAttribute, $0.secondAttribute, $0.secondItem === superview, $0.multiplier, $0.constant)
            }
        }
        let superview = UIView()
        let explicit = superview.sublayout {
            UIView().anchors { Anchors.top.equalTo(superview, attribute: .top, constant: 10) }
        }.active()
        #expect(explicit.recordedConstraints.map { "\($0.firstAttribute.rawValue) \($0.secondItem === superview) \($0.constant)" }
            == ["3 true 10.0"])
        #expect(constraints { Anchors.top.bottom }.map(\.firstAttribute) == [.top, .bottom])
        let constant = constraints { Anchors.top.constant(10) }
        #expect(constant.map(\.constant) == [10] && constant[0].secondAttribute == .top)
        #expect(constraints { Anchors.top.multiplier(10) }.map(\.multiplier) == [10])
        // `equalToSuper(constant:)` on width/height relates to the superview (TheDSL.md), not a constant size.
        let sizes = constraints { Anchors.width.height.equalToSuper(constant: 10) }
        #expect(sizes.map(\.firstAttribute) == [.width, .height])
        #expect(sizes.allSatisfy { $0.toSuperview && $0.constant == 10 })
    }

    @Test func nestedAndSplitHierarchiesGiveTheSameResult() throws {
        /// The frames of the superview's subview and of its subview, after activating `layout`.
        func frames(_ layout: some Layout) throws -> [[CGFloat]] {
            let superview = try #require(layout.view)
            superview.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
            let activation = layout.active()
            superview.layoutIfNeeded()
            #expect(activation.diagnostics.isEmpty)
            let selfview = try #require(superview.subviews.first)
            let subview = try #require(selfview.subviews.first)
            #expect(superview.subviews.count == 1 && selfview.subviews.count == 1)
            return [selfview.f, subview.f]
        }
        let superview = UIView(), selfview = UIView(), subview = UIView()
        @LayoutBuilder func nested() -> some Layout {
            superview.sublayout {
                selfview.anchors {
                    Anchors.allSides()
                }.sublayout {
                    subview.anchors {
                        Anchors.allSides()
                    }
                }
            }
        }
        let nestedFrames = try frames(nested())
        #expect(nestedFrames == [[0, 0, 100, 80], [0, 0, 100, 80]])
        let superview2 = UIView(), selfview2 = UIView(), subview2 = UIView()
        @LayoutBuilder func split() -> some Layout {
            superview2.sublayout {
                selfview2.anchors {
                    Anchors.allSides()
                }
            }
            selfview2.sublayout {
                subview2.anchors {
                    Anchors.allSides()
                }
            }
        }
        // The split form is a list of two trees (no single root): laid out from superview2.
        superview2.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        let activation = split().active()
        superview2.layoutIfNeeded()
        #expect(activation.diagnostics.isEmpty)
        #expect(selfview2.superview === superview2 && subview2.superview === selfview2)
        #expect([selfview2.f, subview2.f] == nestedFrames)
    }

    @Test func activeAndUpdateWithACondition() {
        #if MainActorIsolation
        @MainActor
        #endif
        final class Screen {
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let selfview = UIView()
            var someCondition = true
            var activation: Activation

            @LayoutBuilder func layout() -> some Layout {
                superview.sublayout {
                    selfview.anchors {
                        if someCondition {
                            Anchors.bottom
                        } else {
                            Anchors.top
                        }
                    }
                }
            }

            init() {
                activation = Activation.placeholder
                activation = layout().active()
            }

            func someUpdate() {
                activation = layout().update(fromActivation: activation)
            }
        }
        let screen = Screen()
        #expect(screen.superview.constraints.map(\.firstAttribute) == [.bottom])
        screen.someCondition = false
        screen.someUpdate()
        #expect(screen.superview.constraints.map(\.firstAttribute) == [.top])
    }

    @Test func finalActiveInInit() {
        #if MainActorIsolation
        @MainActor
        #endif
        final class Screen {
            let superview = UIView()
            let selfview = UIView()
            @LayoutBuilder func layout() -> some Layout {
                superview.sublayout {
                    selfview.anchors {
                        Anchors.top
                    }
                }
            }
            init() { layout().finalActive() }
        }
        let screen = Screen()
        #expect(screen.selfview.superview === screen.superview)
        #expect(screen.superview.constraints.count == 1)
    }

    @Test func layoutPropertyAddsAndRemovesTheMiddleName() {
        let view = NameView(frame: .zero)
        #expect(view.subviews == [view.firstNameLabel, view.lastNameLabel])
        view.showMiddleName = true
        #expect(view.subviews == [view.firstNameLabel, view.middleNameLabel, view.lastNameLabel])
        view.showMiddleName = false
        #expect(view.subviews == [view.firstNameLabel, view.lastNameLabel])
        #expect(view.middleNameLabel.superview == nil)
    }

    @Test func theAnimationExampleSwapsCapAndShoe() {
        let clock = AnimationClock()
        AnimationClock.$override.withValue(clock) {
            let preview = PreviewView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            preview.layoutIfNeeded()
            #expect(preview.cap.accessibilityIdentifier == "cap")
            #expect(preview.title.accessibilityIdentifier == "title")
            #expect(preview.cap.f == [0, 0, 200, 150])
            #expect(preview.shoe.f == [0, 150, 200, 150])
            // The title is centred on the top button (its size is its text's, RenderingAndSnapshotTests.md).
            let size = preview.title.intrinsicContentSize
            #expect(preview.title.text == "Top Title")
            #expect(preview.title.frame.size == size)
            #expect(abs(preview.title.frame.midX - 100) <= 0.5 && abs(preview.title.frame.midY - 75) <= 0.5)
            #expect(preview.title.textColor == .black)
            preview.cap.sendActions(for: .touchUpInside)   // the README's button action toggles capTop
            #expect(preview.capTop == false)
            #expect(preview.shoe.f == [0, 0, 200, 150])
            #expect(preview.cap.f == [0, 150, 200, 150])
            clock.advance(by: 0.5)
            #expect(preview.cap.presentationFrame.origin.y > 0 && preview.cap.presentationFrame.origin.y < 150)
            clock.advance(by: 0.5)
            #expect(preview.cap.presentationFrame.origin.y == 150)
            let bottomTitle = preview.activation?.viewForIdentifier("title.bottom") as? UILabel
            #expect(bottomTitle?.text == "Bottom Title")
            #expect(bottomTitle?.textColor == .black)                              // capTop is false now
            #expect(abs((bottomTitle?.frame.midY ?? 0) - 225) <= 0.5)             // centred on the new bottom: cap
            #expect(preview.title.textColor == .yellow)
        }
    }

    @Test func configAndIdentifyingExamples() {
        let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let nameLabel = UILabel()
        let ageLabel = UILabel()
        ageLabel.text = "42"
        let first = contentView.sublayout {
            nameLabel.config { label in
                label.text = "Hello"
                label.textColor = .black
            }.anchors {
                Anchors.allSides()
            }
        }.active()
        #expect(nameLabel.text == "Hello" && nameLabel.textColor == .black)
        first.deactive()
        let activation = contentView.sublayout {
            nameLabel.identifying("name").anchors {
                Anchors.cap()
            }
            ageLabel.anchors {
                Anchors.top.equalTo("name", attribute: .bottom)
                Anchors.shoe()
            }
        }.active()
        contentView.layoutIfNeeded()
        #expect(activation.diagnostics.isEmpty)
        #expect(ageLabel.frame.minY == nameLabel.frame.maxY)
        #expect(ageLabel.frame.maxY == 100)
    }
}

extension Activation {
    /// An empty activation to initialise a stored property before the first `active()`.
    static var placeholder: Activation { EmptyLayout().active() }
}
