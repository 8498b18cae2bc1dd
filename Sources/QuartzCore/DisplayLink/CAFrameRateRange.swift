import CoreGraphics

/// A range of frame rates a display link (or animation) accepts, with the rate it prefers.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// The display's own rate: no preference.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)

    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
