import Testing
@testable import QuartzCore

/// `CAKeyframeAnimation.path` with `rotationMode` and the calculation modes along the path.
@Suite struct CAKeyframeAnimationPathTests {
    /// An L: 100 pt right from (0, 0), then 100 pt down.
    static func elbow() -> CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        return path
    }

    static func run(_ configure: (CAKeyframeAnimation) -> Void, at times: [Double])
        -> [(position: CGPoint, transform: CATransform3D)] {
        let host = LayerTestHost()
        let layer = host.addLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.duration = 2
        configure(animation)
        layer.add(animation, forKey: "path")
        host.pump(0)
        var results: [(CGPoint, CATransform3D)] = []
        var elapsed = 0.0
        for time in times {
            host.pump(time - elapsed)
            elapsed = time
            let presented = layer.presentation()!
            results.append((presented.position, presented.transform))
        }
        return results
    }

    @Test func pacedRotateAutoTurnsToTheTangent() {
        let samples = Self.run({
            $0.path = Self.elbow()
            $0.calculationMode = .paced
            $0.rotationMode = .rotateAuto
        }, at: [0.5, 1.5])
        // Constant speed, 200 pt in 2 s: 50 pt along the first leg, then 50 pt down the second.
        #expect(abs(samples[0].position.x - 50) < 1e-9 && abs(samples[0].position.y) < 1e-9)
        #expect(abs(samples[0].transform.m11 - 1) < 1e-9 && abs(samples[0].transform.m12) < 1e-9, "heading right: 0°")
        #expect(abs(samples[1].position.x - 100) < 1e-9 && abs(samples[1].position.y - 50) < 1e-9)
        // Heading down (+y): rotated 90°, cos 0, sin 1.
        #expect(abs(samples[1].transform.m11) < 1e-9 && abs(samples[1].transform.m12 - 1) < 1e-9)
    }

    @Test func rotateAutoReverseAddsAHalfTurn() {
        let samples = Self.run({
            $0.path = Self.elbow()
            $0.calculationMode = .paced
            $0.rotationMode = .rotateAutoReverse
        }, at: [0.5])
        #expect(abs(samples[0].transform.m11 + 1) < 1e-9 && abs(samples[0].transform.m12) < 1e-9)
    }

    @Test func linearGivesEachSegmentItsKeyTimes() {
        // Key times 0, 0.25, 1: the first leg takes 0.5 s, the second 1.5 s.
        let samples = Self.run({
            $0.path = Self.elbow()
            $0.keyTimes = [0, 0.25, 1]
        }, at: [0.25, 1.25])
        #expect(abs(samples[0].position.x - 50) < 1e-9)
        #expect(abs(samples[1].position.x - 100) < 1e-9 && abs(samples[1].position.y - 50) < 1e-9)
        #expect(samples[1].transform == CATransform3DIdentity, "no rotation without a rotation mode")
    }

    @Test func discreteHoldsTheKeyframePoints() {
        let samples = Self.run({
            $0.path = Self.elbow()
            $0.calculationMode = .discrete
        }, at: [0.5, 1.5])
        #expect(samples[0].position == .zero)
        #expect(samples[1].position == CGPoint(x: 100, y: 0))
    }

    @Test func pacedAlongACurveUsesArcLength() {
        // A quarter circle of radius 100 (as a cubic): half way in time is 45° round.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 100, y: 0))
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let samples = Self.run({
            $0.path = path
            $0.calculationMode = .paced
            $0.rotationMode = .rotateAuto
        }, at: [1])
        let expected = 100 / 2.0.squareRoot()
        #expect(abs(samples[0].position.x - expected) < 0.05 && abs(samples[0].position.y - expected) < 0.05)
        // The tangent at 45° on a counter-clockwise (in y-down terms, increasing angle) arc points at 135°.
        let angle = atan2(Double(samples[0].transform.m12), Double(samples[0].transform.m11))
        #expect(abs(angle - 3 * .pi / 4) < 0.05)
    }
}
