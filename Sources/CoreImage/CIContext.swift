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

/// Options for contexts (accepted, not used: Flipbook always renders 8-bit sRGB on the CPU).
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}

/// Pixel formats for ``CIContext/render(_:toBitmap:rowBytes:bounds:format:colorSpace:)``.
public struct CIFormat: Hashable, RawRepresentable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let ARGB8 = CIFormat(rawValue: 0x4152_4742)
    public static let BGRA8 = CIFormat(rawValue: 0x4247_5241)
    public static let RGBA8 = CIFormat(rawValue: 0x5247_4241)

    /// The memory order of the components, as indices into (r, g, b, a).
    var byteOrder: [Int]? {
        switch self {
        case .RGBA8: [0, 1, 2, 3]
        case .BGRA8: [2, 1, 0, 3]
        case .ARGB8: [3, 0, 1, 2]
        default: nil
        }
    }
}
