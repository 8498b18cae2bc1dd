extension CGImage {
    /// A new image whose pixels `fill` writes: it gets the zeroed rows (native-endian ARGB32 words, premultiplied,
    /// row 0 at the top) and their stride in words. `nil` if a side is not positive or there is no memory.
    /// For producers outside CoreGraphics (Core Image's renderer) that make whole bitmaps at once.
    package convenience init?(width: Int, height: Int, opaque: Bool,
                              fill: (UnsafeMutablePointer<UInt32>, _ wordsPerRow: Int) -> Void) {
        self.init(width: width, height: height, opaque: opaque, zeroed: true, fill: fill)
    }

    /// `zeroed: false` skips clearing the memory first, for a `fill` that writes every word (a 4 MB clear is a
    /// tenth of a fast Core Image render).
    package convenience init?(width: Int, height: Int, opaque: Bool, zeroed: Bool,
                              fill: (UnsafeMutablePointer<UInt32>, _ wordsPerRow: Int) -> Void) {
        guard width > 0, height > 0,
              let storage = zeroed ? PixelStorage(zeroedCount: width * height * 4)
                                   : PixelStorage(uninitializedCount: width * height * 4) else { return nil }
        fill(storage.bytes.bindMemory(to: UInt32.self, capacity: width * height), width)
        self.init(storage: storage, width: width, height: height, bytesPerRow: width * 4,
                  alphaInfo: opaque ? .noneSkipFirst : .premultipliedFirst)
    }

    /// Whether the alpha byte is to be ignored (every pixel opaque).
    package var isOpaque: Bool { alphaInfo == .noneSkipFirst }
}
