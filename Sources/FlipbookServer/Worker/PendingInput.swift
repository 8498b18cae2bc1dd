import Foundation

/// How many of the server's messages a worker has read and not yet handled: counted up on the reading thread as
/// each is read and down on the main actor as each is handled, so the display can see input waiting for it. It
/// also counts the display's ticks, so a message can tell how many ticks ran while it waited (``InputTrace``).
final class PendingInput: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = 0
    private var ticks = 0

    /// A message was read; returns the display ticks run so far.
    @discardableResult
    func arrived() -> Int { lock.withLock { pending += 1; return ticks } }
    func handled() { lock.withLock { pending = max(0, pending - 1) } }
    var count: Int { lock.withLock { pending } }
    /// The display ran a tick.
    func ticked() { lock.withLock { ticks += 1 } }
    /// Display ticks run so far.
    var tickCount: Int { lock.withLock { ticks } }
}
