import Foundation

/// Limits that keep a laptop alive: sessions, message size, idle time, history memory.
public struct ServerLimits: Codable, Sendable, Equatable {
    /// Browser sessions at once; more are refused with an error.
    public var maxSessions: Int
    /// The biggest client message accepted, in bytes (bigger ones get an error; the WebSocket's own frame limit
    /// is 1 MiB, beyond which the connection is closed with code 1009).
    public var maxMessageBytes: Int
    /// Seconds without a message from the browser before the session is closed.
    public var idleTimeout: Double
    /// Layer copies a session's timeline may hold (the oldest frames are dropped beyond it); a frame of a
    /// screen of 40 layers costs 40.
    public var historyLayerBudget: Int
    /// Bytes a session's timeline may hold: its layer copies (1.5 KiB each, as measured) and the contents images they show,
    /// each counted once however many frames share it (the oldest frames are dropped beyond it). 128 MiB by
    /// default: the 16 sessions a server allows hold at most 2 GiB of history.
    public var historyByteBudget: Int
    /// Frames of history at most (an idle stage costs a few bytes per frame).
    public var historyMaxFrames: Int
    /// Frames a GIF or MP4 export may hold.
    public var maxExportFrames: Int

    public init(maxSessions: Int = 16, maxMessageBytes: Int = 16 * 1024, idleTimeout: Double = 600,
                historyLayerBudget: Int = 60_000, historyByteBudget: Int = 128 << 20, historyMaxFrames: Int = 36_000,
                maxExportFrames: Int = 900) {
        self.maxSessions = maxSessions
        self.maxMessageBytes = maxMessageBytes
        self.idleTimeout = idleTimeout
        self.historyLayerBudget = historyLayerBudget
        self.historyByteBudget = historyByteBudget
        self.historyMaxFrames = historyMaxFrames
        self.maxExportFrames = maxExportFrames
    }

    public static let `default` = ServerLimits()
}
