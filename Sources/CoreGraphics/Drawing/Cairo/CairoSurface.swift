import CCairo

/// An owned cairo image surface: destroyed when released, and keeping alive the memory it draws into.
final class CairoSurface {
    let pointer: OpaquePointer
    /// Whatever owns the pixel memory when cairo does not and it is not this surface's own (an image).
    private let owner: AnyObject?
    /// The pixel memory, when this surface's own (a bitmap context's); shared with the images
    /// ``makeImageSharingMemory()`` made.
    private var ownStorage: PixelStorage?
    /// The storage of the last image ``makeImage()`` made (see `imageStorage(count:)`).
    fileprivate var recycledStorage: PixelStorage?

    /// Adopts a surface cairo made; `nil` (and the surface destroyed) if cairo reported an error.
    init?(adopting pointer: OpaquePointer, owner: AnyObject? = nil) {
        guard cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            return nil
        }
        self.pointer = pointer
        if let storage = owner as? PixelStorage {
            self.owner = nil
            ownStorage = storage
        } else {
            self.owner = owner
        }
    }

    /// A surface with its own zeroed memory.
    convenience init?(format: cairo_format_t, width: Int, height: Int) {
        guard let width = Int32(exactly: width), let height = Int32(exactly: height),
              let pointer = cairo_image_surface_create(format, width, height) else { return nil }
        self.init(adopting: pointer)
    }

    /// A surface drawing into memory someone else owns; `owner` is kept alive as long as the surface.
    convenience init?(data: UnsafeMutableRawPointer, format: cairo_format_t, width: Int, height: Int, bytesPerRow: Int,
                      owner: AnyObject?) {
        guard let width = Int32(exactly: width), let height = Int32(exactly: height),
              let stride = Int32(exactly: bytesPerRow),
              let pointer = cairo_image_surface_create_for_data(
                  data.assumingMemoryBound(to: UInt8.self), format, width, height, stride) else { return nil }
        self.init(adopting: pointer, owner: owner)
    }

    /// A surface over an image's pixels, for reading only (cairo never writes to a source).
    convenience init?(image: CGImage) {
        self.init(data: image.baseAddress, format: image.alphaInfo == .noneSkipFirst ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                  width: image.width, height: image.height, bytesPerRow: image.bytesPerRow, owner: image)
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    var height: Int { Int(cairo_image_surface_get_height(pointer)) }
    var bytesPerRow: Int { Int(cairo_image_surface_get_stride(pointer)) }
    var format: cairo_format_t { cairo_image_surface_get_format(pointer) }

    /// The pixel memory, after making sure cairo has finished writing to it.
    var flushedData: UnsafeMutableRawPointer? {
        cairo_surface_flush(pointer)
        return cairo_image_surface_get_data(pointer).map(UnsafeMutableRawPointer.init)
    }

    /// Copies the pixels into a new image; the opaque variant gets its unused byte set to 0xFF so that every
    /// image holds well-defined ARGB words.
    func makeImage() -> CGImage? {
        guard let data = flushedData, width > 0, height > 0 else { return nil }
        let opaque = format == CAIRO_FORMAT_RGB24
        guard format == CAIRO_FORMAT_ARGB32 || opaque, let storage = imageStorage(count: bytesPerRow * height) else {
            return nil
        }
        if opaque {
            // Copy and set the alpha byte in one pass (a frame is 4 MB: a second pass costs as much as the copy).
            let words = bytesPerRow / 4
            let source = data.assumingMemoryBound(to: UInt32.self)
            let target = storage.bytes.assumingMemoryBound(to: UInt32.self)
            for i in 0..<(words * height) { target[i] = source[i] | 0xFF00_0000 }
        } else {
            storage.bytes.copyMemory(from: data, byteCount: bytesPerRow * height)
        }
        return CGImage(storage: storage, width: width, height: height, bytesPerRow: bytesPerRow,
                       alphaInfo: opaque ? .noneSkipFirst : .premultipliedFirst)
    }
}

extension CairoSurface {
    /// Whether an image ``makeImageSharingMemory()`` made still uses this surface's memory (or the memory is not
    /// the surface's own): drawing into the surface now would change that image.
    var sharesMemory: Bool {
        ownStorage == nil || !isKnownUniquelyReferenced(&ownStorage)
    }

    /// An image of the pixels that uses the surface's own memory instead of a copy of it (a 750 × 1334 frame is
    /// 4 MB to copy and 4 MB more to hold); the opaque variant gets its unused byte set to 0xFF in place. The
    /// caller draws into the surface again only once ``sharesMemory`` is false (nothing holds the image any more).
    /// A copy (``makeImage()``) where the memory is not the surface's own.
    func makeImageSharingMemory() -> CGImage? {
        guard let storage = ownStorage, let data = flushedData, data == storage.bytes, width > 0, height > 0,
              format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return makeImage() }
        let opaque = format == CAIRO_FORMAT_RGB24
        if opaque {
            let words = data.assumingMemoryBound(to: UInt32.self)
            for i in 0..<(bytesPerRow / 4 * height) { words[i] |= 0xFF00_0000 }
            cairo_surface_mark_dirty(pointer)
        }
        return CGImage(storage: storage, width: width, height: height, bytesPerRow: bytesPerRow,
                       alphaInfo: opaque ? .noneSkipFirst : .premultipliedFirst)
    }

    /// Memory for the next image: the last image's, when nothing holds that image any more (a snapshot or recording
    /// that drops each frame before taking the next), else fresh. Reusing it saves allocating — and faulting in —
    /// a new 4 MB buffer for every 750 × 1334 frame.
    fileprivate func imageStorage(count: Int) -> PixelStorage? {
        if isKnownUniquelyReferenced(&recycledStorage), let storage = recycledStorage, storage.count == count {
            return storage
        }
        recycledStorage = PixelStorage(uninitializedCount: count)
        return recycledStorage
    }
}

/// An owned cairo drawing context.
final class CairoContext {
    let pointer: OpaquePointer
    let surface: CairoSurface

    init?(surface: CairoSurface) {
        guard let pointer = cairo_create(surface.pointer) else { return nil }
        guard cairo_status(pointer) == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(pointer)
            return nil
        }
        self.pointer = pointer
        self.surface = surface
    }

    deinit {
        cairo_destroy(pointer)
    }
}

/// An owned cairo pattern (a gradient, or an image to paint with), keeping alive what it reads from.
final class CairoPattern {
    let pointer: OpaquePointer
    private let owner: AnyObject?

    init(adopting pointer: OpaquePointer, owner: AnyObject? = nil) {
        self.pointer = pointer
        self.owner = owner
    }

    /// A pattern that paints `surface`.
    convenience init(surface: CairoSurface) {
        self.init(adopting: cairo_pattern_create_for_surface(surface.pointer), owner: surface)
    }

    deinit {
        cairo_pattern_destroy(pointer)
    }
}

/// An owned copy of a cairo path.
final class CairoPath {
    let pointer: UnsafeMutablePointer<cairo_path_t>

    /// A copy of `context`'s current path, in its current user space.
    init(copying context: OpaquePointer) {
        pointer = cairo_copy_path(context)
    }

    deinit {
        cairo_path_destroy(pointer)
    }

    /// Appends the path to `context`'s current path.
    func append(to context: OpaquePointer) {
        cairo_append_path(context, pointer)
    }
}

extension cairo_matrix_t {
    init(_ t: CGAffineTransform) {
        self.init(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }

    var affineTransform: CGAffineTransform {
        CGAffineTransform(a: CGFloat(xx), b: CGFloat(yx), c: CGFloat(xy), d: CGFloat(yy), tx: CGFloat(x0), ty: CGFloat(y0))
    }
}
