import CoreGraphics

/// Colors animate component-wise in straight sRGB, so `backgroundColor` fades pass through the intermediate
/// red/green/blue values and alpha blends independently (**unverified** whether Core Animation premultiplies
/// first; the difference only shows when the alphas differ).
extension RGBA: AnimatableVector {
    package static var zero: RGBA { RGBA(r: 0, g: 0, b: 0, a: 0) }

    package static func + (lhs: RGBA, rhs: RGBA) -> RGBA {
        RGBA(r: lhs.r + rhs.r, g: lhs.g + rhs.g, b: lhs.b + rhs.b, a: lhs.a + rhs.a)
    }

    package static func - (lhs: RGBA, rhs: RGBA) -> RGBA {
        RGBA(r: lhs.r - rhs.r, g: lhs.g - rhs.g, b: lhs.b - rhs.b, a: lhs.a - rhs.a)
    }

    package func scaled(by factor: Double) -> RGBA {
        RGBA(r: r * factor, g: g * factor, b: b * factor, a: a * factor)
    }

    package var magnitudeSquared: Double { r * r + g * g + b * b + a * a }
}
