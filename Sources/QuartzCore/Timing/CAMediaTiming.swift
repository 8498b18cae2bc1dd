/// The hierarchical timing model shared by layers and animations.
///
/// Each object maps its parent's time into its own: first to *active local time* with ``beginTime``,
/// ``speed`` and ``timeOffset``, then to *basic local time* within one ``duration`` by repeating and
/// autoreversing. ``MediaTimingSpec`` holds the same eight values and does the arithmetic.
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time. Defaults to 0.
    var beginTime: CFTimeInterval { get set }
    /// The length of one simple iteration, in seconds. Defaults to 0 (animations then use 0.25 s).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's. Defaults to 1; 0 pauses.
    var speed: Float { get set }
    /// An offset added to active local time, after scaling by ``speed``. Defaults to 0.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the simple duration repeats; fractional values allowed, `.infinity` repeats forever.
    /// 0 (the default) means once.
    var repeatCount: Float { get set }
    /// How long, in local time, the object repeats for. 0 (the default) is ignored.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards then backwards. Defaults to `false`.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active interval. Defaults to ``CAMediaTimingFillMode/removed``.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAMediaTiming {
    /// The object's timing as a value, ready for the pure functions of ``MediaTimingSpec``.
    package var mediaTimingSpec: MediaTimingSpec {
        MediaTimingSpec(
            beginTime: beginTime,
            duration: duration,
            speed: Double(speed),
            timeOffset: timeOffset,
            repeatCount: Double(repeatCount),
            repeatDuration: repeatDuration,
            autoreverses: autoreverses,
            fillMode: fillMode
        )
    }
}
