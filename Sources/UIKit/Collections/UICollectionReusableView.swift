import QuartzCore
import Foundation

/// A view a collection view recycles: cells and supplementary views. The collection view sets its geometry from
/// the layout's attributes, then calls ``apply(_:)``; when the view leaves the screen it is queued under its reuse
/// identifier and ``prepareForReuse()`` is called before it is handed out again.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued under.
    open internal(set) var reuseIdentifier: String?

    /// Required (unlike iOS) because the collection view creates registered classes from their metatype, which Swift
    /// allows only through a required initializer: a ported subclass writes `required init(frame:)` where iOS code
    /// writes `override init(frame:)` (the compiler offers the fix), as layers do with `init(layer:)`.
    public required override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called just before the view is returned from a dequeue call for another item: reset per-item state.
    open func prepareForReuse() {}

    /// Custom layout attributes (subclasses of `UICollectionViewLayoutAttributes`) reach the view here, after the
    /// collection view has set its frame, transform, alpha, z index and hidden state from them.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like (self-sizing): by default its Auto Layout size, fitting both ways from the
    /// layout's (estimated) size, when its content uses Auto Layout; otherwise the attributes unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let content = selfSizingContent
        let usesAutoLayout = !content.constraints.isEmpty
            || content.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard usesAutoLayout, let attributes = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return layoutAttributes
        }
        attributes.size = content.systemLayoutSizeFitting(layoutAttributes.size,
                                                          withHorizontalFittingPriority: .fittingSizeLevel,
                                                          verticalFittingPriority: .fittingSizeLevel)
        return attributes
    }

    /// The view whose Auto Layout decides the preferred size (a cell's content view).
    package var selfSizingContent: UIView { self }

    /// Called before the view moves from one layout to another.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the view moved from one layout to another.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Sets the geometry and appearance the attributes describe (what UIKit does before `apply(_:)`).
    package func applyAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        bounds = CGRect(origin: bounds.origin, size: attributes.size)
        center = attributes.center
        transform3D = attributes.transform3D
        alpha = attributes.alpha
        layer.zPosition = CGFloat(attributes.zIndex)
        isHidden = attributes.isHidden
        apply(attributes)
    }
}
