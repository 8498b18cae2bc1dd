import CoreGraphics

/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = Self(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = Self(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = Self(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = Self(rawValue: 1 << 3)
}
