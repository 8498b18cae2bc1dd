import Foundation
import UIKit

/// Rasterises recorded frames on other threads while the stage goes on: the recorder freezes each frame's layer
/// tree in order on the main actor (``FrozenLayerTree``), this renders the frozen trees concurrently, and the
/// recorder takes the images back in order. The clock is deterministic, so the frames are the same pixels as
/// rendering each one on the main thread; only the wall time changes.
///
/// A worker also tells whether its frame has the same pixels as the frame submitted before it (the still stretches
/// of a scene: half of GuessThePet's frames), and converts the frame for the encoder (`yuv420p`, for the MP4
/// export) unless it repeats the one before: the recorder then hands on the previous frame's picture.
///
/// At most ``capacity`` frames are in flight (each holds a frame-sized bitmap): submitting more waits for the
/// oldest.
final class ParallelRasterizer: @unchecked Sendable {
    /// A frame back from a worker.
    struct Frame {
        /// Its pixels; nil when it could not be rendered (no memory for the bitmap).
        let image: CGImage?
        /// Its `yuv420p` picture, when asked for and not ``repeatsPrevious``.
        let picture: YUV420Picture?
        /// Whether its pixels are those of the frame submitted before it (then ``picture`` is nil).
        let repeatsPrevious: Bool
    }

    /// Threads rendering at once: one per core. The main thread freezes trees and feeds the encoder meanwhile.
    let workers: Int
    /// Frames submitted and not yet taken back.
    let capacity: Int
    private let queue = DispatchQueue(label: "Flipbook.ParallelRasterizer", qos: .userInitiated, attributes: .concurrent)
    private let condition = NSCondition()
    /// Renderers not in use: each keeps its frame and offscreen bitmaps from frame to frame.
    private var idle: [CARenderer] = []
    private var done: [Int: Frame] = [:]
    /// Rendered images not yet compared with the next frame's (or taken), by frame number.
    private var rendered: [Int: CGImage?] = [:]
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

    /// Queues frame number ``pending`` + taken: the next one in order. With `comparesWithPrevious`, the frame is
    /// compared with the one submitted before it (which must be the frame before it in the recording); with
    /// `convertsToYUV420`, it is converted to `yuv420p` unless it repeats that frame.
    func submit(_ tree: FrozenLayerTree, scale: CGFloat, opaque: Bool, comparesWithPrevious: Bool = false,
                convertsToYUV420: Bool = false) {
        let index = submitted
        submitted += 1
        mostPending = max(mostPending, pending)
        let compares = comparesWithPrevious && index > 0
        queue.async { [self] in
            // The frame is made in a function of its own, so that nothing of it (the image before this one above
            // all) outlives it on this thread once it is published: a streamed recording's frames are freed as
            // soon as the sinks are done with them (`RecorderStreamingTests`).
            publish(index, render(tree, index: index, scale: scale, opaque: opaque, compares: compares,
                                  convertsToYUV420: convertsToYUV420))
        }
    }

    /// Renders frame `index`, publishes its image for the next frame, compares it with the frame before and
    /// converts it, on a worker.
    private func render(_ tree: FrozenLayerTree, index: Int, scale: CGFloat, opaque: Bool, compares: Bool,
                        convertsToYUV420: Bool) -> Frame {
        condition.lock()
        let renderer = idle.popLast() ?? CARenderer(layer: tree.root)
        condition.unlock()
        let image = tree.makeImage(with: renderer, scale: scale, opaque: opaque)
        condition.lock()
        idle.append(renderer)
        rendered[index] = .some(image)
        condition.broadcast()
        // The frame before started rendering before this one (the queue starts work in order) and publishes its
        // image before waiting for anything, so this wait always ends.
        var previous: CGImage?
        if compares {
            while rendered[index - 1] == nil { condition.wait() }
            previous = rendered.removeValue(forKey: index - 1)!
        }
        condition.unlock()
        var repeats = false
        if let image, let previous, previous.hasSameBytes(as: image) { repeats = true }
        let picture = convertsToYUV420 && !repeats ? image.map(YUV420Picture.init) : nil
        return Frame(image: image, picture: picture, repeatsPrevious: repeats)
    }

    private func publish(_ index: Int, _ frame: Frame) {
        condition.lock()
        done[index] = frame
        condition.broadcast()
        condition.unlock()
    }

    /// The next frame in order, if it is finished (or, with `wait`, once it is).
    func next(wait: Bool) -> Frame? {
        guard taken < submitted else { return nil }
        condition.lock()
        defer { condition.unlock() }
        while done[taken] == nil {
            guard wait else { return nil }
            condition.wait()
        }
        let frame = done.removeValue(forKey: taken)!
        // No later frame compares with the one before this (this one did, or did not need to).
        rendered.removeValue(forKey: taken - 1)
        taken += 1
        return frame
    }

    /// Lets go of the last frame's image, kept for comparing with a next frame that will not come.
    func finish() {
        condition.lock()
        if taken == submitted { rendered.removeAll() }
        condition.unlock()
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
