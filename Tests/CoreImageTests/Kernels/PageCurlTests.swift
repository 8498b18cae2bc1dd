import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// CIPageCurlTransition: the cylinder mapping, the lighter back and the shadow.
@Suite struct PageCurlTests: TransitionFixtures {
    @Test func pageCurlMapping() {
        // A 100-wide page curling from its left edge (angle 0: the fold travels toward +x), radius 10.
        let page = CGRect(x: 0, y: 0, width: 100, height: 50)
        let curl = PageCurl(page: page, angle: 0, radius: 10, time: 0.5)
        let a = curl.axis   // 0.5·(100 + 2·10) = 60 along +x (measured against the travel: −60)
        #expect(abs(a - (-60)) < 1e-9)
        // Right of the fold the page lies flat, in place, where the flap (60 − πR wide) does not cover it.
        #expect(curl.hit(CGPoint(x: 95, y: 10)) == .front(point: CGPoint(x: 95, y: 10), shade: 1))
        // Over the cylinder's top half the back shows: x = 55 is u = 5 from the axis toward the lifted edge.
        guard case .back(let q, _) = curl.hit(CGPoint(x: 55, y: 10)) else {
            Issue.record("expected the back")
            return
        }
        // Arc length R(π − asin(½)) past the axis, toward the lifted (left) edge.
        #expect(abs(Double(q.x) - (60 - 10 * (Double.pi - asin(0.5)))) < 1e-9)
        // The flap lies back over the page: at x = 65 the back shows the page point πR + 5 past the axis.
        guard case .back(let flap, _) = curl.hit(CGPoint(x: 65, y: 10)) else {
            Issue.record("expected the flap")
            return
        }
        #expect(abs(Double(flap.x) - (60 - 10 * Double.pi - 5)) < 1e-9)
        // Far left, past the cylinder, the target shows.
        guard case .under = curl.hit(CGPoint(x: 5, y: 10)) else {
            Issue.record("expected the target")
            return
        }
    }

    @Test func pageCurlBackIsLighterAndCastsAShadow() {
        let output = source.applyingFilter("CIPageCurlTransition", parameters: [
            kCIInputTargetImageKey: target, kCIInputExtentKey: CIVector(cgRect: source.extent),
            kCIInputTimeKey: 0.4, kCIInputRadiusKey: 8, kCIInputAngleKey: 0])
        let out = render(output, source.extent)
        // Axis at 0.4·(60 + 16) = 30.4 from the left edge, the cylinder over [22.4, 30.4].
        let back = ci(out, 26, 20)
        #expect(back[0] > 200 && back[1] > 100 && back[1] == back[2])   // the back: red lightened toward white
        let shadowed = ci(out, 20, 20)                   // the target, shadowed near the cylinder
        #expect(shadowed[2] < 255 && shadowed[0] == 0)
        #expect(ci(out, 1, 20) == blue)
        #expect(ci(out, 50, 20) == red)
    }
}
