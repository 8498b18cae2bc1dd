import QuartzCore

/// The coarse width or height class of the space a view has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
