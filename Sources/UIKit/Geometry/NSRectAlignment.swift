import QuartzCore

/// Where a boundary supplementary item sits against its section (iOS 13).
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
