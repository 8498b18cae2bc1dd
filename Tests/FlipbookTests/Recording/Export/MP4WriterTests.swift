import Foundation
import Testing
@testable import Flipbook

/// The MP4 export's variable frame rate: a still stretch is one picture shown until the next one's time, and the
/// file decodes, at the recording's rate, to every frame recorded.
@Suite("MP4 writer: still stretches as one picture")
struct MP4WriterTests {
    /// Frames 0…8 show pictures A A A B B C C C C: a stretch at the start, in the middle and at the end.
    static let pattern = [0, 0, 0, 1, 1, 2, 2, 2, 2]

    /// Three 16 × 10 images, each with a gradient and a mark of its own (so luma and chroma differ within and
    /// between them).
    static func images() -> [CGImage] {
        (0..<3).map { k in
            let context = CGContext(uiKitSize: CGSize(width: 16, height: 10), scale: 1, opaque: true)!
            for x in 0..<16 {
                context.setFillColor(CGColor(red: CGFloat(x) / 15, green: CGFloat(k) / 2, blue: 0.3, alpha: 1))
                context.fill(CGRect(x: x, y: 0, width: 1, height: 10))
            }
            context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            context.fill(CGRect(x: 3 * k, y: 2 * k, width: 3, height: 3))
            return context.makeImage()!
        }
    }

    /// The frames as the recorder streams them: a repeated frame hands on the same picture object.
    static func streamedFrames() -> (frames: [RecordedFrame], pictures: [YUV420Picture]) {
        let images = images()
        let pictures = images.map(YUV420Picture.init)
        let frames = pattern.enumerated().map { i, k in
            var frame = RecordedFrame(index: i, timestamp: Double(i) / 60, stageTime: Double(i) / 60, image: images[k])
            frame.yuv420Picture = pictures[k]
            return frame
        }
        return (frames, pictures)
    }

    /// The frame numbers (at 60 fps) of the video's pictures, and the video stream's duration in seconds (ffprobe
    /// prints it to the microsecond; the container's own is in milliseconds).
    static func probe(_ url: URL) -> (pictures: [Int], duration: Double?) {
        let times = run(ffprobePath!, ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts_time",
                                       "-of", "csv=p=0", url.path]) ?? ""
        let duration = run(ffprobePath!, ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=duration",
                                          "-of", "csv=p=0", url.path])
        let pictures = times.split(separator: "\n").compactMap { Double($0) }.map { Int(($0 * 60).rounded()) }.sorted()
        return (pictures, duration.flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    }

    /// The video decoded at 60 fps into `yuv420p` frames (ffmpeg's `fps` filter: what a 60 Hz display shows).
    static func decodeAt60(_ url: URL, into dir: URL) throws -> Data {
        let raw = dir.appendingPathComponent("decoded.yuv")
        _ = run(MP4Writer.locateFFmpeg()!, ["-v", "error", "-i", url.path, "-vf", "fps=60", "-f", "rawvideo",
                                            "-pix_fmt", "yuv420p", "-y", raw.path])
        return try Data(contentsOf: raw)
    }

    /// Decoded at 60 fps, the video is frame for frame the pictures of ``pattern``, byte for byte (a CRF 0 file).
    static func expectEveryFrame(of url: URL, shows pictures: [YUV420Picture], in dir: URL) throws {
        let decoded = try decodeAt60(url, into: dir)
        let size = pictures[0].bytes.count
        #expect(decoded.count == pattern.count * size)
        for (i, k) in pattern.enumerated() where decoded.count >= (i + 1) * size {
            #expect(Array(decoded[(i * size)..<((i + 1) * size)]) == pictures[k].bytes, "frame \(i)")
        }
    }

    @Test(.enabled(if: MP4Writer.locateFFmpeg() != nil && ffprobePath != nil, "ffmpeg is missing: run `make deps`"))
    func aStillStretchIsOnePictureAndTheVideoLastsEveryFrame() throws {
        try withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("clip.mp4")
            let (frames, pictures) = Self.streamedFrames()
            // CRF 0 is lossless: the decoded planes are the pictures sent, so frames can be compared exactly.
            let stream = try MP4Writer.Stream(destination: url, fps: 60, writer: MP4Writer(crf: 0))
            for frame in frames { try stream.append(frame) }
            try stream.finish()

            let (shown, duration) = Self.probe(url)
            // A, B and C where they start, and the last frame again so that the file ends after frame 8.
            #expect(shown == [0, 3, 5, 8])
            #expect(duration.map { abs($0 - 9.0 / 60) < 1e-5 } == true, "duration \(String(describing: duration))")

            try Self.expectEveryFrame(of: url, shows: pictures, in: dir)
        }
    }

    /// A recording written afterwards (its still frames share one image) is sent the same way.
    @Test(.enabled(if: MP4Writer.locateFFmpeg() != nil && ffprobePath != nil, "ffmpeg is missing: run `make deps`"))
    func aKeptRecordingsSharedImagesAreSentOnce() throws {
        try withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("clip.mp4")
            let images = Self.images()
            let frames = Self.pattern.enumerated().map { i, k in
                RecordedFrame(index: i, timestamp: Double(i) / 60, stageTime: Double(i) / 60, image: images[k])
            }
            let recording = Recording(fps: 60, scale: 1, pointSize: CGSize(width: 16, height: 10), frames: frames)
            try MP4Writer(crf: 0).write(recording, to: url)
            #expect(Self.probe(url).pictures == [0, 3, 5, 8])
            try Self.expectEveryFrame(of: url, shows: images.map(YUV420Picture.init), in: dir)
        }
    }

    /// A single frame, and frames that never repeat: every frame is a picture, the video lasts them all.
    @Test(.enabled(if: MP4Writer.locateFFmpeg() != nil && ffprobePath != nil, "ffmpeg is missing: run `make deps`"))
    func framesThatNeverRepeatAreAllSent() throws {
        try withTemporaryDirectory { dir in
            let images = Self.images()
            for count in [1, 3] {
                let url = dir.appendingPathComponent("clip\(count).mp4")
                let stream = try MP4Writer.Stream(destination: url, fps: 60)
                for i in 0..<count {
                    try stream.append(RecordedFrame(index: i, timestamp: Double(i) / 60, stageTime: Double(i) / 60,
                                                    image: images[i]))
                }
                try stream.finish()
                let (shown, duration) = Self.probe(url)
                #expect(shown == Array(0..<count))
                #expect(duration.map { abs($0 - Double(count) / 60) < 1e-5 } == true, "\(count): \(String(describing: duration))")
            }
        }
    }
}
