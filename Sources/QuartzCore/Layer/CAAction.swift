import CoreGraphics

/// Something a layer runs when a property changes: normally an animation that it adds to the layer.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
