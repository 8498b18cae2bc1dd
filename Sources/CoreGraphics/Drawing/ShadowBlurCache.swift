import Foundation

/// Blurred shadow masks kept by the bytes they were blurred from: a shadow whose shape did not change since the
/// last frames (a card's, every frame of an idle or scrolling screen) is blurred once, not every frame, and
/// several identical shapes in one frame (a list of equal cards) share one blur.
///
/// An entry is used only when the new mask is byte for byte the one it was made from, with the same size and
/// sigma, so the result is exactly ``GaussianBlur/blurAlpha(_:width:height:bytesPerRow:sigma:)``'s: any change of
/// the shape — a moved edge, a different corner radius, another sub-pixel offset — is a miss. Shared by every
/// context and thread (parallel export renders frames on several); at most ``budget`` bytes are kept, the least
/// recently used dropped first. A process that must keep its memory flat (the simulator's session workers) sets a
/// smaller ``budget`` or empties it when its picture comes to rest (``removeAll()``).
package final class ShadowBlurCache: @unchecked Sendable {
    package static let shared = ShadowBlurCache()

    /// Bytes of masks kept at most (input and output count); lowering it drops the least recently used at once.
    package var budget: Int {
        get { lock.withLock { storedBudget } }
        set {
            lock.withLock {
                storedBudget = max(0, newValue)
                evictOverBudget()
            }
        }
    }
    private var storedBudget: Int
    /// Masks smaller than this are blurred directly: comparing costs about as much.
    let minimumPixels = 4096

    private struct Entry {
        let width: Int, height: Int, sigma: Double
        /// The unblurred mask, rows packed (no padding).
        let input: [UInt8]
        /// The blurred mask, rows packed.
        let output: [UInt8]
        var lastUse: Int
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var bytes = 0
    private var clock = 0
    /// Blurs looked up and found (for tests).
    private(set) var hits = 0

    /// Bytes of masks kept now (input and output count): at most ``budget``.
    package var byteCount: Int { lock.withLock { bytes } }
    /// Masks kept now.
    package var count: Int { lock.withLock { entries.count } }

    init(budget: Int = 24 << 20) {
        storedBudget = budget
    }

    /// Blurs the A8 mask at `data` in place, as `GaussianBlur.blurAlpha` does, reusing a kept result when the
    /// mask's bytes are the same as one blurred before.
    func blurAlpha(_ data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        guard width * height >= minimumPixels else {
            GaussianBlur.blurAlpha(data, width: width, height: height, bytesPerRow: bytesPerRow, sigma: sigma)
            return
        }
        let pixels = data.assumingMemoryBound(to: UInt8.self)
        if let output = lookup(pixels, width: width, height: height, bytesPerRow: bytesPerRow, sigma: sigma) {
            output.withUnsafeBufferPointer { out in
                for y in 0..<height { (pixels + y * bytesPerRow).update(from: out.baseAddress! + y * width, count: width) }
            }
            return
        }
        var input = [UInt8](repeating: 0, count: width * height)
        input.withUnsafeMutableBufferPointer { packed in
            for y in 0..<height { (packed.baseAddress! + y * width).update(from: pixels + y * bytesPerRow, count: width) }
        }
        GaussianBlur.blurAlpha(data, width: width, height: height, bytesPerRow: bytesPerRow, sigma: sigma)
        var output = [UInt8](repeating: 0, count: width * height)
        output.withUnsafeMutableBufferPointer { packed in
            for y in 0..<height { (packed.baseAddress! + y * width).update(from: pixels + y * bytesPerRow, count: width) }
        }
        insert(Entry(width: width, height: height, sigma: sigma, input: input, output: output, lastUse: 0))
    }

    /// Forgets every kept mask.
    package func removeAll() {
        lock.lock()
        entries = []
        bytes = 0
        lock.unlock()
    }

    private func lookup(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int,
                        sigma: Double) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        for i in entries.indices where entries[i].width == width && entries[i].height == height
            && entries[i].sigma == sigma {
            let same = entries[i].input.withUnsafeBufferPointer { packed in
                (0..<height).allSatisfy { y in memcmp(packed.baseAddress! + y * width, pixels + y * bytesPerRow, width) == 0 }
            }
            if same {
                entries[i].lastUse = clock
                hits += 1
                return entries[i].output
            }
        }
        return nil
    }

    private func insert(_ entry: Entry) {
        let size = 2 * entry.input.count
        lock.lock()
        defer { lock.unlock() }
        guard size <= storedBudget else { return }
        clock += 1
        var entry = entry
        entry.lastUse = clock
        entries.append(entry)
        bytes += size
        evictOverBudget()
    }

    /// Drops the least recently used masks until at most ``budget`` bytes are kept (called with the lock held).
    private func evictOverBudget() {
        while bytes > storedBudget, let oldest = entries.indices.min(by: { entries[$0].lastUse < entries[$1].lastUse }) {
            bytes -= 2 * entries[oldest].input.count
            entries.remove(at: oldest)
        }
    }
}
