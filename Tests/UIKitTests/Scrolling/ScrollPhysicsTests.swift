import Testing
@testable import UIKit

/// The pure math of scrolling, against closed forms and UIKit's constants.
@MainActor @Suite struct ScrollPhysicsTests {
    @Test func projectedRestPointIsTheGeometricSeries() {
        // 1,000 pt/s at .normal: 1 pt/ms × 0.998/0.002 = 499 pt.
        #expect(abs(ScrollPhysics.projectedRestOffset(offset: 100, velocity: 1000, rate: 0.998) - 599) < 1e-9)
        // .fast: 1 × 0.99/0.01 = 99 pt.
        #expect(abs(ScrollPhysics.projectedRestOffset(offset: 0, velocity: -1000, rate: 0.99) + 99) < 1e-9)
        // The same series summed millisecond by millisecond.
        var x: CGFloat = 0, v: CGFloat = 2.5
        for _ in 0..<20_000 { v *= 0.998; x += v }
        #expect(abs(ScrollPhysics.projectedRestOffset(offset: 0, velocity: 2500, rate: 0.998) - x) < 1e-6)
    }

    @Test func decelerationFollowsTheMillisecondDecay() {
        // After n whole milliseconds the closed form equals the per-millisecond sum.
        var x: CGFloat = 0, v: CGFloat = 3
        for n in 1...500 {
            v *= 0.998
            x += v
            if n % 100 == 0 {
                let closed = ScrollPhysics.decelerationOffset(start: 0, target: 3 * 0.998 / 0.002, rate: 0.998,
                                                              elapsed: Double(n) / 1000)
                #expect(abs(closed - x) < 1e-9)
            }
        }
        // Its velocity starts at the release velocity (pt/s), up to the series' one-millisecond lag.
        let v0 = ScrollPhysics.decelerationVelocity(start: 0, target: 499, rate: 0.998, elapsed: 0)
        #expect(abs(v0 - 1000 * 0.998 * -log(0.998) / 0.002) < 1e-9)
        #expect(abs(v0 - 1000) < 1.5)
        // The time to reach a position inverts the offset.
        let t = ScrollPhysics.decelerationTime(start: 0, target: 499, rate: 0.998, reaching: 300)!
        #expect(abs(ScrollPhysics.decelerationOffset(start: 0, target: 499, rate: 0.998, elapsed: t) - 300) < 1e-9)
        #expect(ScrollPhysics.decelerationTime(start: 0, target: 499, rate: 0.998, reaching: 600) == nil)
    }

    @Test func rubberBandIsUIKitsFormula() {
        let d: CGFloat = 667
        for x: CGFloat in [0, 10, 100, 500, 5000] {
            let expected = (1 - 1 / (x * 0.55 / d + 1)) * d
            #expect(abs(ScrollPhysics.rubberBand(overshoot: x, dimension: d) - expected) < 1e-9)
            #expect(abs(ScrollPhysics.rubberBand(overshoot: -x, dimension: d) + expected) < 1e-9)
            #expect(abs(ScrollPhysics.rubberBandInverse(displayed: expected, dimension: d) - x) < 1e-6 * max(1, x))
        }
        // Slope 0.55 at the edge, and never reaching the dimension.
        #expect(abs(ScrollPhysics.rubberBand(overshoot: 0.001, dimension: d) / 0.001 - 0.55) < 1e-4)
        #expect(ScrollPhysics.rubberBand(overshoot: 1e9, dimension: d) < d)
        // Offsets inside the limits are untouched; outside they band from the nearer limit.
        #expect(ScrollPhysics.rubberBandedOffset(50, minimum: 0, maximum: 100, dimension: d) == 50)
        #expect(abs(ScrollPhysics.rubberBandedOffset(-100, minimum: 0, maximum: 100, dimension: d)
                    - ScrollPhysics.rubberBand(overshoot: -100, dimension: d)) < 1e-9)
        #expect(abs(ScrollPhysics.rubberBandedOffset(300, minimum: 0, maximum: 100, dimension: d)
                    - (100 + ScrollPhysics.rubberBand(overshoot: 200, dimension: d))) < 1e-9)
    }

    @Test func springBackIsCriticallyDamped() {
        let w = ScrollPhysics.springBackFrequency
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let expected = (-80 + (0 + w * -80) * CGFloat(t)) * exp(-w * CGFloat(t))
            #expect(abs(ScrollPhysics.springOffset(anchor: 0, start: -80, velocity: 0, elapsed: t) - expected) < 1e-9)
        }
        // Monotonic without initial velocity (no overshoot past the edge), and settled within 0.6 s.
        var last: CGFloat = -80
        for t in stride(from: 0.01, through: 1.0, by: 0.01) {
            let x = ScrollPhysics.springOffset(anchor: 0, start: -80, velocity: 0, elapsed: t)
            #expect(x >= last && x <= 0)
            last = x
        }
        #expect(abs(ScrollPhysics.springOffset(anchor: 0, start: -80, velocity: 0, elapsed: 0.6)) < 0.5)
        // Velocity is the derivative of the offset.
        let h = 1e-6
        let numeric = (ScrollPhysics.springOffset(anchor: 10, start: 30, velocity: 400, elapsed: 0.2 + h)
            - ScrollPhysics.springOffset(anchor: 10, start: 30, velocity: 400, elapsed: 0.2 - h)) / (2 * h)
        #expect(abs(numeric - ScrollPhysics.springVelocity(anchor: 10, start: 30, velocity: 400, elapsed: 0.2)) < 1e-3)
    }

    @Test func pagingTargetIsNearestPageOrFlickDirection() {
        let page: CGFloat = 375
        func target(_ offset: CGFloat, _ velocity: CGFloat) -> CGFloat {
            ScrollPhysics.pagingTarget(offset: offset, velocity: velocity, pageSize: page, minimum: 0, maximum: 750)
        }
        #expect(target(180, 0) == 0)          // less than half: back
        #expect(target(190, 0) == 375)        // more than half: next
        #expect(target(40, 301) == 375)       // flick forward
        #expect(target(40, 299) == 0)         // not quite a flick
        #expect(target(700, -400) == 375)     // flick back
        #expect(target(760, 2000) == 750)     // never past the last page
        #expect(target(-30, -2000) == 0)
    }
}
