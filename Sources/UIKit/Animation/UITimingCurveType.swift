import QuartzCore

/// What kind of timing a provider describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}
