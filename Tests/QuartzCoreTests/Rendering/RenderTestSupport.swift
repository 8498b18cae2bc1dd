import Foundation
import Testing
@testable import QuartzCore

/// An sRGB colour from 0–255 components.
func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
}

/// A layer with a frame and a background colour.
func makeLayer(_ frame: CGRect, _ color: CGColor? = nil, in parent: CALayer? = nil) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    parent?.addSublayer(layer)
    return layer
}

/// A root layer of `size` points with a white background, placed at the origin. A new clock at time 0 becomes the
/// calling thread's clock in use, so the animations added to the tree before it is rendered take their begin
/// times from it and register with it, not with a clock another test moves: parallel tests never share time.
/// (The root is not hosted yet, so changes to the tree do not animate implicitly until ``render(_:scale:at:)``.)
func makeRoot(_ width: CGFloat, _ height: CGFloat, background: CGColor? = rgb(255, 255, 255)) -> CALayer {
    MediaClock.current = keep(MediaClock(startTime: 0))
    return makeLayer(CGRect(x: 0, y: 0, width: width, height: height), background)
}

/// The tree rendered as on screen at `time` on a clock of its own (so parallel tests do not share time).
func render(_ root: CALayer, scale: CGFloat = 1, at time: CFTimeInterval = 0) -> CGImage {
    if root.hostingClock == nil { root.hostingClock = keep(MediaClock(startTime: 0)) }
    return CARenderer(layer: root).makeImage(scale: scale, atTime: time)!
}

/// Keeps a test clock alive (layers hold theirs weakly) and returns it.
private func keep(_ clock: MediaClock) -> MediaClock {
    testClocks.withLock { $0.append(clock) }
    return clock
}

/// Keeps the test clocks alive (layers hold them weakly).
private let testClocks = LockedValue<[MediaClock]>([])

/// A 4×4 test picture: four 2×2 quadrants, red / green on top, blue / yellow below.
let quadrantImage: CGImage = {
    let red = RGBA8(r: 255, g: 0, b: 0, a: 255), green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    let blue = RGBA8(r: 0, g: 0, b: 255, a: 255), yellow = RGBA8(r: 255, g: 255, b: 0, a: 255)
    var pixels: [RGBA8] = []
    for y in 0..<4 {
        for x in 0..<4 {
            pixels.append(y < 2 ? (x < 2 ? red : green) : (x < 2 ? blue : yellow))
        }
    }
    return CGImage(width: 4, height: 4, pixels: pixels)!
}()

/// A smooth but detailed picture (rings and stripes), for comparing resamplers.
func makeTexture(width: Int, height: Int) -> CGImage {
    var pixels: [RGBA8] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
        for x in 0..<width {
            let dx = Double(x - width / 2), dy = Double(y - height / 2)
            let ring = UInt8(127.5 + 127.5 * sin((dx * dx + dy * dy).squareRoot() / 3))
            let stripe = UInt8((x / 8 + y / 8) % 2 == 0 ? 230 : 40)
            pixels.append(RGBA8(r: ring, g: stripe, b: UInt8(x * 255 / max(width - 1, 1)), a: 255))
        }
    }
    return CGImage(width: width, height: height, pixels: pixels)!
}

extension CGImage {
    /// The pixel at (x, y), un-premultiplied is not needed: tests use opaque or known alphas.
    func at(_ x: Int, _ y: Int) -> RGBA8 { pixel(x: x, y: y) }
}

/// Whether two pixels agree channel by channel within `tolerance`.
func close(_ p: RGBA8, _ q: RGBA8, _ tolerance: Int = 3) -> Bool {
    abs(Int(p.r) - Int(q.r)) <= tolerance && abs(Int(p.g) - Int(q.g)) <= tolerance
        && abs(Int(p.b) - Int(q.b)) <= tolerance && abs(Int(p.a) - Int(q.a)) <= tolerance
}

func px(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> RGBA8 { RGBA8(r: r, g: g, b: b, a: a) }

/// `m34 = −1/d` perspective.
func perspective(_ d: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / d
    return t
}
