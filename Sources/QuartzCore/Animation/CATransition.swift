import CoreGraphics

/// The key every ``CATransition`` is attached under: Core Animation uses it for transitions whatever key
/// `add(_:forKey:)` was given, so a layer runs one transition at a time and a new one replaces the running one.
public let kCATransition = "transition"

/// An animation of a layer's whole rendering from what it showed to what it shows now: fade, move in, push or
/// reveal, in the direction of ``subtype``.
///
/// Add it with `layer.add(transition, forKey: nil)` and change the layer's contents or sublayers. Core Animation
/// renders the layer's old picture and its new one; Flipbook takes the old picture when the transition is added
/// (a copy of the layer's subtree as it shows then, ``FrozenLayerTree/snapshot(of:)``), so changes made after
/// `add` are the new picture. (On iOS changes made *before* `add` in the same transaction are also part of the
/// new picture, because the render server compares the committed trees; Flipbook has no old tree to compare
/// with then, so add the transition first — a decision, pinned in `CATransitionTests`.)
///
/// While it runs, the renderer draws the old picture and the live new one in the layer's place, each moved and
/// faded by ``CATransitionFrame``: the transition's progress is its time through ``timingFunction`` mapped onto
/// ``startProgress``…``endProgress``. Motion is along the layer's own axes by its full bounds size, and is not
/// clipped to the bounds (set `masksToBounds` on a superlayer for that, as on iOS). Types this renderer does
/// not know (Apple's private "cube", "pageCurl"…) fade.
open class CATransition: CAAnimation {
    /// How the new rendering replaces the old one (default `.fade`).
    open var type: CATransitionType = .fade
    /// The side the motion starts from, for `.moveIn`, `.push` and `.reveal`; nil acts as `.fromLeft`.
    open var subtype: CATransitionSubtype?
    /// The progress the transition starts at, 0…1 (default 0).
    open var startProgress: Float = 0
    /// The progress the transition ends at, 0…1 (default 1); below ``startProgress`` it runs backwards.
    open var endProgress: Float = 1
    /// A Core Image filter for the transition: accepted for source compatibility, not used (as on iOS, where
    /// layer filters are ignored).
    open var filter: Any?

    /// The layer's picture when the transition was attached (set on the attached copy).
    package var oldRendering: CALayer?

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        filter = other.filter
        oldRendering = other.oldRendering
    }

    package override func prepare(for layer: CALayer) {
        super.prepare(for: layer)
        oldRendering = FrozenLayerTree.snapshot(of: layer)
    }

    /// The transition's progress at its layer's local time `t` — ``startProgress`` to ``endProgress`` through
    /// the timing function — or nil when it shows nothing then (before it starts, after it ends without fill).
    package func transitionProgress(atTime t: CFTimeInterval) -> Double? {
        guard let fraction = timingSpec.progress(atParentTime: t) else { return nil }
        return Self.progress(fraction: eased(fraction), start: Double(startProgress), end: Double(endProgress))
    }

    /// `start + (end − start) · eased`, both ends clamped to 0…1.
    package static func progress(fraction eased: Double, start: Double, end: Double) -> Double {
        let a = min(max(start, 0), 1), b = min(max(end, 0), 1)
        return a + (b - a) * eased
    }
}

extension CALayer {
    /// The transition showing at local time `t`, with its progress then.
    package func runningTransition(atTime t: CFTimeInterval) -> (transition: CATransition, progress: Double)? {
        for entry in animationEntries.reversed() {
            if let transition = entry.animation as? CATransition,
               let progress = transition.transitionProgress(atTime: t) {
                return (transition, progress)
            }
        }
        return nil
    }
}
