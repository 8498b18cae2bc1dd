import Foundation

/// Receives frames one at a time while they are recorded: streaming export (see
/// ``Stage/startRecording(fps:speed:scale:options:source:streamingTo:keepsFrames:)``).
public protocol FrameSink: AnyObject {
    /// Takes the next frame.
    func append(_ frame: RecordedFrame) throws
    /// Completes the output and moves it into place.
    func finish() throws
    /// Abandons the output, leaving nothing at the destination.
    func cancel()
}
