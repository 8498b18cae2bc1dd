import Foundation
import UIKit

/// Makes the pixels of a stage's window at a media time: what snapshots and recordings are drawn with.
///
/// The default, ``LayerTreeFrameSource``, renders the window's layer tree with Core Animation's renderer. Tests
/// and tools can record with a source of their own (synthetic frames, a cheaper renderer).
@MainActor
public protocol FrameSource {
    /// The window of `stage` as it looks at the stage's media time `time`, at `scale` pixels per point.
    ///
    /// `time` is never later than the stage's current time; it can be earlier, between the last two frames,
    /// when a recording's frame falls between two pumps.
    func image(of stage: Stage, at time: TimeInterval, scale: CGFloat) throws -> CGImage
}

extension Stage {
    /// The window as it looks now, at the device's scale.
    ///
    /// Pending layout and drawing are done first (as UIKit's `afterScreenUpdates`), then the presentation
    /// values of the layer tree are rendered.
    public func snapshot() -> CGImage {
        snapshot(scale: device.scale)
    }

    /// The window as it looks now, at `scale` pixels per point.
    public func snapshot(scale: CGFloat) -> CGImage {
        activate()
        prepareForCapture()
        do {
            return try LayerTreeFrameSource().image(of: self, at: time, scale: scale)
        } catch {
            preconditionFailure("Stage.snapshot(): \(error)")
        }
    }

    /// Applies pending layout and runs the display pass, so a capture shows the current model.
    func prepareForCapture() {
        refreshStatusBar()
        window.layer.layoutIfNeeded()
        displayIfNeeded()
    }
}
