import Foundation
import UIKit

/// Writes every frame as a numbered PNG (`frame-0000.png`, `frame-0001.png`, …) into a folder.
///
/// The folder is filled under a temporary name beside the destination and renamed into place when every frame
/// is written; a folder already at the destination is replaced then. PNG encoding is slow (tens of
/// milliseconds a frame), so frames are encoded on all cores.
public struct PNGSequenceWriter: RecordingWriter {
    /// The file name prefix.
    public var prefix: String

    public init(prefix: String = "frame-") {
        self.prefix = prefix
    }

    /// The name of frame `index` of `count`: at least 4 digits.
    public func fileName(index: Int, count: Int) -> String {
        let digits = max(4, String(max(0, count - 1)).count)
        let number = String(index)
        return prefix + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    public func write(_ recording: Recording, to url: URL, progress: ((Double) -> Void)?) throws {
        let images = try recording.requireImages()
        let folder = try AtomicDirectory(destination: url)
        let failures = ConcurrentSlots<String?>(repeating: nil, count: images.count)
        let names = images.indices.map { fileName(index: $0, count: images.count) }
        let target = folder.temporaryURL
        parallelForEach(images.count, progress: progress) { i in
            guard let data = images[i].pngData() else {
                failures[i] = "frame \(i) could not be encoded"
                return
            }
            do {
                try ExportCleanup.write(data, to: target.appendingPathComponent(names[i]))
            } catch {
                failures[i] = (error as? ExportWriteError)?.reason ?? "\(error)"
            }
        }
        if let failure = failures.values.compactMap({ $0 }).first {
            folder.discard()
            throw ExportError.destinationNotWritable(path: url.path, reason: failure)
        }
        try folder.commit()
    }
}
