/// Something constraints can pin: a ``View`` or a ``LayoutGuide``. Both have the same ten anchors in
/// UIKit (`UIView` and `UILayoutGuide` each declare them); here they are declared once, for both.
@MainActor public protocol LayoutAnchoring: AnyObject {}

extension LayoutAnchoring {
    /// The leading edge: left, or right in a right-to-left interface.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: right, or left in a right-to-left interface.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
}
