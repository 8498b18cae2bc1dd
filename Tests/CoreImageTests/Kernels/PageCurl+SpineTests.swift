import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// ``PageCurl/overSpine(page:angle:radius:progress:)``: a right-hand page turned over its spine onto the left
/// half, against the closed forms — radius R₀·sin(πt), axis (1 − t)·L − πR/2 from the spine, the page's edge at
/// (1 − 2t)·L, the front over [0, (1 − 2t)·L], the back from there to the axis and past the spine.
@Suite struct PageCurlSpineTests {
    /// A 200 × 60 spread: the turning page is the right half, its spine at x = 100.
    static let page = CGRect(x: 100, y: 0, width: 100, height: 60)
    static let spine = 100.0, length = 100.0, radius = 12.0

    /// What the closed forms say the point `x` (the row y = 30) shows at progress `t`.
    static func expected(_ x: Double, _ t: Double) -> PageCurl.Hit {
        let r = max(radius * sin(Double.pi * t), 0.5)
        let a = (1 - t) * length - Double.pi * r / 2
        let v = x - spine   // from the spine toward the lifted edge
        func onPage(_ s: Double) -> Bool { s >= 0 && s < length }
        func point(_ s: Double) -> CGPoint { CGPoint(x: spine + s, y: 30) }
        let u = v - a
        if u <= 0 {
            let s = 2 * a + Double.pi * r - v
            if onPage(s) { return .back(point: point(s), shade: 1) }
            return onPage(v) ? .front(point: point(v), shade: 1) : .under(shadow: 0)
        }
        if u <= r {
            let theta = asin(u / r)
            let s = a + r * (Double.pi - theta)
            if onPage(s) { return .back(point: point(s), shade: 0.85 + 0.15 * sin(theta)) }
            let f = a + r * theta
            if onPage(f) { return .front(point: point(f), shade: 1 - 0.35 * sin(theta) * sin(theta)) }
        }
        let reach = max(1 - max(u - r, 0) / r, 0)
        return .under(shadow: 0.45 * reach * reach)
    }

    static func close(_ a: PageCurl.Hit, _ b: PageCurl.Hit) -> Bool {
        switch (a, b) {
        case let (.front(p, s), .front(q, t)), let (.back(p, s), .back(q, t)):
            abs(p.x - q.x) < 1e-6 && abs(p.y - q.y) < 1e-6 && abs(s - t) < 1e-9
        case let (.under(s), .under(t)): abs(s - t) < 1e-9
        default: false
        }
    }

    @Test(arguments: [0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1.0])
    func everyPointShowsWhatTheClosedFormsSay(progress t: Double) {
        let curl = PageCurl.overSpine(page: Self.page, angle: .pi, radius: Self.radius, progress: t)
        #expect(abs(curl.radius - max(Self.radius * sin(Double.pi * t), 0.5)) < 1e-9)
        for column in 0..<200 {
            let x = Double(column) + 0.5
            let hit = curl.hit(CGPoint(x: x, y: 30))
            #expect(Self.close(hit, Self.expected(x, t)), "t \(t), x \(x): \(hit) vs \(Self.expected(x, t))")
        }
    }

    /// The front shows over [0, (1 − 2t)·L] from the spine, the back over [(1 − 2t)·L, a] (past the spine after
    /// half way): which page each pixel belongs to.
    @Test(arguments: [0.25, 0.5, 0.75])
    func frontShrinksAndBackGrowsPastTheSpine(progress t: Double) {
        let curl = PageCurl.overSpine(page: Self.page, angle: .pi, radius: Self.radius, progress: t)
        let edge = PageCurl.spineTurnEdge(length: Self.length, progress: t)
        let a = PageCurl.spineAxis(length: Self.length, radius: curl.radius, progress: t)
        #expect(abs(edge - (1 - 2 * t) * 100) < 1e-12)
        for column in 0..<200 {
            let v = Double(column) + 0.5 - Self.spine
            let hit = curl.hit(CGPoint(x: Self.spine + v, y: 30))
            if v < min(edge, 0) || (v > a + curl.radius) {
                guard case .under = hit else { Issue.record("t \(t), \(v) from the spine: \(hit), expected under"); continue }
            } else if v < edge {
                #expect(hit == .front(point: CGPoint(x: Self.spine + v, y: 30), shade: 1), "t \(t), \(v): \(hit)")
            } else if v < a {
                guard case .back(let q, 1) = hit else { Issue.record("t \(t), \(v): \(hit), expected the back"); continue }
                // The flap: the page point 2a + πR − v from the spine.
                #expect(abs(Double(q.x) - Self.spine - (2 * a + Double.pi * curl.radius - v)) < 1e-9)
            }
        }
        // Half way nothing of the front lies flat: the page stands on the spine.
        let fronts = (0..<200).filter {
            if case .front(_, 1) = curl.hit(CGPoint(x: Double($0) + 0.5, y: 30)) { true } else { false }
        }
        #expect(fronts.count == Int(max(edge, 0).rounded()))
    }

    /// At the end the page lies on the other half mirrored about the spine; at the start it lies flat in place.
    @Test func startsFlatAndLandsMirrored() {
        let start = PageCurl.overSpine(page: Self.page, angle: .pi, radius: Self.radius, progress: 0)
        let end = PageCurl.overSpine(page: Self.page, angle: .pi, radius: Self.radius, progress: 1)
        for column in 0..<200 {
            let x = Double(column) + 0.5
            let p = CGPoint(x: x, y: 30)
            // (The radius never goes below half a pixel: the last pixel at either end lies on the cylinder.)
            if x > Self.spine {
                guard x < 199 else { continue }
                #expect(Self.close(start.hit(p), .front(point: p, shade: 1)))
            } else {
                #expect(Self.close(start.hit(p), .under(shadow: 0)))
                guard x < Self.spine - 1 else { continue }
                #expect(Self.close(end.hit(p), .back(point: CGPoint(x: 2 * Self.spine - x, y: 30), shade: 1)))
            }
        }
    }

    /// Turning back is the mirror image: the left-hand page (angle 0) lifts at its left edge.
    @Test(arguments: [0.25, 0.5, 0.75])
    func turningBackIsTheMirrorImage(progress t: Double) {
        let forward = PageCurl.overSpine(page: Self.page, angle: .pi, radius: Self.radius, progress: t)
        let back = PageCurl.overSpine(page: CGRect(x: 0, y: 0, width: 100, height: 60), angle: 0,
                                      radius: Self.radius, progress: t)
        func mirrored(_ hit: PageCurl.Hit) -> PageCurl.Hit {
            switch hit {
            case let .front(q, s): .front(point: CGPoint(x: 200 - q.x, y: q.y), shade: s)
            case let .back(q, s): .back(point: CGPoint(x: 200 - q.x, y: q.y), shade: s)
            case .under: hit
            }
        }
        for column in 0..<200 {
            let x = Double(column) + 0.5
            #expect(Self.close(back.hit(CGPoint(x: 200 - x, y: 30)), mirrored(forward.hit(CGPoint(x: x, y: 30)))))
        }
    }

    /// The bitmap path on a canvas of both halves: the page's picture at its place, its back laid onto the left.
    @Test func bitmapDrawsBothHalves() {
        let red = makeImage(width: 100, height: 60) { _, _ in (1, 0, 0, 1) }
        let blue = makeImage(width: 100, height: 60) { _, _ in (0, 0, 1, 1) }
        let curl = PageCurl.overSpine(page: Self.page, angle: .pi, radius: Self.radius, progress: 0.75)
        let image = curl.image(front: red, back: blue, lightensBack: false, canvas: CGSize(width: 200, height: 60))!
        #expect(image.width == 200 && image.height == 60)
        let pixels = image.pixels
        func at(_ x: Int) -> RGBA8 { pixels[30 * 200 + x] }
        // The edge is 50 past the spine on the left: the back (blue, as printed) over [50, 100), nothing left of it.
        #expect(at(60) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(at(95) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(at(40).a == 0)
        // The right half, past the cylinder, is uncovered: clear (the next page shows there, live).
        #expect(at(190).a == 0)
    }
}
