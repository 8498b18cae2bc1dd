import CoreGraphics

extension CALayer {
    /// Whether the part of `contents` that `contentsCenter` marks (and the edges beside it) repeats at its own size
    /// instead of stretching: how UIKit shows a resizable image of `UIImage.ResizingMode.tile` in an image view.
    /// Core Animation has no public property for it (UIKit does it privately on iOS), so it is kept with the
    /// layer's values under a private key, where the render tree's copies carry it.
    package var tilesContentsCenter: Bool {
        get { if case .bool(true) = modelValues.custom[Self.tilesContentsCenterKey] { true } else { false } }
        set { modelValues.custom[Self.tilesContentsCenterKey] = newValue ? .bool(true) : nil }
    }

    package static let tilesContentsCenterKey = "_flipbookTilesContentsCenter"
}

extension LayerProperties {
    /// ``CALayer/tilesContentsCenter`` as these values hold it.
    package var tilesContentsCenter: Bool {
        if case .bool(true) = custom[CALayer.tilesContentsCenterKey] { true } else { false }
    }
}
