/// An immutable color: the value behind `CALayer.backgroundColor`, `borderColor`, `shadowColor` and `UIColor`.
///
/// Flipbook has one output space, sRGB, so every color is held as sRGB components. A color still remembers
/// whether it was made as gray or as RGB, because that is visible through ``components`` and
/// ``numberOfComponents`` (gray colors have two components, `[gray, alpha]`, as on Apple) and takes part in
/// equality, as CoreFoundation's equality compares color spaces.
///
/// Components are stored as given, without clamping: values outside 0…1 survive as extended-range sRGB and
/// are clamped only when pixels are written (**unverified** whether Apple clamps on creation).
public final class CGColor: Sendable {
    /// How a color's components are laid out: the color-space model it was created in.
    package enum Model: Sendable, Hashable {
        /// `[gray, alpha]`.
        case monochrome
        /// `[red, green, blue, alpha]`.
        case rgb
    }

    /// The layout of ``components``.
    package let model: Model

    /// The components as created, the alpha last.
    private let storedComponents: [CGFloat]

    /// The color expanded to sRGB red, green, blue and alpha, for the renderer and animations to blend.
    package let rgba: RGBA

    /// Creates a color from its model and components (alpha last); the designated initializer every other
    /// initializer — including color-space-based ones in other files — funnels into.
    package init(model: Model, components: [CGFloat]) {
        switch model {
        case .monochrome:
            precondition(components.count == 2, "a monochrome color has [gray, alpha] components")
            let gray = Double(components[0])
            rgba = RGBA(r: gray, g: gray, b: gray, a: Double(components[1]))
        case .rgb:
            precondition(components.count == 4, "an RGB color has [red, green, blue, alpha] components")
            rgba = RGBA(
                r: Double(components[0]), g: Double(components[1]),
                b: Double(components[2]), a: Double(components[3])
            )
        }
        self.model = model
        self.storedComponents = components
    }

    /// Creates an RGB color from blended sRGB components, as an animation produces them.
    package convenience init(_ rgba: RGBA) {
        self.init(
            model: .rgb,
            components: [CGFloat(rgba.r), CGFloat(rgba.g), CGFloat(rgba.b), CGFloat(rgba.a)]
        )
    }

    /// Creates a color from red, green, blue and alpha components.
    ///
    /// Apple places this color in Generic RGB; Flipbook treats it as sRGB, its only output space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(model: .rgb, components: [red, green, blue, alpha])
    }

    /// Creates a color from sRGB red, green, blue and alpha components.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(model: .rgb, components: [red, green, blue, alpha])
    }

    /// Creates a gray color: equal red, green and blue, with two components `[gray, alpha]`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(model: .monochrome, components: [gray, alpha])
    }

    /// The color's components in its model's order, alpha last. Never `nil` in Flipbook.
    public var components: [CGFloat]? { storedComponents }

    /// The number of components, including alpha: 2 for gray colors, 4 for RGB ones.
    public var numberOfComponents: Int { storedComponents.count }

    /// The opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat { storedComponents[storedComponents.count - 1] }

    /// Returns a color with the same model and color components but the given alpha.
    ///
    /// Optional only to match Apple's signature; Flipbook always succeeds.
    public func copy(alpha: CGFloat) -> CGColor? {
        var components = storedComponents
        components[components.count - 1] = alpha
        return CGColor(model: model, components: components)
    }

    /// Opaque black, a gray color (`[0, 1]`), as Apple's `CGColor.black` is.
    public static let black = CGColor(gray: 0, alpha: 1)

    /// Opaque white, a gray color (`[1, 1]`).
    public static let white = CGColor(gray: 1, alpha: 1)

    /// Fully transparent black, a gray color (`[0, 0]`).
    public static let clear = CGColor(gray: 0, alpha: 0)
}

extension CGColor: Equatable, Hashable {
    /// Colors are equal when made in the same model with equal components, as CoreFoundation compares them:
    /// gray 0.5 is not equal to RGB (0.5, 0.5, 0.5), even though both render the same.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.model == rhs.model && lhs.storedComponents == rhs.storedComponents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(storedComponents)
    }
}

extension CGColor: CustomStringConvertible {
    /// The model and components, e.g. `CGColor(rgb: [1.0, 0.0, 0.0, 1.0])`.
    public var description: String {
        let name = switch model {
        case .monochrome: "gray"
        case .rgb: "rgb"
        }
        return "CGColor(\(name): \(storedComponents))"
    }
}

/// A color as straight (not premultiplied) sRGB red, green, blue and alpha, the form the renderer and the
/// animation engine work in; `CGColor.rgba` produces it and `CGColor(_:)` turns it back into a color.
package struct RGBA: Sendable, Hashable {
    package var r: Double
    package var g: Double
    package var b: Double
    package var a: Double

    package init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}
