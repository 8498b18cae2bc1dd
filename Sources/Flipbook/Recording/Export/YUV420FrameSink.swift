import Foundation

/// A sink that takes frames as `yuv420p` (``RecordedFrame/yuv420Picture``): the recorder then has the render
/// workers convert each frame beside rendering it, instead of the sink converting on the main thread (or ffmpeg
/// in its own).
package protocol YUV420FrameSink: FrameSink {
    /// Whether this sink wants ``RecordedFrame/yuv420Picture`` filled.
    var wantsYUV420Pictures: Bool { get }
}
