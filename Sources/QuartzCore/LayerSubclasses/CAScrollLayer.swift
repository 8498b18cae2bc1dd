import CoreGraphics

/// A layer that shows a part of its sublayers: scrolling moves its bounds origin, so the content slides under a
/// fixed frame, and the content outside its bounds is clipped (Core Animation's reference: *CAScrollLayer*).
///
/// It has no content size and no scroll indicators: `scroll(to:)` goes wherever it is told, along the axes
/// ``scrollMode`` allows. Any layer below it can ask it to scroll with `CALayer.scroll(_:)` and
/// `scrollRectToVisible(_:)`, and learns what of it shows from `visibleRect`.
open class CAScrollLayer: CALayer {
    /// Which axes ``scroll(to:)-(CGPoint)`` may move along. `.both` by default.
    open var scrollMode: CAScrollLayerScrollMode = .both

    /// Clips to its bounds from the start: what scrolls out of view is not drawn (decision: Core Animation's
    /// scroll layer clips as `NSScrollView`'s clip view does; its documentation does not say whether through
    /// `masksToBounds`).
    public override init() {
        super.init()
        modelValues.masksToBounds = true
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAScrollLayer { scrollMode = other.scrollMode }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modelValues.masksToBounds = true
    }

    /// Moves the bounds origin to `p` along the axes ``scrollMode`` allows: the content's point `p` comes to the
    /// layer's top-left corner.
    open func scroll(to p: CGPoint) {
        let origin = Self.scrolledOrigin(from: bounds.origin, to: p, mode: scrollMode)
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls as little as makes `r` (in this layer's coordinates) visible; when it does not fit, its top-left
    /// corner wins.
    open func scroll(to r: CGRect) {
        scroll(to: Self.origin(revealing: r, in: bounds))
    }

    /// The bounds origin after scrolling from `origin` to `p` under `mode`: pure, for the tests.
    package static func scrolledOrigin(from origin: CGPoint, to p: CGPoint, mode: CAScrollLayerScrollMode) -> CGPoint {
        switch mode {
        case .both: p
        case .horizontally: CGPoint(x: p.x, y: origin.y)
        case .vertically: CGPoint(x: origin.x, y: p.y)
        default: origin
        }
    }

    /// The nearest bounds origin that shows `r` within `bounds`, each axis on its own: unchanged when `r` is
    /// already inside; its far edge brought in first, then its near edge, so an `r` larger than the bounds shows
    /// from its top-left.
    package static func origin(revealing r: CGRect, in bounds: CGRect) -> CGPoint {
        func axis(_ origin: CGFloat, _ length: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            var o = origin
            if hi > o + length { o = hi - length }
            if lo < o { o = lo }
            return o
        }
        let s = r.standardized
        return CGPoint(x: axis(bounds.minX, bounds.width, s.minX, s.maxX),
                       y: axis(bounds.minY, bounds.height, s.minY, s.maxY))
    }
}

extension CALayer {
    /// The closest `CAScrollLayer` at or above this layer (decision: a scroll layer asked to scroll a point of its
    /// own coordinates scrolls itself).
    package var enclosingScrollLayer: CAScrollLayer? {
        var current: CALayer? = self
        while let layer = current {
            if let scroller = layer as? CAScrollLayer { return scroller }
            current = layer.superlayer
        }
        return nil
    }

    /// `scroll(_:)`: the closest scroll layer scrolls so that `p` (in this layer's coordinates) is at its origin.
    package func scrollEnclosing(to p: CGPoint) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: scroller === self ? p : convert(p, to: scroller))
    }

    /// `scrollRectToVisible(_:)`: the closest scroll layer scrolls so that `r` (in this layer's coordinates)
    /// shows.
    package func scrollEnclosing(toVisible r: CGRect) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: scroller === self ? r : convert(r, to: scroller))
    }

    /// `visibleRect`: the part of the bounds that the closest scroll layer above shows, in this layer's
    /// coordinates; the bounds when there is none (or when the layer is a scroll layer itself).
    package var scrollVisibleRect: CGRect {
        guard let scroller = superlayer?.enclosingScrollLayer else { return bounds }
        let shown = scroller.convert(scroller.bounds, to: self)
        let visible = bounds.intersection(shown)
        return visible.isNull ? CGRect(origin: bounds.origin, size: .zero) : visible
    }
}
