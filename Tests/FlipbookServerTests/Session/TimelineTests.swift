import Foundation
import QuartzCore
import Testing
@testable import FlipbookServer

/// The timeline's memory bounds: bytes (layer copies and the images they show, each image once), layers, frames.
@MainActor
@Suite struct TimelineTests {
    /// A frozen two-layer tree whose sublayer shows `image`.
    func frame(showing image: CGImage?, at time: Double) -> FrozenLayerTree {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let picture = CALayer()
        picture.contents = image
        root.addSublayer(picture)
        return FrozenLayerTree.freeze(root, bounds: root.bounds, atTime: time, isInert: { _ in true })
    }

    func image(_ width: Int, _ height: Int) -> CGImage {
        CGImage(width: width, height: height, pixels: Array(repeating: RGBA8(r: 9, g: 9, b: 9, a: 255), count: width * height))!
    }

    @Test func anImageSharedByFramesCountsOnce() {
        let timeline = Timeline(layerBudget: 1000, byteBudget: 10 << 20, maxEntries: 100)
        let picture = image(100, 50)   // 20,000 bytes
        let first = frame(showing: picture, at: 0)
        timeline.append(time: 0, frame: first)
        timeline.append(time: 1.0 / 60, frame: first)   // nothing changed: the same copy
        timeline.append(time: 2.0 / 60, frame: frame(showing: picture, at: 2.0 / 60))
        #expect(timeline.layerCount == 4)
        #expect(timeline.byteCount == 4 * Timeline.layerCopyBytes + picture.bytesPerRow * picture.height)
        timeline.removeAll()
        #expect(timeline.byteCount == 0 && timeline.layerCount == 0)
    }

    /// Beyond the byte budget the oldest frames go, and their images with the last frame that showed them.
    @Test func theOldestFramesGoBeyondTheByteBudget() {
        let big = 400 * 300 * 4   // 480,000 bytes each
        let timeline = Timeline(layerBudget: 1_000_000, byteBudget: 2 * big + 64 * Timeline.layerCopyBytes, maxEntries: 1000)
        for i in 0..<10 {
            timeline.append(time: Double(i) / 60, frame: frame(showing: image(400, 300), at: Double(i) / 60))
            #expect(timeline.byteCount <= timeline.byteBudget)
        }
        #expect(timeline.count == 2, "two frames of 480 KB fit in the budget, not three")
        #expect(timeline.first.map { abs($0.time - 8.0 / 60) < 1e-9 } == true, "the newest are kept")
        #expect(timeline.byteCount == 2 * (big + 2 * Timeline.layerCopyBytes))
        // A frame bigger than the whole budget still shows: the newest entry always stays.
        timeline.append(time: 1, frame: frame(showing: image(1000, 1000), at: 1))
        #expect(timeline.count == 1)
    }

    /// A frame dropped from the history is freed at once, with its layer copies and the images only it showed —
    /// not kept in its slot until the storage is next compacted (which once kept up to 4,096 dropped frames, a
    /// worker's memory growing by megabytes beyond every budget); and the slots awaiting compaction stay few.
    @Test func aDroppedFrameIsFreedAtOnce() {
        let timeline = Timeline(layerBudget: 4, byteBudget: .max, maxEntries: 10_000)
        weak var dropped: FrozenLayerTree?
        weak var droppedImage: CGImage?
        do {
            let picture = image(10, 10)
            let first = frame(showing: picture, at: 0)
            (dropped, droppedImage) = (first, picture)
            timeline.append(time: 0, frame: first)
            timeline.append(time: 0.5 / 60, frame: first)   // nothing changed: the same frame, twice
        }
        timeline.append(time: 1.0 / 60, frame: frame(showing: nil, at: 1.0 / 60))   // two layers each: 4 fit
        #expect(dropped != nil)
        timeline.append(time: 2.0 / 60, frame: frame(showing: nil, at: 2.0 / 60))   // 6 > 4: the first goes
        #expect(timeline.count == 2 && timeline.layerCount == 4)
        #expect(dropped == nil && droppedImage == nil, "the dropped frame and its image are freed")
        for i in 3..<1_000 {
            timeline.append(time: Double(i) / 60, frame: frame(showing: nil, at: Double(i) / 60))
            #expect(timeline.droppedSlots <= timeline.count + 65)
        }
    }

    /// A live session's history under a flip, edge swipes and a scene change stays within every budget after
    /// every frame, and fills up to its byte budget rather than past it (the oldest frames go first).
    @Test func aLiveSessionsHistoryStaysWithinItsBudgets() throws {
        // A GuessThePet frame shows 3.3 MB of images (shared by its frames, counted once) and 25 layers (38 KB):
        // the byte budget binds at about 20 frames.
        let limits = ServerLimits(historyLayerBudget: 2_000, historyByteBudget: 4 << 20, historyMaxFrames: 300)
        let session = try LiveSession(sceneName: "guess-the-pet", limits: limits, wallClock: { 0 })
        func check() {
            let usage = session.historyUsage
            // (The newest frame always stays, even alone over a budget.)
            #expect(usage.frames == 1 || (usage.bytes <= limits.historyByteBudget
                    && usage.layers <= limits.historyLayerBudget && usage.frames <= limits.historyMaxFrames), "\(usage)")
        }
        let card = ClientMessage.TouchPoint(id: 1, x: 187.5, y: 333.5)
        for round in 0..<3 {
            _ = session.handle(.touch(phase: .began, touches: [card]))
            _ = session.inputFrame()
            _ = session.handle(.touch(phase: .ended, touches: [card]))
            for _ in 0..<45 { _ = session.tick(); check() }
            _ = session.handle(.touch(phase: .began, touches: [.init(id: 2, x: 2, y: 400)]))
            for i in 1..<12 {
                _ = session.tick()
                _ = session.handle(.touch(phase: .moved, touches: [.init(id: 2, x: 2 + 14 * Double(i), y: 400)]))
                _ = session.inputFrame()
                check()
            }
            _ = session.handle(.touch(phase: .ended, touches: [.init(id: 2, x: 160, y: 400)]))
            for _ in 0..<45 { _ = session.tick(); check() }
            if round == 1 { _ = session.handle(.scene(name: "card-flip")); check() }
        }
        #expect(session.historyUsage.frames > 10 && session.historyUsage.bytes > limits.historyByteBudget * 3 / 4,
                "the history fills up to its budget: \(session.historyUsage)")
    }

    /// The server's default: a laptop survives the 16 sessions it allows.
    @Test func theDefaultBudgetIsALaptopsShare() {
        let limits = ServerLimits.default
        #expect(limits.historyByteBudget == 128 << 20)
        #expect(limits.maxSessions * limits.historyByteBudget <= 2 << 30)
    }
}
