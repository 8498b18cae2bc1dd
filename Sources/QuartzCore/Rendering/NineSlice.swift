import CoreGraphics

/// The nine-part stretch of `CALayer.contentsCenter` (and of resizable images): the image is cut by the
/// centre rectangle into three columns and three rows; the corners keep their size, the edges stretch along
/// their length and the centre both ways. When the caps of one axis are wider than the destination, they
/// shrink proportionally and the centre gets nothing, as Core Animation draws them.
package enum NineSlice {
    /// The pixel boundaries of the three columns (or rows): `[0, a, b, length]`, with the centre at least one
    /// pixel wide so an empty centre (`contentsCenter` of zero width) stretches the pixel at its place.
    package static func sourceCuts(length: Int, start: CGFloat, end: CGFloat) -> [CGFloat] {
        let n = CGFloat(length)
        var a = (start * n).rounded().clamped(0, n)
        var b = (end * n).rounded().clamped(0, n)
        if b - a < 1 {
            a = min(a, n - 1).clamped(0, n)
            b = min(a + 1, n)
        }
        return [0, a, b, n]
    }

    /// The destination boundaries for source cuts drawn at `scale` pixels per point into `[origin, origin + length]`.
    package static func destinationCuts(_ source: [CGFloat], scale: CGFloat, origin: CGFloat, length: CGFloat) -> [CGFloat] {
        var head = source[1] / scale
        var tail = (source[3] - source[2]) / scale
        if head + tail > length, head + tail > 0 {
            let shrink = length / (head + tail)
            head *= shrink
            tail *= shrink
        }
        return [origin, origin + head, origin + length - tail, origin + length]
    }

    /// Draws `image` into `frame` (a y-down space) stretched around the unit rectangle `center` — or, with
    /// `tiles` (`UIImage.ResizingMode.tile`), with the centre and the edges repeated at their own size from their
    /// top-left corner instead of stretched, the corners kept as they are. With `center` the whole image, that is
    /// the whole image repeated (a pattern: `resizableImage(withCapInsets: .zero, resizingMode: .tile)`).
    package static func draw(_ image: CGImage, center: CGRect, scale: CGFloat, in frame: CGRect, ctx: CGContext,
                             tiles: Bool = false) {
        let xs = sourceCuts(length: image.width, start: center.minX, end: center.maxX)
        let ys = sourceCuts(length: image.height, start: center.minY, end: center.maxY)
        let dx = destinationCuts(xs, scale: scale, origin: frame.minX, length: frame.width)
        let dy = destinationCuts(ys, scale: scale, origin: frame.minY, length: frame.height)
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column],
                                    height: ys[row + 1] - ys[row])
                let destination = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column],
                                         height: dy[row + 1] - dy[row])
                guard source.width >= 1, source.height >= 1, destination.width > 0, destination.height > 0,
                      let part = image.cropping(to: source) else { continue }
                ctx.saveGState()
                // Images land with their first row at the rectangle's maxY; the space is y-down, so flip about it.
                ctx.translateBy(x: 0, y: destination.minY + destination.maxY)
                ctx.scaleBy(x: 1, y: -1)
                let tile = tiles ? tileSize(source: source.size, destination: destination.size, column: column,
                                            row: row, scale: scale) : nil
                if let tile {
                    // The first tile at the part's top-left corner (the flipped space's maxY), repeated across it.
                    ctx.clip(to: destination)
                    ctx.draw(part, in: CGRect(x: destination.minX, y: destination.maxY - tile.height, width: tile.width,
                                              height: tile.height), byTiling: true)
                } else {
                    ctx.draw(part, in: destination)
                }
                ctx.restoreGState()
            }
        }
    }
}

extension NineSlice {
    /// The size one tile of a part is drawn at in tiling mode: its own size in points along the axes it fills
    /// (the centre column and row), the destination's along the others (the caps, which keep their size). Nil
    /// when that is the destination itself (nothing repeats), or when the tiles would be under a hundredth of a
    /// point (a degenerate part: stretched instead).
    package static func tileSize(source: CGSize, destination: CGSize, column: Int, row: Int,
                                 scale: CGFloat) -> CGSize? {
        let width = column == 1 ? source.width / scale : destination.width
        let height = row == 1 ? source.height / scale : destination.height
        guard width >= 0.01, height >= 0.01 else { return nil }
        if abs(width - destination.width) < 1e-9, abs(height - destination.height) < 1e-9 { return nil }
        return CGSize(width: width, height: height)
    }
}

private extension CGFloat {
    func clamped(_ low: CGFloat, _ high: CGFloat) -> CGFloat { Swift.min(Swift.max(self, low), high) }
}
