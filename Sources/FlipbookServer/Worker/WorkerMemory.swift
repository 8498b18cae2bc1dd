import CoreGraphics
import Foundation

/// The memory a session's worker process may hold beyond its stage, structure by structure: each is bounded by
/// design, so a worker's memory reaches a plateau after the first frames of each kind and stays there however long
/// the session runs (docs/serve.md, *A session's memory*).
///
/// - The timeline: ``ServerLimits/historyByteBudget`` (layer copies at `Timeline.layerCopyBytes` each and the
///   contents images they show, each once), ``ServerLimits/historyLayerBudget``, ``ServerLimits/historyMaxFrames``.
/// - The renderer's bitmaps kept between frames (the offscreens for layers in perspective that the last frame
///   used, and one frame's flattened turning layers): freed when the stage comes to rest, restarts or changes
///   scene (`LiveSession.dropRenderCaches()`).
/// - Blurred shadow masks: CoreGraphics keeps up to 24 MiB of them per process, for any program drawing shadows;
///   a worker keeps at most ``shadowMaskBudget`` and none once its stage is at rest. A shadow that moves makes a
///   new mask every frame, so under an animation the cache only ever fills; what it saves is re-blurring the
///   shadows of a screen that does not change, which a small budget keeps.
/// - Frames in flight: newest wins at every step (`FramePipeline`), so at most one rendered frame waits, two
///   are being encoded and one encoded waits to be written; and while a rendered frame waits, the display
///   renders no other (`DisplayPolicy`), so a starved worker holds three full-size frames at most, not four.
/// - glibc's heap: two arenas and a fixed mmap threshold (`WorkerProcess`), freed pages given back every few
///   seconds at rest (``HeapTrimmer``).
public enum WorkerMemory {
    /// Bytes of blurred shadow masks a worker keeps at most (CoreGraphics' own default is 24 MiB per process).
    public static let shadowMaskBudget = 4 << 20

    /// Applies the worker's bounds to the process and to `session` (a worker runs one session). With
    /// `FLIPBOOK_WORKER_BUDGETS=0` in the environment, it leaves the process's defaults (to measure against).
    @MainActor
    public static func apply(to session: LiveSession,
                      environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["FLIPBOOK_WORKER_BUDGETS"] != "0" else { return }
        ShadowBlurCache.shared.budget = shadowMaskBudget
        session.atRest = { ShadowBlurCache.shared.removeAll() }
    }
}
