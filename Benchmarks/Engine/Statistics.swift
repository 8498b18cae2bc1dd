/// A monotonic stopwatch over `ContinuousClock`. Benchmarks are the one part of Flipbook that reads a real
/// clock; the engine itself only ever sees a stage's virtual media time.
struct Stopwatch {
    private let clock = ContinuousClock()
    private var start: ContinuousClock.Instant

    init() { start = clock.now }

    /// Milliseconds since the stopwatch started or was last restarted.
    var elapsedMilliseconds: Double { Self.milliseconds(start.duration(to: clock.now)) }

    /// Restarts the stopwatch and returns the milliseconds of the lap that ended.
    mutating func lap() -> Double {
        let now = clock.now
        let lap = Self.milliseconds(start.duration(to: now))
        start = now
        return lap
    }

    /// Times `body` once, in milliseconds.
    static func measure(_ body: () -> Void) -> Double {
        var watch = Stopwatch()
        body()
        return watch.lap()
    }

    static func milliseconds(_ d: Duration) -> Double {
        let (seconds, attoseconds) = d.components
        return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    }
}

/// Order statistics of a set of samples.
struct Summary {
    let count: Int
    let median: Double
    let p90: Double
    let min: Double
    let max: Double

    /// Summarises `samples` (at least one): the median averages the two middle values of an even count; p90 is
    /// the nearest-rank 90th percentile (the smallest sample with at least 90 % of the samples at or below it).
    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        let sorted = samples.sorted()
        count = sorted.count
        let middle = sorted.count / 2
        median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        let rank = Int((0.9 * Double(sorted.count)).rounded(.up))
        p90 = sorted[Swift.max(rank, 1) - 1]
        min = sorted.first!
        max = sorted.last!
    }
}
