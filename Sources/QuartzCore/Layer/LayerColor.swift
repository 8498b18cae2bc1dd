import CoreGraphics

/// A colour held by value: what a `CGColor` says (its model and sRGB components), without being an object.
///
/// ``LayerProperties`` keeps its colours this way so that copying a layer's properties — what reading the
/// presentation does for every layer every frame — retains nothing. The layer's `CGColor` API converts at the
/// boundary, losslessly: a gray colour stays gray (two components), an RGB one keeps its four.
package struct LayerColor: Hashable, Sendable {
    /// The model the colour was made in, which `CGColor.components` and equality depend on.
    package var model: CGColor.Model
    /// The colour in sRGB, as the renderer and the animations blend it.
    package var rgba: RGBA

    /// The value of `color`.
    package init(_ color: CGColor) {
        model = color.model
        rgba = color.rgba
    }

    /// An RGB colour, as an animation blends one.
    package init(rgba: RGBA) {
        model = .rgb
        self.rgba = rgba
    }

    /// Opaque black (RGB): the default border and shadow colour of a layer.
    package static let black = LayerColor(rgba: RGBA(r: 0, g: 0, b: 0, a: 1))

    /// A new `CGColor` equal to the one this value was made from.
    package var cgColor: CGColor {
        switch model {
        case .monochrome: CGColor(gray: CGFloat(rgba.r), alpha: CGFloat(rgba.a))
        case .rgb: CGColor(rgba: rgba)
        }
    }
}
