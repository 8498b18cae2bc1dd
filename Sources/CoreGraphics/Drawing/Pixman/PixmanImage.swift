@_implementationOnly import CPixman

/// An owned pixman image over Flipbook's 32-bit premultiplied pixels, for compositing that cairo cannot do:
/// projective (3D perspective) warps, where every destination pixel samples the source through a 3×3 matrix.
///
/// pixman keeps transforms in 16.16 fixed point, so a matrix with large or tiny entries loses precision or is
/// refused (`setTransform` returns false); scaling the whole matrix by a constant keeps the mapping and can bring
/// it into range. Where the homogeneous w of a destination pixel is ≤ 0 pixman samples garbage, so composites
/// must be clipped to the region where the projection is in front of the eye.
package final class PixmanImage {
    let pointer: OpaquePointer
    private let owner: AnyObject?

    /// A source over an image's pixels (which pixman only reads).
    package convenience init?(image: CGImage) {
        self.init(bits: image.baseAddress, width: image.width, height: image.height, bytesPerRow: image.bytesPerRow,
                  opaque: image.alphaInfo == .noneSkipFirst, owner: image)
    }

    init?(bits: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, opaque: Bool, owner: AnyObject?) {
        guard let pointer = pixman_image_create_bits(
            opaque ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8, Int32(width), Int32(height),
            bits.assumingMemoryBound(to: UInt32.self), Int32(bytesPerRow)) else { return nil }
        self.pointer = pointer
        self.owner = owner
    }

    deinit {
        pixman_image_unref(pointer)
    }

    /// Sets the 3×3 matrix (row-major) that maps destination pixel coordinates to source pixel coordinates:
    /// (x, y, 1) ↦ (u, v, w), sampled at (u / w, v / w). Returns false if pixman cannot represent it.
    @discardableResult
    package func setTransform(_ matrix: [Double]) -> Bool {
        precondition(matrix.count == 9, "a 3×3 matrix has 9 entries")
        var floating = pixman_f_transform()
        withUnsafeMutableBytes(of: &floating.m) { bytes in
            let entries = bytes.bindMemory(to: Double.self)
            for index in 0..<9 { entries[index] = matrix[index] }
        }
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &floating) != 0 else { return false }
        return pixman_image_set_transform(pointer, &fixed) != 0
    }

    /// Resampling: nearest for `.none`, bilinear otherwise.
    package func setInterpolationQuality(_ quality: CGInterpolationQuality) {
        pixman_image_set_filter(pointer, quality == .none ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
    }

    /// Whether samples beyond the edge repeat the edge pixels (true) or are transparent (false, the default).
    package func setPadsEdges(_ pads: Bool) {
        pixman_image_set_repeat(pointer, pads ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE)
    }
}

extension CGContext {
    /// Composites `source` over the bitmap's pixels in the device rectangle (pixels from the top-left, clipped to
    /// the bitmap), through the source's transform, at `opacity`. The context's clip and CTM do not apply.
    package func composite(_ source: PixmanImage, x: Int, y: Int, width: Int, height: Int, opacity: Double = 1) {
        let x0 = max(x, 0), y0 = max(y, 0)
        let x1 = min(x + width, self.width), y1 = min(y + height, self.height)
        guard x1 > x0, y1 > y0, opacity > 0 else { return }
        withUnsafeMutablePixelBytes { bytes, bytesPerRow in
            guard let destination = PixmanImage(bits: bytes.baseAddress!, width: self.width, height: self.height,
                                                bytesPerRow: bytesPerRow, opaque: alphaInfo == .noneSkipFirst,
                                                owner: nil) else { return }
            var mask: OpaquePointer?
            if opacity < 1 {
                var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16((min(opacity, 1) * 65535).rounded()))
                mask = pixman_image_create_solid_fill(&color)
            }
            defer { if let mask { pixman_image_unref(mask) } }
            pixman_image_composite32(PIXMAN_OP_OVER, source.pointer, mask, destination.pointer,
                                     Int32(x0), Int32(y0), 0, 0, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        }
    }
}
