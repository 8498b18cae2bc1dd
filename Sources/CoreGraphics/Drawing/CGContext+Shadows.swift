import CCairo

/// One time round a drawing operation: on the context itself, or on the scratch surface a shadow is cast from.
struct DrawPass {
    /// Where to draw, with the context's CTM (shifted for a scratch surface), line style and fill rule.
    let context: OpaquePointer
    /// The opacity to draw with: the state's alpha on the context, 1 for a shadow (whose own alpha is applied
    /// when the shadow is composited).
    let alpha: Double
    /// Whether this is the shadow's pass, on a fresh context without the current path.
    let isShadow: Bool
}

extension CGContext {
    /// Runs one drawing operation the way Quartz composites it: when a shadow is set, the operation is first
    /// drawn alone onto a scratch alpha mask, which is blurred, offset and composited in the shadow colour;
    /// then the operation is drawn on the context.
    ///
    /// `userBounds` bounds what the operation can touch, in user space (null or infinite for "anywhere"); it only
    /// limits the work a shadow costs.
    func composite(userBounds: CGRect, _ draw: (DrawPass) -> Void) {
        if let shadow = state.shadow {
            castShadow(shadow, deviceBounds: deviceRect(fromUser: userBounds), draw)
        }
        draw(DrawPass(context: cr, alpha: state.alpha, isShadow: false))
    }

    /// The device-space rectangle (pixels, y down) covering `rect` in user space; the whole bitmap when
    /// `rect` is null or infinite.
    func deviceRect(fromUser rect: CGRect) -> CGRect {
        let bitmap = CGRect(x: 0, y: 0, width: width, height: height)
        guard !rect.isNull, !rect.isInfinite, rect.width.isFinite, rect.height.isFinite else { return bitmap }
        return Affine.apply(userSpaceToDeviceSpaceTransform, rect)
    }

    private func castShadow(_ shadow: Shadow, deviceBounds: CGRect, _ draw: (DrawPass) -> Void) {
        let sigma = Double(shadow.blur * shadowSpace.scale / 2)
        let pad = (3 * sigma).rounded(.up)
        let dx = shadow.offset.width * shadowSpace.scale
        let dy = shadow.offset.height * shadowSpace.scale * (shadowSpace.yDown ? 1 : -1)
        // The shadow pixels that can show: inside the bitmap and the clip.
        var clipX1 = 0.0, clipY1 = 0.0, clipX2 = 0.0, clipY2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &clipX1, &clipY1, &clipX2, &clipY2)
        cairo_restore(cr)
        let visible = CGRect(x: clipX1, y: clipY1, width: clipX2 - clipX1, height: clipY2 - clipY1)
            .intersection(CGRect(x: 0, y: 0, width: width, height: height))
        let target = deviceBounds.offsetBy(dx: dx, dy: dy).insetBy(dx: -pad, dy: -pad).intersection(visible)
        guard !target.isNull, target.width > 0, target.height > 0 else { return }
        // The shape pixels those depend on.
        let source = target.offsetBy(dx: -dx, dy: -dy).insetBy(dx: -pad, dy: -pad).integral
        guard let mask = CairoSurface(format: CAIRO_FORMAT_A8, width: Int(source.width), height: Int(source.height)),
              let scratch = CairoContext(surface: mask) else { return }
        copyDrawingState(to: scratch.pointer, shiftedBy: source.origin)
        draw(DrawPass(context: scratch.pointer, alpha: 1, isShadow: true))
        if sigma > 0, let data = mask.flushedData {
            // The same shape as in an earlier frame (or another card of this one) is blurred once.
            ShadowBlurCache.shared.blurAlpha(data, width: mask.width, height: mask.height, bytesPerRow: mask.bytesPerRow,
                                             sigma: sigma)
            cairo_surface_mark_dirty(mask.pointer)
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(cr, shadow.color, alpha: state.alpha)
        cairo_mask_surface(cr, mask.pointer, Double(source.minX + dx), Double(source.minY + dy))
        cairo_restore(cr)
    }

    /// Gives a scratch context the CTM (shifted so `origin` in device space is its (0, 0)), the line style,
    /// fill rule and anti-aliasing of this one.
    private func copyDrawingState(to scratch: OpaquePointer, shiftedBy origin: CGPoint) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        matrix.x0 -= Double(origin.x)
        matrix.y0 -= Double(origin.y)
        cairo_set_matrix(scratch, &matrix)
        cairo_set_line_width(scratch, cairo_get_line_width(cr))
        cairo_set_line_cap(scratch, cairo_get_line_cap(cr))
        cairo_set_line_join(scratch, cairo_get_line_join(cr))
        cairo_set_miter_limit(scratch, cairo_get_miter_limit(cr))
        cairo_set_fill_rule(scratch, cairo_get_fill_rule(cr))
        cairo_set_antialias(scratch, cairo_get_antialias(cr))
        let count = Int(cairo_get_dash_count(cr))
        if count > 0 {
            var dashes = [Double](repeating: 0, count: count)
            var offset = 0.0
            cairo_get_dash(cr, &dashes, &offset)
            cairo_set_dash(scratch, dashes, Int32(count), offset)
        }
    }
}

/// A Gaussian blur of an 8-bit alpha mask, approximated (within a few percent) by three box blurs each way.
///
/// Rows first (three passes along each row), then columns (three passes down each column); each pass rounds to
/// 8 bits. The column passes run row by row with a running sum per column, so memory is read in order and the
/// inner loops run across whole rows; divisions are exact multiplications by a reciprocal. (A shadow's mask is
/// about a card's size plus six sigmas each way; the transposing version took most of a card list's frame.)
enum GaussianBlur {
    static func blurAlpha(_ data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        let pixels = data.assumingMemoryBound(to: UInt8.self)
        let radii = boxRadii(sigma: sigma).filter { $0 > 0 }
        guard !radii.isEmpty else { return }
        // Rows.
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { line.deallocate() }
        for y in 0..<height {
            let row = pixels + y * bytesPerRow
            for radius in radii {
                line.update(from: row, count: width)
                boxBlur(line, into: row, count: width, radius: radius)
            }
        }
        // Columns: the same passes, a whole row of running sums at a time.
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        defer { copy.deallocate() }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { sums.deallocate() }
        for radius in radii {
            for y in 0..<height { (copy + y * width).update(from: pixels + y * bytesPerRow, count: width) }
            let size = 2 * radius + 1
            let reciprocal = Reciprocal(size)
            sums.update(repeating: 0, count: width)
            for y in 0..<min(radius, height) {
                let source = copy + y * width
                for x in 0..<width { sums[x] &+= UInt32(source[x]) }
            }
            for y in 0..<height {
                let entering = y + radius, leaving = y - radius - 1
                if entering < height {
                    let source = copy + entering * width
                    for x in 0..<width { sums[x] &+= UInt32(source[x]) }
                }
                if leaving >= 0 {
                    let source = copy + leaving * width
                    for x in 0..<width { sums[x] &-= UInt32(source[x]) }
                }
                let out = pixels + y * bytesPerRow
                for x in 0..<width { out[x] = reciprocal.rounded(sums[x]) }
            }
        }
    }

    /// `(x + d/2) / d` for the sums of a box of `d` bytes, as a multiplication: exact while d < 4096, since the
    /// error of the 32-bit reciprocal stays below one d-th for dividends under 256·d (larger boxes divide).
    struct Reciprocal {
        let d: UInt64, half: UInt64, multiplier: UInt64
        init(_ d: Int) {
            self.d = UInt64(d)
            half = UInt64(d / 2)
            multiplier = d < 4096 ? ((1 << 32) + UInt64(d) - 1) / UInt64(d) : 0
        }
        @inline(__always) func rounded(_ sum: UInt32) -> UInt8 {
            multiplier != 0
                ? UInt8(truncatingIfNeeded: ((UInt64(sum) + half) &* multiplier) >> 32)
                : UInt8(truncatingIfNeeded: (UInt64(sum) + half) / d)
        }
    }

    /// Radii of three successive box blurs whose combination has standard deviation close to `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerCount = Int(((12 * sigma * sigma - passes * Double(lower * lower) - 4 * passes * Double(lower) - 3 * passes)
            / Double(-4 * lower - 4)).rounded())
        return (0..<3).map { ($0 < lowerCount ? lower : upper) / 2 }
    }

    /// One box blur along a line from `line` into `out`; pixels beyond the ends count as transparent.
    private static func boxBlur(_ line: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int,
                                radius: Int) {
        let reciprocal = Reciprocal(2 * radius + 1)
        var sum: UInt32 = 0
        for i in 0..<min(radius, count) { sum &+= UInt32(line[i]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum &+= UInt32(line[entering]) }
            if leaving >= 0 { sum &-= UInt32(line[leaving]) }
            out[i] = reciprocal.rounded(sum)
        }
    }
}
