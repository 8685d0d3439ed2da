// A layout file shared between an iOS app (UIKit + ioskrew/SwiftLayout) and Linux (this package).
// It uses only what both have: UIKit's view and constraint API and SwiftLayout's DSL. Debugging, printing
// and rendering (SwiftLayoutUtil, LayoutDiagnostics) stay in Linux-only files.
#if canImport(UIKit)
import UIKit
#endif
import SwiftLayout

/// A profile header: an avatar, a name and a subtitle that disappears in compact mode.
public final class ProfileHeader: UIView, Layoutable {
    public var activation: Activation?
    @LayoutProperty public var isCompact = false

    let avatar = UIImageView().identifying("avatar")
    let name = UILabel().identifying("name")
    let subtitle = UILabel().identifying("subtitle")

    public var layout: some Layout {
        self.sublayout {
            avatar.anchors {
                Anchors.leading.equalToSuper(constant: 16)
                Anchors.centerY
                Anchors.size(width: isCompact ? 40 : 64, height: isCompact ? 40 : 64)
            }
            name.config { $0.font = .boldSystemFont(ofSize: 17) }.anchors {
                Anchors.leading.equalTo(avatar, attribute: .trailing, constant: 12)
                Anchors.trailing.equalToSuper(constant: -16)
                Anchors.top.equalTo(avatar)
            }
            if !isCompact {
                subtitle.config { $0.font = .systemFont(ofSize: 13) }.anchors {
                    Anchors.top.equalTo(name, attribute: .bottom, constant: 4)
                    Anchors.leading.trailing.equalTo(name)
                }
            }
        }
    }

    public init(name: String, subtitle: String) {
        super.init(frame: .zero)
        self.name.text = name
        self.subtitle.text = subtitle
        sl.updateLayout()
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
