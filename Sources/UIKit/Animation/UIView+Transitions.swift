import QuartzCore

/// View transitions: `transition(with:…)` and `transition(from:to:…)` (§6.1, transition kinds in option bits
/// 20–23, `.showHideTransitionViews`).
///
/// UIKit runs these as a `CATransition` on the container's layer, which renders the layer's old and new
/// contents. Flipbook builds the same picture from its own pieces:
/// 1. a frozen snapshot of the container as it looks now (``snapshotView(afterScreenUpdates:)``), taken before
///    anything changes;
/// 2. the `animations` block, applied at once without animation (``performWithoutAnimation(_:)``);
/// 3. the snapshot's layer — the *overlay*, named ``transitionSnapshotLayerName`` — placed in the layer tree
///    just above the container's layer, with the container's old geometry, and animated together with the
///    container's own layer, which shows the new content live.
///
/// The overlay is a layer only: `subviews` of the superview never see it, so layout and hit testing are
/// unaffected. It is removed when the transition ends, just before the completion runs.
extension UIView {
    /// The `name` of the layer that shows a container's old rendering while a transition runs.
    package static let transitionSnapshotLayerName = "UIViewTransitionSnapshot"

    /// The key the transition's animations are attached under, on the container's layer and on the overlay.
    /// Starting another transition on the same container replaces the running one, whose completion then
    /// reports `false` (as a `CATransition` added under `kCATransition` replaces the previous one).
    package static let transitionAnimationKey = "transition"

    /// Animates the changes made in `animations` to `view` as one transition of its whole rendering.
    ///
    /// The kind comes from `options` (bits 20–23):
    /// - `.transitionCrossDissolve`: the old rendering fades out (opacity 1 → 0) over the new one, which is
    ///   fully drawn underneath.
    /// - `.transitionFlipFromLeft`, `…Right`, `…Top`, `…Bottom`: the view turns about its vertical (left, right)
    ///   or horizontal (top, bottom) axis through its anchor point, in perspective. While the transition's progress
    ///   (its time through the timing curve) is below ½, the old rendering turns from flat to edge-on; after, the
    ///   new content turns from edge-on to flat. Each side is held edge-on in its other half, and animated hidden
    ///   there too (which takes effect once QuartzCore animates Booleans; see `AnimationValue(any:)`). The named
    ///   edge comes toward the viewer, as Apple documents: with `.transitionFlipFromLeft` "the left side of the
    ///   view moves toward the front and right side toward the back", so the rotation about y is positive in Core
    ///   Animation's convention; `…Right` is negative;
    ///   `…Top` brings the top edge forward (negative about x) and `…Bottom` the bottom edge (positive about x).
    ///   The perspective's eye distance is twice the view's extent across the axis (twice the width for
    ///   left/right flips, twice the height for top/bottom): a decision, not measured on iOS.
    /// - `.transitionCurlUp`, `.transitionCurlDown`: a page curl (``PageCurlDriver``): the old rendering curls up
    ///   and away from its bottom-right corner, or the new one uncurls down over the old.
    ///
    /// A flip needs a superlayer to put the turning snapshot in; for a view without one (a window, or a view that
    /// is not in any hierarchy) flips cross-dissolve too, with the snapshot on top of the view's own content.
    ///
    /// The curve comes from `options` (default easeInOut); other options do not apply. The new content is always
    /// live here, as with `.allowAnimatedContent` on iOS. Without a transition kind, the block runs as an ordinary
    /// `animate(withDuration:delay:options:…)` block (decision, unverified). A `duration` ≤ 0, or animations
    /// disabled, applies the changes at once and calls `completion` with `true` in the next frame.
    ///
    /// `completion` runs once, when the transition ends, with `true` — or with `false` if its animations were
    /// removed first (another transition on the same view, `removeAllAnimations()`).
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let requested = TransitionStyle(options) else {
            runBlock(duration: duration, delay: 0, options: options, timing: .curve(options.curve.timingFunction),
                     animations: animations ?? {}, completion: completion)
            return
        }
        endTransitions(of: view)
        guard duration > 0, ViewAnimationContext.animationsEnabled else {
            performWithoutAnimation { animations?() }
            AnimationBlockTracker(completion: completion).seal()
            return
        }

        // The old rendering and where it was, before anything changes.
        let old = view.layer.presentationProperties()
        let oldImage = requested.isCurl ? PageCurlDriver.image(of: view.layer) : nil
        guard let snapshot = view.snapshotView(afterScreenUpdates: false) else {
            performWithoutAnimation { animations?() }
            AnimationBlockTracker(completion: completion).seal()
            return
        }
        performWithoutAnimation { animations?() }

        let overlay = snapshot.layer
        let tracker = AnimationBlockTracker { finished in
            overlay.removeFromSuperlayer()
            // The snapshot view is the overlay's delegate: it must live as long as the overlay does.
            withExtendedLifetime(snapshot) {}
            completion?(finished)
        }
        let parent = view.layer.superlayer
        let style: TransitionStyle = parent == nil ? .crossDissolve : requested
        let curve = options.curve.timingFunction

        // Set the stage without any action: no UIKit animation from an enclosing block, no implicit animation.
        performWithoutAnimation {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            overlay.name = transitionSnapshotLayerName
            if let parent {
                // A sibling just above the container, with the container's old geometry.
                overlay.bounds = CGRect(origin: .zero, size: old.bounds.size)
                overlay.anchorPoint = old.anchorPoint
                overlay.position = old.position
                overlay.zPosition = old.zPosition
                overlay.transform = old.transform
                parent.insertSublayer(overlay, above: view.layer)
            } else {
                // On top of the container's own content, covering its bounds; the container's opacity and
                // position already apply to everything inside it.
                overlay.anchorPoint = .zero
                overlay.bounds = CGRect(origin: .zero, size: view.layer.bounds.size)
                overlay.position = view.layer.bounds.origin
                if let frozen = overlay.sublayers?.first {
                    frozen.opacity = 1
                    frozen.zPosition = 0
                }
                view.layer.addSublayer(overlay)
            }
        }

        switch style {
        case .curl(let up):
            // Without a picture (an empty view) there is nothing to curl: the overlay just waits out the time.
            if let oldImage {
                let newImage = up ? nil : PageCurlDriver.image(of: view.layer)
                withoutActions { overlay.sublayers?.first?.isHidden = true }
                // The driver's display link keeps it alive until the curl ends or the overlay leaves the tree.
                _ = PageCurlDriver(overlay: overlay, old: oldImage, new: newImage, up: up, duration: duration,
                                   curve: curve)
            }
            // The overlay's timeline: completion and removal as for the other kinds.
            let hold = CABasicAnimation(keyPath: "opacity")
            hold.fromValue = 1.0
            hold.toValue = 1.0
            hold.duration = duration
            hold.delegate = tracker
            tracker.expect()
            overlay.add(hold, forKey: transitionAnimationKey)

        case .crossDissolve:
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = duration
            fade.timingFunction = curve
            fade.delegate = tracker
            withoutActions { overlay.opacity = 0 }
            tracker.expect()
            overlay.add(fade, forKey: transitionAnimationKey)

        case .flip(let axis, let sign):
            // One group per layer: the group maps time through the curve once, and its children run linearly in
            // that eased time, so the angle is exactly progress · π (turning away over the first half of the
            // progress, turning in over the second) whatever the curve.
            let extent = axis == .vertical ? old.bounds.width : old.bounds.height
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / (2 * max(extent, 1))
            func turned(_ angle: CGFloat) -> CATransform3D {
                let rotation = axis == .vertical
                    ? CATransform3DMakeRotation(angle, 0, 1, 0) : CATransform3DMakeRotation(angle, 1, 0, 0)
                return CATransform3DConcat(rotation, perspective)
            }
            let half = duration / 2

            // The old rendering: flat to edge-on over the first half, held edge-on (so invisible) and hidden after.
            let turnAway = CABasicAnimation(keyPath: "transform")
            turnAway.isAdditive = true
            turnAway.fromValue = turned(0)
            turnAway.toValue = turned(sign * .pi / 2)
            turnAway.duration = half
            turnAway.fillMode = .forwards
            let hideOld = CABasicAnimation(keyPath: "hidden")
            hideOld.fromValue = false
            hideOld.toValue = true // Booleans switch halfway
            hideOld.duration = duration
            attach(group(of: [turnAway, hideOld], duration: duration, curve: curve), to: overlay, tracker: tracker)

            // The new content: hidden and held edge-on over the first half, then edge-on to flat.
            // (While QuartzCore's AnimationValue(any:) reads a Bool as an NSNumber, the `hidden` animations write
            // nothing and the edge-on transforms alone keep each side out of sight in its other half.)
            let hideNew = CABasicAnimation(keyPath: "hidden")
            hideNew.fromValue = true // to the model value, halfway
            hideNew.duration = duration
            let turnIn = CABasicAnimation(keyPath: "transform")
            turnIn.isAdditive = true
            turnIn.fromValue = turned(-sign * .pi / 2)
            turnIn.toValue = turned(0)
            turnIn.beginTime = half
            turnIn.duration = half
            turnIn.fillMode = .both
            attach(group(of: [hideNew, turnIn], duration: duration, curve: curve), to: view.layer, tracker: tracker)
        }
        tracker.seal()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview, as a transition of that superview (see
    /// ``transition(with:duration:options:animations:completion:)``: a flip turns the whole superview).
    ///
    /// By default `toView` is added to the superview — on top of its subviews, as `addSubview(_:)` does (UIKit's
    /// placement is not documented; unverified) — and `fromView` is removed from it. With
    /// `.showHideTransitionViews`, both views must already be in the superview: `fromView` is hidden and `toView`
    /// shown instead. The hierarchy changes at once; only the picture animates. Without a superview there is
    /// nothing on screen to animate: the views change at once (with `.showHideTransitionViews`) or nothing does,
    /// and `completion` runs in the next frame with `true`.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showHide = options.contains(.showHideTransitionViews)
        let swap = {
            if showHide {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                fromView.superview?.addSubview(toView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            performWithoutAnimation(swap)
            AnimationBlockTracker(completion: completion).seal()
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }

    // MARK: Mechanics

    /// Ends any transition running on `view`: its overlay leaves the tree now, and its completion runs with
    /// `false` in the next frame, when the removed animations report.
    private static func endTransitions(of view: UIView) {
        let candidates = (view.layer.superlayer?.sublayers ?? []) + (view.layer.sublayers ?? [])
        for layer in candidates where layer.name == transitionSnapshotLayerName
            && layer.sublayers?.first?.snapshotSource === view.layer {
            layer.removeFromSuperlayer()
            layer.removeAllAnimations()
        }
        view.layer.removeAnimation(forKey: transitionAnimationKey)
    }

    /// A group running `animations` on one timeline of `duration`, its progress shaped by `curve`.
    private static func group(of animations: [CAAnimation], duration: TimeInterval,
                              curve: CAMediaTimingFunction) -> CAAnimationGroup {
        let group = CAAnimationGroup()
        group.animations = animations
        group.duration = duration
        group.timingFunction = curve
        return group
    }

    private static func attach(_ animation: CAAnimation, to layer: CALayer, tracker: AnimationBlockTracker) {
        animation.delegate = tracker
        tracker.expect()
        layer.add(animation, forKey: transitionAnimationKey)
    }

    /// Sets model values of the overlay without any action.
    private static func withoutActions(_ body: () -> Void) {
        performWithoutAnimation {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            body()
            CATransaction.commit()
        }
    }
}

/// What a transition's option bits ask for, as Flipbook can draw it.
private enum TransitionStyle {
    enum Axis { case vertical, horizontal }

    case crossDissolve
    /// A page curl: up (the old rendering curls away) or down (the new one uncurls over it).
    case curl(up: Bool)
    /// A turn about `axis`; `sign` is the sign of the old rendering's rotation angle in Core Animation's
    /// convention (positive about y brings the left edge toward the viewer, positive about x the bottom edge).
    case flip(Axis, sign: CGFloat)

    var isCurl: Bool {
        if case .curl = self { return true }
        return false
    }

    /// The style for the transition kind in bits 20–23; nil when there is none (or an unknown one).
    init?(_ options: UIView.AnimationOptions) {
        switch options.transitionKind {
        case 1: self = .flip(.vertical, sign: 1) // flipFromLeft: the left edge comes forward
        case 2: self = .flip(.vertical, sign: -1) // flipFromRight
        case 3: self = .curl(up: true)
        case 4: self = .curl(up: false)
        case 5: self = .crossDissolve
        case 6: self = .flip(.horizontal, sign: -1) // flipFromTop: the top edge comes forward
        case 7: self = .flip(.horizontal, sign: 1) // flipFromBottom
        default: return nil
        }
    }
}
