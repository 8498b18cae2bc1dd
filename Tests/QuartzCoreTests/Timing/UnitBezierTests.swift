import Testing
@testable import QuartzCore

/// An independent evaluation of the timing curve: Bernstein form, and bisection on the parameter until the
/// bracket can't shrink further.
private func referenceValue(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, at x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bernstein(c1x, c2x, middle) < x { low = middle } else { high = middle }
    }
    return bernstein(c1y, c2y, (low + high) / 2)
}

/// x from 0 to 1 in steps of 1/200, plus points crowding both ends.
private let samples: [Double] = (0...200).map { Double($0) / 200 } + [1e-9, 1e-6, 1e-4, 0.999_9, 0.999_999, 1 - 1e-9]

@Suite struct UnitBezierTests {
    /// §6.9's named curves and a few arbitrary ones, including overshooting y and points on the x edges.
    static let curves: [(Double, Double, Double, Double)] = [
        (0, 0, 1, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
        (0.68, -0.55, 0.265, 1.55), (0.1, 0.9, 0.2, 1), (0.9, 0.1, 0.8, 0.2), (0.5, 0, 0.5, 1), (0.3, 1.6, 0.7, -0.6),
    ]

    @Test(arguments: curves)
    func matchesBisectionReference(_ curve: (Double, Double, Double, Double)) {
        let (c1x, c1y, c2x, c2y) = curve
        let bezier = UnitBezier(c1x, c1y, c2x, c2y)
        for x in samples {
            let expected = referenceValue(c1x, c1y, c2x, c2y, at: x)
            #expect(abs(bezier.value(at: x) - expected) <= 1e-9, "x = \(x)")
        }
    }

    @Test func endpointsAreExactAndInputIsClamped() {
        let curve = UnitBezier(0.68, -0.55, 0.265, 1.55)
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -0.5) == 0)
        #expect(curve.value(at: 2) == 1)
    }

    @Test func overshootingCurveLeavesUnitInterval() {
        let curve = UnitBezier(0.68, -0.55, 0.265, 1.55)
        #expect(samples.map(curve.value(at:)).min()! < -0.05)
        #expect(samples.map(curve.value(at:)).max()! > 1.05)
    }

    @Test func linearCurveIsIdentity() {
        for x in samples { #expect(abs(UnitBezier.linear.value(at: x) - x) <= 1e-12, "x = \(x)") }
    }

    @Test func controlPointXIsClampedToUnitInterval() {
        let curve = UnitBezier(-0.5, 0.2, 1.5, 0.8)
        #expect(curve.c1x == 0)
        #expect(curve.c2x == 1)
        #expect(curve.c1y == 0.2)
        #expect(curve == UnitBezier(0, 0.2, 1, 0.8))
    }

    @Test(arguments: curves)
    func slopeMatchesFiniteDifference(_ curve: (Double, Double, Double, Double)) {
        let (c1x, c1y, c2x, c2y) = curve
        let bezier = UnitBezier(c1x, c1y, c2x, c2y)
        let h = 1e-6
        for x in stride(from: 0.01, through: 0.99, by: 0.01) {
            let difference = (bezier.value(at: x + h) - bezier.value(at: x - h)) / (2 * h)
            #expect(abs(bezier.slope(at: x) - difference) <= 1e-5 * max(1, abs(difference)), "x = \(x)")
        }
    }

    @Test func slopeAtEndsIsTheLimit() {
        // Linear: x'(0) = 0 and y'(0) = 0 with both control points on the diagonal; the limit is 1.
        #expect(abs(UnitBezier.linear.slope(at: 0) - 1) <= 1e-12)
        #expect(abs(UnitBezier.linear.slope(at: 1) - 1) <= 1e-12)
        // easeIn starts flat and ends where x'(1) = y'(1) = 0; compare with a one-sided difference.
        let easeIn = UnitBezier(0.42, 0, 1, 1)
        #expect(abs(easeIn.slope(at: 0)) <= 1e-12)
        let h = 1e-7
        let leftDifference = (1 - easeIn.value(at: 1 - h)) / h
        #expect(abs(easeIn.slope(at: 1) - leftDifference) <= 1e-3)
        #expect(easeIn.slope(at: 1) > 1)
        // A first control point on the y axis above the origin: vertical start.
        #expect(UnitBezier(0, 0.5, 1, 1).slope(at: 0) == .infinity)
    }

    @Test func parameterSolvesX() {
        let curve = UnitBezier(0.25, 0.1, 0.25, 1)
        for x in samples {
            let s = curve.parameter(forX: x)
            let r = 1 - s
            let sampledX = 3 * r * r * s * 0.25 + 3 * r * s * s * 0.25 + s * s * s
            #expect(abs(sampledX - x) <= 1e-12, "x = \(x), s = \(s)")
        }
    }
}
