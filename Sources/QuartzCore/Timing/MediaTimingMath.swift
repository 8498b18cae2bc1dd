/// The eight ``CAMediaTiming`` values of a layer or animation, and the pure functions that map parent time
/// through them.
///
/// Times are seconds. Layers use only ``localTime(fromParentTime:)`` and its inverse; animations also
/// repeat, autoreverse and fill, which ``progress(atParentTime:defaultDuration:)`` folds into the fraction
/// of one simple iteration that feeds the timing function.
///
/// The rules, in an animation's own timeline:
/// - *Elapsed active time* is `a = (t − beginTime) · speed`; the animation is active while
///   `0 ≤ a ≤ activeDuration` (both ends included), before it when `a < 0`, after it when `a > activeDuration`.
/// - `timeOffset` shifts the position inside the repeating pattern, not the active interval: the position
///   is `a + timeOffset`, taken modulo the iteration, so an offset starts the animation part-way through and
///   wraps round to the beginning for the rest of its active duration (unverified against Core Animation,
///   which documents the offset as applying to "active local time").
/// - Each simple iteration owns its end point: where one iteration meets the next, the fraction is 1, not
///   0, so an animation ends on its final value. Only the very start of the active interval shows 0.
/// - With `autoreverses`, every second simple iteration runs backwards (fraction `1 − f`), so an
///   autoreversing animation ends at 0.
package struct MediaTimingSpec: Sendable, Equatable {
    package var beginTime: Double
    package var duration: Double
    package var speed: Double
    package var timeOffset: Double
    package var repeatCount: Double
    package var repeatDuration: Double
    package var autoreverses: Bool
    /// The fill mode as a number (``FillModeCode``), so that the spec holds no `String` and copying it — every
    /// layer's timing and every attached animation's, each frame — is a plain memory copy with no retain.
    private var fillCode: FillModeCode
    package var fillMode: CAMediaTimingFillMode {
        get { fillCode.fillMode }
        set { fillCode = FillModeCode(newValue) }
    }
    /// Whether the initial state shows before the active interval (``CAMediaTimingFillMode/fillsBackwards``).
    package var fillsBackwards: Bool { fillCode.fillsBackwards }
    /// Whether the final state holds after the active interval (``CAMediaTimingFillMode/fillsForwards``).
    package var fillsForwards: Bool { fillCode.fillsForwards }

    /// Creates a timing spec; the defaults are Core Animation's.
    package init(
        beginTime: Double = 0,
        duration: Double = 0,
        speed: Double = 1,
        timeOffset: Double = 0,
        repeatCount: Double = 0,
        repeatDuration: Double = 0,
        autoreverses: Bool = false,
        fillMode: CAMediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillCode = FillModeCode(fillMode)
    }
}

/// A ``CAMediaTimingFillMode`` as a number: Core Animation's four modes by their own codes, any other raw value
/// by its place in a process-wide list of the ones met so far, so that the exact string comes back (and two
/// codes are equal exactly when their strings are).
package struct FillModeCode: Hashable, Sendable {
    private let code: UInt32

    private static let removed: UInt32 = 0, forwards: UInt32 = 1, backwards: UInt32 = 2, both: UInt32 = 3
    private static let firstCustom: UInt32 = 4
    /// The raw values other than the four, in the order first met; never shrinks.
    private static let customValues = LockedValue<[String]>([])

    package init(_ mode: CAMediaTimingFillMode) {
        switch mode.rawValue {
        case CAMediaTimingFillMode.removed.rawValue: code = Self.removed
        case CAMediaTimingFillMode.forwards.rawValue: code = Self.forwards
        case CAMediaTimingFillMode.backwards.rawValue: code = Self.backwards
        case CAMediaTimingFillMode.both.rawValue: code = Self.both
        default:
            let index = Self.customValues.withLock { values in
                if let index = values.firstIndex(of: mode.rawValue) { return index }
                values.append(mode.rawValue)
                return values.count - 1
            }
            code = Self.firstCustom + UInt32(index)
        }
    }

    package var fillMode: CAMediaTimingFillMode {
        switch code {
        case Self.removed: .removed
        case Self.forwards: .forwards
        case Self.backwards: .backwards
        case Self.both: .both
        default: CAMediaTimingFillMode(rawValue: Self.customValues.withLock { $0[Int(code - Self.firstCustom)] })
        }
    }

    package var fillsBackwards: Bool { code == Self.backwards || code == Self.both }
    package var fillsForwards: Bool { code == Self.forwards || code == Self.both }
}

/// Where a parent time falls relative to an animation's active interval.
package enum MediaTimingPhase: Sendable, Equatable {
    /// Before the start: only a backwards fill shows anything.
    case before
    /// Inside the active interval, ends included.
    case active
    /// After the end: only a forwards fill shows anything.
    case after
}

// MARK: - Local time

extension MediaTimingSpec {
    /// The object's local time at parent time `t`: `(t − beginTime) · speed + timeOffset`.
    ///
    /// This is Core Animation's rule for layers and animations alike; with speed 0 local time stands still at
    /// `timeOffset`, which is how a layer is paused.
    package func localTime(fromParentTime t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }

    /// The parent time at which local time reads `localTime`, or `nil` when speed is 0 (every parent time,
    /// or none, maps there).
    package func parentTime(fromLocalTime localTime: Double) -> Double? {
        guard speed != 0 else { return nil }
        return (localTime - timeOffset) / speed + beginTime
    }
}

// MARK: - Animation timing

extension MediaTimingSpec {
    /// The length of one simple iteration: `duration`, or `default` when duration isn't positive.
    ///
    /// Core Animation gives animations with duration 0 a duration of 0.25 s.
    package func simpleDuration(default defaultDuration: Double = 0.25) -> Double {
        duration > 0 ? duration : defaultDuration
    }

    /// How long the animation is active in its own timeline (before ``speed`` is applied), with animations'
    /// default simple duration of 0.25 s.
    package var activeDuration: Double { activeDuration(defaultDuration: 0.25) }

    /// How long the animation is active in its own timeline (before ``speed`` is applied).
    ///
    /// One iteration is the simple duration, doubled when autoreversing. A positive `repeatCount` (fractional
    /// allowed, `.infinity` for ever) gives that many iterations; otherwise a positive `repeatDuration` is the
    /// active duration; with neither, the animation plays one iteration. Apple calls setting both undefined;
    /// here `repeatCount` wins.
    package func activeDuration(defaultDuration: Double) -> Double {
        let iteration = simpleDuration(default: defaultDuration) * (autoreverses ? 2 : 1)
        if repeatCount > 0 { return repeatCount * iteration }
        if repeatDuration > 0 { return repeatDuration }
        return iteration
    }

    /// Where parent time `t` falls relative to the active interval.
    package func phase(atParentTime t: Double, defaultDuration: Double = 0.25) -> MediaTimingPhase {
        let elapsed = (t - beginTime) * speed
        if elapsed < 0 { return .before }
        if elapsed > activeDuration(defaultDuration: defaultDuration) { return .after }
        return .active
    }

    /// The fraction through the simple duration, in [0, 1], at parent time `t` — the input of the timing
    /// function — or `nil` when the animation contributes nothing at `t`.
    ///
    /// Before the active interval a backwards fill shows the start (fraction at elapsed time 0); after it a
    /// forwards fill holds the end (fraction at the active duration); without the fill the result is `nil`.
    /// Multiply by ``simpleDuration(default:)`` for the time into the iteration (springs need seconds).
    package func progress(atParentTime t: Double, defaultDuration: Double = 0.25) -> Double? {
        switch phase(atParentTime: t, defaultDuration: defaultDuration) {
        case .before:
            return fillsBackwards ? progress(atElapsedActiveTime: 0, defaultDuration: defaultDuration) : nil
        case .after:
            guard fillsForwards else { return nil }
            let end = activeDuration(defaultDuration: defaultDuration)
            return progress(atElapsedActiveTime: end, defaultDuration: defaultDuration)
        case .active:
            return progress(atElapsedActiveTime: (t - beginTime) * speed, defaultDuration: defaultDuration)
        }
    }

    /// The fraction through the simple duration after `elapsed` seconds of active time (before the offset),
    /// repeating and autoreversing as the type's rules describe; no fill logic.
    package func progress(atElapsedActiveTime elapsed: Double, defaultDuration: Double = 0.25) -> Double {
        let simple = simpleDuration(default: defaultDuration)
        guard simple.isFinite else { return 0 }
        var position = (elapsed + timeOffset) / simple
        // Snap rounding noise (3 × 0.1 / 0.1 is not exactly 3) so boundaries land on the rule's side.
        let nearest = position.rounded()
        if abs(position - nearest) <= 1e-12 * max(1, abs(nearest)) { position = nearest }
        // The iteration that owns this instant: a boundary belongs to the iteration it ends, except at the
        // very start of the active interval.
        let index = position == position.rounded() && elapsed > 0 ? position - 1 : position.rounded(.down)
        var fraction = min(max(position - index, 0), 1)
        if autoreverses && index.truncatingRemainder(dividingBy: 2) != 0 { fraction = 1 - fraction }
        return fraction
    }

    /// When the animation leaves its active interval, in parent time, or `nil` when it never does (infinite
    /// active duration, or speed 0, which freezes it at its start).
    ///
    /// With a negative speed the active interval lies *before* `beginTime` and ends there.
    package func activeEndInParentTime(defaultDuration: Double = 0.25) -> Double? {
        let active = activeDuration(defaultDuration: defaultDuration)
        guard speed != 0, active.isFinite else { return nil }
        return speed > 0 ? beginTime + active / speed : beginTime
    }
}
