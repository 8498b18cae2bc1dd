import Foundation

/// What waits to go to the page: messages in order, and of the frames only the newest. When the browser or the
/// network is slower than the stage, frames that were never sent are replaced by newer ones (newest frame wins)
/// rather than queued, so what the page gets next is always the latest picture. Snapshot messages (a `state` or an
/// `inspector` tree: each replaces the last on the page) are likewise replaced in the queue by a newer one of the
/// same type, so a page that reads slowly never makes the server hold more than one of each.
final class Outbox: @unchecked Sendable {
    enum Item: Equatable, Sendable {
        case text(String)
        case binary(Data)
    }

    private let lock = NSLock()
    private var queue: [Item] = []
    private var frame: Data?
    /// A header saying the screen is unchanged, which follows `frame` (see ``pushUnchanged(_:)``).
    private var unchangedAfterFrame: Data?
    private var finished = false
    private var waiter: CheckedContinuation<Item?, Never>?
    /// Frames replaced by a newer one before they were sent.
    private(set) var droppedFrames = 0

    /// Queues a message (never dropped, unless it is a snapshot and a newer one of its type comes before it is
    /// sent).
    func push(_ item: Item) {
        lock.lock()
        if let waiter {
            self.waiter = nil
            lock.unlock()
            waiter.resume(returning: item)
            return
        }
        if !finished {
            if let kind = Self.snapshotKind(item), let index = queue.firstIndex(where: { Self.snapshotKind($0) == kind }) {
                queue.remove(at: index)
                droppedSnapshots += 1
            }
            queue.append(item)
        }
        lock.unlock()
    }

    /// Snapshots replaced by a newer one before they were sent.
    private(set) var droppedSnapshots = 0

    /// `state` or `inspector` for those messages, else nil. The JSON is the server's own (`ServerMessage.json()`):
    /// `"type":"state"` can only appear as the type field, since quotes inside strings are escaped.
    static func snapshotKind(_ item: Item) -> String? {
        guard case .text(let text) = item else { return nil }
        if text.contains(#""type":"state""#) { return "state" }
        if text.contains(#""type":"inspector""#) { return "inspector" }
        return nil
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
        // The newer frame answers the touch the header answered.
        unchangedAfterFrame = nil
        lock.unlock()
    }

    /// Offers a header that says the screen is unchanged by a touch (no picture): it must not overtake the frame
    /// before it, which it says is current, so it waits behind a frame not sent yet, and a newer frame replaces
    /// both of them; with no frame waiting it is queued in order.
    func pushUnchanged(_ data: Data) {
        lock.lock()
        if !finished && frame != nil {
            unchangedAfterFrame = data
            lock.unlock()
            return
        }
        lock.unlock()
        push(.binary(data))
    }

    /// Offers a frame that must reach the page (a composite carrying pictures that later ones name): it is
    /// queued in order and never replaced, and a frame still waiting, which is older, is dropped.
    func pushKeyFrame(_ data: Data) {
        lock.lock()
        if frame != nil {
            frame = nil
            droppedFrames += 1
        }
        unchangedAfterFrame = nil
        lock.unlock()
        push(.binary(data))
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
                if let answer = unchangedAfterFrame {
                    unchangedAfterFrame = nil
                    queue.insert(.binary(answer), at: 0)
                }
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
