/// How a keyframe animation computes the values between its keyframes (§6.5).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between keyframes, each segment paced by its timing function. The default.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds from its key time until the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight lines at constant speed; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull-Rom spline through the keyframes (Kochanek–Bartels with tension, continuity and bias).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline travelled at constant speed; key times and timing functions are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
