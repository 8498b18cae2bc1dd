import CoreGraphics

/// How a ``CATransition`` places the old and new pictures at one progress: offsets in the layer's own space and
/// opacities, and which is drawn on top. A pure function of the type, subtype, progress and the layer's size.
///
/// With d the unit direction of the motion (fromLeft → +x, fromRight → −x, fromTop → +y down the screen,
/// fromBottom → −y) and s the bounds size along it, at progress p:
/// - push: the new picture at −d·s·(1 − p), the old one at d·s·p;
/// - moveIn: the new picture at −d·s·(1 − p) over the old one, which stays;
/// - reveal: the old picture at d·s·p over the new one, which stays;
/// - fade: both in place, mixed new·p + old·(1 − p) (as one group, so an opaque pair never shows what is behind).
package struct CATransitionFrame: Equatable, Sendable {
    package var newOffset = CGSize.zero
    package var oldOffset = CGSize.zero
    package var newAlpha = 1.0
    package var oldAlpha = 1.0
    /// Whether the old picture is drawn above the new one.
    package var oldOnTop = false
    /// Whether the two pictures are mixed (fade) rather than drawn one over the other.
    package var mixes = false

    package init(type: CATransitionType, subtype: CATransitionSubtype?, progress: Double, size: CGSize) {
        let p = min(max(progress, 0), 1)
        let d: (x: CGFloat, y: CGFloat)
        switch subtype {
        case .fromRight?: d = (-1, 0)
        case .fromTop?: d = (0, 1)
        case .fromBottom?: d = (0, -1)
        default: d = (1, 0)
        }
        let entering = CGSize(width: -d.x * size.width * CGFloat(1 - p), height: -d.y * size.height * CGFloat(1 - p))
        let leaving = CGSize(width: d.x * size.width * CGFloat(p), height: d.y * size.height * CGFloat(p))
        switch type {
        case .push:
            newOffset = entering
            oldOffset = leaving
        case .moveIn:
            newOffset = entering
        case .reveal:
            oldOffset = leaving
            oldOnTop = true
        default:
            newAlpha = p
            oldAlpha = 1 - p
            mixes = true
        }
    }
}
