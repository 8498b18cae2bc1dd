import Testing
import Flipbook

/// `UIView.transition(with:…)` and `UIView.transition(from:to:…)` (§6.1: transition kinds in option bits 20–23,
/// `.showHideTransitionViews`), on a stage pumped by hand.
@MainActor
@Suite struct UIViewTransitionTests {
    /// A stage showing a root view with one card (200 × 100 at (100, 100)) holding a badge subview.
    @MainActor struct Fixture {
        let stage = Stage(size: CGSize(width: 400, height: 400))
        let root = UIView()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

        init() {
            stage.show(root)
            card.backgroundColor = .red
            badge.backgroundColor = .white
            card.addSubview(badge)
            root.addSubview(card)
            stage.pump()
        }
    }

    // MARK: Helpers

    /// The transition overlay directly above `view`'s layer, if there is one.
    static func overlay(above view: UIView) -> CALayer? {
        guard let siblings = view.layer.superlayer?.sublayers,
              let index = siblings.firstIndex(where: { $0 === view.layer }), index + 1 < siblings.count
        else { return nil }
        let next = siblings[index + 1]
        return next.name == UIView.transitionSnapshotLayerName ? next : nil
    }

    /// Every transition overlay in the tree under `layer`.
    static func overlays(in layer: CALayer) -> [CALayer] {
        let own = layer.name == UIView.transitionSnapshotLayerName ? [layer] : []
        return own + (layer.sublayers ?? []).flatMap(overlays(in:))
    }

    static func presented(_ layer: CALayer) -> CALayer { layer.presentation()! }

    static func angle(_ layer: CALayer, _ keyPath: String) -> Double {
        Double(presented(layer).value(forKeyPath: keyPath) as! CGFloat)
    }

    /// The on-screen length of the edge from `a` to `b` (points relative to the anchor, in the layer's plane)
    /// under `t`, computed here with row vectors and the divide by w.
    static func projectedLength(_ t: CATransform3D, _ a: CGPoint, _ b: CGPoint) -> Double {
        func project(_ p: CGPoint) -> (Double, Double) {
            let x = Double(p.x), y = Double(p.y)
            let X = x * Double(t.m11) + y * Double(t.m21) + Double(t.m41)
            let Y = x * Double(t.m12) + y * Double(t.m22) + Double(t.m42)
            let W = x * Double(t.m14) + y * Double(t.m24) + Double(t.m44)
            return (X / W, Y / W)
        }
        let (ax, ay) = project(a), (bx, by) = project(b)
        return ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
    }

    /// Whether `layer` is seen edge-on now: its presented plane projects to a line (no area on screen).
    static func isEdgeOn(_ layer: CALayer) -> Bool {
        let p = presented(layer)
        let (w, h) = (p.bounds.width / 2, p.bounds.height / 2)
        let t = p.transform
        let width = projectedLength(t, CGPoint(x: -w, y: 0), CGPoint(x: w, y: 0))
        let height = projectedLength(t, CGPoint(x: 0, y: -h), CGPoint(x: 0, y: h))
        return min(width, height) < 1e-9
    }

    /// CSS/Core Animation's easeInEaseOut, (0.42, 0) (0.58, 1) as Core Animation stores them (Float), solved by
    /// bisection: an independent reference for the curve (§6.9).
    static func easeInOut(_ x: Double) -> Double {
        let c1x = Double(Float(0.42)), c2x = Double(Float(0.58))
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(mid, c1x, c2x) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    // MARK: Cross dissolve

    @Test func crossDissolveFadesTheOldRenderingOverTheNewAndRemovesTheOverlay() throws {
        let f = Fixture()
        var calls: [Bool] = []
        UIView.transition(with: f.card, duration: 1, options: [.transitionCrossDissolve], animations: {
            f.card.backgroundColor = .blue
            f.badge.center.x = 150
        }, completion: { calls.append($0) })

        // The changes are made at once, without animation; the card's content is live underneath.
        #expect(f.card.backgroundColor == .blue)
        #expect(f.badge.center.x == 150)
        #expect(f.badge.layer.animationKeys() == nil)
        #expect(Self.presented(f.badge.layer).position.x == 150)

        // The overlay: a frozen copy of the old rendering, just above the card, with the card's geometry.
        let overlay = try #require(Self.overlay(above: f.card))
        #expect(f.root.subviews == [f.card]) // a layer only: the view hierarchy does not see it
        #expect(overlay.position == f.card.layer.position)
        #expect(overlay.bounds.size == f.card.bounds.size)
        let frozen = try #require(overlay.sublayers?.first)
        #expect(frozen.backgroundColor == UIColor.red.cgColor)
        #expect(frozen.sublayers?.first?.position.x == 20) // the badge where it was

        // Mid-time of the default easeInOut curve: half faded (the curve is symmetric about (½, ½)).
        f.stage.pump(0.5)
        #expect(abs(Double(Self.presented(overlay).opacity) - 0.5) < 1e-6)
        #expect(Self.presented(f.card.layer).opacity == 1)
        #expect(Self.overlay(above: f.card) === overlay)
        #expect(calls.isEmpty)

        f.stage.pump(0.5)
        #expect(calls == [true])
        #expect(Self.overlays(in: f.stage.window.layer).isEmpty)
        #expect(f.stage.pumpAndSettle() == 0)
        #expect(calls == [true])
    }

    @Test func crossDissolveFollowsTheCurveInTheOptions() throws {
        let f = Fixture()
        UIView.transition(with: f.card, duration: 2, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { f.card.alpha = 0.5 })
        let overlay = try #require(Self.overlay(above: f.card))
        f.stage.pump(0.5)
        #expect(abs(Double(Self.presented(overlay).opacity) - 0.75) < 1e-9)
        f.stage.pump(1)
        #expect(abs(Double(Self.presented(overlay).opacity) - 0.25) < 1e-9)
        // The old rendering keeps the old alpha; the card has its new one underneath.
        #expect(overlay.sublayers?.first?.opacity == 1)
        #expect(Self.presented(f.card.layer).opacity == 0.5)
    }

    /// Curls draw the page curl into the overlay's contents each frame (issue 13; pictures in
    /// Tests/UIKitTests/Animation/UIView+PageCurlTests.swift): the overlay stays opaque and flat, its frozen snapshot hidden.
    @Test(arguments: [UIView.AnimationOptions.transitionCurlUp, .transitionCurlDown])
    func curlsDrawThePageCurlIntoTheOverlay(_ curl: UIView.AnimationOptions) throws {
        let f = Fixture()
        var finished: Bool?
        UIView.transition(with: f.card, duration: 1, options: [curl, .curveLinear], animations: nil,
                          completion: { finished = $0 })
        let overlay = try #require(Self.overlay(above: f.card))
        f.stage.pump(0.25)
        #expect(Self.presented(overlay).opacity == 1)
        #expect(overlay.contents is CGImage)
        #expect(overlay.sublayers?.first?.isHidden == true)
        #expect(Self.presented(f.card.layer).isHidden == false)
        #expect(CATransform3DIsIdentity(Self.presented(overlay).transform))
        f.stage.pump(0.8)
        f.stage.pump()
        #expect(finished == true)
        #expect(Self.overlay(above: f.card) == nil)
    }

    // MARK: Flips

    /// The flips, the rotation key path each turns about, and the sign of the old rendering's angle: the named
    /// edge comes toward the viewer (Apple: flipFromLeft — "the left side of the view moves toward the front").
    static let flips: [(UIView.AnimationOptions, String, Double)] = [
        (.transitionFlipFromLeft, "transform.rotation.y", 1),
        (.transitionFlipFromRight, "transform.rotation.y", -1),
        (.transitionFlipFromTop, "transform.rotation.x", -1),
        (.transitionFlipFromBottom, "transform.rotation.x", 1),
    ]

    @Test(arguments: 0..<4)
    func flipTurnsTheOldRenderingAwayThenTheNewContentIn(_ index: Int) throws {
        let (kind, keyPath, sign) = Self.flips[index]
        let f = Fixture()
        var calls: [Bool] = []
        UIView.transition(with: f.card, duration: 1, options: [kind, .curveLinear],
                          animations: { f.card.backgroundColor = .green }, completion: { calls.append($0) })
        let overlay = try #require(Self.overlay(above: f.card))

        // ¼: the old rendering a quarter turn on its way to edge-on; the new content edge-on, out of sight.
        f.stage.pump(0.25)
        #expect(abs(Self.angle(overlay, keyPath) - sign * .pi / 4) < 1e-9)
        #expect(Self.presented(overlay).isHidden == false)
        #expect(Self.isEdgeOn(f.card.layer))
        #expect(!Self.isEdgeOn(overlay))
        #expect(f.card.isHidden == false) // only the picture: the model is untouched

        // ¾: the old rendering edge-on; the new content a quarter turn from flat, still turning the same way.
        f.stage.pump(0.5)
        #expect(Self.isEdgeOn(overlay))
        #expect(!Self.isEdgeOn(f.card.layer))
        #expect(Self.presented(f.card.layer).isHidden == false)
        #expect(abs(Self.angle(f.card.layer, keyPath) + sign * .pi / 4) < 1e-9)
        // In perspective: the turn is about the view's own anchor point, with a vanishing point there.
        #expect(Self.presented(f.card.layer).transform.m34 != 0)
        #expect(Self.presented(f.card.layer).position == f.card.layer.position)

        f.stage.pump(0.25)
        #expect(calls == [true])
        #expect(Self.overlays(in: f.stage.window.layer).isEmpty)
        #expect(CATransform3DIsIdentity(Self.presented(f.card.layer).transform))
        #expect(Self.presented(f.card.layer).isHidden == false)
        #expect(f.stage.pumpAndSettle() == 0)
        #expect(calls == [true])
    }

    /// Pins the direction on screen, independently of the angle's sign convention: in a flip from the left the
    /// left edge comes toward the viewer, so it looks longer than the right edge while the old rendering turns
    /// away; the new content then turns in with its right edge nearer, as a card continuing the same turn.
    @Test func flipFromLeftBringsTheLeftEdgeForward() throws {
        let f = Fixture()
        UIView.transition(with: f.card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: nil)
        let overlay = try #require(Self.overlay(above: f.card))
        let (w, h) = (100.0, 50.0) // half the card's size: corners relative to the anchor point
        func edges(_ t: CATransform3D) -> (left: Double, right: Double) {
            (Self.projectedLength(t, CGPoint(x: -w, y: -h), CGPoint(x: -w, y: h)),
             Self.projectedLength(t, CGPoint(x: w, y: -h), CGPoint(x: w, y: h)))
        }
        f.stage.pump(0.25)
        let old = edges(Self.presented(overlay).transform)
        #expect(old.left > 2 * h + 1)
        #expect(old.right < 2 * h - 1)
        f.stage.pump(0.5)
        let new = edges(Self.presented(f.card.layer).transform)
        #expect(new.left < 2 * h - 1)
        #expect(new.right > 2 * h + 1)
    }

    @Test func flipFromTopBringsTheTopEdgeForward() throws {
        let f = Fixture()
        UIView.transition(with: f.card, duration: 1, options: [.transitionFlipFromTop, .curveLinear], animations: nil)
        let overlay = try #require(Self.overlay(above: f.card))
        f.stage.pump(0.25)
        let t = Self.presented(overlay).transform
        let top = Self.projectedLength(t, CGPoint(x: -100, y: -50), CGPoint(x: 100, y: -50))
        let bottom = Self.projectedLength(t, CGPoint(x: -100, y: 50), CGPoint(x: 100, y: 50))
        #expect(top > 201)
        #expect(bottom < 199)
    }

    @Test func flipAngleFollowsTheDefaultEaseInOutCurve() throws {
        let f = Fixture()
        UIView.transition(with: f.card, duration: 2, options: [.transitionFlipFromRight], animations: nil)
        let overlay = try #require(Self.overlay(above: f.card))
        f.stage.pump(0.5)
        #expect(abs(Self.angle(overlay, "transform.rotation.y") - (-.pi * Self.easeInOut(0.25))) < 1e-9)
        f.stage.pump(1)
        // Turning in: progress · π − π, negated for a flip from the right.
        let expected = -(.pi * Self.easeInOut(0.75) - .pi)
        #expect(abs(Self.angle(f.card.layer, "transform.rotation.y") - expected) < 1e-9)
    }

    @Test func flipComposesWithTheViewsOwnTransform() throws {
        let f = Fixture()
        f.card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        UIView.transition(with: f.card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: nil)
        let base = f.card.layer.transform
        let overlay = try #require(Self.overlay(above: f.card))
        #expect(CATransform3DEqualToTransform(overlay.transform, base))
        // The turn happens in the view's own plane, in perspective with an eye distance of twice the width
        // (400 pt for this 200 pt card), then the view's transform applies: rotation × perspective × transform.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        func expected(_ angle: CGFloat) -> CATransform3D {
            CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 1, 0), perspective), base)
        }
        func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
            let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24,
                     a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
            let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24,
                     b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
            return zip(x, y).allSatisfy { abs(Double($0 - $1)) < 1e-9 }
        }
        f.stage.pump(0.25)
        #expect(close(Self.presented(overlay).transform, expected(.pi / 4)))
        f.stage.pump(0.5)
        #expect(close(Self.presented(f.card.layer).transform, expected(-.pi / 4)))
    }

    /// Each side is also *hidden* in its other half, not only edge-on. This waits on QuartzCore:
    /// Each side of a flip is hidden during the other half (a `hidden` animation: Bool values must stay Bool
    /// although swift-corelibs-foundation bridges them to NSNumber).
    @Test func flipHidesEachSideInItsOtherHalf() throws {
        let f = Fixture()
        UIView.transition(with: f.card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: nil)
        let overlay = try #require(Self.overlay(above: f.card))
        f.stage.pump(0.25)
        #expect(Self.presented(overlay).isHidden == false)
        #expect(Self.presented(f.card.layer).isHidden == true)
        f.stage.pump(0.5)
        #expect(Self.presented(f.card.layer).isHidden == false)
        #expect(Self.presented(overlay).isHidden == true)
    }

    @Test func aFlipOfAViewWithoutSuperlayerCrossDissolvesInsideIt() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100))
        UIView.transition(with: stage.window, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { stage.window.backgroundColor = .white })
        let overlay = try #require(stage.window.layer.sublayers?.last)
        #expect(overlay.name == UIView.transitionSnapshotLayerName)
        #expect(overlay.frame == stage.window.bounds)
        stage.pump(0.25)
        #expect(abs(Double(Self.presented(overlay).opacity) - 0.75) < 1e-9)
        #expect(CATransform3DIsIdentity(Self.presented(stage.window.layer).transform))
        stage.pump(0.75)
        #expect(Self.overlays(in: stage.window.layer).isEmpty)
    }

    // MARK: Completion

    @Test func zeroDurationAppliesTheChangesAndCompletesInTheNextFrame() {
        let f = Fixture()
        var calls: [Bool] = []
        UIView.transition(with: f.card, duration: 0, options: [.transitionFlipFromLeft],
                          animations: { f.card.backgroundColor = .blue }, completion: { calls.append($0) })
        #expect(f.card.backgroundColor == .blue)
        #expect(Self.overlay(above: f.card) == nil)
        #expect(f.card.layer.animationKeys() == nil)
        #expect(calls.isEmpty)
        f.stage.pump()
        #expect(calls == [true])
    }

    @Test func aSecondTransitionReplacesTheFirst() {
        let f = Fixture()
        var first: [Bool] = [], second: [Bool] = []
        UIView.transition(with: f.card, duration: 1, options: [.transitionCrossDissolve], animations: nil,
                          completion: { first.append($0) })
        f.stage.pump(0.25)
        UIView.transition(with: f.card, duration: 1, options: [.transitionFlipFromLeft], animations: nil,
                          completion: { second.append($0) })
        f.stage.pump()
        #expect(first == [false])
        #expect(second.isEmpty)
        f.stage.pumpAndSettle()
        #expect(first == [false])
        #expect(second == [true])
        #expect(Self.overlays(in: f.stage.window.layer).isEmpty)
    }

    // MARK: transition(from:to:)

    @Test func transitionFromToReplacesTheViewInsideATransitionOfTheSuperview() throws {
        let f = Fixture()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let replacement = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        f.root.addSubview(other)
        var calls: [Bool] = []
        UIView.transition(from: f.card, to: replacement, duration: 1, options: [.transitionFlipFromBottom],
                          completion: { calls.append($0) })
        // The hierarchy changes at once: toView added on top, fromView removed.
        #expect(f.root.subviews == [other, replacement])
        #expect(f.card.superview == nil)
        #expect(replacement.superview === f.root)
        // The superview is what turns: its old rendering (with the card) above it.
        let overlay = try #require(Self.overlay(above: f.root))
        #expect(overlay.sublayers?.first?.sublayers?.count == 2) // the card and the other view, frozen
        f.stage.pump(0.25)
        #expect(Self.isEdgeOn(f.root.layer))
        #expect(Self.angle(overlay, "transform.rotation.x") > 0)
        f.stage.pump(0.75)
        #expect(calls == [true])
        #expect(Self.overlays(in: f.stage.window.layer).isEmpty)
        #expect(f.root.subviews == [other, replacement])
        #expect(f.stage.pumpAndSettle() == 0)
        #expect(calls == [true])
    }

    @Test func showHideTransitionViewsHidesAndShowsInstead() throws {
        let f = Fixture()
        let replacement = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        replacement.isHidden = true
        f.root.addSubview(replacement)
        var calls: [Bool] = []
        UIView.transition(from: f.card, to: replacement, duration: 1,
                          options: [.transitionCrossDissolve, .showHideTransitionViews],
                          completion: { calls.append($0) })
        #expect(f.root.subviews == [f.card, replacement])
        #expect(f.card.isHidden == true)
        #expect(replacement.isHidden == false)
        let overlay = try #require(Self.overlay(above: f.root))
        f.stage.pump(0.5)
        #expect(abs(Double(Self.presented(overlay).opacity) - 0.5) < 1e-6)
        f.stage.pump(0.5)
        #expect(calls == [true])
        #expect(Self.overlays(in: f.stage.window.layer).isEmpty)
        #expect(f.root.subviews == [f.card, replacement])
        #expect(f.card.isHidden == true)
        #expect(replacement.isHidden == false)
    }

    @Test func transitionFromAViewWithoutSuperviewCompletesAtOnce() {
        let stage = Stage(size: CGSize(width: 100, height: 100))
        let loose = UIView(), replacement = UIView()
        replacement.isHidden = true
        var calls: [Bool] = []
        UIView.transition(from: loose, to: replacement, duration: 1,
                          options: [.transitionCrossDissolve, .showHideTransitionViews],
                          completion: { calls.append($0) })
        #expect(loose.isHidden == true)
        #expect(replacement.isHidden == false)
        stage.pump()
        #expect(calls == [true])
    }
}
