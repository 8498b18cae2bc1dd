import Foundation
import UIKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes a recording as H.264 MP4 by piping raw frames to ffmpeg (never through PNG).
///
/// Frames go to ffmpeg's standard input as `yuv420p` (``YUV420Picture``: BT.601 limited range, as ffmpeg's own
/// conversion; odd sizes padded black by a pixel), converted beside the rendering on the render workers, and a
/// still frame's picture is converted once; ffmpeg reads 1.5 bytes a pixel instead of 4 and spends its time in
/// libx264 alone, which encodes into a temporary file that is renamed into place when ffmpeg succeeds.
///
/// The MP4 has a variable frame rate: a frame that repeats the one before (the recorder hands on the same picture)
/// is not sent, and the picture before stays on screen until the next one's time. Each picture goes in a NUT
/// stream with its timestamp (``NUTMuxer``) and ffmpeg keeps the times (`-fps_mode passthrough`); the last frame is
/// always sent, so the video lasts frames ÷ fps to the frame. Decoded at the recording's rate, the file shows every
/// recorded frame at its instant; x264 encodes only the pictures that change (for GuessThePet at 60 fps, 234 of 457
/// frames; it spent ≈ 40 % of its time on the repeats, each a P-skip).
///
/// The settings were chosen by measurement (Benchmarks/README.md, "session 8" and "session 9"): for GuessThePet at
/// 60 fps, ffmpeg's BGRA → `yuv420p` conversion cost about as much CPU as x264's `ultrafast` preset itself (hence
/// the conversion on the workers), and `ultrafast` at CRF 26 encodes with ≈ 0.55× the CPU of the former `veryfast`
/// at CRF 20, at a higher PSNR against the rendered frames in a file about 3× as large (about 1 Mbit/s at 750×1334).
///
/// ffmpeg is looked up in `FLIPBOOK_FFMPEG`, then on `PATH`; without it the export fails with
/// ``ExportError/ffmpegMissing``, which says to run `make deps`.
public struct MP4Writer: RecordingWriter {
    /// x264's constant rate factor: lower is better and bigger (18 is visually lossless).
    public var crf: Int
    /// x264's speed preset.
    public var preset: String
    /// The ffmpeg binary to run; nil looks it up (``locateFFmpeg()``).
    public var ffmpegPath: String?

    public init(crf: Int = 26, preset: String = "ultrafast", ffmpegPath: String? = nil) {
        self.crf = crf
        self.preset = preset
        self.ffmpegPath = ffmpegPath
    }

    /// The ffmpeg binary: `FLIPBOOK_FFMPEG` if set, else the first `ffmpeg` on `PATH`.
    public static func locateFFmpeg() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["FLIPBOOK_FFMPEG"], !explicit.isEmpty {
            return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        for folder in (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    public func write(_ recording: Recording, to url: URL, progress: ((Double) -> Void)?) throws {
        let images = try recording.requireImages()
        let stream = try Stream(destination: url, fps: recording.fps, writer: self)
        do {
            for (i, frame) in recording.frames.enumerated() {
                try stream.append(frame)
                if i % 4 == 3 { progress?(Double(i + 1) / Double(images.count) * 0.95) }
            }
            try stream.finish()
            progress?(1)
        } catch {
            stream.cancel()
            throw error
        }
    }

    /// A streaming MP4 export: ffmpeg starts with the first frame and encodes while frames are still being
    /// recorded (on another core).
    public final class Stream: FrameSink, YUV420FrameSink {
        private let destination: URL
        private let fps: Double
        private let writer: MP4Writer
        private let ffmpeg: String
        private var file: AtomicFile?
        private var process: Process?
        private var input: FileHandle?
        private var errorOutput: ErrorCollector?
        private var size: (width: Int, height: Int)?
        private var rowBuffer = Data()
        /// The `yuv420p` path's container (nil until the first frame, and for ffmpeg's other outputs).
        private var muxer: NUTMuxer?
        /// Frames appended: the next one's timestamp, in frames.
        private var framesAppended = 0
        /// The last picture sent.
        private var lastPicture: YUV420Picture?
        /// The image it was made from, while anything else keeps it (a kept recording shares one image among
        /// the frames of a still stretch); weak, so that a streamed export holds no image of its own.
        private weak var lastImage: CGImage?
        /// Whether frames after the last picture sent repeated it and were not sent.
        private var heldBack = false
        /// ffmpeg's arguments after the input: what to make of the frames (nil: H.264 MP4).
        private let outputArguments: ((_ width: Int, _ height: Int) -> [String])?
        /// Starts ffmpeg (`Process.run()`). The EPIPE tests hand in one that also waits for ffmpeg to exit, so
        /// the race between its exit and the first write always goes one way: that write finds the pipe broken.
        private let launch: (Process) throws -> Void

        /// Prepares an export to `destination`; fails at once when ffmpeg is missing or the folder is not writable.
        public convenience init(destination: URL, fps: Double, writer: MP4Writer = MP4Writer()) throws {
            try self.init(destination: destination, fps: fps, writer: writer, outputArguments: nil)
        }

        init(destination: URL, fps: Double, writer: MP4Writer,
             outputArguments: ((_ width: Int, _ height: Int) -> [String])?,
             launch: @escaping (Process) throws -> Void = { try $0.run() }) throws {
            let path = writer.ffmpegPath ?? MP4Writer.locateFFmpeg()
            guard let ffmpeg = path, FileManager.default.isExecutableFile(atPath: ffmpeg) else {
                throw ExportError.ffmpegMissing
            }
            self.ffmpeg = ffmpeg
            self.destination = destination
            self.fps = fps
            self.writer = writer
            self.outputArguments = outputArguments
            self.launch = launch
            file = try AtomicFile(destination: destination)
        }

        deinit { cancel() }

        /// H.264 takes `yuv420p`, converted on the render workers; ffmpeg's other outputs (the GIF fallback) read
        /// the frames as they are.
        package var wantsYUV420Pictures: Bool { outputArguments == nil }

        private func start(width: Int, height: Int) throws {
            guard let file else { throw ExportError.encodingFailed("the MP4 export was already finished") }
            // A dead ffmpeg must not kill us with SIGPIPE: writes then fail with EPIPE instead.
            signal(SIGPIPE, SIG_IGN)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ffmpeg)
            // H.264 frames arrive as `yuv420p` of the size rounded up to even (``YUV420Picture``, padded black).
            // They come in NUT with a timestamp each (``NUTMuxer``), and ffmpeg keeps those times
            // (`-fps_mode passthrough`): a still stretch is one picture (see ``append(_:)``).
            let input = wantsYUV420Pictures
                ? ["-f", "nut"]
                : ["-f", "rawvideo", "-pix_fmt", "bgra", "-video_size", "\(width)x\(height)", "-framerate", String(fps)]
            var arguments = ["-hide_banner", "-loglevel", "error"] + input + ["-i", "pipe:0", "-an"]
            if let outputArguments {
                arguments += outputArguments(width, height) + ["-y", file.temporaryURL.path]
            } else {
                arguments += ["-fps_mode", "passthrough", "-c:v", "libx264", "-preset", writer.preset,
                              "-crf", String(writer.crf), "-pix_fmt", "yuv420p", "-movflags", "+faststart",
                              "-f", "mp4", "-y", file.temporaryURL.path]
            }
            process.arguments = arguments
            let stdin = Pipe(), stderr = Pipe()
            PipeCapacity.enlarge(stdin.fileHandleForWriting.fileDescriptor)
            process.standardInput = stdin
            process.standardError = stderr
            process.standardOutput = FileHandle.nullDevice
            let collector = ErrorCollector(stderr.fileHandleForReading)
            do {
                try launch(process)
            } catch {
                throw ExportError.ffmpegFailed(status: -1, message: "could not start \(ffmpeg): \(error)")
            }
            self.process = process
            ExportCleanup.track(process: process.processIdentifier)
            self.input = stdin.fileHandleForWriting
            self.errorOutput = collector
            size = (width, height)
            if wantsYUV420Pictures {
                let muxer = NUTMuxer(width: (width + 1) & ~1, height: (height + 1) & ~1, fps: fps)
                self.muxer = muxer
                try write(muxer.header())  // an ffmpeg already gone fails it with its own message (`feed`)
            }
        }

        public func append(_ frame: RecordedFrame) throws {
            guard let image = frame.image else { throw ExportError.noImages }
            if size == nil { try start(width: image.width, height: image.height) }
            guard let size, image.width == size.width, image.height == size.height else {
                throw ExportError.encodingFailed("MP4 frames must all have one size")
            }
            if wantsYUV420Pictures {
                defer { framesAppended += 1 }
                // A frame with the same pixels as the one before (the recorder hands on the same picture, or
                // the same image in a kept recording) is not sent: the picture before shows until the next
                // one's timestamp. The last frame is always sent (``finish()``), so the file lasts to its end.
                if let last = lastPicture, frame.yuv420Picture.map({ $0 === last }) ?? (image === lastImage) {
                    heldBack = true
                    return
                }
                // Converted by a render worker, or here (frames rendered on the main thread, a recording).
                let picture = frame.yuv420Picture ?? YUV420Picture(image)
                try send(picture, at: framesAppended)
                lastPicture = picture
                lastImage = image
                heldBack = false
                return
            }
            try feed { input in
                try image.withUnsafePixelBytes { bytes, bytesPerRow in
                    let rowBytes = image.width * 4
                    if bytesPerRow == rowBytes {
                        try input.write(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[0..<(rowBytes * image.height)]))
                    } else {
                        rowBuffer.removeAll(keepingCapacity: true)
                        for y in 0..<image.height {
                            rowBuffer.append(contentsOf: UnsafeRawBufferPointer(
                                rebasing: bytes[(y * bytesPerRow)..<(y * bytesPerRow + rowBytes)]))
                        }
                        try input.write(contentsOf: rowBuffer)
                    }
                }
            }
        }

        /// Sends `picture` to ffmpeg, shown from frame `index` on.
        private func send(_ picture: YUV420Picture, at index: Int) throws {
            guard let muxer else { return }
            try write(muxer.frameHeader(pts: index, size: picture.bytes.count))
            try write(picture.bytes)
        }

        private func write(_ bytes: [UInt8]) throws {
            try feed { input in try bytes.withUnsafeBytes { try input.write(contentsOf: $0) } }
        }

        /// Writes to ffmpeg's input through `body`. A write that fails means ffmpeg has stopped reading (it
        /// exited: the pipe is broken), so the error thrown is ffmpeg's own — its status and what it printed —
        /// whichever write hit it. That includes the container header written right after launch: an ffmpeg that
        /// fails at once may be gone before it.
        private func feed(_ body: (FileHandle) throws -> Void) throws {
            guard let input else { throw ExportError.encodingFailed("the MP4 export was already finished") }
            do {
                try body(input)
            } catch {
                throw failure(fallback: "ffmpeg stopped reading frames (\(error))")
            }
        }

        /// Waits for ffmpeg and returns the error describing its failure.
        private func failure(fallback: String) -> ExportError {
            try? input?.close()
            input = nil
            process?.waitUntilExit()
            process.map { ExportCleanup.forget(process: $0.processIdentifier) }
            var message = errorOutput?.text() ?? ""
            if message.isEmpty { message = fallback }
            if let file, let limit = Self.fileSizeLimitReached(file.temporaryURL) {
                message = "the output reached the file-size limit (\(limit) bytes, `ulimit -f`): \(message)"
            }
            return ExportError.ffmpegFailed(status: process?.terminationStatus ?? -1,
                                            message: Self.explain(process, message))
        }

        /// ffmpeg's message, with what a signal that killed it means (SIGXFSZ: the file-size limit).
        private static func explain(_ process: Process?, _ message: String) -> String {
            guard let process, process.terminationReason == .uncaughtSignal else { return message }
            let signal = process.terminationStatus
            let meaning = signal == SIGXFSZ ? "the output passed the file-size limit" : String(cString: strsignal(signal))
            return "ffmpeg was killed by signal \(signal) (\(meaning))" + (message.isEmpty ? "" : ": \(message)")
        }

        public func finish() throws {
            guard let file else { return }
            guard let process, let input else { throw ExportError.noFrames }
            if heldBack, let last = lastPicture {
                // The still stretch at the end: its last frame again, so the video lasts frames ÷ fps.
                try send(last, at: framesAppended - 1)
                heldBack = false
            }
            try? input.close()
            self.input = nil
            process.waitUntilExit()
            ExportCleanup.forget(process: process.processIdentifier)
            // flipbook ignores SIGXFSZ (ExportCleanup), and ffmpeg inherits that: under a file-size limit its
            // writes fail with EFBIG instead of killing it, and some ffmpeg builds then still exit 0 with a
            // truncated file. A file that reached the limit is never a complete export.
            let limit = Self.fileSizeLimitReached(file.temporaryURL)
            guard process.terminationStatus == 0, process.terminationReason == .exit, limit == nil else {
                var message = errorOutput?.text() ?? ""
                if let limit {
                    let reason = "the output reached the file-size limit (\(limit) bytes, `ulimit -f`)"
                    message = message.isEmpty ? reason : "\(reason): \(message)"
                }
                file.discard()
                self.file = nil
                let status = process.terminationStatus == 0 && process.terminationReason == .exit ? 1 : process.terminationStatus
                throw ExportError.ffmpegFailed(status: status, message: Self.explain(process, message))
            }
            try file.commit()
            self.file = nil
        }

        /// The process's file-size limit in bytes when `url` has reached it (so it was cut short), else nil.
        static func fileSizeLimitReached(_ url: URL) -> UInt64? {
            var limit = rlimit()
            guard getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else {
                return nil
            }
            var info = stat()
            guard stat(url.path, &info) == 0 else { return nil }
            return UInt64(info.st_size) >= UInt64(limit.rlim_cur) ? UInt64(limit.rlim_cur) : nil
        }

        public func cancel() {
            try? input?.close()
            input = nil
            if let process, process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
            process.map { ExportCleanup.forget(process: $0.processIdentifier) }
            file?.discard()
            file = nil
        }
    }
}

/// Reads a pipe to its end on a background thread, so the process writing it never blocks.
final class ErrorCollector: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            let all = handle.readDataToEndOfFile()
            self.data = all
            self.done.signal()
        }
    }

    /// Everything written, once the writer closed the pipe; trimmed, at most 2,000 characters.
    func text() -> String {
        done.wait()
        done.signal()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.count > 2000 ? String(text.suffix(2000)) : text
    }
}
