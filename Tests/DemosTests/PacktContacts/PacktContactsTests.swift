import Flipbook
import GoldenTesting
import Testing
@testable import Demos

/// Packt iOS 14 Contacts (seed 003, seed-samples §5): the bounce and push, the picture's fade-in, the details
/// stack, the drawer on its −305 constraint (toggle, scrub, reverse, continue), the CustomAnimator modal in its
/// page sheet and the pull-down dismissal.
@MainActor
@Suite struct PacktContactsTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    func contacts() -> (Stage, UINavigationController) {
        let stage = Stage(device: .iPhone15)
        let navigation = PacktContacts.makeRootViewController()
        stage.window.rootViewController = navigation
        stage.pump()
        stage.pumpAndSettle()
        return (stage, navigation)
    }

    /// Taps item `item` and runs frames until the bounce's completion has pushed the details page.
    func openDetails(_ stage: Stage, _ navigation: UINavigationController, item: Int = 1) -> DetailsViewController {
        stage.tap(at: PacktContacts.pictureCenter(ofItem: item, in: navigation))
        for _ in 0..<60 where navigation.viewControllers.count < 2 { stage.pump() }
        return navigation.viewControllers.last as! DetailsViewController
    }

    @Test func aTapBouncesThePictureWithChainedAnimatorsThenPushes() {
        let (stage, navigation) = contacts()
        let list = navigation.viewControllers[0] as! PacktContactsViewController
        let cell = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! ContactCell
        #expect(cell.familyNameLabel.text == "Higgins")
        stage.tap(at: PacktContacts.pictureCenter(ofItem: 1, in: navigation))
        // Frame by frame until the push: down to 0.9 with ease-out, then back up with ease-in.
        var scales: [Double] = []
        for _ in 0..<40 where navigation.viewControllers.count < 2 {
            stage.pump()
            scales.append(Double(cell.conatctImageView.layer.presentation()!.transform.m11))
        }
        let bottom = scales.firstIndex(of: scales.min()!)!
        #expect(approx(scales[bottom], 0.9, 0.01))
        #expect(scales[..<bottom].allSatisfy { $0 <= 1 && $0 >= 0.9 })
        #expect(scales[bottom...].contains { $0 > 0.9 && $0 < 1 })   // the second animator on its way back
        #expect(bottom > 0 && bottom < scales.count - 1)
        let details = navigation.topViewController as! DetailsViewController
        #expect(details.contactName.text == "Daniel Higgins")
        #expect(details.contactPhoneNumber.text == "555-478-7672")
        #expect(cell.conatctImageView.transform == .identity)
    }

    @Test func thePictureFadesInAndTheDetailsStack() {
        let (stage, navigation) = contacts()
        let details = openDetails(stage, navigation)
        // UIView.animate's default curve is ease-in-out: half way through its 0.8 s it is at 0.5.
        #expect(details.contactImageView.alpha == 1)
        stage.pump(0.4)
        let opacity = Double(details.contactImageView.layer.presentation()!.opacity)
        #expect(approx(opacity, 0.5, 0.05))
        stage.pumpAndSettle()
        let stack = details.stackView
        #expect(stack.arrangedSubviews.count == 8)
        #expect(stack.frame == CGRect(x: 16, y: details.view.safeAreaInsets.top + 16, width: 361,
                                      height: stack.frame.height))
        let image = details.contactImageView.frame
        #expect(image.width == 361)
        #expect(approx(Double(image.height), 361 * 424 / 382 - 80, 0.5))
        #expect(details.contactName.frame.minY == image.maxY + 8)
    }

    @Test func theDrawerHangsOnItsMinus305Constraint() {
        let (stage, navigation) = contacts()
        let details = openDetails(stage, navigation)
        stage.pumpAndSettle()
        #expect(details.drawerBottomConstraint.constant == -305)
        #expect(details.drawerBottomConstraint.firstItem === details.view)
        #expect(details.drawer.frame == CGRect(x: 0, y: 852 - 45, width: 393, height: 350))
        // Toggle: a 1 s spring (damping 0.8) to 305 pt up.
        stage.tap(at: PacktContacts.toggleButtonCenter(in: navigation))
        stage.pump(0.3)
        let ty = Double(details.drawer.layer.presentation()!.transform.m42)
        #expect(ty < -100 && ty > -305)
        stage.pumpAndSettle()
        #expect(details.drawer.transform == CGAffineTransform(translationX: 0, y: -305))
        #expect(details.isDrawerOpen)
        #expect(details.animator == nil)
        // The constraint is untouched: the drawer moves by its transform, its frame under Auto Layout stays.
        #expect(approx(Double(details.drawer.center.y), 852 - 45 + 175, 1e-6))
    }

    /// A pan scrubs the paused animator linearly (`scrubsLinearly`): the drawer follows the finger, 305 pt of
    /// travel for the whole animation.
    @Test func aPanScrubsThePausedAnimator() {
        let (stage, navigation) = contacts()
        let details = openDetails(stage, navigation)
        stage.pumpAndSettle()
        stage.tap(at: PacktContacts.toggleButtonCenter(in: navigation))
        stage.pumpAndSettle()
        let grip = PacktContacts.drawerGrip(in: navigation)
        let finger = stage.touchDown(at: grip)
        stage.move(finger, to: CGPoint(x: grip.x, y: grip.y + 100), duration: 0.3)
        stage.pump()
        let animator = details.animator!
        #expect(animator.state == .active && !animator.isRunning)
        let pan = details.drawer.gestureRecognizers!.first as! UIPanGestureRecognizer
        let translation = Double(pan.translation(in: details.drawer).y)
        #expect(approx(translation, 100, 12))
        #expect(approx(Double(animator.fractionComplete), translation / 305, 1e-6))
        let ty = Double(details.drawer.layer.presentation()!.transform.m42)
        #expect(approx(ty, -305 + translation, 0.5))
        stage.touchUp(finger)
        stage.pumpAndSettle()
    }

    @Test func aPanThatTurnsBackIsReversedAndOneThatGoesOnContinues() {
        let (stage, navigation) = contacts()
        let details = openDetails(stage, navigation)
        stage.pumpAndSettle()
        stage.tap(at: PacktContacts.toggleButtonCenter(in: navigation))
        stage.pumpAndSettle()
        let grip = PacktContacts.drawerGrip(in: navigation)
        // Down 150, back up to 90: released moving up while the drawer is open, so the close is reversed.
        let back = stage.touchDown(at: grip)
        stage.move(back, to: CGPoint(x: grip.x, y: grip.y + 150), duration: 0.5)
        stage.move(back, to: CGPoint(x: grip.x, y: grip.y + 90), duration: 0.25)
        stage.touchUp(back)
        stage.pump()
        #expect(details.animator?.isReversed == true)
        #expect(details.animator?.isRunning == true)
        stage.pumpAndSettle()
        #expect(details.drawer.transform == CGAffineTransform(translationX: 0, y: -305))
        #expect(details.isDrawerOpen)
        // Down 120 and let go moving down: the close continues on the spring.
        let on = stage.touchDown(at: grip)
        stage.move(on, to: CGPoint(x: grip.x, y: grip.y + 120), duration: 0.4)
        stage.touchUp(on)
        stage.pump()
        #expect(details.animator?.isReversed == false)
        stage.pumpAndSettle()
        #expect(details.drawer.transform == .identity)
        #expect(!details.isDrawerOpen)
    }

    /// The CustomAnimator modal in a page sheet (`.automatic`): the animator only springs a transform, the sheet
    /// owns the frame (below the status bar) and the list behind is scaled back; a pull down dismisses it.
    @Test func theModalSpringsInAsAPageSheetAndIsPulledDown() {
        let (stage, navigation) = contacts()
        stage.tap(at: PacktContacts.showModalCenter(in: navigation))
        stage.pump()
        let modal = navigation.presentedViewController as! TransitionViewController
        #expect(modal.modalPresentationStyle == .automatic)
        let sheetFrame = CGRect(x: 0, y: 69, width: 393, height: 783)   // 59 pt status bar + 10
        #expect(modal.view.frame == sheetFrame)
        #expect(modal.view.transform == .identity)   // the model is at the end; the spring runs in the layers
        stage.pump(0.05)
        let early = modal.view.layer.presentation()!
        #expect(early.transform.m11 < 1 && early.transform.m11 > 0.6)
        #expect(early.transform.m42 < 0)
        #expect(approx(Double(early.position.y), Double(sheetFrame.midY), 1e-6))
        stage.pumpAndSettle()
        #expect(modal.view.layer.presentation()!.opacity == 1)
        #expect(modal.view.window === stage.window)
        // The list stays in the window behind, scaled back under the status bar.
        #expect(navigation.view.window === stage.window)
        #expect(approx(Double(navigation.view.frame.minY), 59, 1e-9))
        #expect(approx(Double(navigation.view.frame.minX), 16, 1e-9))
        // The story's pull: it follows the finger, and the release past half the sheet dismisses it.
        let grip = PacktContacts.sheetGrip(in: navigation)
        let pull = stage.touchDown(at: grip)
        stage.move(pull, to: CGPoint(x: grip.x, y: grip.y + 480), duration: 0.5)
        #expect(modal.isBeingDismissed)
        #expect(modal.view.layer.presentation()!.frame.minY > sheetFrame.minY + 400)
        stage.touchUp(pull)
        stage.pumpAndSettle()
        #expect(navigation.presentedViewController == nil)
        #expect(modal.view.window == nil)
        #expect(navigation.view.transform == .identity)
        #expect(navigation.view.frame == stage.window.bounds)
    }

    @Test(arguments: [("push", 0.15), ("drawer", 0.3), ("modal", 0.2), ("sheet", 0.05)])
    func golden(_ moment: String, _ time: Double) {
        let (stage, navigation) = contacts()
        switch moment {
        case "push":
            _ = openDetails(stage, navigation)
        case "drawer":
            _ = openDetails(stage, navigation)
            stage.pumpAndSettle()
            stage.tap(at: PacktContacts.toggleButtonCenter(in: navigation))
        case "sheet":
            // Settled, then pulled 240 pt down (the finger still on it).
            stage.tap(at: PacktContacts.showModalCenter(in: navigation))
            stage.pumpAndSettle()
            let grip = PacktContacts.sheetGrip(in: navigation)
            let pull = stage.touchDown(at: grip)
            stage.move(pull, to: CGPoint(x: grip.x, y: grip.y + 240), duration: 0.3)
        default:
            stage.tap(at: PacktContacts.showModalCenter(in: navigation))
        }
        stage.pump(time)
        let renderer = CARenderer(layer: stage.window.layer)
        let frame = renderer.makeImage(scale: 1, atTime: nil, opaque: true)
        Self.golden.check(frame, named: "packt-contacts-\(moment)-\(Int(time * 1000))ms")
    }
}
