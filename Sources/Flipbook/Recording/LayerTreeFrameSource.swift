import Foundation
import UIKit

/// Renders a stage's window layer tree, presentation values at the asked time, opaque at the asked scale.
public struct LayerTreeFrameSource: FrameSource {
    public init() {}

    public func image(of stage: Stage, at time: TimeInterval, scale: CGFloat) throws -> CGImage {
        throw FrameSourceError("the layer renderer (CARenderer) is not on this branch yet")
    }
}
