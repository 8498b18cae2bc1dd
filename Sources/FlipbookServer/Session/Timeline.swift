import Foundation
import QuartzCore

/// A session's history: one entry per displayed frame, each pointing at the frozen render tree
/// (`FrozenLayerTree`) of that instant, so any past instant renders again exactly.
///
/// Consecutive entries where nothing changed share one frame, so an idle stage costs a few bytes per frame.
/// Memory is bounded three ways, the oldest entries dropped beyond any of them: ``byteBudget`` (what the
/// distinct frames hold: ``layerCopyBytes`` per layer copy, plus each contents image they reference, counted once
/// however many frames share it), ``layerBudget`` (layer copies) and ``maxEntries``.
@MainActor
final class Timeline {
    struct Entry {
        let time: Double
        let frame: FrozenLayerTree
    }

    /// What one frozen layer copy costs, in bytes, beyond its contents image: the copied `CALayer` with its side
    /// storage and its node in the frame's list — 1,379 bytes on glibc's heap, measured (`ServerBenchmark
    /// layer-bytes`: GuessThePet's window frozen mid-flip), rounded up.
    static let layerCopyBytes = 1536

    let layerBudget: Int
    let byteBudget: Int
    let maxEntries: Int
    /// Entries from ``head`` on are live; the slots before it are dropped ones awaiting compaction, emptied the
    /// moment their entry is dropped. (They used to keep their entry until compaction, 4,096 dropped entries
    /// later: every frame dropped stayed in memory with its layer copies and images, up to 4,096 frames beyond
    /// the budgets — a worker grew by about 2 MB per tap-and-swipe of GuessThePet until the next compaction.)
    private var storage: [Entry?] = []
    private var head = 0
    /// Layer copies held by the distinct frames of the live entries.
    private(set) var layerCount = 0
    /// Bytes held by the distinct frames of the live entries (layer copies and distinct contents images).
    private(set) var byteCount = 0
    /// Contents images referenced by the distinct frames held: how many frames reference each, and its bytes.
    private var images: [ObjectIdentifier: (frames: Int, bytes: Int)] = [:]

    init(layerBudget: Int, byteBudget: Int = .max, maxEntries: Int) {
        self.layerBudget = max(1, layerBudget)
        self.byteBudget = max(1, byteBudget)
        self.maxEntries = max(2, maxEntries)
    }

    var count: Int { storage.count - head }
    var isEmpty: Bool { count == 0 }
    subscript(index: Int) -> Entry { storage[head + index]! }
    var first: Entry? { isEmpty ? nil : self[0] }
    var last: Entry? { isEmpty ? nil : storage[storage.count - 1] }
    /// Slots kept for dropped entries awaiting compaction (each empty): at most as many as live entries, plus
    /// a few.
    var droppedSlots: Int { head }

    /// Adds the frame shown at `time` (times only increase); `frame` may be the last entry's frame.
    func append(time: Double, frame: FrozenLayerTree) {
        if let last, time < last.time { return }
        if last?.frame !== frame { hold(frame) }
        storage.append(Entry(time: time, frame: frame))
        while count > 1, count > maxEntries || layerCount > layerBudget || byteCount > byteBudget { dropFirst() }
    }

    private func dropFirst() {
        let dropped = self[0]
        if count == 1 || self[1].frame !== dropped.frame { release(dropped.frame) }
        storage[head] = nil
        head += 1
        if head > 64, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }

    /// A distinct frame enters the history: its layer copies and the images it shows that no other frame held
    /// shows already.
    private func hold(_ frame: FrozenLayerTree) {
        layerCount += frame.nodes.count
        byteCount += frame.nodes.count * Self.layerCopyBytes
        for image in Self.contentsImages(of: frame) {
            let id = ObjectIdentifier(image)
            if let held = images[id] {
                images[id] = (held.frames + 1, held.bytes)
            } else {
                let bytes = image.bytesPerRow * image.height
                images[id] = (1, bytes)
                byteCount += bytes
            }
        }
    }

    private func release(_ frame: FrozenLayerTree) {
        layerCount -= frame.nodes.count
        byteCount -= frame.nodes.count * Self.layerCopyBytes
        for image in Self.contentsImages(of: frame) {
            let id = ObjectIdentifier(image)
            guard let held = images[id] else { continue }
            if held.frames <= 1 {
                images[id] = nil
                byteCount -= held.bytes
            } else {
                images[id] = (held.frames - 1, held.bytes)
            }
        }
    }

    /// The distinct contents images of a frame's layers.
    private static func contentsImages(of frame: FrozenLayerTree) -> [CGImage] {
        var seen = Set<ObjectIdentifier>()
        var out: [CGImage] = []
        for node in frame.nodes {
            guard let image = node.layer.modelValues.contents as? CGImage,
                  seen.insert(ObjectIdentifier(image)).inserted else { continue }
            out.append(image)
        }
        return out
    }

    func removeAll() {
        storage = []
        head = 0
        layerCount = 0
        byteCount = 0
        images = [:]
    }

    /// The index of the last entry at or before `time` (the first entry for earlier times); nil when empty.
    func index(at time: Double) -> Int? {
        guard !isEmpty else { return nil }
        var lo = 0, hi = count - 1
        if time <= self[0].time { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if self[mid].time <= time + 1e-9 { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Entries from `from` to `to` (stage times, inclusive).
    func entries(from: Double, to: Double) -> [Entry] {
        guard let start = index(at: from), let end = index(at: to) else { return [] }
        return (start...end).map { self[$0] }
    }
}
