import Testing
@testable import QuartzCore

/// CATransition: the progress mapping, the key it is attached under, and what each type draws at mid-time.
/// Pixels are asserted against the geometry each type implies (``CATransitionFrame``); goldens keep the rest.
@Suite struct CATransitionTests {
    // MARK: Progress

    @Test func progressMapsTheEasedFractionOntoStartAndEndProgress() {
        #expect(CATransition.progress(fraction: 0.5, start: 0, end: 1) == 0.5)
        #expect(CATransition.progress(fraction: 0.5, start: 0.25, end: 0.75) == 0.5)
        #expect(CATransition.progress(fraction: 0, start: 0.25, end: 0.75) == 0.25)
        #expect(CATransition.progress(fraction: 1, start: 0.25, end: 0.75) == 0.75)
        #expect(CATransition.progress(fraction: 0.25, start: 1, end: 0) == 0.75, "end below start runs backwards")
        #expect(CATransition.progress(fraction: 1, start: -1, end: 2) == 1, "ends are clamped to 0…1")
    }

    @Test func attachedTransitionReportsProgressThroughItsTimingFunction() {
        let (root, box) = scene()
        let transition = CATransition()
        transition.duration = 1
        transition.startProgress = 0.2
        transition.endProgress = 0.6
        transition.timingFunction = CAMediaTimingFunction(name: .easeIn)
        box.add(transition, forKey: "anything")
        let attached = box.animation(forKey: kCATransition) as? CATransition
        #expect(attached != nil, "a transition is attached under kCATransition whatever the key")
        #expect(box.animationKeys() == [kCATransition])
        let eased = CAMediaTimingFunction(name: .easeIn).progress(at: 0.5)
        let progress = attached?.transitionProgress(atTime: 0.5)
        #expect(abs((progress ?? -1) - (0.2 + 0.4 * eased)) < 1e-6)
        #expect(attached?.transitionProgress(atTime: 1.5) == nil, "over after its duration")
        _ = root
    }

    @Test func framesFollowTheGeometryOfEachType() {
        let size = CGSize(width: 100, height: 50)
        let push = CATransitionFrame(type: .push, subtype: .fromRight, progress: 0.25, size: size)
        #expect(push.newOffset == CGSize(width: 75, height: 0))
        #expect(push.oldOffset == CGSize(width: -25, height: 0))
        let moveIn = CATransitionFrame(type: .moveIn, subtype: .fromBottom, progress: 0.5, size: size)
        #expect(moveIn.newOffset == CGSize(width: 0, height: 25))
        #expect(moveIn.oldOffset == .zero && !moveIn.oldOnTop)
        let reveal = CATransitionFrame(type: .reveal, subtype: .fromTop, progress: 0.5, size: size)
        #expect(reveal.oldOffset == CGSize(width: 0, height: 25) && reveal.oldOnTop && reveal.newOffset == .zero)
        let fade = CATransitionFrame(type: .fade, subtype: .fromLeft, progress: 0.3, size: size)
        #expect(fade.mixes && fade.newAlpha == 0.3 && abs(fade.oldAlpha - 0.7) < 1e-12 && fade.newOffset == .zero)
        let unknown = CATransitionFrame(type: CATransitionType(rawValue: "cube"), subtype: nil, progress: 0.5, size: size)
        #expect(unknown.mixes, "unknown types fade")
        let noSubtype = CATransitionFrame(type: .push, subtype: nil, progress: 0.5, size: size)
        #expect(noSubtype.newOffset == CGSize(width: -50, height: 0), "no subtype acts as fromLeft")
    }

    // MARK: Rendering at mid-time

    @Test func pushFromLeftMovesBothPicturesRight() {
        let image = midFrame(.push, .fromLeft)
        // The 40 pt box at x 20…60: the new picture at −20 (x 0…40), the old one at +20 (x 40…80), unclipped.
        #expect(image.at(10, 20) == blue)
        #expect(image.at(30, 20) == blue)
        #expect(image.at(50, 20) == red)
        #expect(image.at(70, 20) == red)
        #expect(image.at(90, 20) == white)
        Golden.check(image, named: "transition-push")
    }

    @Test func moveInFromRightSlidesTheNewPictureOverTheOld() {
        let image = midFrame(.moveIn, .fromRight)
        #expect(image.at(10, 20) == white)
        #expect(image.at(30, 20) == red, "the old picture stays in place")
        #expect(image.at(50, 20) == blue)
        #expect(image.at(70, 20) == blue)
        Golden.check(image, named: "transition-move-in")
    }

    @Test func revealFromTopSlidesTheOldPictureDownOffTheNew() {
        let image = midFrame(.reveal, .fromTop)
        #expect(image.at(30, 10) == blue, "uncovered new picture")
        #expect(image.at(42, 10) == px(0, 0, 0), "the new square, in place")
        #expect(image.at(30, 30) == red, "the old picture, 20 pt down, on top")
        #expect(image.at(42, 30) == white, "the old square, 20 pt down")
        #expect(image.at(10, 30) == white)
        Golden.check(image, named: "transition-reveal")
    }

    @Test func fadeMixesTheTwoPictures() {
        let image = midFrame(.fade, nil)
        #expect(close(image.at(35, 20), px(110, 0, 110), 2), "red·½ + blue·½ (220 each)")
        #expect(close(image.at(45, 8), px(128, 128, 128), 2), "white·½ (old inner square) + black·½ (new)")
        #expect(image.at(10, 20) == white, "nothing shows through the mix outside the box")
        Golden.check(image, named: "transition-fade")
    }

    // MARK: Life cycle

    @Test func theNewPictureShowsAloneOnceTheTransitionEnds() {
        let (root, box) = scene()
        let transition = CATransition()
        transition.type = .push
        transition.duration = 1
        box.add(transition, forKey: nil)
        change(box)
        _ = render(root, at: 0.5)
        let after = render(root, at: 1.2)
        #expect(after.at(30, 20) == blue)
        #expect(after.at(50, 20) == blue)
        #expect(after.at(10, 20) == white)
    }

    /// Decision: the old picture is taken when the transition is added, so changes made before `add` are already
    /// in it (on iOS they would still animate, within one transaction).
    @Test func changesMadeBeforeAddAreAlreadyInTheOldPicture() {
        let (root, box) = scene()
        change(box)
        let transition = CATransition()
        transition.type = .push
        transition.duration = 1
        box.add(transition, forKey: nil)
        let image = render(root, at: 0.5)
        #expect(image.at(10, 20) == blue)
        #expect(image.at(50, 20) == blue)
    }

    @Test func aNewTransitionReplacesTheRunningOne() {
        let (root, box) = scene()
        let first = CATransition()
        first.type = .push
        first.duration = 1
        box.add(first, forKey: nil)
        let second = CATransition()
        second.type = .moveIn
        second.duration = 1
        box.add(second, forKey: "other")
        #expect(box.animationKeys() == [kCATransition])
        #expect((box.animation(forKey: kCATransition) as? CATransition)?.type == .moveIn)
        _ = root
    }

    // MARK: Support

    private let red = px(220, 0, 0), blue = px(0, 0, 220), white = px(255, 255, 255)

    /// A 100 × 40 white root with a 40 pt red box at x 20 holding a white 10 pt square, on a clock at time 0.
    private func scene() -> (root: CALayer, box: CALayer) {
        let root = makeRoot(100, 40)
        _ = render(root, at: 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let box = makeLayer(CGRect(x: 20, y: 0, width: 40, height: 40), rgb(220, 0, 0), in: root)
        _ = makeLayer(CGRect(x: 20, y: 4, width: 10, height: 10), rgb(255, 255, 255), in: box)
        CATransaction.commit()
        return (root, box)
    }

    /// The new picture: a blue box whose square turns black and moves.
    private func change(_ box: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        box.backgroundColor = rgb(0, 0, 220)
        box.sublayers?.first?.backgroundColor = rgb(0, 0, 0)
        CATransaction.commit()
    }

    private func midFrame(_ type: CATransitionType, _ subtype: CATransitionSubtype?) -> CGImage {
        let (root, box) = scene()
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        box.add(transition, forKey: nil)
        change(box)
        return render(root, at: 0.5)
    }
}
