import QuartzCore

/// A user event: the touches of one gesture phase. Touch delivery builds these.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Seconds of media time when the event happened.
    open internal(set) var timestamp: TimeInterval = 0

    public override init() {
        super.init()
    }
}
