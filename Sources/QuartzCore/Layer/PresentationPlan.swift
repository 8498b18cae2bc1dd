/// How a layer's attached animations are evaluated when its presentation is read: decided once and kept in
/// the layer, so that the common case — one plain `CABasicAnimation` of a typed key — needs no visit to the
/// animation objects each frame.
///
/// Reading presentation values for thousands of layers is bound by memory latency, not arithmetic: the chain
/// layer → entries array → entry → animation is three dependent loads per layer, more than evaluating the
/// animation costs (Benchmarks/README.md). A plan copies what the evaluation needs into the layer.
///
/// A plan is valid while nothing it copied can have changed: it is stamped with
/// ``MediaClock/animationScheduleGeneration``, which every change to an attached animation's timing bumps (the
/// commit stamping a begin time, UIKit re-timing an animation), and ``CALayer/animationEntries`` voids the stamp
/// on every change (the clock removes finished animations without bumping the generation). The rest of an
/// attached `CABasicAnimation`'s evaluation is fixed by `prepare(for:)` before it is attached.
package enum PresentationPlan {
    /// Apply the attached animations one by one (several of them, or kinds a plan does not copy).
    case eachAnimation
    /// Exactly one attached animation, a plain `CABasicAnimation` with a typed evaluation, copied here.
    case single(SingleBasicTrack)

    /// The plan for `entries`.
    package init(_ entries: [AnimationEntry]) {
        guard entries.count == 1,
              let basic = entries[0].animation as? CABasicAnimation,
              type(of: basic) == CABasicAnimation.self,  // subclasses (springs) compute their progress differently
              let evaluation = basic.resolvedEvaluation, evaluation.isTyped
        else {
            self = .eachAnimation
            return
        }
        self = .single(SingleBasicTrack(timing: basic.timingSpec, curve: basic.resolvedCurve, evaluation: evaluation))
    }

    /// Applies a ``single(_:)`` plan's animation and returns true; false for the other plans.
    @inline(__always)
    package func applySingle(to p: inout LayerProperties, atTime t: CFTimeInterval) -> Bool {
        guard case .single(let track) = self else { return false }
        track.apply(to: &p, atTime: t)
        return true
    }
}

/// What evaluating a plain `CABasicAnimation` with a typed evaluation reads, copied out of it: the same calls,
/// in the same order, as `CAAnimation.apply(to:atTime:)` makes through the animation, so values are identical.
package struct SingleBasicTrack {
    package let timing: MediaTimingSpec
    package let curve: UnitBezier?
    package let evaluation: ResolvedBasicEvaluation

    /// Applies the animation's value at the layer's local time `t`.
    @inline(__always)
    package func apply(to p: inout LayerProperties, atTime t: CFTimeInterval) {
        guard let fraction = timing.progress(atParentTime: t) else { return }
        _ = evaluation.applyTyped(curve?.value(at: fraction) ?? fraction, to: &p)
    }
}
