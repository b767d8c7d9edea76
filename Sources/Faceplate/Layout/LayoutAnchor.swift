/// One attribute of a view or layout guide, to write constraints from (UIKit's `NSLayoutAnchor`).
///
/// Anchors are typed by axis as in UIKit: an ``XAxisAnchor`` relates only to x-axis anchors, a
/// ``YAxisAnchor`` to y-axis ones and a ``DimensionAnchor`` to dimensions (or a constant), so
/// `view.leadingAnchor.constraint(equalTo: other.topAnchor)` does not compile. The constraints they
/// make are inactive until activated.
@MainActor public class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide.
    let item: AnyObject
    /// Its attribute.
    let attribute: LayoutConstraint.Attribute

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>?, multiplier: Double = 1,
              constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                         attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self = anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }
    /// `self ≥ anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }
    /// `self ≤ anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A horizontal position: leading, trailing, left, right or centre X (UIKit's `NSLayoutXAxisAnchor`).
@MainActor public final class XAxisAnchor: LayoutAnchor<XAxisAnchor> {}

/// A vertical position: top, bottom or centre Y (UIKit's `NSLayoutYAxisAnchor`).
@MainActor public final class YAxisAnchor: LayoutAnchor<YAxisAnchor> {}

/// A width or height (UIKit's `NSLayoutDimension`): also relates to a constant or, with a multiplier,
/// to another dimension.
@MainActor public final class DimensionAnchor: LayoutAnchor<DimensionAnchor> {
    /// `self = constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint { make(.equal, nil, constant: constant) }
    /// `self ≥ constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant)
    }
    /// `self ≤ constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant)
    }
    /// `self = multiplier × anchor + constant`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self ≥ multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self ≤ multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
