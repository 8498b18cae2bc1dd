import Foundation
import UIKit

/// Rasterises recorded frames on other threads while the stage goes on: the recorder freezes each frame's layer
/// tree in order on the main actor (``FrozenLayerTree``), this renders the frozen trees concurrently, and the
/// recorder takes the images back in order. The clock is deterministic, so the frames are the same pixels as
/// rendering each one on the main thread; only the wall time changes.
///
/// At most ``capacity`` frames are in flight (each holds a frame-sized bitmap): submitting more waits for the
/// oldest.
final class ParallelRasterizer: @unchecked Sendable {
    /// Threads rendering at once: one per core. The main thread freezes trees and feeds the encoder meanwhile.
    let workers: Int
    /// Frames submitted and not yet taken back.
    let capacity: Int
    private let queue = DispatchQueue(label: "Flipbook.ParallelRasterizer", qos: .userInitiated, attributes: .concurrent)
    private let condition = NSCondition()
    /// Renderers not in use: each keeps its frame and offscreen bitmaps from frame to frame.
    private var idle: [CARenderer] = []
    private var done: [Int: CGImage?] = [:]
    private var submitted = 0
    private var taken = 0

    init(workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.workers = max(1, workers)
        capacity = 2 * self.workers + 1
    }

    /// Frames submitted and not yet taken back.
    var pending: Int { submitted - taken }
    /// The most frames that were ever submitted and not yet taken back at once: what bounds a streamed
    /// recording's memory (at most ``capacity``; `RecorderStreamingTests`).
    private(set) var mostPending = 0

    /// Queues frame number ``pending`` + taken: the next one in order.
    func submit(_ tree: FrozenLayerTree, scale: CGFloat, opaque: Bool) {
        let index = submitted
        submitted += 1
        mostPending = max(mostPending, pending)
        queue.async { [self] in
            condition.lock()
            let renderer = idle.popLast() ?? CARenderer(layer: tree.root)
            condition.unlock()
            let image = tree.makeImage(with: renderer, scale: scale, opaque: opaque)
            condition.lock()
            idle.append(renderer)
            done[index] = .some(image)
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The next frame in order, if it is finished (or, with `wait`, once it is); `.some(nil)` when it could not be
    /// rendered (no memory for the bitmap).
    func next(wait: Bool) -> CGImage?? {
        guard taken < submitted else { return nil }
        condition.lock()
        defer { condition.unlock() }
        while done[taken] == nil {
            guard wait else { return nil }
            condition.wait()
        }
        let image = done.removeValue(forKey: taken)!
        taken += 1
        return .some(image)
    }
}

extension LayerTreeFrameSource {
    /// The stage's layer tree at `time`, frozen (see ``Stage/freeze(at:)``); rendered on another thread when it
    /// is ``FrozenLayerTree/isThreadSafe``.
    @MainActor
    func freeze(_ stage: Stage, at time: TimeInterval) -> FrozenLayerTree {
        stage.freeze(at: time)
    }
}

extension Stage {
    /// The window's layer tree at media time `time` (no later than now), frozen: the render tree that renders
    /// the same pixels later or on another thread (parallel export, the simulator's timeline). Views are inert
    /// delegates: UIView does not implement `draw(_:in:)`, so no subclass can make it draw there.
    package func freeze(at time: TimeInterval) -> FrozenLayerTree {
        FrozenLayerTree.freeze(window.layer, bounds: CGRect(origin: .zero, size: window.bounds.size), atTime: time,
                               isInert: { $0 is UIView })
    }
}
