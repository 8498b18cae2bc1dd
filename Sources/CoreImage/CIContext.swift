import CoreGraphics
import Foundation

/// Where Core Image images are rendered: on the CPU here, each recipe once per render, in bands on both cores
/// for large images.
open class CIContext: NSObject, @unchecked Sendable {
    public override init() {
        super.init()
    }

    public init(options: [CIContextOption: Any]?) {
        super.init()
    }

    /// The pixels of `image` inside `fromRect` (made integral outward) as an 8-bit premultiplied bitmap, its top
    /// row being the top of the rectangle. `nil` for an empty or infinite rectangle.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard !fromRect.isNull, !fromRect.isEmpty, !fromRect.isCIInfinite else { return nil }
        let rect = PixelRect(covering: fromRect)
        if let fast = FastPaths.image(image.recipe, over: rect) { return fast }
        return PixelConversion.image(from: RecipeEvaluator.render(image.recipe, over: rect))
    }

    /// Like ``createCGImage(_:from:)``; the format and colour space are Flipbook's (8-bit sRGB) whatever is asked.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?)
        -> CGImage? {
        createCGImage(image, from: fromRect)
    }

    /// Writes the pixels of `image` inside `bounds` to `data`, rows of `rowBytes` from the top of `bounds`, in
    /// `format` (`.RGBA8`, `.BGRA8` or `.ARGB8`, premultiplied). Other formats write nothing.
    open func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect,
                     format: CIFormat, colorSpace: CGColorSpace?) {
        guard let order = format.byteOrder, !bounds.isNull, !bounds.isEmpty, !bounds.isCIInfinite else { return }
        let buffer = RecipeEvaluator.render(image.recipe, over: PixelRect(covering: bounds))
        let rect = buffer.rect
        for line in 0..<rect.height {
            let destination = (data + (rect.height - 1 - line) * rowBytes).assumingMemoryBound(to: UInt8.self)
            let row = buffer.pixels + line * rect.width
            for column in 0..<rect.width {
                let word = PixelConversion.argb32(row[column])
                let bytes = [UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                             UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 24)]
                for (offset, component) in order.enumerated() { destination[column * 4 + offset] = bytes[component] }
            }
        }
    }
}
