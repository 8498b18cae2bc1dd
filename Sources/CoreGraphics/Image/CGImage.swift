/// A decoded bitmap image: an immutable buffer of 8-bit-per-component pixels.
///
/// Flipbook's images always hold 32-bit pixels in cairo's ARGB32 layout — premultiplied alpha first, read as
/// native-endian words (so B, G, R, A bytes on little-endian machines) — or the opaque variant with an ignored
/// alpha byte. That is what every decoder produces and what cairo draws from without converting.
/// Images share memory: `cropping(to:)` and `copy()` make no copies of the pixels.
public final class CGImage: @unchecked Sendable {
    // Sendable: the pixels are never written after the image is made.
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    /// `.premultipliedFirst`, or `.noneSkipFirst` for an opaque image (from JPEG, or PNG without alpha).
    public let alphaInfo: CGImageAlphaInfo
    let storage: PixelStorage
    /// Where pixel (0, 0) starts in `storage`.
    let byteOffset: Int

    init(storage: PixelStorage, byteOffset: Int = 0, width: Int, height: Int, bytesPerRow: Int,
                 alphaInfo: CGImageAlphaInfo) {
        precondition(width > 0 && height > 0 && bytesPerRow >= width * 4)
        precondition(byteOffset + (height - 1) * bytesPerRow + width * 4 <= storage.count)
        self.storage = storage
        self.byteOffset = byteOffset
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.alphaInfo = alphaInfo
    }

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bitmapInfo: CGBitmapInfo { .native(alphaInfo) }
    /// Always sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    public var isMask: Bool { false }
    public var shouldInterpolate: Bool { true }

    /// The same image (images are immutable, so a copy can share everything).
    public func copy() -> CGImage? { self }

    /// The part of the image inside `rect` (in pixels, origin at the top-left), sharing this image's memory;
    /// `rect` is made integral and clipped to the image first, and an empty result is `nil`.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let crop = rect.standardized.integral.intersection(bounds)
        guard !crop.isNull, crop.width >= 1, crop.height >= 1 else { return nil }
        return CGImage(
            storage: storage, byteOffset: byteOffset + Int(crop.minY) * bytesPerRow + Int(crop.minX) * 4,
            width: Int(crop.width), height: Int(crop.height), bytesPerRow: bytesPerRow, alphaInfo: alphaInfo)
    }

    /// The first byte of pixel (0, 0).
    var baseAddress: UnsafeMutableRawPointer { storage.bytes + byteOffset }
}
