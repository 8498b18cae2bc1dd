import CCairo

/// A drawing destination: Flipbook's contexts are bitmaps, drawn by cairo.
///
/// Coordinates are Quartz's: a bitmap context's default user space has its origin at the bottom-left corner
/// with y pointing up, one unit per pixel, so `fill(CGRect(x: 0, y: 0, width: 10, height: 1))` paints the
/// *last* row of memory. UIKit hands out contexts flipped to y-down; the `package` initialiser
/// `init(uiKitSize:scale:)` makes one of those for the renderer and UIKit.
///
/// Pixels are 8-bit premultiplied ARGB in native-endian words (cairo's ARGB32), or the opaque variant.
public final class CGContext {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    /// The layout actually used, which for a context that owns its memory may differ from the one asked for:
    /// Flipbook always stores alpha (or the skipped byte) first in native-endian words.
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?

    let surface: CairoSurface
    let cairo: CairoContext
    /// Maps the default user space (Quartz's y-up, one unit per pixel) to cairo's device space (y-down).
    let baseTransform: CGAffineTransform
    /// How shadow offsets and blur, which Quartz gives in "base space" unaffected by the CTM, reach pixels:
    /// in a UIKit context base space is points with y down, in a plain bitmap context pixels with y up.
    let shadowSpace: (scale: CGFloat, yDown: Bool)

    /// The graphics state Flipbook keeps beside cairo's (cairo keeps the CTM, clip, line style and blend mode).
    var state = GraphicsState()
    var savedStates: [GraphicsState] = []
    /// Open transparency layers, innermost last.
    var layers: [TransparencyLayer] = []

    /// A bitmap context drawing into `data`, or into memory of its own when `data` is nil.
    ///
    /// Supported: 8 bits per component, RGB colour spaces, alpha premultiplied or skipped. When Flipbook owns the
    /// memory, alpha may be first or last and any byte order may be asked for (the context stores its own layout
    /// and reports it in `bitmapInfo`). Caller memory must already be in that layout — `.premultipliedFirst` or
    /// `.noneSkipFirst` with `.byteOrder32Little` on little-endian machines — because cairo draws into it directly.
    /// `bytesPerRow` of 0 picks one; otherwise it must be a multiple of 4 of at least `width * 4`.
    /// Returns nil for anything else, as Quartz does for unsupported parameter combinations.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo, shadowSpace: (1, false))
    }

    private init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                  space: CGColorSpace, bitmapInfo: UInt32, shadowSpace: (scale: CGFloat, yDown: Bool)) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard width > 0, height > 0, bitsPerComponent == 8, space.model == .rgb,
              info.intersection(.floatInfoMask).isEmpty, let alpha = info.alphaInfo else { return nil }
        let opaque: Bool
        switch alpha {
        case .premultipliedFirst, .premultipliedLast: opaque = false
        case .noneSkipFirst, .noneSkipLast: opaque = true
        default: return nil
        }
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        let stride = bytesPerRow == 0 ? Int(cairo_format_stride_for_width(format, Int32(clamping: width))) : bytesPerRow
        guard stride >= width * 4, stride % 4 == 0 else { return nil }
        let nativeAlpha: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
        let surface: CairoSurface?
        if let data {
            guard alpha == nativeAlpha, info.byteOrder == CGBitmapInfo.byteOrder32Native else { return nil }
            surface = CairoSurface(data: data, format: format, width: width, height: height, bytesPerRow: stride, owner: nil)
        } else {
            guard let storage = PixelStorage(zeroedCount: stride * height) else { return nil }
            surface = CairoSurface(data: storage.bytes, format: format, width: width, height: height, bytesPerRow: stride,
                                   owner: storage)
        }
        guard let surface, let cairo = CairoContext(surface: surface) else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.bitsPerComponent = 8
        self.bitsPerPixel = 32
        self.bitmapInfo = .native(nativeAlpha)
        self.colorSpace = space
        self.surface = surface
        self.cairo = cairo
        self.baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        self.shadowSpace = shadowSpace
        var base = cairo_matrix_t(baseTransform)
        cairo_set_matrix(cairo.pointer, &base)
    }

    /// A bitmap context set up the way UIKit's image renderers set theirs up: `size` in points, `scale` pixels per
    /// point, origin at the top-left with y down, premultiplied alpha, transparent to start with.
    ///
    /// The flip and scale are in the CTM (so `ctm` reads `[scale, 0, 0, -scale, 0, pixelHeight]`, as on iOS),
    /// and shadow offsets are in points with positive heights pointing down, as in UIKit drawing.
    /// The bitmap is `ceil(size × scale)` pixels; nil for an empty size.
    package convenience init?(uiKitSize size: CGSize, scale: CGFloat = 1, opaque: Bool = false) {
        let pixelWidth = Int((size.width * scale).rounded(.up)), pixelHeight = Int((size.height * scale).rounded(.up))
        guard scale > 0, pixelWidth > 0, pixelHeight > 0 else { return nil }
        let alpha: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
        self.init(data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.native(alpha).rawValue,
                  shadowSpace: (scale, true))
        translateBy(x: 0, y: CGFloat(pixelHeight))
        scaleBy(x: scale, y: -scale)
    }

    /// The cairo context everything draws through.
    var cr: OpaquePointer { cairo.pointer }

    /// The alpha part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedFirst }

    /// The pixel memory, up to date with everything drawn so far.
    public var data: UnsafeMutableRawPointer? { surface.flushedData }

    /// Finishes pending drawing into the bitmap.
    public func flush() {
        cairo_surface_flush(surface.pointer)
    }

    /// A copy of the bitmap as an image; later drawing does not change it.
    public func makeImage() -> CGImage? {
        surface.makeImage()
    }

    /// The bitmap as an image that shares the context's memory instead of copying it, for a caller that makes a
    /// frame after frame in the same context (Core Animation's renderer): it draws into the context again only
    /// once ``sharesMemoryWithAnImage`` is false. A copy when the context draws into memory its caller gave it.
    package func makeImageSharingMemory() -> CGImage? {
        surface.makeImageSharingMemory()
    }

    /// Whether an image ``makeImageSharingMemory()`` made is still alive (or the memory is its caller's): drawing
    /// now would change that image.
    package var sharesMemoryWithAnImage: Bool { surface.sharesMemory }
}

extension CGContext {
    /// The premultiplied pixel at column `x` and row `y` of the bitmap, rows counted from the top of the picture
    /// (the start of memory): row 0 is user y = 0 in a UIKit-style context, but y = height − 1 in a y-up one.
    package func pixel(x: Int, y: Int) -> RGBA8 {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) outside the bitmap")
        let word = (surface.flushedData! + y * bytesPerRow + x * 4).loadUnaligned(as: UInt32.self)
        let pixel = RGBA8(argb32: word)
        return alphaInfo == .noneSkipFirst ? RGBA8(r: pixel.r, g: pixel.g, b: pixel.b, a: 255) : pixel
    }

    /// Lets `body` read and write the bitmap's memory directly (native-endian ARGB32 words, premultiplied),
    /// for work cairo cannot do such as projective warps; cairo is told afterwards that the pixels changed.
    package func withUnsafeMutablePixelBytes<R>(
        _ body: (UnsafeMutableRawBufferPointer, _ bytesPerRow: Int) throws -> R
    ) rethrows -> R {
        let data = surface.flushedData!
        defer { cairo_surface_mark_dirty(surface.pointer) }
        return try body(UnsafeMutableRawBufferPointer(start: data, count: bytesPerRow * height), bytesPerRow)
    }
}
