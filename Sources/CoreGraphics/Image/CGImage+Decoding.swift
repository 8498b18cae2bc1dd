extension CGImage {
    /// Decodes PNG or JPEG data, telling them apart by their signatures; `nil` for anything else or bad data.
    package convenience init?(encodedData data: Data) {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let decoded: CGImage?
        if data.starts(with: png) {
            decoded = CGImage.decodePNG(data)
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            decoded = CGImage.decodeJPEG(data)
        } else {
            decoded = nil
        }
        guard let decoded else { return nil }
        self.init(storage: decoded.storage, byteOffset: decoded.byteOffset, width: decoded.width,
                  height: decoded.height, bytesPerRow: decoded.bytesPerRow, alphaInfo: decoded.alphaInfo)
    }
}
