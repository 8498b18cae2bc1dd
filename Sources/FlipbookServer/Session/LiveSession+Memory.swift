import CoreGraphics
import Foundation
import QuartzCore

extension LiveSession {
    /// What the session's bounded structures hold now, and the process's memory: one line for a worker's
    /// memory report (`FLIPBOOK_MEMORY_REPORT=SECONDS`, read by `serve_bench.py --memory-curve`), to tell which
    /// structure grows when a worker's memory does.
    public var memoryReport: String {
        let heap = HeapStatistics.now()
        let history = historyUsage
        let shadows = ShadowBlurCache.shared
        func mb(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }
        return "memory: scene \(scene.name); "
            + "PSS \(mb(HeapStatistics.proportionalKB() * 1024)) MB, RSS \(mb(HeapStatistics.residentKB() * 1024)) MB; "
            + "heap in use \(mb(heap.inUse)) MB (mapped \(mb(heap.mapped))), free in arenas \(mb(heap.freeInArenas)) MB; "
            + "pixels \(mb(CGImage.livePixelBytes)) MB; "
            + "timeline \(history.frames) frames, \(history.layers) layer copies, \(mb(history.bytes)) MB counted; "
            + "renderer bitmaps \(mb(renderer.keptBitmapBytes)) MB, frame \(mb(renderer.frameBitmapBytes)) MB; "
            + "shadow masks \(mb(shadows.byteCount)) MB "
            + "(\(shadows.count)); frames sent \(framesSent)" + census
    }

    /// The largest blocks of pixels alive, when the census is on (`FLIPBOOK_PIXEL_CENSUS`).
    private var census: String {
        let census = CGImage.pixelCensus.prefix(8)
        guard !census.isEmpty else { return "" }
        let sites = CGImage.pixelSites.prefix(12).map { "\($0.count)×\($0.bytes) at [\($0.site)]" }
        return "; pixel blocks " + census.map { "\($0.count)×\($0.bytes)" }.joined(separator: " ")
            + (sites.isEmpty ? "" : "; sites " + sites.joined(separator: " | "))
    }
}
