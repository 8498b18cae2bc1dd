import Testing
@testable import QuartzCore

private func controlPoints(of function: CAMediaTimingFunction) -> [[Float]] {
    (0...3).map { index in
        var point: [Float] = [-1, -1]
        point.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
        return point
    }
}

@Suite struct CAMediaTimingFunctionTests {
    /// §6.9's control points for the named functions.
    @Test(arguments: [
        (CAMediaTimingFunctionName.linear, [Float(0), 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ])
    func namedControlPoints(_ name: CAMediaTimingFunctionName, _ expected: [Float]) {
        let points = controlPoints(of: CAMediaTimingFunction(name: name))
        #expect(points == [[0, 0], [expected[0], expected[1]], [expected[2], expected[3]], [1, 1]])
    }

    @Test func nameRawValues() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(CAMediaTimingFunctionName("easeIn") == .easeIn)
    }

    @Test func customControlPointsAreKeptAsGiven() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, -0.5, 0.9, 1.5)
        #expect(controlPoints(of: function) == [[0, 0], [0.1, -0.5], [0.9, 1.5], [1, 1]])
        #expect(function.curve == UnitBezier(Double(Float(0.1)), -0.5, Double(Float(0.9)), 1.5))
    }

    @Test func equalityAndHashFollowControlPoints() {
        let named = CAMediaTimingFunction(name: .easeIn)
        let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
        #expect(named.isEqual(custom))
        #expect(named == custom)
        #expect(named.hash == custom.hash)
        #expect(!named.isEqual(CAMediaTimingFunction(name: .easeOut)))
        #expect(!named.isEqual("easeIn"))
        #expect(Set([named, custom, CAMediaTimingFunction(name: .linear)]).count == 2)
    }

    @Test func progressEvaluatesTheCurve() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(function.progress(at: 0) == 0)
        #expect(function.progress(at: 1) == 1)
        // Symmetric curve: halfway in time is halfway in value — up to the Float rounding of 0.42 and 0.58,
        // which are not exactly symmetric.
        #expect(abs(function.progress(at: 0.5) - 0.5) <= 1e-7)
        #expect(abs(function.progress(at: 0.5) - 0.5) > 0)
        #expect(function.progress(at: 0.25) < 0.25)
        #expect(function.progress(at: 0.3) == function.curve.value(at: 0.3))
        // easeOut is ahead of linear, easeIn behind.
        #expect(CAMediaTimingFunction(name: .easeOut).progress(at: 0.3) > 0.3)
        #expect(CAMediaTimingFunction(name: .easeIn).progress(at: 0.3) < 0.3)
    }
}
