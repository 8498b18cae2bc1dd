import CCairo

/// How images are resampled when drawn at another size or under a transform.
public enum CGInterpolationQuality: Int32, Sendable {
    /// Bilinear-quality resampling, box-filtered when shrinking (cairo's "good").
    case `default` = 0
    /// Nearest neighbour: hard pixel edges.
    case none = 1
    /// Bilinear.
    case low = 2
    /// The best cairo has.
    case high = 3
    /// As `default`.
    case medium = 4
}

extension CGInterpolationQuality {
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .default, .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }
}
