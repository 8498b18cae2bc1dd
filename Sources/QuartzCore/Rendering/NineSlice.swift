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

    /// Draws `image` into `frame` (a y-down space) stretched around the unit rectangle `center`.
    package static func draw(_ image: CGImage, center: CGRect, scale: CGFloat, in frame: CGRect, ctx: CGContext) {
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
                ctx.draw(part, in: destination)
                ctx.restoreGState()
            }
        }
    }
}

private extension CGFloat {
    func clamped(_ low: CGFloat, _ high: CGFloat) -> CGFloat { Swift.min(Swift.max(self, low), high) }
}
