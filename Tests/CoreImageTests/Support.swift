import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// A test image: `width × height` pixels whose un-premultiplied colour `colour(x, y)` gives for column x and row
/// y counted from the top (components 0…1).
func makeImage(width: Int, height: Int, _ colour: (Int, Int) -> (Double, Double, Double, Double)) -> CGImage {
    var pixels: [RGBA8] = []
    for y in 0..<height {
        for x in 0..<width {
            let (r, g, b, a) = colour(x, y)
            func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
            pixels.append(RGBA8(r: byte(r * a), g: byte(g * a), b: byte(b * a), a: byte(a)))
        }
    }
    return CGImage(width: width, height: height, pixels: pixels)!
}

/// A deterministic busy picture: smooth gradients plus a hard-edged square, opaque.
func testPicture(width: Int = 48, height: Int = 36) -> CGImage {
    makeImage(width: width, height: height) { x, y in
        let inSquare = (12..<30).contains(x) && (8..<20).contains(y)
        return (Double(x) / Double(width), inSquare ? 1 : Double(y) / Double(height),
                Double((x * 7 + y * 13) % 17) / 16, 1)
    }
}

/// Premultiplied pixel components as doubles 0…255, rows from the top.
func components(_ image: CGImage) -> [[Double]] {
    image.pixels.map { [Double($0.r), Double($0.g), Double($0.b), Double($0.a)] }
}

/// Peak signal-to-noise ratio between two equally sized lists of 0…255 components, in dB (∞ when equal).
func psnr(_ a: [[Double]], _ b: [[Double]]) -> Double {
    precondition(a.count == b.count, "sizes differ: \(a.count) vs \(b.count)")
    var sum = 0.0, n = 0.0
    for (p, q) in zip(a, b) { for (u, v) in zip(p, q) { sum += (u - v) * (u - v); n += 1 } }
    return sum == 0 ? .infinity : 10 * log10(255 * 255 / (sum / n))
}

/// Renders `image` over `rect` with a fresh context.
func render(_ image: CIImage, _ rect: CGRect) -> CGImage {
    CIContext().createCGImage(image, from: rect)!
}

/// The premultiplied components (0…255) of a CGImage at CI coordinates (x, y) (y up).
func ci(_ image: CGImage, _ x: Int, _ y: Int) -> [Double] {
    let p = image.pixel(x: x, y: image.height - 1 - y)
    return [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
}

/// The transition filters' fixtures: a red source and a blue target, 60×40 and opaque, and those colours'
/// components.
protocol TransitionFixtures {}

extension TransitionFixtures {
    var source: CIImage { CIImage(cgImage: makeImage(width: 60, height: 40) { _, _ in (1, 0, 0, 1) }) }
    var target: CIImage { CIImage(cgImage: makeImage(width: 60, height: 40) { _, _ in (0, 0, 1, 1) }) }
    var red: [Double] { [255, 0, 0, 255] }
    var blue: [Double] { [0, 0, 255, 255] }
}

/// Expects the render of `output` over the picture's extent to be `f` applied to every un-premultiplied colour
/// (0…1) of `picture`, re-premultiplied (PSNR ≥ 40 dB).
func expectPointwise(_ output: CIImage, of picture: CGImage, _ f: ([Double]) -> [Double]) {
    let expected: [[Double]] = components(picture).map { c in
        let a = c[3] / 255
        let colour = a > 0 ? [c[0] / 255 / a, c[1] / 255 / a, c[2] / 255 / a, a] : [0, 0, 0, 0]
        let out = f(colour)
        let alpha: Double = min(max(out[3], 0), 1)
        var result: [Double] = []
        for i in 0..<3 { result.append(min(max(out[i] * alpha, 0), alpha) * 255) }
        result.append(alpha * 255)
        return result
    }
    let extent = CGRect(x: 0, y: 0, width: picture.width, height: picture.height)
    #expect(psnr(components(render(output, extent)), expected) >= 40)
}
