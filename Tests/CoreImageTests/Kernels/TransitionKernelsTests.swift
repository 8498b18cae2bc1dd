import CoreGraphics
@testable import CoreImage
import Foundation
import Testing

/// The transition filters (swipe, copy machine, mod, bars swipe, …): ends and directions.
@Suite struct TransitionKernelsTests: TransitionFixtures {
    /// Expects the transition `name` to be the source at time 0 and the target at 1, over the source's extent.
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
}
