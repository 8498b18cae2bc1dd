import QuartzCore

/// What a view's content means for right-to-left layout: `.unspecified` follows the interface's direction,
/// playback controls and spatial content (`.playback`, `.spatial`) always run left to right, and the `.force…`
/// values pick a direction outright.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
