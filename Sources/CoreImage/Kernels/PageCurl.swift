import CoreGraphics

/// The page-curl mapping: a page lying flat is lifted from one edge and wrapped around a cylinder of radius R
/// lying on it, whose axis sweeps across the page; the part past the cylinder lies back over the page, upside
/// down. Seen from above, an output point at distance u from the axis (measured in the direction the fold
/// travels) shows, top-most first:
///
/// 1. for u ≤ 0, the flap lying back over the page: the page's **back** at distance πR − u past the axis;
/// 2. for 0 ≤ u ≤ R, the top half of the cylinder: the back at arc length R(π − asin(u/R));
/// 3. for 0 ≤ u ≤ R, the bottom half: the front at arc length R·asin(u/R), shaded by the cylinder's slope;
/// 4. for u ≤ 0, the flat, unlifted page: the front, in place;
/// 5. otherwise what lies under the page (the target), darkened by the curl's shadow near the cylinder.
///
/// A candidate counts only if its page point is on the page. This is the model Core Animation's page curl and
/// CIPageCurlTransition share (a cylinder sweeping across the page); the shading constants are Flipbook's.
package struct PageCurl: Sendable {
    /// What an output point shows.
    package enum Hit: Equatable, Sendable {
        /// The front of the page at `point` (page coordinates), times `shade` (1 flat, < 1 on the cylinder).
        case front(point: CGPoint, shade: Double)
        /// The back of the page at `point`, which is drawn lighter.
        case back(point: CGPoint, shade: Double)
        /// The page does not cover the point: the target shows, darkened by `shadow` (0 none, 1 black).
        case under(shadow: Double)
    }

    /// The page's rectangle.
    package var page: CGRect
    /// The direction the fold travels, in radians (0: toward +x, π/2: toward +y). The page lifts from the edge
    /// the fold starts at, the one farthest against this direction (angle 0 lifts the left edge and the fold moves right).
    package var angle: Double
    /// The cylinder's radius.
    package var radius: Double
    /// 0: the page is flat; 1: the page has left entirely.
    package var time: Double
    /// Where the axis lies along `direction` when it is not `time`'s place (a page turned over its spine,
    /// ``overSpine(page:angle:radius:progress:)``).
    var fixedAxis: Double?

    package init(page: CGRect, angle: Double, radius: Double, time: Double) {
        self.page = page
        self.angle = angle
        self.radius = max(radius, 0.5)
        self.time = min(max(time, 0), 1)
    }

    /// The unit vector against the fold's travel: the lifted edge is where the projection on it is largest.
    var direction: (x: Double, y: Double) { (-cos(angle), -sin(angle)) }

    /// The projection range of the page on `direction`.
    var span: (lo: Double, hi: Double) {
        let d = direction
        let xs = [page.minX, page.maxX], ys = [page.minY, page.maxY]
        var lo = Double.infinity, hi = -Double.infinity
        for x in xs { for y in ys {
            let p = Double(x) * d.x + Double(y) * d.y
            lo = min(lo, p)
            hi = max(hi, p)
        } }
        return (lo, hi)
    }

    /// Where the axis is along `direction`: at the lifted edge at time 0, two radii past the far edge at time 1
    /// (so that neither the cylinder nor its shadow is left on the page).
    package var axis: Double {
        if let fixedAxis { return fixedAxis }
        let (lo, hi) = span
        return hi + time * (lo - 2 * radius - hi)
    }

    /// What the output point `p` shows.
    package func hit(_ p: CGPoint) -> Hit {
        let d = direction
        let a = axis
        let projection = Double(p.x) * d.x + Double(p.y) * d.y
        // u is measured against the direction: positive toward the lifted edge.
        let u = projection - a
        let r = radius
        /// The page point `distance` past the axis (toward the lifted edge), on the line through p.
        func pagePoint(_ distance: Double) -> CGPoint? {
            let shift = a + distance - projection
            let q = CGPoint(x: Double(p.x) + shift * d.x, y: Double(p.y) + shift * d.y)
            let inside = q.x >= page.minX && q.x < page.maxX && q.y >= page.minY && q.y < page.maxY
            return inside ? q : nil
        }
        if u <= 0 {
            if let q = pagePoint(Double.pi * r - u) { return .back(point: q, shade: 1) }
            if let q = pagePoint(u) { return .front(point: q, shade: 1) }
            return .under(shadow: 0)
        }
        if u <= r {
            let theta = asin(min(u / r, 1))
            if let q = pagePoint(r * (Double.pi - theta)) { return .back(point: q, shade: 0.85 + 0.15 * sin(theta)) }
            if let q = pagePoint(r * theta) { return .front(point: q, shade: 1 - 0.35 * sin(theta) * sin(theta)) }
        }
        // The shadow the cylinder casts on what lies beneath, fading over one radius past it.
        let reach = max(1 - max(u - r, 0) / r, 0)
        return .under(shadow: 0.45 * reach * reach)
    }

    /// How much lighter the back of the page is drawn: mixed this far toward white.
    package static let backLightening: Float = 0.6

    /// Renders one output pixel from the front, back and target images' pixels.
    @inline(__always)
    package func shade(_ hit: Hit, front: (CGPoint) -> Pixel, back: (CGPoint) -> Pixel, under: Pixel) -> Pixel {
        switch hit {
        case .front(let q, let shade):
            let c = front(q)
            let f = Float(shade)
            return Pixel(c.x * f, c.y * f, c.z * f, c.w)
        case .back(let q, let shade):
            let c = back(q)
            let light = c + (Pixel(repeating: c.w) - c) * PageCurl.backLightening
            let f = Float(shade)
            let lit = Pixel(light.x * f, light.y * f, light.z * f, light.w)
            return lit + under * (1 - lit.w)
        case .under(let shadow):
            let f = Float(1 - shadow)
            return Pixel(under.x * f, under.y * f, under.z * f, max(under.w, Float(shadow)))
        }
    }
}

extension TransitionKernels {
    /// CIPageCurlTransition over `extent`: the source image curls away (angle = the direction the
    /// fold travels), its back showing `backside` (or the source itself when nil) lighter, the target beneath.
    static func pageCurl(_ source: ImageRecipe, _ target: ImageRecipe, backside: ImageRecipe?, extent: CGRect,
                         time: Double, angle: Double, radius: Double) -> ImageRecipe {
        let curl = PageCurl(page: extent, angle: angle, radius: radius, time: time)
        let inputs = [source, target] + (backside.map { [$0] } ?? [])
        return ImageRecipe(name: "CIPageCurlTransition", extent: source.extent.union(target.extent), inputs: inputs,
                           regionOfInterest: { index, output in
                               index == 1 ? output : PixelRect(covering: extent)
                           }) { output, buffers in
            let result = PixelBuffer(rect: output)
            let backBuffer = buffers.count > 2 ? buffers[2] : buffers[0]
            result.fill { x, y in
                let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                return curl.shade(curl.hit(p), front: { buffers[0].sample(Double($0.x), Double($0.y)) },
                                  back: { backBuffer.sample(Double($0.x), Double($0.y)) },
                                  under: buffers[1][x, y])
            }
            return result
        }
    }
}
