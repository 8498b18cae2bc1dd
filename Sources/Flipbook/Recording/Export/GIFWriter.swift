import Foundation
import UIKit

/// Writes a recording as an animated GIF with Flipbook's own encoder.
///
/// - Colours: one palette for the whole animation, so colours do not flicker from frame to frame, chosen from the
///   exact colours of every frame (every other row of large frames): those colours themselves when there are
///   at most 255 (lossless), else by a median cut and k-means that minimise squared error
///   (``PaletteQuantizer``). Each pixel gets the nearest entry; no dithering, which would raise the error
///   PSNR counts and defeat the unchanged-pixel transparency below.
/// - Size: each frame after the first stores only the rectangle that changed, with unchanged pixels inside it
///   transparent; a frame identical to the one before adds its time to that frame.
/// - Timing: GIF delays are whole hundredths of a second and browsers slow down delays under 2/100 s, so each
///   frame starts at its timestamp rounded to 1/100 s and a frame that would start less than 2/100 s after
///   the previous one is dropped: 60 fps is written at up to 50 (delays of 2 and 3 hundredths), 30 fps as
///   delays of 3, 3 and 4. The total duration is kept.
/// - Frames are indexed and compressed on all cores.
public struct GIFWriter: RecordingWriter {
    /// How many times the animation plays after the first; 0 loops forever.
    public var loopCount: Int
    /// Whether unchanged pixels inside a changed rectangle are written transparent (smaller files).
    public var usesTransparency: Bool

    public init(loopCount: Int = 0, usesTransparency: Bool = true) {
        self.loopCount = loopCount
        self.usesTransparency = usesTransparency
    }

    /// Which frames are written and each one's delay in hundredths of a second.
    public static func schedule(frameCount: Int, fps: Double) -> [(frame: Int, delay: Int)] {
        guard frameCount > 0 else { return [] }
        func start(_ index: Int) -> Int { Int((Double(index) * 100 / fps).rounded()) }
        var kept: [Int] = [0]
        for index in 1..<frameCount where start(index) - start(kept.last!) >= 2 { kept.append(index) }
        let end = max(start(frameCount), start(kept.last!) + 2)
        return kept.enumerated().map { position, frame in
            let next = position + 1 < kept.count ? start(kept[position + 1]) : end
            return (frame, max(2, next - start(frame)))
        }
    }

    public func write(_ recording: Recording, to url: URL, progress: ((Double) -> Void)?) throws {
        let data = try encode(recording, progress: progress)
        let file = try AtomicFile(destination: url)
        try file.write(data)
        try file.commit()
    }

    /// The GIF file's bytes.
    public func encode(_ recording: Recording, progress: ((Double) -> Void)? = nil) throws -> Data {
        let images = try recording.requireImages()
        let width = images[0].width, height = images[0].height
        guard width <= 65535, height <= 65535, images.allSatisfy({ $0.width == width && $0.height == height }) else {
            throw ExportError.encodingFailed("GIF frames must all have one size of at most 65535 pixels a side")
        }
        let schedule = Self.schedule(frameCount: images.count, fps: recording.fps)
        let kept = schedule.map { images[$0.frame] }

        // 1. One palette from the exact colours of every kept frame (every other row of large ones), leaving an
        //    entry for transparency.
        let histogram = ColorHistogram()
        let step = width * height > 200_000 ? 2 : 1
        for image in kept { histogram.add(image, rowStep: step) }
        let palette = PaletteQuantizer.palette(for: histogram.weightedColors, maxColors: usesTransparency ? 255 : 256)
        let transparentIndex: UInt8? = usesTransparency ? 255 : nil
        progress?(0.1)

        // 2. Index every kept frame and 3. encode it against the one before, on all cores. Each task takes a run
        //    of consecutive frames and holds two frames of indices (this one's and the one before's, in its
        //    scratch), not every frame's: for GuessThePet at 60 fps, 381 MB of fresh pages fewer. A row whose
        //    pixels are the frame before's has that frame's indices (an index depends on the colour alone).
        let pool = GIFScratchPool()
        let encoded = ConcurrentSlots<GIFFrameData>(repeating: GIFFrameData(), count: kept.count)
        let runs = min(kept.count, 8 * max(1, ProcessInfo.processInfo.activeProcessorCount))
        let runLength = (kept.count + runs - 1) / runs
        parallelForEach((kept.count + runLength - 1) / runLength, progress: { progress?(0.1 + 0.85 * $0) }) { run in
            pool.withScratch { scratch in
                let first = run * runLength
                for i in first..<min(kept.count, first + runLength) {
                    let previous = i > 0 ? kept[i - 1] : nil
                    scratch.index(kept[i], after: previous, palette: palette)
                    encoded[i] = GIFEncoding.encode(scratch.indices, previous: previous == nil ? nil : scratch.previousIndices,
                                                    width: width, height: height,
                                                    transparentIndex: transparentIndex, scratch: scratch)
                }
            }
        }

        // 4. Unchanged frames give their time to the frame before.
        var frames: [(data: GIFFrameData, delay: Int)] = []
        for (i, frame) in encoded.values.enumerated() {
            if frame.isUnchanged, !frames.isEmpty {
                frames[frames.count - 1].delay += schedule[i].delay
            } else {
                frames.append((frame, schedule[i].delay))
            }
        }
        let data = GIFEncoding.assemble(width: width, height: height, palette: palette,
                                        transparentIndex: transparentIndex, loopCount: loopCount, frames: frames)
        progress?(1)
        return data
    }
}
