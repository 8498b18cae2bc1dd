/// When a worker's display runs a frame, and when a changed picture waits for input: the pure decisions behind
/// ``WorkerDriver``'s display loop, so they can be tested without threads or clocks.
///
/// Input comes first. A touch that has reached the worker gets a frame of its own as soon as it is applied
/// (``LiveSession/inputFrame()``, an extra picture that leaves the display's grid alone); a display tick that
/// rendered just before it would only put a stale picture ahead of it in the encoder and on the wire. So while messages wait to be handled the display waits a
/// millisecond for them, and a tick whose picture changed leaves it unrendered (owed) — but never for more than two
/// display frames, so a flood of messages cannot freeze the picture.
///
/// Nor does the display render a picture while the last one it rendered still waits for an encoder (both are
/// busy): the new picture would only replace it in ``FramePipeline``, so the render would be wasted, and for a
/// moment the worker would hold one more full-size bitmap. That happens only when the worker's core is starved
/// (a hundred sessions on two cores); the picture is owed and rendered at the next tick once an encoder has
/// taken the waiting one, so the page still gets every picture the encoders can carry.
enum DisplayPolicy {
    enum Tick: Equatable {
        /// Check again after this many seconds.
        case wait(Double)
        /// Pump this many display frames (the ones missed while late) and render once.
        case run(frames: Int)
    }

    /// How long the display waits for input already read before it ticks anyway: two display frames.
    static let inputGrace = 2.0

    /// What the display does `sinceLastFrame` seconds after the session's last frame, with `pendingInput` messages
    /// read but not yet handled.
    static func tick(sinceLastFrame: Double, rate: Double, pendingInput: Int) -> Tick {
        // Woken early (the sleep's slack): wait for the frame's time.
        if sinceLastFrame < 0.5 / rate { return .wait(1 / rate - sinceLastFrame) }
        if pendingInput > 0 && sinceLastFrame < inputGrace / rate { return .wait(0.001) }
        return .run(frames: max(1, Int((sinceLastFrame * rate).rounded())))
    }

    /// Whether a changed picture is left unrendered: for the input waiting behind it, or because the picture
    /// rendered before it still waits for an encoder (`frameWaiting`).
    static func defersRender(pendingInput: Int, sinceLastFrameSent: Double, rate: Double,
                             frameWaiting: Bool = false) -> Bool {
        frameWaiting || (pendingInput > 0 && sinceLastFrameSent < inputGrace / rate)
    }
}
