@_implementationOnly import CCairo

extension CGImage {
    /// Decodes a PNG (any bit depth, palette or gray, with or without alpha) into premultiplied 8-bit pixels,
    /// with cairo's PNG reader; `nil` if the data is not a PNG cairo can read.
    package static func decodePNG(_ data: Data) -> CGImage? {
        let reader = ByteReader(data)
        let read: cairo_read_func_t = { closure, destination, length in
            let reader = Unmanaged<ByteReader>.fromOpaque(closure!).takeUnretainedValue()
            return reader.read(into: destination!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        guard let pointer = cairo_image_surface_create_from_png_stream(read, unmanaged.toOpaque()),
              let surface = CairoSurface(adopting: pointer) else { return nil }
        return surface.makeImage()
    }

    /// The image encoded as PNG: RGBA, or RGB for an opaque image. `nil` only if cairo fails.
    ///
    /// Costly (tens of milliseconds for a phone-sized frame): meant for saving images, not for video.
    package func pngData() -> Data? {
        guard let surface = CairoSurface(image: self) else { return nil }
        let writer = ByteWriter()
        let write: cairo_write_func_t = { closure, source, length in
            Unmanaged<ByteWriter>.fromOpaque(closure!).takeUnretainedValue().data.append(source!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let unmanaged = Unmanaged.passRetained(writer)
        defer { unmanaged.release() }
        guard cairo_surface_write_to_png_stream(surface.pointer, write, unmanaged.toOpaque()) == CAIRO_STATUS_SUCCESS
        else { return nil }
        return writer.data
    }
}

/// Feeds bytes to a C reader callback.
private final class ByteReader {
    let data: Data
    var position: Int

    init(_ data: Data) {
        self.data = data
        position = data.startIndex
    }

    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= data.endIndex - position else { return false }
        data.copyBytes(to: destination, from: position..<position + count)
        position += count
        return true
    }
}

/// Collects bytes from a C writer callback.
private final class ByteWriter {
    var data = Data()
}
