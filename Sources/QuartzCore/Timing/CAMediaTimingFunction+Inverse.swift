import CoreGraphics

extension CAMediaTimingFunction {
    /// The time fraction at which this curve reaches `progress` (timing curves are monotonic in time for the
    /// control points UIKit and Core Animation use; for others, the first such fraction). Used to carry a
    /// linearly scrubbed property animator back onto its curve without a jump (§7.3).
    package func inverseProgress(_ progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if self.progress(at: mid) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
