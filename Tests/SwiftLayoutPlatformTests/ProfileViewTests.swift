import Foundation
import Testing
@testable import SwiftLayoutPlatform

// Seed 004's profile view, as its author wrote it: an image view and a vertical stack of four labels.

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
    lazy var imageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.layer.borderWidth = 1
        imageView.clipsToBounds = true
        return imageView
    }()

    lazy var stackView: UIStackView = {
        let stackView = UIStackView()
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false
        return stackView
    }()

    lazy var nameLabel: UILabel = {
        let label = UILabel()
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    lazy var occupationLabel: UILabel = {
        let label = UILabel()
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    lazy var ageLabel: UILabel = {
        let label = UILabel()
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    lazy var genderLabel: UILabel = {
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

    let viewModel: ViewModel

    // MARK: - Initializer
    init(viewModel: ViewModel, frame: CGRect) {
        self.viewModel = viewModel
        super.init(frame: frame)
        contentScaleFactor = 2   // (headless) the test's pixel grid
        applyViewCode()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.layer.cornerRadius = imageView.frame.width / 2
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
        imageView.image = UIImage(named: viewModel.image)
        nameLabel.text = viewModel.name
        occupationLabel.text = viewModel.occupation
        ageLabel.text = viewModel.age
        genderLabel.text = viewModel.gender
        backgroundColor = .white
        layer.cornerRadius = 8
        layer.borderWidth = 1
    }
}

#if MainActorIsolation
@MainActor
#endif
@Suite struct ProfileViewTests {
    private let model = ViewModel(image: "ProfileViewTests.profile", name: "BaRam", occupation: "iOS Developer",
                                  age: "29", gender: "Male")

    @Test func seed004ProfileViewLaysOutAsWritten() {
        UIImage.register(UIImage(size: CGSize(width: 120, height: 120)), named: "ProfileViewTests.profile")
        let profile = ProfileView(viewModel: model, frame: CGRect(x: 0, y: 0, width: 375, height: 120))
        let diagnostics = collecting { profile.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        // Image: leading 16, centred in 120 → y = 60 − 40 = 20; 80 × 80 (the image's 120 × 120 intrinsic size
        // loses to the required size constraints); round: corner radius 40.
        #expect(profile.imageView.frame == rect(16, 20, 80, 80))
        #expect(profile.imageView.layer.cornerRadius == 40)
        // Stack: x = 16 + 80 + 48 = 144, y = 8, width 375 − 8 − 144 = 223, height 120 − 8 − 8 = 104.
        #expect(profile.stackView.frame == rect(144, 8, 223, 104))
        // Four 17-pt labels, 21 high each (ceil(1.2 × 17)), alignment fill: 223 wide. They need 84 of 104;
        // the 20 left go to the last label (equal hugging: the highest index stretches, TheUIKitLayer.md).
        #expect(profile.nameLabel.frame == rect(0, 0, 223, 21))
        #expect(profile.occupationLabel.frame == rect(0, 21, 223, 21))
        #expect(profile.ageLabel.frame == rect(0, 42, 223, 21))
        #expect(profile.genderLabel.frame == rect(0, 63, 223, 41))
        #expect(profile.backgroundColor == .white)
        // The stack's own constraints carry UIKit's identifiers.
        let ids = Set(profile.stackView.constraints.compactMap(\.identifier))
        #expect(ids == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
    }

    @Test func aTallerProfileStretchesTheLastLabelAndChangingATextResizesNothingElse() {
        // No image registered under this name: `UIImage(named:)` is nil, the image view has no intrinsic size.
        var model = self.model
        model.image = "ProfileViewTests.unregistered"
        let profile = ProfileView(viewModel: model, frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        profile.layoutIfNeeded()
        #expect(profile.imageView.image == nil)
        #expect(![profile.imageView, profile.stackView, profile.nameLabel, profile.occupationLabel, profile.ageLabel,
                  profile.genderLabel].contains { $0.hasAmbiguousLayout })
        // 200 − 16 = 184 high stack: 21, 21, 21 and 184 − 63 = 121.
        #expect(profile.stackView.frame == rect(144, 8, 223, 184))
        #expect(profile.imageView.frame == rect(16, 60, 80, 80))
        #expect(profile.genderLabel.frame == rect(0, 63, 223, 121))
        let before = profile.nameLabel.textMeasurementCount
        profile.nameLabel.text = "BaRam Kim"
        profile.layoutIfNeeded()
        #expect(profile.nameLabel.textMeasurementCount == before + 1)
        #expect(profile.nameLabel.frame == rect(0, 0, 223, 21))
    }
}
