import UIKit

// The stage's busy test counts particle emitters: an emitter layer on screen that emits, or whose particles still
// move, changes the picture every frame though no animation, timer or display link runs, so the stage must not
// settle and the live server must keep sending frames (it sends only while the stage is busy).
extension Stage {
    /// The emitter layers in this stage's window that show particles now or are emitting ones they will show
    /// (`birthRate` > 0 with a cell that emits, or particles still alive), not hidden on the way to the window.
    var activeEmitters: [CAEmitterLayer] {
        let root = window.layer
        let emitters = CAEmitterLayer.live.withLock { list in list.compactMap(\.layer) }
        return emitters.filter { emitter in
            var current: CALayer? = emitter
            var top: CALayer = emitter
            while let layer = current {
                if layer.isHidden { return false }
                top = layer
                current = layer.superlayer
            }
            return top === root && emitter.isEmitting
        }
    }

    /// Whether some emitter layer of this stage's window is emitting or shows live particles.
    var hasActiveEmitters: Bool { !activeEmitters.isEmpty }
}
