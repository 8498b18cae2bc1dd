import Foundation

/// Where a touch's time goes inside a worker, stamped into the header of the first frame rendered after it (the
/// frame that shows its effect), for the latency breakdown of `make bench-server`: when the worker read the
/// message, when the main actor applied it, when the frame that shows it was rendered, and how many display ticks
/// ran meanwhile. The page adds its own stamps (pointer event, sent, received, decoded, drawn) and the server its
/// relay time, so the benchmark can say which hop the slow samples spend their time in.
///
/// Times are wall-clock milliseconds (`Date`), so they compare with the browser's
/// `performance.timeOrigin + performance.now()` on the same machine. The engine never sees them.
struct InputTrace: Equatable {
    /// The page's sequence number of the touch (echoed as `input`).
    var seq: Int
    /// When the worker's reading thread read the message from its pipe.
    var readAt: Double
    /// When the main actor applied it to the stage.
    var appliedAt: Double
    /// Display ticks that ran between the read and the apply (the message waited behind them).
    var ticksBeforeApply: Int
    /// Display ticks that ran after the apply and rendered nothing before the frame that shows it.
    var ticksAfterApply = 0

    /// Who rendered the frame that shows the touch.
    enum RenderedBy: String {
        /// The frame the touch ran at once.
        case input
        /// A later display tick (the touch's own frame changed nothing, or was put off).
        case display
    }

    /// The header fields of the frame that shows this touch, rendered from `renderStart` to `rendered`.
    func headerFields(renderStart: Double, rendered: Double, by: RenderedBy) -> [String: JSONScalar] {
        [
            "inSeq": .int(seq), "inRead": .number(readAt), "inApplied": .number(appliedAt),
            "ticksBeforeApply": .int(ticksBeforeApply), "ticksAfterApply": .int(ticksAfterApply),
            "renderStart": .number(renderStart), "rendered": .number(rendered), "renderedBy": .string(by.rawValue),
        ]
    }

    /// Wall-clock milliseconds, to a hundredth.
    static func now() -> Double { (Date().timeIntervalSince1970 * 100_000).rounded() / 100 }
}
