import Foundation

/// The server's messages a worker has read and not yet handled, in order — with what waiting has made pointless
/// folded away, so a worker that falls behind (a busy core, a page sending faster than the stage can follow) holds
/// a short queue of what still matters instead of a growing backlog of stale input.
///
/// What is folded, and only ever into the message at the queue's end (so nothing changes order):
/// - A touch move behind a touch move: one `moved` with each finger at its newest position (and the newer `seq`).
///   UIKit does the same — moves that arrive within one display frame reach `touchesMoved` as one event, the
///   skipped samples only in `UIEvent.coalescedTouches(for:)`; Flipbook's events keep no coalesced samples, so the
///   skipped positions go. A drag's velocity is unchanged: a touch is placed in time when it is applied, not when
///   it was read. A finger's first move is kept on its own: a pan begins on it and reports the later ones as
///   changes, while a drag folded into one jump would begin and end the pan with no change between (a swipe back
///   that never moved the transition); so a drag waits as at most four messages.
/// - A restart or a change to a known scene behind another one: the stage is thrown away and a scene started from
///   its beginning either way, so only one start is needed (a restart behind a scene change restarts the scene
///   just loaded: the load already did that). A change to an unknown scene is kept: it changes nothing and the
///   page is owed its error.
///
/// `began`, `ended` and `cancelled` are never folded or moved, and neither is anything else: a flood of moves
/// keeps the queue at one message per finger-down, and every other message is handled as it came.
struct InputQueue {
    /// What was read.
    enum Item: Sendable {
        /// The worker's configuration (the server's first message), or why it could not be read.
        case configuration(Result<WorkerConfiguration, DecodingError>)
        /// A message of the page's, decoded (the server validated it already), or why not.
        case message(Result<ClientMessage, ProtocolError>)
        /// The server closed the worker's input: end once everything before this is handled.
        case end
    }

    /// The configuration could not be decoded.
    struct DecodingError: Error, Sendable { var description: String }

    /// A message read, when, and how many display ticks had run then (for ``InputTrace``).
    struct Entry: Sendable {
        var item: Item
        var readAt: Double
        var ticksAtRead: Int
        /// The first move of one of its fingers since it came down: never folded.
        fileprivate(set) var isFirstMove = false

        init(item: Item, readAt: Double, ticksAtRead: Int) {
            self.item = item
            self.readAt = readAt
            self.ticksAtRead = ticksAtRead
        }
    }

    /// Lowercased names of the scenes a `scene` message can load (a change to any other only earns an error).
    let knownScenes: Set<String>
    private var entries: [Entry] = []
    /// Where the first entry not yet taken is in `entries`.
    private var head = 0
    /// Messages folded into a newer one since the queue was made.
    private(set) var folded = 0
    /// Fingers down that have moved since they came down (as queued).
    private var moved: Set<Int> = []

    init(knownScenes: some Sequence<String>) {
        self.knownScenes = Set(knownScenes.map { $0.lowercased() })
    }

    /// Entries waiting.
    var count: Int { entries.count - head }

    /// Queues `entry`, folding it into the last entry when that one has become pointless.
    mutating func append(_ entry: Entry) {
        var entry = entry
        if case .message(.success(.touch(let phase, let touches, _))) = entry.item {
            let ids = touches.map(\.id)
            switch phase {
            case .moved:
                entry.isFirstMove = !moved.isSuperset(of: ids)
                moved.formUnion(ids)
            case .began, .ended, .cancelled:
                moved.subtract(ids)
            }
        } else if case .message(.success(let message)) = entry.item, startsScene(message) {
            moved = []   // a new stage: every finger was lifted
        }
        if count > 0, let merged = merge(entries[entries.count - 1], entry) {
            entries[entries.count - 1] = merged
            folded += 1
        } else {
            entries.append(entry)
        }
    }

    /// The oldest entry, taken off the queue.
    mutating func next() -> Entry? {
        guard head < entries.count else { return nil }
        let entry = entries[head]
        head += 1
        if head == entries.count {
            entries.removeAll(keepingCapacity: entries.capacity <= 64)
            head = 0
        } else if head >= 64 && head * 2 >= entries.count {
            entries.removeFirst(head)
            head = 0
        }
        return entry
    }

    /// The one entry that does what `older` then `newer` would, when there is one.
    private func merge(_ older: Entry, _ newer: Entry) -> Entry? {
        guard case .message(.success(let first)) = older.item, case .message(.success(let second)) = newer.item else {
            return nil
        }
        switch (first, second) {
        case (.touch(.moved, let before, let olderSeq), .touch(.moved, let after, let seq))
            where !older.isFirstMove && !newer.isFirstMove:
            var touches = before
            for point in after {
                if let i = touches.firstIndex(where: { $0.id == point.id }) { touches[i] = point } else { touches.append(point) }
            }
            return Entry(item: .message(.success(.touch(phase: .moved, touches: touches, seq: seq ?? olderSeq))),
                         readAt: newer.readAt, ticksAtRead: newer.ticksAtRead)
        case (_, .restart) where startsScene(first):
            return older
        case (_, .scene) where startsScene(first) && startsScene(second):
            return newer
        default:
            return nil
        }
    }

    /// Whether `message` throws the stage away and starts a scene from its beginning.
    private func startsScene(_ message: ClientMessage) -> Bool {
        switch message {
        case .restart: true
        case .scene(let name): knownScenes.contains(name.lowercased())
        default: false
        }
    }
}

extension InputQueue.Item {
    /// What `frame`, read from the server, asks for: its configuration or one of the page's messages, decoded
    /// (messages up to `maxMessageBytes`, the server's limit, which it has checked already); nil for the kinds
    /// only a worker sends.
    init?(_ frame: WorkerFrame, maxMessageBytes: Int) {
        switch frame.kind {
        case .configuration:
            do {
                self = .configuration(.success(try JSONDecoder().decode(WorkerConfiguration.self, from: frame.payload)))
            } catch {
                self = .configuration(.failure(.init(description: "\(error)")))
            }
        case .message:
            do throws(ProtocolError) {
                self = .message(.success(try ClientMessage.decode(frame.payload, maxBytes: maxMessageBytes)))
            } catch {
                self = .message(.failure(error))
            }
        case .text, .frame, .keyFrame, .unchanged, .binary:
            return nil
        }
    }
}
