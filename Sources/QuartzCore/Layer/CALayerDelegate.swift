import CoreGraphics

/// What a layer asks of its owner (a UIView for its own layer). Every method is optional.
public protocol CALayerDelegate: NSObjectProtocol {
    func display(_ layer: CALayer)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change: nil to continue the search, `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// Draws `layer`'s content; called by the layer's default `draw(in:)`.
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}
