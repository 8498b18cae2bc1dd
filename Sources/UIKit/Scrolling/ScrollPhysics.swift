import QuartzCore

/// The time → offset math of scrolling, one axis at a time, as pure functions: deceleration, rubber-banding,
/// the spring that brings content back to an edge or onto a page, and the page a release settles on.
/// `UIScrollView` keeps the mutable state and calls these each frame.
enum ScrollPhysics {
    // MARK: Deceleration

    /// Where a deceleration from `offset` with `velocity` (points per **second**) comes to rest. UIKit's velocity
    /// decays by `rate` every millisecond, so the distance is the geometric series
    /// `(v/1000)·(r + r² + …) = (v/1000)·r/(1−r)`.
    static func projectedRestOffset(offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        offset + velocity / 1000 * rate / (1 - rate)
    }

    /// The offset `elapsed` seconds into a deceleration from `start` that comes to rest at `target`: the
    /// series above summed over the milliseconds gone, `start + (target − start)·(1 − r^(1000·t))`. With
    /// `target` the projected rest offset this is exactly UIKit's decay of the release velocity; with a target
    /// a delegate changed, the same curve scaled to end there.
    static func decelerationOffset(start: CGFloat, target: CGFloat, rate: CGFloat, elapsed: TimeInterval) -> CGFloat {
        start + (target - start) * (1 - pow(rate, CGFloat(1000 * elapsed)))
    }

    /// The velocity (points per second) of that deceleration at `elapsed`.
    static func decelerationVelocity(start: CGFloat, target: CGFloat, rate: CGFloat, elapsed: TimeInterval) -> CGFloat {
        (target - start) * -log(rate) * 1000 * pow(rate, CGFloat(1000 * elapsed))
    }

    /// How long that deceleration takes to reach `position` (which must lie between start and target), or nil
    /// when it never does.
    static func decelerationTime(start: CGFloat, target: CGFloat, rate: CGFloat, reaching position: CGFloat) -> TimeInterval? {
        let total = target - start
        guard total != 0 else { return nil }
        let fraction = (position - start) / total
        guard fraction >= 0, fraction < 1 else { return nil }
        return TimeInterval(log(1 - fraction) / log(rate)) / 1000
    }

    /// A deceleration whose remaining distance is below this (points) snaps to its end: half a point, under a
    /// pixel at 2× (a Flipbook decision; UIKit's own cut-off is not documented).
    static let restDistance: CGFloat = 0.5

    // MARK: Rubber band

    /// UIKit's rubber band constant.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// How far content shows past an edge when the finger has pulled it `overshoot` points past it, in a view
    /// `dimension` points long on that axis: `(1 − 1/(x·0.55/d + 1))·d`. It grows ever more slowly and never
    /// reaches `d`. Signed: a negative overshoot gives a negative result.
    static func rubberBand(overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let banded = (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -banded : banded
    }

    /// The inverse of ``rubberBand(overshoot:dimension:)``: how far the finger must pull for content to show
    /// `displayed` points past the edge (used when a drag catches content that is already past an edge).
    static func rubberBandInverse(displayed: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let y = min(abs(displayed), dimension * 0.999_999)
        let x = dimension / rubberBandCoefficient * (1 / (1 - y / dimension) - 1)
        return displayed < 0 ? -x : x
    }

    /// The offset shown for a raw (finger-driven) offset, rubber-banded outside `minimum...maximum`.
    static func rubberBandedOffset(_ raw: CGFloat, minimum: CGFloat, maximum: CGFloat, dimension: CGFloat) -> CGFloat {
        if raw < minimum { return minimum + rubberBand(overshoot: raw - minimum, dimension: dimension) }
        if raw > maximum { return maximum + rubberBand(overshoot: raw - maximum, dimension: dimension) }
        return raw
    }

    /// The raw offset that shows as `shown` (the inverse of ``rubberBandedOffset(_:minimum:maximum:dimension:)``).
    static func rawOffset(shown: CGFloat, minimum: CGFloat, maximum: CGFloat, dimension: CGFloat) -> CGFloat {
        if shown < minimum { return minimum + rubberBandInverse(displayed: shown - minimum, dimension: dimension) }
        if shown > maximum { return maximum + rubberBandInverse(displayed: shown - maximum, dimension: dimension) }
        return shown
    }

    // MARK: Spring back

    /// The natural frequency (rad/s) of the critically damped spring that brings content back to an edge or
    /// onto a page: 12 rad/s settles a 100 pt overshoot within half a pixel in about 0.55 s, and a fling that
    /// hits an edge at 3,000 pt/s overshoots by v/(ω·e) ≈ 92 pt (a Flipbook decision, tuned to look like iOS;
    /// UIKit's own constants are not public).
    static let springBackFrequency: CGFloat = 12

    /// The offset of a critically damped spring `elapsed` seconds after it starts at `start` with `velocity`
    /// (points per second), pulling towards `anchor`: `anchor + (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)` with
    /// `x₀ = start − anchor`.
    static func springOffset(anchor: CGFloat, start: CGFloat, velocity: CGFloat, elapsed: TimeInterval,
                             frequency: CGFloat = springBackFrequency) -> CGFloat {
        let t = CGFloat(elapsed), x0 = start - anchor
        return anchor + (x0 + (velocity + frequency * x0) * t) * exp(-frequency * t)
    }

    /// The velocity (points per second) of that spring at `elapsed`.
    static func springVelocity(anchor: CGFloat, start: CGFloat, velocity: CGFloat, elapsed: TimeInterval,
                               frequency: CGFloat = springBackFrequency) -> CGFloat {
        let t = CGFloat(elapsed), x0 = start - anchor
        return (velocity - frequency * (velocity + frequency * x0) * t) * exp(-frequency * t)
    }

    // MARK: Paging

    /// The release speed (points per second) above which a paging scroll view turns to the next page in the
    /// direction of the fling even if less than half of it shows: 300 pt/s (a Flipbook decision).
    static let pageFlickVelocity: CGFloat = 300

    /// The page offset a paging release settles on: the nearest page, or — for a fling faster than
    /// ``pageFlickVelocity`` — the next page in the fling's direction from where the content is. `velocity` is
    /// the content's (the offset's), in points per second. Clamped to `minimum...maximum`.
    static func pagingTarget(offset: CGFloat, velocity: CGFloat, pageSize: CGFloat,
                             minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        guard pageSize > 0 else { return min(max(offset, minimum), maximum) }
        let page = offset / pageSize
        let index: CGFloat
        if velocity > pageFlickVelocity {
            index = page.rounded(.up)
        } else if velocity < -pageFlickVelocity {
            index = page.rounded(.down)
        } else {
            index = page.rounded()
        }
        // The last page may be shorter than the view: its offset is the content's end.
        return min(max(index * pageSize, minimum), maximum)
    }

    // MARK: Animated scrolling

    /// How long `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` take: 0.3 s
    /// (a Flipbook decision; UIKit does not document it).
    static let scrollAnimationDuration: TimeInterval = 0.3
}
