import QuartzCore

/// UIKit's autoresizing rule for one axis, as a linear function of the superview's length `L`:
/// `origin = originConstant + originFactor × L` and `length = lengthConstant + lengthFactor × L`.
///
/// When the superview's length changes by Δ, the flexible parts of the axis (start margin, length, end margin)
/// share Δ in proportion to their current lengths (equally when they are all zero); fixed parts keep theirs. The
/// same rule serves frame-based layout (``UIView/autoresizingMask`` applied when the superview's bounds change) and
/// Auto Layout (the `NSAutoresizingMaskLayoutConstraint`s of a view that translates its mask), so the two always
/// agree on where a view goes.
package struct AutoresizingRule: Equatable, Sendable {
    package var originConstant: Double
    package var originFactor: Double
    package var lengthConstant: Double
    package var lengthFactor: Double

    /// The rule that keeps a view at `origin`/`length` while its superview is `superLength` long.
    package init(origin: Double, length: Double, superLength: Double,
                 flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) {
        let end = superLength - origin - length
        let parts = (flexibleStart ? origin : 0) + (flexibleLength ? length : 0) + (flexibleEnd ? end : 0)
        let count = Double([flexibleStart, flexibleLength, flexibleEnd].filter { $0 }.count)
        func share(_ part: Double, _ flexible: Bool) -> Double {
            guard flexible else { return 0 }
            return parts != 0 ? part / parts : 1 / count
        }
        originFactor = share(origin, flexibleStart)
        lengthFactor = share(length, flexibleLength)
        originConstant = origin - originFactor * superLength
        lengthConstant = length - lengthFactor * superLength
    }

    /// Origin and length once the superview is `superLength` long.
    package func apply(superLength: Double) -> (origin: Double, length: Double) {
        (originConstant + originFactor * superLength, lengthConstant + lengthFactor * superLength)
    }

    /// The rules of both axes for a view's frame, mask and superview size.
    package static func rules(frame: CGRect, mask: UIView.AutoresizingMask, superSize: CGSize)
        -> (horizontal: AutoresizingRule, vertical: AutoresizingRule) {
        (AutoresizingRule(origin: Double(frame.minX), length: Double(frame.width), superLength: Double(superSize.width),
                          flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                          flexibleEnd: mask.contains(.flexibleRightMargin)),
         AutoresizingRule(origin: Double(frame.minY), length: Double(frame.height), superLength: Double(superSize.height),
                          flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                          flexibleEnd: mask.contains(.flexibleBottomMargin)))
    }

    /// UIKit's notation for a mask in its logs: `h=` then left margin, width, right margin and `v=` then top
    /// margin, height, bottom margin, `&` flexible and `-` fixed. An axis with nothing flexible reads `--&`: its
    /// end margin is what gives, as UIKit prints it.
    package static func notation(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ a: Bool, _ b: Bool, _ c: Bool) -> String {
            guard a || b || c else { return "--&" }
            return [a, b, c].map { $0 ? "&" : "-" }.joined()
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }
}
