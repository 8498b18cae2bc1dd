import CoreGraphics

/// Kernels a render can run on 8-bit pixels directly, skipping the float buffers.
package enum FastKernel: Sendable {
    case pixellate(center: CGPoint, scale: Double)
    case dissolve(time: Double)
    /// CIGaussianBlur with ``FixedPointBlur/weights(sigma:)``.
    case gaussian(weights: [UInt16])
    /// A crop to this pixel-aligned area: over a request inside it, the input itself.
    case crop(PixelRect)
    /// The pixels of this area repeated outward (read by a fast blur; never a fast root).
    case clamp(PixelRect)
}
