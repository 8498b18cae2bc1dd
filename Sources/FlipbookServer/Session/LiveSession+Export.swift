import Flipbook
import Foundation

/// Exports: a PNG of the frame shown, at once; a GIF or MP4 of a recorded span, beside the session.
///
/// A span's frames are drawn on the main actor a few at a time, yielding to the session's display ticks between
/// batches, and the file is written on another thread; ``ExportProgress`` messages and then the file go to
/// ``LiveSession/emit``. So an export never stops the session's own frames, let alone other sessions' (each runs
/// in its own worker process).
extension LiveSession {
    /// Frames drawn between two yields to the display.
    static let exportBatch = 4

    func export(_ format: ClientMessage.ExportKind, from: Double?, to: Double?) -> [Output] {
        switch format {
        case .png:
            let frame = shownFrame
            guard let image = frame.render(scale: stage.device.scale, with: renderer), let data = image.pngData() else {
                return [.message(.error(code: .failed, message: "could not render the frame"))]
            }
            return [.binary(BinaryMessage(header: [
                "type": .string("export"), "format": .string("png"),
                "filename": .string("\(scene.name)-\(String(format: "%.3f", frame.time))s.png"),
            ], payload: data))]
        case .gif, .mp4:
            guard exportTask == nil else {
                return [.message(.error(code: .busy, message: "an export is already running: wait for it to finish"))]
            }
            let start = from ?? timeline.first?.time ?? 0
            let end = to ?? timeline.last?.time ?? 0
            var entries = timeline.entries(from: start, to: end)
            guard !entries.isEmpty else { return [.message(.error(code: .outOfRange, message: "nothing recorded in that span"))] }
            let stride = max(1, Int((Double(entries.count) / Double(limits.maxExportFrames)).rounded(.up)))
            entries = Swift.stride(from: 0, to: entries.count, by: stride).map { entries[$0] }
            let job = ExportJob(format: format, fps: 60.0 / Double(stride), speed: speed, scale: stage.device.scale,
                                pointSize: stage.window.bounds.size,
                                filename: "\(scene.name)-\(String(format: "%.2f-%.2f", start, end))s.\(format.rawValue)")
            let emit = self.emit
            exportTask = Task { [weak self] in
                await job.run(entries.map { ($0.time, $0.frame) }, emit: emit)
                self?.exportTask = nil
            }
            return [.message(.progress(ExportProgress(format: format.rawValue, phase: .render, frames: entries.count, fraction: 0)))]
        }
    }
}

/// One GIF or MP4 export: draws the frames (main actor, in batches), writes the file (another thread).
@MainActor
struct ExportJob {
    let format: ClientMessage.ExportKind
    let fps: Double
    let speed: Double
    let scale: CGFloat
    let pointSize: CGSize
    let filename: String

    /// Drawing is this share of the progress bar, writing the rest.
    nonisolated static let renderShare = 0.5

    func run(_ entries: [(time: Double, frame: FrozenFrame)], emit: @escaping @Sendable (LiveSession.Output) -> Void) async {
        let renderer = CARenderer(layer: CALayer())
        let total = entries.count
        let name = format.rawValue
        var frames: [RecordedFrame] = []
        frames.reserveCapacity(total)
        for (i, entry) in entries.enumerated() {
            if Task.isCancelled { return }
            if let image = entry.frame.render(scale: scale, with: renderer) {
                frames.append(RecordedFrame(index: frames.count, timestamp: Double(frames.count) / fps,
                                            stageTime: entry.time, image: image))
            }
            if (i + 1) % LiveSession.exportBatch == 0 {
                if (i + 1) % (LiveSession.exportBatch * 8) == 0 {
                    emit(.message(.progress(ExportProgress(format: name, phase: .render, frames: total,
                                                           fraction: Self.renderShare * Double(i + 1) / Double(total)))))
                }
                await Task.yield()
            }
        }
        let recording = Recording(fps: fps, speed: speed, scale: scale, pointSize: pointSize, frames: frames)
        let filename = self.filename
        let count = frames.count
        let kind = format
        let output: LiveSession.Output = await Task.detached(priority: .utility) {
            Self.write(recording, kind: kind, filename: filename, emit: emit, count: count)
        }.value
        if Task.isCancelled { return }
        emit(output)
    }

    /// Writes the file and wraps it as the page's `export` message (or an error). Off the main actor.
    nonisolated static func write(_ recording: Recording, kind: ClientMessage.ExportKind, filename: String,
                                  emit: @escaping @Sendable (LiveSession.Output) -> Void, count: Int) -> LiveSession.Output {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-serve-\(UUID().uuidString).\(kind.rawValue)")
        defer { try? FileManager.default.removeItem(at: url) }
        var reported = 0.0
        emit(.message(.progress(ExportProgress(format: kind.rawValue, phase: .encode, frames: count, fraction: renderShare))))
        do {
            try recording.write(to: url) { done in
                guard done - reported >= 0.1 || done >= 1 else { return }
                reported = done
                emit(.message(.progress(ExportProgress(format: kind.rawValue, phase: .encode, frames: count,
                                                       fraction: renderShare + (1 - renderShare) * min(1, done)))))
            }
            if reported < 1 {
                emit(.message(.progress(ExportProgress(format: kind.rawValue, phase: .encode, frames: count, fraction: 1))))
            }
            let data = try Data(contentsOf: url)
            return .binary(BinaryMessage(header: [
                "type": .string("export"), "format": .string(kind.rawValue), "filename": .string(filename),
                "frames": .int(count),
            ], payload: data))
        } catch {
            return .message(.error(code: kind == .mp4 ? .unavailable : .failed, message: "export failed: \(error)"))
        }
    }
}
