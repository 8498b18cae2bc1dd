import QuartzCore
import UIKit

extension CARenderer {
    /// A renderer for a window of views that keeps work from one frame to the next: views draw nothing through
    /// `draw(_:in:)`, so they are inert delegates, and a subtree of views in perspective (a card turning) is
    /// rasterised once and warped from its kept picture while nothing in it changes. What the stage's snapshots and
    /// recordings, the parallel export's workers and the simulator's sessions all render with.
    package static func keepingPicturesOfViews(layer: CALayer) -> CARenderer {
        let renderer = CARenderer(layer: layer)
        renderer.isInertDelegate = { $0 is UIView }
        return renderer
    }
}
