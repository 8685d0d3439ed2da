import Foundation

// Anchors (TheUIKitLayer.md).
extension UIView {
    /// The leading edge.
    ///
    ///     child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.xAnchor(.leading, of: lifetime) }
    /// The trailing edge.
    ///
    ///     child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8)
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.xAnchor(.trailing, of: lifetime) }
    /// The left edge.
    ///
    ///     child.leftAnchor.constraint(equalTo: root.leftAnchor)
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.xAnchor(.left, of: lifetime) }
    /// The right edge.
    ///
    ///     child.rightAnchor.constraint(equalTo: root.rightAnchor)
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.xAnchor(.right, of: lifetime) }
    /// The horizontal centre.
    ///
    ///     child.centerXAnchor.constraint(equalTo: root.centerXAnchor)
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.xAnchor(.centerX, of: lifetime) }
    /// The top edge.
    ///
    ///     child.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
    public var topAnchor: NSLayoutYAxisAnchor { anchors.yAnchor(.top, of: lifetime) }
    /// The bottom edge.
    ///
    ///     child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8)
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.yAnchor(.bottom, of: lifetime) }
    /// The vertical centre.
    ///
    ///     image.centerYAnchor.constraint(equalTo: root.centerYAnchor)
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.yAnchor(.centerY, of: lifetime) }
    /// The baseline of the first line of text (a view without text: its bottom).
    ///
    ///     b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor)
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.yAnchor(.firstBaseline, of: lifetime) }
    /// The baseline of the last line of text (a view without text: its bottom).
    ///
    ///     b.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor)
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.yAnchor(.lastBaseline, of: lifetime) }
    /// The width.
    ///
    ///     image.widthAnchor.constraint(equalToConstant: 80)
    public var widthAnchor: NSLayoutDimension { anchors.dimension(.width, of: lifetime) }
    /// The height.
    ///
    ///     image.heightAnchor.constraint(equalTo: image.widthAnchor)
    public var heightAnchor: NSLayoutDimension { anchors.dimension(.height, of: lifetime) }
}
