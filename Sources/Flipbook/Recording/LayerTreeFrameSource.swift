import Foundation
import UIKit

/// Renders a stage's window with `CARenderer`: the layer tree's presentation values at the asked media time,
/// opaque (the window's black shows where nothing is drawn), at the asked scale.
public struct LayerTreeFrameSource: FrameSource {
    public init() {}

    public func image(of stage: Stage, at time: TimeInterval, scale: CGFloat) throws -> CGImage {
        let renderer = stage.frameRenderer
        renderer.bounds = CGRect(origin: .zero, size: stage.window.bounds.size)
        guard let image = renderer.makeImage(scale: scale, atTime: time, opaque: true) else {
            throw FrameSourceError("no memory for a \(stage.window.bounds.size) frame at scale \(scale)")
        }
        return image
    }
}
