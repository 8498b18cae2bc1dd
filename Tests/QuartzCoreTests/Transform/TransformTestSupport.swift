import Testing
@testable import QuartzCore

/// Whether two transforms agree entry by entry to within `tolerance`.
func isApproximatelyEqual(_ lhs: CATransform3D, _ rhs: CATransform3D, tolerance: CGFloat = 1e-9) -> Bool {
    zip(lhs.entries, rhs.entries).allSatisfy { abs($0 - $1) <= tolerance }
}

/// Whether two points agree to within `tolerance` in each coordinate.
func isApproximatelyEqual(_ lhs: CGPoint, _ rhs: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs.x - rhs.x) <= tolerance && abs(lhs.y - rhs.y) <= tolerance
}

/// Whether two numbers agree to within `tolerance`.
func isApproximatelyEqual(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs - rhs) <= tolerance
}

/// The transform a UIKit user writes for a card turned 60° about y with an eye 500 pt away (§8):
/// `var t = CATransform3DIdentity; t.m34 = -1/500; t = CATransform3DRotate(t, .pi/3, 0, 1, 0)`.
let cardTurn: CATransform3D = {
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    return CATransform3DRotate(t, .pi / 3, 0, 1, 0)
}()

/// A small deterministic generator, so "random" transforms are the same on every run.
typealias SeededGenerator = SplitMix64

extension SeededGenerator {
    /// A random composition of a few translations, scales (possibly mirroring) and rotations about random axes.
    mutating func composition(steps: Int = 4) -> CATransform3D {
        var t = CATransform3DIdentity
        for _ in 0..<steps {
            switch Int.random(in: 0..<3, using: &self) {
            case 0:
                t = CATransform3DTranslate(
                    t, .random(in: -200...200, using: &self), .random(in: -200...200, using: &self),
                    .random(in: -50...50, using: &self))
            case 1:
                let sign: CGFloat = Bool.random(using: &self) ? 1 : -1
                t = CATransform3DScale(
                    t, sign * .random(in: 0.2...3, using: &self), .random(in: 0.2...3, using: &self),
                    .random(in: 0.2...3, using: &self))
            default:
                t = CATransform3DRotate(
                    t, .random(in: -3...3, using: &self), .random(in: -1...1, using: &self),
                    .random(in: -1...1, using: &self), .random(in: -1...1, using: &self))
            }
        }
        return t
    }
}
