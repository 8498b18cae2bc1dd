import QuartzCore

/// The public state of an animator (§7.1).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Running or paused.
    case active = 1
    /// Stopped: waiting for `finishAnimation(at:)`.
    case stopped = 2
}
