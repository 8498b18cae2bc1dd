import Testing
@testable import QuartzCore

@Suite struct CATransform3DComponentsTests {
    @Test func rawValuesAreTheKeyPathSuffixes() {
        #expect(TransformComponent(rawValue: "rotation.z") == .rotationZ)
        #expect(TransformComponent(rawValue: "rotation") == .rotation)
        #expect(TransformComponent(rawValue: "scale") == .scale)
        #expect(TransformComponent(rawValue: "translation.y") == .translationY)
        #expect(TransformComponent(rawValue: "translation") == .translation)
        #expect(TransformComponent.allCases.count == 12)
        #expect(TransformComponent.allCases.filter { !$0.isScalar } == [.translation])
    }

    /// Reading one axis of a single-axis rotation gives back its angle, even past a quarter turn.
    @Test func singleAxisRotationsReadBackTheirAngle() {
        #expect(isApproximatelyEqual(CATransform3DMakeRotation(0.7, 0, 1, 0).component(.rotationY), 0.7, tolerance: 1e-12))
        #expect(isApproximatelyEqual(CATransform3DMakeRotation(0.7, 1, 0, 0).component(.rotationX), 0.7, tolerance: 1e-12))
        #expect(isApproximatelyEqual(CATransform3DMakeRotation(0.7, 0, 0, 1).component(.rotationZ), 0.7, tolerance: 1e-12))
        #expect(isApproximatelyEqual(CATransform3DMakeRotation(-2.5, 0, 0, 1).component(.rotation), -2.5, tolerance: 1e-12))
        let overQuarter = CATransform3DMakeRotation(2, 0, 1, 0)
        #expect(isApproximatelyEqual(overQuarter.component(.rotationY), 2, tolerance: 1e-12))
        #expect(isApproximatelyEqual(overQuarter.component(.rotationX), 0, tolerance: 1e-12))
        #expect(isApproximatelyEqual(overQuarter.component(.rotationZ), 0, tolerance: 1e-12))
    }

    /// Euler angles compose about x first, then y, then z (row vectors), and read back in that order.
    @Test func eulerAnglesReadBackFromAComposedRotation() {
        let t = CATransform3DMakeRotation(0.3, 1, 0, 0) * CATransform3DMakeRotation(0.4, 0, 1, 0)
            * CATransform3DMakeRotation(0.5, 0, 0, 1)
        let scaled = CATransform3DScale(CATransform3DTranslate(t, 5, 6, 7), 2, 2, 2)
        #expect(isApproximatelyEqual(scaled.component(.rotationX), 0.3, tolerance: 1e-12))
        #expect(isApproximatelyEqual(scaled.component(.rotationY), 0.4, tolerance: 1e-12))
        #expect(isApproximatelyEqual(scaled.component(.rotationZ), 0.5, tolerance: 1e-12))
    }

    @Test func scaleAndTranslationAreReadOff() {
        let rotation = CATransform3DMakeRotation(0.6, 0, 0, 1)
        let moved = CATransform3DConcat(CATransform3DScale(rotation, 2, 3, 4), CATransform3DMakeTranslation(10, 20, 30))
        #expect(isApproximatelyEqual(moved.component(.scaleX), 2, tolerance: 1e-12))
        #expect(isApproximatelyEqual(moved.component(.scaleY), 3, tolerance: 1e-12))
        #expect(isApproximatelyEqual(moved.component(.scaleZ), 4, tolerance: 1e-12))
        #expect(isApproximatelyEqual(moved.component(.scale), 3, tolerance: 1e-12))  // average of 2, 3, 4
        #expect(moved.component(.translationX) == 10)
        #expect(moved.component(.translationY) == 20)
        #expect(moved.component(.translationZ) == 30)
        #expect(moved.translationComponent == CGSize(width: 10, height: 20))
    }

    @Test func settingARotationOnIdentityMakesThatRotation() {
        let axes: [(TransformComponent, (CGFloat, CGFloat, CGFloat))] = [
            (.rotationX, (1, 0, 0)), (.rotationY, (0, 1, 0)), (.rotationZ, (0, 0, 1)), (.rotation, (0, 0, 1)),
        ]
        for (key, axis) in axes {
            let t = CATransform3DIdentity.settingComponent(key, to: 0.9)
            let expected = CATransform3DMakeRotation(0.9, axis.0, axis.1, axis.2)
            #expect(isApproximatelyEqual(t, expected, tolerance: 1e-12), "\(key)")
        }
        // Past a half turn the matrix still follows the number.
        let t = CATransform3DIdentity.settingComponent(.rotationZ, to: 4)
        #expect(isApproximatelyEqual(t, CATransform3DMakeRotation(4, 0, 0, 1), tolerance: 1e-12))
    }

    @Test func settingOneComponentKeepsTheOthers() {
        let base = CATransform3DConcat(
            CATransform3DScale(CATransform3DMakeRotation(0.4, 0, 0, 1), 2, 2, 1), CATransform3DMakeTranslation(50, 60, 0))
        // Turning about y keeps the z rotation, the scale and the translation.
        let turned = base.settingComponent(.rotationY, to: 0.5)
        #expect(isApproximatelyEqual(turned.component(.rotationY), 0.5, tolerance: 1e-12))
        #expect(isApproximatelyEqual(turned.component(.rotationZ), 0.4, tolerance: 1e-12))
        #expect(isApproximatelyEqual(turned.component(.scaleX), 2, tolerance: 1e-12))
        #expect(turned.translationComponent == CGSize(width: 50, height: 60))
        // Uniform scale writes all three axes and keeps the rotation.
        let rescaled = base.settingComponent(.scale, to: 3)
        let expected = CATransform3DConcat(
            CATransform3DScale(CATransform3DMakeRotation(0.4, 0, 0, 1), 3, 3, 3), CATransform3DMakeTranslation(50, 60, 0))
        #expect(isApproximatelyEqual(rescaled, expected, tolerance: 1e-12))
        let stretched = base.settingComponent(.scaleX, to: 5)
        #expect(isApproximatelyEqual(stretched.component(.scaleX), 5, tolerance: 1e-12))
        #expect(isApproximatelyEqual(stretched.component(.scaleY), 2, tolerance: 1e-12))
    }

    @Test func settingTranslationWithoutPerspectiveTouchesOnlyRowFour() {
        let base = CATransform3DScale(CATransform3DMakeRotation(0.4, 1, 1, 0), 2, 3, 1)
        var expected = base
        expected.m42 = -7
        #expect(base.settingComponent(.translationY, to: -7) == expected)
        expected.m41 = 12
        #expect(base.settingTranslationComponent(to: CGSize(width: 12, height: -7)) == expected)
    }

    @Test func settingTranslationUnderPerspectiveMovesTheCentre() throws {
        var base = cardTurn
        base = base.settingComponent(.translationX, to: 40)
        #expect(isApproximatelyEqual(base.component(.translationX), 40, tolerance: 1e-12))
        // Moving the card before perspective: its centre lands at x = 40 (w = 1 at the origin).
        let centre = try #require(base.projectedPoint(.zero))
        #expect(isApproximatelyEqual(centre, CGPoint(x: 40, y: 0), tolerance: 1e-9))
        #expect(isApproximatelyEqual(base.component(.rotationY), .pi / 3, tolerance: 1e-12))
    }

    /// A layer scaled to nothing still reports its scale, and can be scaled back up.
    @Test func collapsedTransformsStillHaveComponents() {
        let collapsed = CATransform3DMakeScale(0, 0, 1)
        #expect(collapsed.component(.scaleX) == 0)
        #expect(collapsed.component(.scaleZ) == 1)
        #expect(collapsed.component(.rotationZ) == 0)
        #expect(isApproximatelyEqual(collapsed.settingComponent(.scale, to: 1), CATransform3DIdentity, tolerance: 1e-12))
        #expect(isApproximatelyEqual(
            collapsed.settingComponent(.scaleX, to: 2), CATransform3DMakeScale(2, 0, 1), tolerance: 1e-12))
    }

    @Test func mirrorImageReadsAsNegativeXScale() {
        let mirror = CATransform3DMakeScale(-1, 1, 1)
        #expect(mirror.component(.scaleX) == -1)
        #expect(mirror.component(.scaleY) == 1)
        #expect(mirror.component(.rotationY) == 0)
    }
}
