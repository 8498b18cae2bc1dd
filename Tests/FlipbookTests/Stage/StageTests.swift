import Testing
@testable import Flipbook

/// The stage: its clock, frames, settling, display links, and the Core Animation behaviour of the tree it hosts.
@MainActor @Suite struct StageTests {
    @Test func devicesAndWindow() {
        let stage = Stage(device: .iPhoneSE)
        #expect(stage.window.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(stage.screen.scale == 2)
        #expect(UIScreen.main === stage.screen)
        #expect(stage.window.isKeyWindow)
        let big = Stage(device: .iPhone15)
        #expect(big.window.bounds.size == CGSize(width: 393, height: 852))
        #expect(big.screen.scale == 3)
        let custom = Stage(size: CGSize(width: 100, height: 50))
        #expect(custom.window.bounds.size == CGSize(width: 100, height: 50))
        #expect(custom.screen.scale == 2)
    }

    @Test func showFillsTheWindowAndFollowsItsSize() {
        let stage = Stage(device: .iPhoneSE)
        let first = UIView(), second = UIView()
        stage.show(first)
        #expect(first.frame == stage.window.bounds)
        #expect(first.window === stage.window)
        stage.show(second)
        #expect(first.superview == nil)
        #expect(stage.window.subviews.count == 1 && stage.window.subviews[0] === second)
        stage.window.bounds.size = CGSize(width: 300, height: 500)
        #expect(second.frame.size == CGSize(width: 300, height: 500))
    }

    // MARK: Time

    @Test func pumpAdvancesTheClockByAFrameOrBySeconds() {
        let stage = Stage(device: .iPhoneSE)
        #expect(stage.time == 0)
        stage.pump()
        #expect(stage.time == 1.0 / 60)
        stage.pump(0.5)
        #expect(stage.time == 1.0 / 60 + 0.5)
        #expect(CACurrentMediaTime() == stage.time)
    }

    /// Each stage has its own clock; CACurrentMediaTime() reads the one in use, which every stage call selects.
    @Test func twoStagesAreIndependent() {
        let a = Stage(device: .iPhoneSE), b = Stage(device: .iPhoneSE)
        let rootA = UIView(), rootB = UIView()
        a.show(rootA)
        b.show(rootB)
        let viewA = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let viewB = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        rootA.addSubview(viewA)
        rootB.addSubview(viewB)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { viewA.center.x = 105 })
        a.pump(0.5)
        #expect(CACurrentMediaTime() == 0.5)
        b.pump(3)
        #expect(CACurrentMediaTime() == 3)
        #expect(a.time == 0.5)
        #expect(abs(viewA.layer.presentation()!.position.x - 55) < 1e-9)  // b's time didn't move a's animation
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { viewB.center.x = 105 })
        a.pump(0.25)
        #expect(CACurrentMediaTime() == 0.75)
        #expect(abs(viewB.layer.presentation()!.position.x - 5) < 1e-9)  // begins at b's time 3, which stands still
        #expect(abs(viewA.layer.presentation()!.position.x - 80) < 1e-9)
        #expect(b.pumpAndSettle() == 60)
        #expect(a.pumpAndSettle() == 15)
        a.activate()
        #expect(abs(CACurrentMediaTime() - 1) < 1e-12)
    }

    /// Changes left uncommitted for a stage that is never pumped again don't hold up the next stage's
    /// transaction: a new stage starts a fresh implicit transaction.
    @Test func abandonedTransactionsDontLeakIntoTheNextStage() {
        let abandoned = Stage(device: .iPhoneSE)
        let layer = CALayer()
        abandoned.window.layer.addSublayer(layer)
        layer.opacity = 0  // an implicit animation, in the implicit transaction, never pumped
        #expect(layer.animationKeys() == ["opacity"])

        let stage = Stage(device: .iPhoneSE)
        let other = CALayer()
        stage.window.layer.addSublayer(other)
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        other.opacity = 0
        stage.pumpAndSettle()
        #expect(ran)
    }

    // MARK: Settling

    /// pumpAndSettle runs frames until nothing is pending and returns how many: a 0.5 s animation is 30 frames of
    /// 1/60 s, a 1 s one 60, with a 0.25 s delay 15 more; nothing pending is 0.
    @Test func pumpAndSettleCountsFrames() {
        let stage = Stage(device: .iPhoneSE)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.show(view)
        #expect(stage.pumpAndSettle() == 0)
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 })
        #expect(stage.pumpAndSettle() == 30)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 })
        #expect(stage.pumpAndSettle() == 60)
        UIView.animate(withDuration: 1, delay: 0.25, options: [], animations: { view.alpha = 0.5 })
        #expect(stage.pumpAndSettle() == 75)
        // A completion that starts another animation keeps it going.
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { _ in
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 1 })
        })
        #expect(stage.pumpAndSettle() == 60)
        // A block without animations still has its completion to run: one frame.
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in })
        #expect(stage.pumpAndSettle() == 1)
    }

    /// Layout waiting for the next frame is done by a settle that runs no frame: at once, the clock unmoved.
    @Test func pumpAndSettleLaysOutWhatWaitsWithoutAFrame() {
        final class CountingView: UIView {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
            }
        }
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        stage.pumpAndSettle()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        let time = stage.time
        #expect(stage.pumpAndSettle() == 0)
        #expect(view.layouts == 1)
        #expect(stage.time == time)
        view.setNeedsLayout()
        #expect(stage.pumpAndSettle() == 0)
        #expect(view.layouts == 2)
        #expect(stage.pumpAndSettle() == 0)
        #expect(view.layouts == 2, "nothing more to lay out")
    }

    /// An animation that never ends: settle(timeout:) throws after the timeout, naming what is still running;
    /// pumpAndSettle returns the frames it ran.
    @Test func settleTimesOutOnAnEndlessAnimation() throws {
        let stage = Stage(device: .iPhoneSE)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.name = "spinner"
        stage.show(view)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        view.layer.add(spin, forKey: "spin")
        let error = #expect(throws: Stage.DidNotSettle.self) { try stage.settle(timeout: 2) }
        #expect(error?.frames == 120)
        #expect(error?.timeout == 2)
        #expect(error?.pending == ["layer spinner animating spin"])
        #expect(error?.description.contains("did not settle within 2.0 s") == true)
        #expect(stage.pumpAndSettle(timeout: 0.5) == 30)
        // Removing it lets the stage settle (one frame delivers the removal).
        view.layer.removeAllAnimations()
        #expect(stage.pumpAndSettle() == 1)
    }

    /// A paused layer (speed 0) holds its animations still, so the stage settles.
    @Test func aFrozenLayerDoesNotKeepTheStageBusy() {
        let stage = Stage(device: .iPhoneSE)
        let container = UIView()
        stage.show(container)
        container.layer.speed = 0
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(view)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 })
        #expect(stage.pumpAndSettle() <= 1)
        container.layer.timeOffset = 0.5
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    // MARK: Display links

    /// A display link ticks once per frame with the frame's time and the next one's; pausing skips ticks and
    /// invalidating stops them. While one runs, the stage never settles.
    @Test func displayLinkTicksOncePerFrame() {
        let stage = Stage(device: .iPhoneSE)
        var ticks: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { link in ticks.append((link.timestamp, link.targetTimestamp, CACurrentMediaTime())) }
        link.add(to: .main, forMode: .common)
        #expect(link.duration == 1.0 / 60)
        stage.pump()
        stage.pump()
        stage.pump(0.5)
        #expect(ticks.count == 3)
        for (timestamp, target, now) in ticks {
            #expect(timestamp == now)
            #expect(abs(target - (now + 1.0 / 60)) < 1e-12)
        }
        let frameTimes: [CFTimeInterval] = [1.0 / 60, 2.0 / 60, 2.0 / 60 + 0.5]
        #expect(ticks.map(\.2) == frameTimes)
        link.isPaused = true
        stage.pump()
        #expect(ticks.count == 3)
        #expect(stage.pumpAndSettle() == 0)
        link.isPaused = false
        #expect(throws: Stage.DidNotSettle.self) { try stage.settle(timeout: 0.1) }
        #expect(ticks.count == 3 + 6)
        link.invalidate()
        stage.pump()
        #expect(ticks.count == 9)
        #expect(stage.pumpAndSettle() == 0)
    }

    /// The target-action form retains its target until invalidated, as on iOS.
    @Test func displayLinkTargetAction() {
        final class Target {
            var count = 0
            func step(_ link: CADisplayLink) { count += 1 }
        }
        let stage = Stage(device: .iPhoneSE)
        weak var weakTarget: Target?
        var link: CADisplayLink?
        do {
            let target = Target()
            weakTarget = target
            link = CADisplayLink(target: target, selector: Target.step)
            link?.add(to: .main, forMode: .default)
        }
        stage.pump()
        stage.pump()
        #expect(weakTarget?.count == 2)
        link?.invalidate()
        #expect(weakTarget == nil)
    }

    // MARK: Core Animation on the stage's tree

    /// Standalone layers in the stage's tree get implicit 0.25 s animations; a view's own layer doesn't outside
    /// an animation block (§6.2).
    @Test func implicitAnimationsForStandaloneLayersOnly() {
        let stage = Stage(device: .iPhoneSE)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.show(view)
        let sublayer = CALayer()
        view.layer.addSublayer(sublayer)
        sublayer.opacity = 0
        view.layer.opacity = 0.5
        view.alpha = 0.25
        #expect(sublayer.animationKeys() == ["opacity"])
        #expect(view.layer.animationKeys() == nil)
        stage.pump(0.125)
        #expect(sublayer.presentation()!.opacity > 0 && sublayer.presentation()!.opacity < 1)
        #expect(stage.pumpAndSettle() == 8)  // 0.25 s in all: 7.5 frames after the first 0.125 s
        #expect(sublayer.presentation()!.opacity == 0)
        // Not yet in the stage's tree: no animation.
        let loose = CALayer()
        loose.opacity = 0
        #expect(loose.animationKeys() == nil)
    }

    /// disableActions also keeps UIView blocks from animating: the view's action is never asked for.
    @Test func disableActionsInsideABlock() {
        let stage = Stage(device: .iPhoneSE)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.show(view)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            view.alpha = 0
            CATransaction.commit()
        }, completion: { finished = $0 })
        #expect(view.layer.animationKeys() == nil)
        stage.pump()
        #expect(finished == true)
    }

    /// A CATransaction completion around a UIView block runs after the block's own completion, in the frame the
    /// animation ends.
    @Test func transactionCompletionAroundABlock() {
        let stage = Stage(device: .iPhoneSE)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.show(view)
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("transaction") }
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { _ in log.append("block") })
        CATransaction.commit()
        stage.pump(0.25)
        #expect(log.isEmpty)
        stage.pump(0.25)
        #expect(log == ["block", "transaction"])
    }

    /// Percent-driven scrubbing of a UIView block: freeze the container's layer and move its time offset.
    @Test func percentDrivenScrubbingOfABlock() {
        let stage = Stage(device: .iPhoneSE)
        let container = UIView()
        stage.show(container)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(card)
        container.layer.speed = 0
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x = 250 },
                       completion: { finished = $0 })
        // The commit gives the animation its begin time in the frozen container's time: 0.
        stage.pump()
        #expect(card.layer.animation(forKey: "position")?.beginTime == 0)
        for percent in [0.1, 0.6, 0.3] {
            container.layer.timeOffset = percent
            stage.pump()
            #expect(abs(card.layer.presentation()!.position.x - (50 + 200 * percent)) < 1e-9)
        }
        // Finish: let time run from where it is.
        let paused = container.layer.timeOffset
        container.layer.speed = 1
        container.layer.timeOffset = 0
        container.layer.beginTime = 0
        container.layer.beginTime = container.layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        #expect(abs(card.layer.presentation()!.position.x - 110) < 1e-9)
        stage.pump(0.35)
        #expect(abs(card.layer.presentation()!.position.x - 180) < 1e-9)
        stage.pumpAndSettle()
        #expect(finished == true)
    }
}
