import Foundation

/// The server's messages a worker has read and not yet handled (an ``InputQueue``, so superseded input is folded
/// while it waits), shared by the reading thread, which queues each message as it is read, and the main actor,
/// which takes them one at a time; the display sees how many wait. It also counts the display's ticks, so a message
/// can tell how many ticks ran while it waited (``InputTrace``).
final class PendingInput: @unchecked Sendable {
    private let lock = NSLock()
    private var queue: InputQueue
    private var ticks = 0
    /// The main actor has been asked to take the next message and has not yet found the queue empty.
    private var draining = false

    init(knownScenes: some Sequence<String> = []) {
        queue = InputQueue(knownScenes: knownScenes)
    }

    /// Queues a message just read; returns whether the main actor must be asked to take it (it is not taking
    /// messages already).
    @discardableResult
    func arrived(_ item: InputQueue.Item, readAt: Double = InputTrace.now()) -> Bool {
        lock.withLock {
            queue.append(.init(item: item, readAt: readAt, ticksAtRead: ticks))
            defer { draining = true }
            return !draining
        }
    }

    /// The oldest message waiting; nil when there is none, and then the next arrival asks the main actor again.
    func next() -> InputQueue.Entry? {
        lock.withLock {
            let entry = queue.next()
            if entry == nil { draining = false }
            return entry
        }
    }

    /// Messages waiting.
    var count: Int { lock.withLock { queue.count } }
    /// Messages folded into a newer one while they waited.
    var folded: Int { lock.withLock { queue.folded } }
    /// The display ran a tick.
    func ticked() { lock.withLock { ticks += 1 } }
    /// Display ticks run so far.
    var tickCount: Int { lock.withLock { ticks } }
}
