import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

@Suite struct TransitionFilterTests {
    let source = CIImage(cgImage: makeImage(width: 60, height: 40) { _, _ in (1, 0, 0, 1) })
    let target = CIImage(cgImage: makeImage(width: 60, height: 40) { _, _ in (0, 0, 1, 1) })
    let red: [Double] = [255, 0, 0, 255], blue: [Double] = [0, 0, 255, 255]

    @Test func pixellateSamplesTheCentreOfEachSquare() {
        let picture = testPicture()
        let p = CIFilter.pixellate()
        p.inputImage = CIImage(cgImage: picture)
        p.center = CGPoint(x: 0, y: 0)
        p.scale = 5
        #expect(p.outputImage!.extent == CGRect(x: 0, y: 0, width: 48, height: 36))
        let out = render(p.outputImage!, p.outputImage!.extent)
        // Square [5, 10) × [10, 15) is the picture at its centre (7.5, 12.5): the pixel (7, 12) exactly.
        for (x, y) in [(5, 10), (9, 14), (7, 12)] { #expect(ci(out, x, y) == ci(picture, 7, 12)) }
        // The last column's squares [45, 50) sample at x = 47.5 (inside); the top row [35, 40) at y = 35.5,
        // clamped into the picture.
        #expect(ci(out, 47, 35) == ci(picture, 47, 35))
        // With an even scale the centre lies between pixels: the mean of the 2×2 around it.
        p.scale = 4
        let even = render(p.outputImage!, p.outputImage!.extent)
        let expected = (0..<4).map { i in
            ([ci(picture, 5, 9), ci(picture, 6, 9), ci(picture, 5, 10), ci(picture, 6, 10)].map { $0[i] }.reduce(0, +) / 4)
        }
        #expect(zip(ci(even, 4, 8), expected).allSatisfy { abs($0 - $1) <= 1 })
    }

    @Test func pixellateFastPathEqualsTheFloatPath() {
        let picture = testPicture(width: 75, height: 53)
        for (scale, center) in [(8.0, CGPoint(x: 0, y: 53)), (5.5, CGPoint(x: 150, y: 150)), (4, CGPoint(x: 2, y: 3))] {
            let p = CIImage(cgImage: picture).applyingFilter("CIPixellate", parameters: [
                kCIInputScaleKey: scale, kCIInputCenterKey: CIVector(cgPoint: center)])
            let fast = render(p, p.extent)
            #expect(p.recipe.evaluationCount == 1)
            let slow = PixelConversion.image(from: RecipeEvaluator.render(p.recipe, over: PixelRect(covering: p.extent)))!
            #expect(fast.pixels == slow.pixels)
        }
    }

    @Test func dissolveOfPixellatesFastPathIsWithinOneStepOfTheFloatPath() {
        let a = CIImage(cgImage: testPicture(width: 75, height: 53))
        let b = CIImage(cgImage: makeImage(width: 75, height: 53) { x, y in (0.2, Double(x) / 75, Double(y) / 53, 0.8) })
        let output = a.applyingFilter("CIPixellate", parameters: [kCIInputScaleKey: 6]).applyingFilter(
            "CIDissolveTransition", parameters: [kCIInputTargetImageKey: b, kCIInputTimeKey: 0.3])
        let fast = render(output, output.extent)
        #expect(output.recipe.evaluationCount == 1 && b.recipe.evaluationCount == 1)
        let slow = PixelConversion.image(from: RecipeEvaluator.render(output.recipe, over: PixelRect(covering: output.extent)))!
        #expect(zip(components(fast), components(slow)).allSatisfy { zip($0, $1).allSatisfy { abs($0 - $1) <= 1 } })
    }

    @Test func dissolveMixesLinearly() {
        let d = CIFilter.dissolveTransition()
        d.inputImage = source
        d.targetImage = target
        for time: Float in [0, 0.25, 1] {
            d.time = time
            let out = render(d.outputImage!, source.extent)
            let t = Double(time)
            #expect(ci(out, 30, 20) == [((1 - t) * 255).rounded(), 0, (t * 255).rounded(), 255])
        }
    }

    func endpoints(_ name: String, _ extra: [String: Any] = [:]) {
        for (time, colour) in [(0.0, red), (1.0, blue)] {
            var parameters: [String: Any] = [kCIInputTargetImageKey: target, kCIInputTimeKey: time]
            if CIFilter(name: name)!.inputKeys.contains(kCIInputExtentKey) {
                parameters[kCIInputExtentKey] = CIVector(cgRect: source.extent)
            }
            for (k, v) in extra { parameters[k] = v }
            let output = source.applyingFilter(name, parameters: parameters)
            #expect(output.extent == source.extent, "\(name)")
            let out = render(output, source.extent)
            for (x, y) in [(0, 0), (30, 20), (59, 39)] { #expect(ci(out, x, y) == colour, "\(name) t=\(time) at \(x),\(y)") }
        }
    }

    @Test func everyTransitionIsTheSourceAtZeroAndTheTargetAtOne() {
        endpoints("CIDissolveTransition")
        endpoints("CISwipeTransition", [kCIInputWidthKey: 20])
        endpoints("CICopyMachineTransition")
        endpoints("CIBarsSwipeTransition")
        endpoints("CIModTransition", [kCIInputCenterKey: CIVector(x: 30, y: 20), kCIInputRadiusKey: 10])
        endpoints("CIPageCurlTransition", [kCIInputRadiusKey: 10])
    }

    @Test func swipeMovesInTheDirectionOfItsAngle() {
        let output = source.applyingFilter("CISwipeTransition", parameters: [
            kCIInputTargetImageKey: target, kCIInputExtentKey: CIVector(cgRect: source.extent),
            kCIInputTimeKey: 0.5, kCIInputWidthKey: 2, kCIInputAngleKey: 0])
        let out = render(output, source.extent)
        #expect(ci(out, 5, 20) == blue)   // behind the edge (it started at the left)
        #expect(ci(out, 55, 20) == red)
    }

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
