@_implementationOnly import CJPEG

extension CGImage {
    /// Decodes a JPEG (baseline or progressive, gray or colour) into opaque pixels with libjpeg;
    /// `nil` if the data is not a JPEG libjpeg can read (CMYK JPEGs are not supported).
    package static func decodeJPEG(_ data: Data) -> CGImage? {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        let status = data.withUnsafeBytes { bytes -> Int32 in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return -1 }
            return flipbook_jpeg_decode(base, UInt(bytes.count), &pixels, &width, &height, nil)
        }
        guard status == 0, let pixels, width > 0, height > 0 else { return nil }
        let bytesPerRow = Int(width) * 4
        let storage = PixelStorage(adopting: UnsafeMutableRawPointer(pixels), count: bytesPerRow * Int(height))
        return CGImage(storage: storage, width: Int(width), height: Int(height), bytesPerRow: bytesPerRow,
                       alphaInfo: .noneSkipFirst)
    }

    /// The image encoded as a baseline JPEG; `compressionQuality` runs from 0 (smallest) to 1 (best).
    ///
    /// JPEG has no alpha: the premultiplied colour is written as it is, which is the image over black.
    package func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = Int32((min(max(compressionQuality, 0), 1) * 100).rounded())
        var bytes: UnsafeMutablePointer<UInt8>?
        var count: UInt = 0
        let status = flipbook_jpeg_encode(
            baseAddress.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), Int32(bytesPerRow),
            max(quality, 1), &bytes, &count, nil)
        defer { free(bytes) }
        guard status == 0, let bytes else { return nil }
        return Data(bytes: bytes, count: Int(count))
    }
}
