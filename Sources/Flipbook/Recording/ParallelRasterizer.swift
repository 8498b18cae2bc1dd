import Foundation
import UIKit

/// Rasterises recorded frames on other threads while the stage goes on: the recorder freezes each frame's layer
/// tree in order on the main actor (``FrozenLayerTree``), this renders the frozen trees concurrently, and the
/// recorder takes the images back in order. The clock is deterministic, so the frames are the same pixels as
/// rendering each one on the main thread; only the wall time changes.
///
/// A frame whose frozen tree draws the same as the frame submitted before it (the still stretches of a scene: half
/// of GuessThePet's frames; ``FrozenLayerTree/drawsTheSame(as:)``, exact) is not rendered at all: it is that frame's
/// image again. A worker also tells whether a rendered frame has the same pixels as the frame before (a tree that
/// changed where nothing shows), and converts the frame for the encoder (`yuv420p`, for the MP4 export) unless it
/// repeats the one before: the recorder then hands on the previous frame's picture.
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
        /// Whether its pixels are those of the frame submitted before it (then ``picture`` is nil): its tree draws
        /// what that frame's did (then it was not rendered, ``image`` is that frame's, and it counts in
        /// ``framesNotRendered``), or it was rendered and its bytes are the same.
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
    /// The tree submitted last, with its scale and opacity: the next frame is not rendered if it draws the same.
    private var lastTree: (tree: FrozenLayerTree, scale: CGFloat, opaque: Bool)?
    /// Frames that were not rendered because their tree drew what the frame before's did.
    var framesNotRendered: Int {
        condition.lock()
        defer { condition.unlock() }
        return notRendered
    }
    private var notRendered = 0
    /// Kept pictures of subtrees in perspective that the workers' renderers used instead of drawing them again
    /// (see ``makeRenderer(for:)``), over the renderers not rendering at the moment (all of them once every frame
    /// is taken).
    var picturesReused: Int {
        condition.lock()
        defer { condition.unlock() }
        return idle.reduce(0) { $0 + $1.rasterCacheHits }
    }

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
    /// compared with the one submitted before it (which must be the frame before it in the recording): first its
    /// tree (a tree that draws the same is not rendered), then its pixels; with `convertsToYUV420`, it is
    /// converted to `yuv420p` unless it repeats that frame.
    func submit(_ tree: FrozenLayerTree, scale: CGFloat, opaque: Bool, comparesWithPrevious: Bool = false,
                convertsToYUV420: Bool = false) {
        let index = submitted
        submitted += 1
        mostPending = max(mostPending, pending)
        let compares = comparesWithPrevious && index > 0
        let previousTree = compares ? lastTree.flatMap { $0.scale == scale && $0.opaque == opaque ? $0.tree : nil } : nil
        lastTree = (tree, scale, opaque)
        queue.async { [self] in
            // The frame is made in a function of its own, so that nothing of it (the image before this one above
            // all) outlives it on this thread once it is published: a streamed recording's frames are freed as
            // soon as the sinks are done with them (`RecorderStreamingTests`).
            let frame = if let previousTree, tree.drawsTheSame(as: previousTree) {
                repeatPrevious(index)
            } else {
                render(tree, index: index, scale: scale, opaque: opaque, compares: compares,
                       convertsToYUV420: convertsToYUV420)
            }
            publish(index, frame)
        }
    }

    /// Frame `index`, whose tree draws what the frame before's does: that frame's image, once it is rendered
    /// (it started first: the queue starts work in order), published again for the next frame.
    private func repeatPrevious(_ index: Int) -> Frame {
        condition.lock()
        defer { condition.unlock() }
        while rendered[index - 1] == nil { condition.wait() }
        let image = rendered.removeValue(forKey: index - 1)!
        rendered[index] = .some(image)
        notRendered += 1
        condition.broadcast()
        return Frame(image: image, picture: nil, repeatsPrevious: true)
    }

    /// Renders frame `index`, publishes its image for the next frame, compares it with the frame before and
    /// converts it, on a worker.
    private func render(_ tree: FrozenLayerTree, index: Int, scale: CGFloat, opaque: Bool, compares: Bool,
                        convertsToYUV420: Bool) -> Frame {
        condition.lock()
        let renderer = idle.popLast() ?? Self.makeRenderer(for: tree)
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

    /// A worker's renderer. It keeps the flattened picture of a subtree in perspective while nothing in it changes,
    /// as the stage's own renderer does (`Stage.frameRenderer`): a card turning over a second is drawn flat once
    /// per worker and then only warped. Same bytes as drawing it every frame (`LayerRasterCacheTests`); the frozen
    /// copies are new objects every frame, so the kept picture is keyed by the layer each was copied from
    /// (``FrozenLayerTree/makeImage(with:scale:opaque:)``).
    private static func makeRenderer(for tree: FrozenLayerTree) -> CARenderer {
        .keepingPicturesOfViews(layer: tree.root)
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
        lastTree = nil
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
