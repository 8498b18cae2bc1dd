import Foundation

/// Which frames a worker encodes and sends, and in what order: the policy of ``FrameWriter``, kept apart from its
/// threads so it can be tested step by step.
///
/// Frames are numbered as they are offered. Several encoders work at once, so the frame that shows a touch starts
/// encoding as soon as it is rendered instead of waiting behind the JPEG of the frame before it. Newest frame wins
/// at every step:
/// - an offered frame that no encoder has taken yet is replaced by a newer one (it is never encoded);
/// - an encoded frame waiting to be written is replaced by a newer encoded one;
/// - an encoded frame older than one already written (or waiting) is dropped: the page never goes back in time.
///
/// An answer with no picture (the screen unchanged by a touch, ``LiveSession/Output/unchanged(_:)``) says "what
/// you have is current": it is written only once every frame offered before it is written or dropped, and a
/// newer frame offered meanwhile replaces it (that frame answers the touch too). While a frame waits for an
/// encoder, the answer rides in that frame instead (``amendOffered(_:)``): it shows the same screen.
struct FramePipeline<Frame, Encoded> {
    private(set) var offered: (number: Int, frame: Frame)?
    private(set) var encoded: (number: Int, data: Encoded)?
    /// An answer with no picture, waiting for the frames before it.
    private(set) var unchanged: Encoded?
    /// The number of the last frame written (0: none yet).
    private(set) var lastWritten = 0
    private var lastNumber = 0
    /// Encodes under way.
    private(set) var encoding = 0
    /// Frames dropped for a newer one, before or after their encoding.
    private(set) var dropped = 0

    /// Nothing is offered, encoding or waiting to be written.
    var isIdle: Bool { offered == nil && encoded == nil && encoding == 0 && unchanged == nil }

    /// Whether ``takeForWriting()`` has something now.
    var hasWritable: Bool { encoded != nil || (unchanged != nil && offered == nil && encoding == 0) }

    /// A new frame, newer than every frame before it; returns its number.
    @discardableResult
    mutating func offer(_ frame: Frame) -> Int {
        if offered != nil { dropped += 1 }
        unchanged = nil
        lastNumber += 1
        offered = (lastNumber, frame)
        return lastNumber
    }

    /// The newest frame not yet taken, for an encoder (nil when there is none).
    mutating func takeForEncoding() -> (number: Int, frame: Frame)? {
        guard let next = offered else { return nil }
        offered = nil
        encoding += 1
        return next
    }

    /// An encoder finished frame `number` (`data` nil when encoding failed); returns whether it will be written.
    @discardableResult
    mutating func finishedEncoding(_ number: Int, _ data: Encoded?) -> Bool {
        encoding -= 1
        guard let data, number > lastWritten, number > (encoded?.number ?? 0) else {
            dropped += 1
            return false
        }
        if encoded != nil { dropped += 1 }
        encoded = (number, data)
        return true
    }

    /// Changes the frame waiting for an encoder, if there is one; returns whether there was.
    mutating func amendOffered(_ change: (inout Frame) -> Void) -> Bool {
        guard var next = offered else { return false }
        change(&next.frame)
        offered = next
        return true
    }

    /// An answer with no picture (see the type's notes); the caller amends a frame waiting for an encoder
    /// instead (``amendOffered(_:)``).
    mutating func offerUnchanged(_ answer: Encoded) {
        unchanged = answer
    }

    /// The encoded frame to write now, if any (it counts as written), else an answer with no picture once no
    /// frame before it is left.
    mutating func takeForWriting() -> Encoded? {
        if let next = encoded {
            encoded = nil
            lastWritten = next.number
            return next.data
        }
        guard hasWritable, let answer = unchanged else { return nil }
        unchanged = nil
        return answer
    }

    /// Forgets every frame (the pipe to the server has closed).
    mutating func discard() {
        offered = nil
        encoded = nil
        unchanged = nil
    }
}
