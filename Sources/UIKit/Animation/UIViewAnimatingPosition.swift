import QuartzCore

/// Where an animation ended, as reported to completions (§7.1).
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start = 1, current = 2
}
