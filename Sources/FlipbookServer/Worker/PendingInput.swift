import Foundation

/// How many of the server's messages a worker has read and not yet handled: counted up on the reading thread as
/// each is read and down on the main actor as each is handled, so the display can see input waiting for it.
final class PendingInput: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = 0

    func arrived() { lock.withLock { pending += 1 } }
    func handled() { lock.withLock { pending = max(0, pending - 1) } }
    var count: Int { lock.withLock { pending } }
}
