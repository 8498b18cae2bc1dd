import CoreGraphics

extension CALayer {
    /// The root of this layer's tree.
    package var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    /// Whether `self` is `layer` or one of its descendants.
    package func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let c = current {
            if c === layer { return true }
            current = c.superlayer
        }
        return false
    }

    /// The media clock driving this layer's tree: its root's host, else the clock in use.
    package var clock: MediaClock { rootLayer.hostingClock ?? MediaClock.current }

    /// Whether a stage drives this layer's tree (Core Animation only animates layers in a committed tree).
    package var isInHostedTree: Bool { rootLayer.hostingClock != nil }
}
