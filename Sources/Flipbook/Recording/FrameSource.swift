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
    /// Pending layout and drawing are done first, as UIKit's `drawHierarchy(in:afterScreenUpdates: true)` and
    /// `snapshotView(afterScreenUpdates: true)` do, then the presentation values of the layer tree are rendered.
    /// So a snapshot is a point where the program's pending layout happens, as those calls are in UIKit; a
    /// recording's frames (the display) are not (``prepareForCapture()``).
    public func snapshot() -> CGImage {
        snapshot(scale: device.scale)
    }

    /// The window as it looks now, at `scale` pixels per point (pending layout done first, see ``snapshot()``).
    public func snapshot(scale: CGFloat) -> CGImage {
        activate()
        prepareForCapture(layingOut: true)
        do {
            return try LayerTreeFrameSource().image(of: self, at: time, scale: scale)
        } catch {
            preconditionFailure("Stage.snapshot(): \(error)")
        }
    }

    /// Runs the display pass, so a recording's frame shows the current model with its drawn contents.
    ///
    /// It does not lay the views out. A recording is the display, and layout belongs to the commit (the stage's
    /// frame), as in UIKit, where neither the display nor `layer.render(in:)` lays anything out. A frame that
    /// did would be an extra layout pass the program can observe. That was the cause of version-2 fuzz
    /// programs ending at another table offset when run without their checks (docs/reliability.md): the
    /// checked run's recording laid out a table just reloaded, so a later `setContentOffset` read another
    /// `contentSize` than in the unchecked run. `layingOut` (a snapshot) lays out first.
    func prepareForCapture(layingOut: Bool = false) {
        refreshStatusBar()
        if layingOut { window.layer.layoutIfNeeded() }
        displayIfNeeded()
    }
}
