import CoreGraphics

/// A basic animation whose progress is supplied by a driver instead of time: what a property animator's
/// animations are, so pausing, scrubbing, reversing and re-timing them is a matter of what the driver answers.
/// It never ends by itself; the driver removes it.
package final class DrivenAnimation: CABasicAnimation {
    /// Progress from 0 (from-value) to 1 (to-value) now.
    package var progressProvider: () -> Double = { 0 }

    package override var isDrivenExternally: Bool { true }

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let other = other as? DrivenAnimation { progressProvider = other.progressProvider }
    }

    package override func apply(to p: inout LayerProperties, atTime t: CFTimeInterval) {
        applyProgress(progressProvider(), to: &p)
    }
}

/// The keyframe counterpart of ``DrivenAnimation``: `animateKeyframes` inside a property animator. The driver's
/// progress is the fraction through the key times (the animator's own curve replaces the keyframe block's).
package final class DrivenKeyframeAnimation: CAKeyframeAnimation {
    package var progressProvider: () -> Double = { 0 }

    package override var isDrivenExternally: Bool { true }

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let other = other as? DrivenKeyframeAnimation { progressProvider = other.progressProvider }
    }

    package override func apply(to p: inout LayerProperties, atTime t: CFTimeInterval) {
        applyValue(atFraction: progressProvider(), to: &p)
    }
}
