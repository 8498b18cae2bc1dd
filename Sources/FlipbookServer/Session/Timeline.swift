import Foundation
import QuartzCore

/// A session's history: one entry per displayed frame, each pointing at the frozen render tree
/// (`FrozenLayerTree`) of that instant, so
/// any past instant renders again exactly.
///
/// Consecutive entries where nothing changed share one frame, so an idle stage costs a few bytes per frame.
/// Memory is bounded by ``layerBudget`` (layer copies held, counted once per distinct frame) and
/// ``maxEntries``: beyond either, the oldest entries are dropped.
@MainActor
final class Timeline {
    struct Entry {
        let time: Double
        let frame: FrozenLayerTree
    }

    let layerBudget: Int
    let maxEntries: Int
    /// Entries from ``head`` on are live; the slots before it are dropped ones awaiting compaction.
    private var storage: [Entry] = []
    private var head = 0
    /// Layer copies held by the distinct frames of the live entries.
    private(set) var layerCount = 0

    init(layerBudget: Int, maxEntries: Int) {
        self.layerBudget = max(1, layerBudget)
        self.maxEntries = max(2, maxEntries)
    }

    var count: Int { storage.count - head }
    var isEmpty: Bool { count == 0 }
    subscript(index: Int) -> Entry { storage[head + index] }
    var first: Entry? { isEmpty ? nil : self[0] }
    var last: Entry? { isEmpty ? nil : storage[storage.count - 1] }

    /// Adds the frame shown at `time` (times only increase); `frame` may be the last entry's frame.
    func append(time: Double, frame: FrozenLayerTree) {
        if let last, time < last.time { return }
        if last?.frame !== frame { layerCount += frame.nodes.count }
        storage.append(Entry(time: time, frame: frame))
        while count > 1, count > maxEntries || layerCount > layerBudget { dropFirst() }
    }

    private func dropFirst() {
        let dropped = storage[head]
        if count == 1 || storage[head + 1].frame !== dropped.frame { layerCount -= dropped.frame.nodes.count }
        head += 1
        if head > 4096, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }

    func removeAll() {
        storage = []
        head = 0
        layerCount = 0
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
