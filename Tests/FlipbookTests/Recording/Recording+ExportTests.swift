import Foundation
import Testing
@testable import Flipbook

@Suite("Export: GIF, MP4, PNG frames, contact sheet, trace")
struct RecordingExportTests {
    static let colors: [(Int, Int, Int)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255),
                                            (255, 0, 255), (128, 128, 128), (20, 40, 60), (200, 100, 50), (0, 0, 0)]

    @Test func gifSchedulesKeepTimeAndStayAtOrAboveTwoHundredths() {
        let thirty = GIFWriter.schedule(frameCount: 30, fps: 30)
        #expect(thirty.count == 30)
        #expect(thirty.map(\.delay).reduce(0, +) == 100)
        #expect(thirty.prefix(3).map(\.delay) == [3, 4, 3])
        let sixty = GIFWriter.schedule(frameCount: 60, fps: 60)
        #expect(sixty.allSatisfy { $0.delay >= 2 })
        #expect(sixty.map(\.delay).reduce(0, +) == 100)
        #expect(sixty.count == 40)
        #expect(GIFWriter.schedule(frameCount: 10, fps: 10).allSatisfy { $0.delay == 10 })
    }

    @Test func gifDecodesToTheFramesWithTheirDelays() throws {
        let recording = solidRecording(Self.colors)
        let data = try GIFWriter().encode(recording)
        let gif = try DecodedGIF(data)
        #expect(gif.width == 32 && gif.height == 24)
        #expect(gif.loopCount == 0)
        #expect(gif.frames.count == 10)
        #expect(gif.frames.map(\.delay) == Array(repeating: 10, count: 10))
        for (i, frame) in gif.frames.enumerated() {
            let (r, g, b) = Self.colors[i]
            let pixel = frame.canvas[12 * 32 + 16]
            #expect(abs(Int(pixel.0) - r) <= 4 && abs(Int(pixel.1) - g) <= 4 && abs(Int(pixel.2) - b) <= 4, "frame \(i)")
            let marker = frame.canvas[i % 32]
            #expect(marker.0 > 250 && marker.1 > 250 && marker.2 > 250)
        }
    }

    @Test func gifStoresOnlyWhatChangesAndMergesRepeats() throws {
        // Frames 0 and 1 identical except the marker; 2 identical to 1 except the marker moves back.
        var recording = solidRecording([(10, 20, 30), (10, 20, 30), (10, 20, 30)])
        recording.frames[2] = recording.frames[1]
        let gif = try DecodedGIF(try GIFWriter().encode(recording))
        #expect(gif.frames.count == 2, "the repeated frame adds its time to the one before")
        #expect(gif.frames.map(\.delay) == [10, 20])
        #expect(gif.frames[1].rect.width == 2 && gif.frames[1].rect.height == 1)
        #expect(gif.frames[1].transparent)
    }

    @Test func gifOfManyColoursKeepsThemClose() throws {
        // A gradient with 4,096 colours must come out within a few levels through 255 palette entries.
        let context = CGContext(uiKitSize: CGSize(width: 64, height: 64), scale: 1, opaque: true)!
        for y in 0..<64 {
            for x in 0..<64 {
                context.setFillColor(CGColor(red: CGFloat(x) / 63, green: CGFloat(y) / 63, blue: 0.5, alpha: 1))
                context.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        let frame = RecordedFrame(index: 0, timestamp: 0, stageTime: 0, image: context.makeImage())
        let gif = try DecodedGIF(try GIFWriter().encode(Recording(fps: 10, scale: 1, pointSize: CGSize(width: 64, height: 64),
                                                                  frames: [frame])))
        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let p = gif.frames[0].canvas[y * 64 + x]
                worst = max(worst, abs(Int(p.0) - x * 255 / 63), abs(Int(p.1) - y * 255 / 63))
            }
        }
        #expect(worst <= 24)
    }

    @Test(.enabled(if: ffprobePath != nil, "ffprobe is missing: run `make deps` to check GIFs with ffmpeg's decoder"))
    func ffprobeReadsTheGIF() throws {
        try withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("solid.gif")
            try solidRecording(Self.colors).write(to: url)
            let output = run(ffprobePath!, ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                            "stream=nb_read_frames,width,height", "-of", "csv=p=0", url.path])
            #expect(output?.trimmingCharacters(in: .whitespacesAndNewlines) == "32,24,10")
        }
    }

    @Test(.enabled(if: MP4Writer.locateFFmpeg() != nil && ffprobePath != nil,
                   "ffmpeg is missing: run `make deps` to test MP4 export"))
    func mp4HasEveryFrame() throws {
        try withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("clip.mp4")
            var colors = Self.colors
            colors += colors
            try solidRecording(colors, width: 33, height: 25, fps: 20).write(to: url)
            let output = run(ffprobePath!, ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                            "stream=nb_read_frames,codec_name,width,height,r_frame_rate", "-of", "csv=p=0",
                                            url.path])
            #expect(output?.trimmingCharacters(in: .whitespacesAndNewlines) == "h264,34,26,20/1,20")
            #expect(listing(dir) == ["clip.mp4"])
        }
    }

    @Test(.enabled(if: ffprobePath != nil, "ffmpeg is missing: run `make deps` to test ffmpeg's GIF path"))
    func ffmpegGIFWriterForComparison() throws {
        try withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("ffmpeg.gif")
            try FFmpegGIFWriter().write(solidRecording(Self.colors), to: url)
            let gif = try DecodedGIF(try Data(contentsOf: url))
            #expect(gif.width == 32 && gif.height == 24)
            #expect(gif.frames.count == 10)
            #expect(listing(dir) == ["ffmpeg.gif"])
        }
    }

    @Test func missingFFmpegSaysToRunMakeDeps() throws {
        try withTemporaryDirectory { dir in
            let writer = MP4Writer(ffmpegPath: dir.appendingPathComponent("no-ffmpeg-here").path)
            #expect(throws: ExportError.ffmpegMissing) {
                try writer.write(solidRecording(Self.colors), to: dir.appendingPathComponent("clip.mp4"))
            }
            #expect(ExportError.ffmpegMissing.description.contains("make deps"))
            #expect(listing(dir).isEmpty)
        }
    }

    /// How a failing "ffmpeg" meets the export: whenever it happens to exit (the writer as a user calls it), or
    /// gone before the first write — the NUT header for H.264, the first raw frame for ffmpeg's GIF — so that the
    /// write itself finds the pipe broken. CI once lost that race; the second and third cases make it certain.
    enum FailingFFmpeg: String, CaseIterable, CustomTestStringConvertible {
        case exitsWhenever, exitsBeforeTheHeader, exitsBeforeTheFirstRawFrame
        var testDescription: String { rawValue }
    }

    @Test(arguments: FailingFFmpeg.allCases)
    func aFailingWriterLeavesNoPartialFileAndKeepsTheOldOne(_ timing: FailingFFmpeg) throws {
        try withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("clip.mp4")
            try Data("previous export".utf8).write(to: url)
            // "ffmpeg" that exits with an error without reading: the export fails mid-stream.
            let fake = dir.appendingPathComponent("fake-ffmpeg")
            try "#!/bin/sh\necho 'simulated encoder failure' >&2\nexit 3\n".write(to: fake, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
            let writer = MP4Writer(ffmpegPath: fake.path)
            var caught: ExportError?
            do {
                switch timing {
                case .exitsWhenever:
                    try writer.write(solidRecording(Self.colors), to: url)
                case .exitsBeforeTheHeader, .exitsBeforeTheFirstRawFrame:
                    // ffmpeg has exited before the first write: the write always finds the pipe broken.
                    let launchAndWaitForExit: (Process) throws -> Void = { try $0.run(); $0.waitUntilExit() }
                    let rawFrames: ((Int, Int) -> [String])? = { _, _ in ["-f", "gif"] }
                    let stream = try MP4Writer.Stream(destination: url, fps: 10, writer: writer,
                                                      outputArguments: timing == .exitsBeforeTheHeader ? nil : rawFrames,
                                                      launch: launchAndWaitForExit)
                    defer { stream.cancel() }
                    for frame in solidRecording(Self.colors).frames { try stream.append(frame) }
                    try stream.finish()
                }
            } catch let error as ExportError {
                caught = error
            }
            guard case .ffmpegFailed(let status, let message)? = caught else {
                Issue.record("expected ffmpegFailed, got \(String(describing: caught))")
                return
            }
            #expect(status == 3)
            #expect(message.contains("simulated encoder failure"))
            #expect(listing(dir) == ["clip.mp4", "fake-ffmpeg"], "no temporary file left behind")
            #expect(try String(contentsOf: url, encoding: .utf8) == "previous export")
        }
    }

    @Test func atomicFilesAppearOnlyOnCommit() throws {
        try withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("sub/out.gif")
            let file = try AtomicFile(destination: url)
            try file.write(Data([1, 2, 3]))
            #expect(!FileManager.default.fileExists(atPath: url.path))
            #expect(listing(dir.appendingPathComponent("sub")).count == 1)
            try file.commit()
            #expect(listing(dir.appendingPathComponent("sub")) == ["out.gif"])
            let abandoned = try AtomicFile(destination: dir.appendingPathComponent("sub/other.gif"))
            try abandoned.write(Data([1]))
            abandoned.discard()
            #expect(listing(dir.appendingPathComponent("sub")) == ["out.gif"])
        }
    }

    @Test func unwritableDestinationsSayWhy() throws {
        try withTemporaryDirectory { dir in
            let blocker = dir.appendingPathComponent("a-file")
            try Data().write(to: blocker)
            do {
                try solidRecording(Self.colors).write(to: blocker.appendingPathComponent("out.gif"))
                Issue.record("expected an error")
            } catch let error as ExportError {
                guard case .destinationNotWritable(let path, let reason) = error else {
                    Issue.record("unexpected \(error)"); return
                }
                #expect(path.hasSuffix("a-file/out.gif"))
                #expect(reason.contains("is a file"))
                #expect(error.description.contains("Choose a folder you can write to"))
            }
            #expect(throws: ExportError.unsupportedFormat(path: dir.appendingPathComponent("x.avi").path)) {
                try solidRecording(Self.colors).write(to: dir.appendingPathComponent("x.avi"))
            }
            #expect(throws: ExportError.noFrames) {
                try Recording(fps: 10, scale: 1, pointSize: .zero, frames: []).write(to: dir.appendingPathComponent("x.gif"))
            }
        }
    }

    @Test func pngSequenceFolder() throws {
        try withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("frames/")
            #expect(ExportFormat(destination: url) == .pngSequence)
            try solidRecording(Self.colors).write(to: url)
            let names = listing(url)
            #expect(names == (0..<10).map { String(format: "frame-%04d.png", $0) })
            let data = try Data(contentsOf: url.appendingPathComponent("frame-0002.png"))
            let image = try #require(CGImage(encodedData: data))
            #expect(image.width == 32 && image.pixel(x: 16, y: 12) == RGBA8(r: 0, g: 0, b: 255, a: 255))
            // Writing again replaces the folder as a whole.
            try solidRecording(Array(Self.colors.prefix(3))).write(to: url)
            #expect(listing(url).count == 3)
            #expect(listing(dir) == ["frames"])
        }
    }

    @Test func contactSheetSizeAndContent() throws {
        try withTemporaryDirectory { dir in
            let recording = solidRecording(Self.colors, width: 100, height: 50)
            let writer = ContactSheetWriter(columns: 4, maxFrames: 12, thumbnailWidth: 200, padding: 12, labelHeight: 20)
            #expect(writer.pickedFrames(count: 10) == Array(0..<10))
            #expect(ContactSheetWriter(maxFrames: 4).pickedFrames(count: 10) == [0, 3, 6, 9])
            let size = writer.sheetSize(shown: 10, frameWidth: 100, frameHeight: 50)
            #expect(size.width == 4 * 200 + 5 * 12 && size.height == 3 * (100 + 20) + 4 * 12)
            let url = dir.appendingPathComponent("sheet.png")
            try writer.write(recording, to: url)
            let sheet = try #require(CGImage(encodedData: try Data(contentsOf: url)))
            #expect(sheet.width == 860 && sheet.height == 408)
            // The third thumbnail (blue) sits in row 0, column 2.
            let blue = sheet.pixel(x: 12 + 2 * 212 + 100, y: 12 + 50)
            #expect(blue.b > 240 && blue.r < 10)
            // Labels: light text under the first thumbnail.
            var light = 0
            for y in 112..<132 { for x in 12..<212 where sheet.pixel(x: x, y: y).r > 150 { light += 1 } }
            #expect(light > 20)
        }
    }
}

extension RecordingExportTests {
    @Test func gifOfAtMost255ColoursIsLossless() throws {
        // 240 pixels of different colours: every one is a palette entry, so every pixel comes back exactly.
        let context = CGContext(uiKitSize: CGSize(width: 20, height: 12), scale: 1, opaque: true)!
        var expected: [(Int, Int, Int)] = []
        for y in 0..<12 {
            for x in 0..<20 {
                let c = (x * 13 % 256, y * 21 % 256, (x * y * 7) % 256)
                expected.append(c)
                context.setFillColor(CGColor(red: CGFloat(c.0) / 255, green: CGFloat(c.1) / 255, blue: CGFloat(c.2) / 255, alpha: 1))
                context.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        let frame = RecordedFrame(index: 0, timestamp: 0, stageTime: 0, image: context.makeImage())
        let colours = Set(expected.map { $0.0 << 16 | $0.1 << 8 | $0.2 })
        #expect(colours.count <= 255)
        let gif = try DecodedGIF(try GIFWriter().encode(Recording(fps: 10, scale: 1, pointSize: CGSize(width: 20, height: 12),
                                                                  frames: [frame])))
        for (i, c) in expected.enumerated() {
            let p = gif.frames[0].canvas[i]
            #expect(Int(p.0) == c.0 && Int(p.1) == c.1 && Int(p.2) == c.2, "pixel \(i)")
        }
    }
}

extension RecordingExportTests {
    /// Frames are indexed in runs on all cores, and a row with the pixels of the row before it in time takes that
    /// row's indices: many frames (more than the runs, so runs begin mid-recording), each changing a few rows of
    /// the one before, sometimes to the same colours, and repeats. With at most 255 colours the GIF is lossless,
    /// so every decoded frame must be its recorded frame exactly.
    @Test func gifOfFramesThatRepeatRowsIsEveryFrameExactly() throws {
        let (width, height) = (18, 14)
        var seed: UInt32 = 5
        func next(_ bound: Int) -> Int {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return Int(seed >> 8) % bound
        }
        let palette = (0..<200).map { (i: Int) -> RGBA8 in
            RGBA8(r: UInt8(i), g: UInt8(255 - i), b: UInt8(i * 7 % 256), a: 255)
        }
        var pixels = (0..<(width * height)).map { _ in palette[next(palette.count)] }
        var expected: [[RGBA8]] = []
        var frames: [RecordedFrame] = []
        for i in 0..<70 {
            if i % 9 != 4 {
                // A few rows change from a column on: sometimes their last pixels only.
                for _ in 0..<(1 + next(3)) {
                    let row = next(height), start = next(width), colour = palette[next(palette.count)]
                    for x in start..<width { pixels[row * width + x] = colour }
                }
            }
            expected.append(pixels)
            frames.append(RecordedFrame(index: i, timestamp: Double(i) / 50, stageTime: Double(i) / 50,
                                        image: CGImage(width: width, height: height, pixels: pixels)))
        }
        let gif = try DecodedGIF(try GIFWriter().encode(Recording(fps: 50, scale: 1,
                                                                  pointSize: CGSize(width: width, height: height),
                                                                  frames: frames)))
        // A frame that repeats the one before adds its time to it: walk the decoded frames by their delays.
        var frame = 0
        for decoded in gif.frames {
            for _ in 0..<(decoded.delay / 2) {
                let wrong = (0..<(width * height)).filter { p in
                    let (c, e) = (decoded.canvas[p], expected[frame][p])
                    return c.0 != e.r || c.1 != e.g || c.2 != e.b
                }
                #expect(wrong.isEmpty, "frame \(frame): \(wrong.count) pixels differ")
                frame += 1
            }
        }
        #expect(frame == 70)
    }
}
