import Foundation

/// What waits to go to the page: messages in order, and of the frames only the newest. When the browser or the
/// network is slower than the stage, frames that were never sent are replaced by newer ones (newest frame wins)
/// rather than queued, so what the page gets next is always the latest picture.
final class Outbox: @unchecked Sendable {
    enum Item: Equatable, Sendable {
        case text(String)
        case binary(Data)
    }

    private let lock = NSLock()
    private var queue: [Item] = []
    private var frame: Data?
    private var finished = false
    private var waiter: CheckedContinuation<Item?, Never>?
    /// Frames replaced by a newer one before they were sent.
    private(set) var droppedFrames = 0

    /// Queues a message (never dropped).
    func push(_ item: Item) {
        lock.lock()
        if let waiter {
            self.waiter = nil
            lock.unlock()
            waiter.resume(returning: item)
            return
        }
        if !finished { queue.append(item) }
        lock.unlock()
    }

    /// Offers a frame: it replaces a frame not sent yet.
    func pushFrame(_ data: Data) {
        lock.lock()
        if let waiter {
            self.waiter = nil
            lock.unlock()
            waiter.resume(returning: .binary(data))
            return
        }
        if frame != nil { droppedFrames += 1 }
        if !finished { frame = data }
        lock.unlock()
    }

    /// No more items will come; ``next()`` returns nil once the queue is empty.
    func finish() {
        lock.lock()
        finished = true
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(returning: nil)
    }

    /// The next item to send, waiting for one; nil when finished and empty.
    func next() async -> Item? {
        await withCheckedContinuation { continuation in
            lock.lock()
            if !queue.isEmpty {
                let item = queue.removeFirst()
                lock.unlock()
                continuation.resume(returning: item)
            } else if let frame {
                self.frame = nil
                lock.unlock()
                continuation.resume(returning: .binary(frame))
            } else if finished {
                lock.unlock()
                continuation.resume(returning: nil)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }
}
