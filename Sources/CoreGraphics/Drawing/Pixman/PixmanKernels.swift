import CPixman

/// pixman's fills and composites over raw ARGB32 words, for Core Image's 8-bit fast paths: C loops with SIMD,
/// fast in every build configuration.
package enum PixmanKernels {
    /// Fills the rectangle (x, y, width, height) of a bitmap of `wordsPerRow`-word rows with `value`.
    package static func fill(_ words: UnsafeMutablePointer<UInt32>, wordsPerRow: Int, x: Int, y: Int, width: Int,
                             height: Int, value: UInt32) {
        guard width > 0, height > 0 else { return }
        pixman_fill(words, Int32(wordsPerRow), 32, Int32(x), Int32(y), Int32(width), Int32(height), value)
    }

    /// destination = a·(1 − t) + b·t on premultiplied ARGB32 bitmaps of the same size (`opaque` says whether a
    /// bitmap's alpha byte is to be ignored): pixman's SRC with a constant mask, then ADD with a constant mask.
    package static func dissolve(a: CGImage, b: CGImage, t: Double, into words: UnsafeMutablePointer<UInt32>,
                                 wordsPerRow: Int) {
        let width = a.width, height = a.height
        guard let destination = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), words,
                                                         Int32(wordsPerRow * 4)),
              let source = PixmanImage(image: a), let target = PixmanImage(image: b) else { return }
        defer { pixman_image_unref(destination) }
        func mask(_ alpha: Double) -> OpaquePointer? {
            var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16((min(max(alpha, 0), 1) * 65535).rounded()))
            return pixman_image_create_solid_fill(&color)
        }
        let keep = mask(1 - t), add = mask(t)
        defer {
            if let keep { pixman_image_unref(keep) }
            if let add { pixman_image_unref(add) }
        }
        pixman_image_composite32(PIXMAN_OP_SRC, source.pointer, keep, destination, 0, 0, 0, 0, 0, 0,
                                 Int32(width), Int32(height))
        pixman_image_composite32(PIXMAN_OP_ADD, target.pointer, add, destination, 0, 0, 0, 0, 0, 0,
                                 Int32(width), Int32(height))
    }
}
