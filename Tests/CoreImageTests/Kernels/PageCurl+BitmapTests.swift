import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// ``PageCurl/image(front:back:under:)``, the 8-bit curl UIKit's curl transitions draw, against
/// CIPageCurlTransition's float path: the same pixels.
@Suite struct PageCurlBitmapTests {
    let front = testPicture(width: 48, height: 36)
    let under = makeImage(width: 48, height: 36) { x, y in (0.1, Double(y) / 36, Double(x) / 48, 0.75) }
    let back = makeImage(width: 48, height: 36) { x, _ in (Double(x % 7) / 6, 0.5, 0.2, 1) }

    func floatPath(time: Double, angle: Double, radius: Double, back: CGImage?, under: CGImage?) -> CGImage {
        let extent = CGRect(x: 0, y: 0, width: 48, height: 36)
        var parameters: [String: Any] = [
            kCIInputTargetImageKey: under.map { CIImage(cgImage: $0) } ?? CIImage(color: .clear).cropped(to: extent),
            kCIInputExtentKey: CIVector(cgRect: extent), kCIInputTimeKey: time, kCIInputAngleKey: angle,
            kCIInputRadiusKey: radius]
        if let back { parameters["inputBacksideImage"] = CIImage(cgImage: back) }
        let output = CIImage(cgImage: front).applyingFilter("CIPageCurlTransition", parameters: parameters)
        return render(output, extent)
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.8, 1.0])
    func equalsTheFloatPath(time: Double) {
        let angle = Double(Float(Double.pi / 2 + 0.3)), radius = 4.25
        let curl = PageCurl(page: CGRect(x: 0, y: 0, width: 48, height: 36), angle: angle, radius: radius, time: time)
        for (back, under) in [(nil, nil), (back, under)] as [(CGImage?, CGImage?)] {
            let fast = curl.image(front: front, back: back, under: under)!
            let slow = floatPath(time: time, angle: angle, radius: radius, back: back, under: under)
            let worst = zip(components(fast), components(slow)).map { zip($0, $1).map { abs($0 - $1) }.max()! }.max()!
            #expect(worst <= 1, "time \(time): off by \(worst)")
        }
    }

    @Test func halfWayShowsFrontBackAndUnder() {
        // Angle 0: the fold travels toward +x, the left edge lifts. Half way the right part is flat front, the
        // left has uncovered what lies under.
        let curl = PageCurl(page: CGRect(x: 0, y: 0, width: 48, height: 36), angle: 0, radius: 3, time: 0.5)
        let image = curl.image(front: front, under: under)!
        #expect(ci(image, 46, 18) == ci(front, 46, 18))
        #expect(ci(image, 1, 18) == ci(under, 1, 18))
    }
}
