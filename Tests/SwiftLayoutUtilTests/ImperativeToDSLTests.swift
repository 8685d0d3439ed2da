import Testing
import SwiftLayout
import SwiftLayoutUtil
import SwiftLayoutTesting

// Seed 004's profile view, as its author wrote it with addSubview and NSLayoutConstraint.activate.

#if MainActorIsolation
@MainActor
#endif
private protocol ViewCodeProtocol {
    func buildViewHierarchy()
    func setupConstraints()
    func configureViews()
}

private extension ViewCodeProtocol {
    func applyViewCode() {
        buildViewHierarchy()
        setupConstraints()
        configureViews()
    }
}

private struct ViewModel {
    var image: String
    var name: String
    var occupation: String
    var age: String
    var gender: String
}

private final class ProfileView: UIView {
    // MARK: - UI properties
    private lazy var imageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.layer.borderWidth = 1
        imageView.clipsToBounds = true
        return imageView
    }()

    private lazy var stackView: UIStackView = {
        let stackView = UIStackView()
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false
        return stackView
    }()

    private lazy var nameLabel: UILabel = {
        let label = UILabel()
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private lazy var occupationLabel: UILabel = {
        let label = UILabel()
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private lazy var ageLabel: UILabel = {
        let label = UILabel()
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private lazy var genderLabel: UILabel = {
        let label = UILabel()
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private enum Constants {
        static let imageLeading: CGFloat = 16
        static let imageHeight: CGFloat = 80
        static let imageWidth: CGFloat = 80
        static let imageToStackSpacing: CGFloat = 48
        static let stackTop: CGFloat = 8
        static let stackBotton: CGFloat = -8
        static let stackTrailing: CGFloat = -8
    }

    private let viewModel: ViewModel

    init(viewModel: ViewModel, frame: CGRect) {
        self.viewModel = viewModel
        super.init(frame: frame)
        applyViewCode()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension ProfileView: ViewCodeProtocol {
    func buildViewHierarchy() {
        addSubview(imageView)
        addSubview(stackView)
        stackView.addArrangedSubview(nameLabel)
        stackView.addArrangedSubview(occupationLabel)
        stackView.addArrangedSubview(ageLabel)
        stackView.addArrangedSubview(genderLabel)
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
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: Constants.stackBotton)
        ])
    }

    func configureViews() {
        nameLabel.text = viewModel.name
        occupationLabel.text = viewModel.occupation
        ageLabel.text = viewModel.age
        genderLabel.text = viewModel.gender
        backgroundColor = .white
        layer.cornerRadius = 8
        layer.borderWidth = 1
    }
}

/// The same screen written with the DSL: the layout is `ViewPrinter`'s output for `ProfileView` pasted as it
/// was printed, except the one line it asks to check by hand (the background colour, `.white`).
private final class ProfileScreen: UIView, Layoutable {
    var activation: Activation?
    let imageView = UIImageView()
    let stackView = UIStackView()
    let nameLabel = UILabel()
    let occupationLabel = UILabel()
    let ageLabel = UILabel()
    let genderLabel = UILabel()

    var layout: some Layout {
        self.config {
            $0.backgroundColor = .white
        }.sublayout {
            imageView.config {
                $0.accessibilityIdentifier = "imageView"
                $0.clipsToBounds = true
                $0.contentMode = .scaleAspectFit
            }.anchors {
                Anchors.leading.equalToSuper(constant: 16.0)
                Anchors.width.height.equalTo(constant: 80.0)
                Anchors.centerY
            }
            stackView.config {
                $0.accessibilityIdentifier = "stackView"
                $0.axis = .vertical
            }.anchors {
                Anchors.top.equalToSuper(constant: 8.0)
                Anchors.bottom.equalToSuper(constant: -8.0)
                Anchors.leading.equalTo(imageView, attribute: .trailing, constant: 48.0)
                Anchors.trailing.equalToSuper(constant: -8.0)
            }.sublayout {
                nameLabel.config {
                    $0.accessibilityIdentifier = "nameLabel"
                    $0.text = "BaRam"
                    $0.textAlignment = .center
                }
                occupationLabel.config {
                    $0.accessibilityIdentifier = "occupationLabel"
                    $0.text = "iOS Developer"
                    $0.textAlignment = .center
                }
                ageLabel.config {
                    $0.accessibilityIdentifier = "ageLabel"
                    $0.text = "29"
                    $0.textAlignment = .center
                }
                genderLabel.config {
                    $0.accessibilityIdentifier = "genderLabel"
                    $0.text = "Male"
                    $0.textAlignment = .center
                }
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
@Suite struct ImperativeToDSLTests {
    private let model = ViewModel(image: "profile", name: "BaRam", occupation: "iOS Developer", age: "29",
                                  gender: "Male")

    @Test func theImperativeProfileScreenPrintsAsDSL() {
        let profile = ProfileView(viewModel: model, frame: CGRect(x: 0, y: 0, width: 375, height: 120))
        let printer = ViewPrinter(profile, tags: [profile: "profile"], options: .withViewConfig).updateIdentifiers()
        assertLayoutSnapshot(of: profile, as: .viewPrinter(printer), named: "printed")
        assertLayoutSnapshot(of: profile, as: .frames)
    }

    @Test func thePrintedDSLActivatesToTheSameFramesAndPrintsTheSame() {
        let frame = CGRect(x: 0, y: 0, width: 375, height: 120)
        let profile = ProfileView(viewModel: model, frame: frame)
        let screen = ProfileScreen(frame: frame)
        profile.layoutIfNeeded()
        screen.layoutIfNeeded()
        let printed = ViewPrinter(profile, tags: [profile: "profile"], options: .withViewConfig).updateIdentifiers()
        #expect(ViewPrinter(screen, tags: [screen: "profile"], options: .withViewConfig).description
                == printed.description)
        profile.accessibilityIdentifier = "profile"
        screen.accessibilityIdentifier = "profile"
        #expect(FrameTable(root: screen).description == FrameTable(root: profile).description)
        #expect(screen.layoutDiagnostics.isEmpty && screen.activation!.diagnostics.isEmpty)
    }
}
