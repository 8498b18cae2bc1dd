import Testing
@testable import UIKit
import Flipbook

/// Logs the adaptive delegate's sheet calls, and answers `presentationControllerShouldDismiss` as told.
@MainActor
final class SheetPullDownDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttemptToDismiss")
    }
}

/// Pulling a page sheet down (iOS 13+): it follows the finger through an interactive dismissal; the release
/// finishes or springs back; `isModalInPresentation` and `presentationControllerShouldDismiss` refuse it with a
/// rubber band; the adaptive delegate hears should → will → did, and nothing for a dismissal made in code.
@MainActor
@Suite struct SheetPullDownTests {
    static let sheetTop: CGFloat = 69   // iPhone 15

    func presentSheet(_ log: CallLog = CallLog()) -> (Stage, UIViewController, LoggingViewController, SheetPullDownDelegate) {
        let stage = Stage(device: .iPhone15)
        let root = UIViewController()
        root.view.backgroundColor = .white
        stage.window.rootViewController = root
        stage.pump()
        let modal = LoggingViewController("sheet", log: log, color: .systemOrange)
        let delegate = SheetPullDownDelegate()
        // The idiom: the delegate is set on the presentation controller before presenting.
        modal.presentationController?.delegate = delegate
        root.present(modal, animated: true)
        stage.pumpAndSettle()
        log.clear()
        return (stage, root, modal, delegate)
    }

    /// Presents `modal` on a fresh iPhone 15 stage, lets it settle, then pulls from (196, `from`) to
    /// (196, `to`) over `duration` seconds and lets go; returns the stage (keep it: a window that goes ends its
    /// presentations) and the presenter.
    func present(_ modal: UIViewController, thenPull from: CGFloat, to: CGFloat,
                 duration: TimeInterval) -> (Stage, UIViewController) {
        let stage = Stage(device: .iPhone15)
        let root = UIViewController()
        stage.window.rootViewController = root
        stage.pump()
        root.present(modal, animated: true)
        stage.pumpAndSettle()
        pull(stage, from: from, to: to, duration: duration)
        return (stage, root)
    }

    func pull(_ stage: Stage, from: CGFloat, to: CGFloat, duration: TimeInterval) {
        let finger = stage.touchDown(at: CGPoint(x: 196, y: from))
        stage.move(finger, to: CGPoint(x: 196, y: to), duration: duration)
        stage.touchUp(finger)
        stage.pumpAndSettle()
    }

    @Test func aPullPastHalfwayDismissesTheSheet() {
        let log = CallLog()
        let (stage, root, modal, delegate) = presentSheet(log)
        let finger = stage.touchDown(at: CGPoint(x: 196, y: 200))
        stage.move(finger, to: CGPoint(x: 196, y: 650), duration: 1.0)
        // The dismissal started with the pull: the sheet is being dismissed and heard viewWillDisappear.
        #expect(modal.isBeingDismissed)
        #expect(log.entries == ["sheet.viewWillDisappear"])
        #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
        stage.touchUp(finger)
        stage.pumpAndSettle()
        #expect(root.presentedViewController == nil)
        #expect(modal.view.window == nil)
        #expect(log.entries == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(root.view.transform == .identity)
    }

    @Test func theSheetFollowsTheFingerPointForPoint() {
        let (stage, root, modal, _) = presentSheet()
        let finger = stage.touchDown(at: CGPoint(x: 196, y: 200))
        stage.move(finger, to: CGPoint(x: 196, y: 400), duration: 0.5)
        stage.pump()
        let sheet = modal.presentationController as! SheetPresentationController
        let pan = sheet.pullDownRecognizer
        let pulled = Double(pan.translation(in: sheet.containerView).y)
        #expect(pulled > 150 && pulled <= 200)
        #expect(abs(Double(modal.view.presented.frame.minY) - (Self.sheetTop + pulled)) < 0.5)
        // The presenter comes forward and the dimming fades in proportion.
        let progress = pulled / 783
        let target = Double(SheetMetrics.presenterTransform(size: CGSize(width: 393, height: 852), safeTop: 59).a)
        let scale = Double(root.view.presented.transform.m11)
        #expect(scale > target && scale < 1)
        let dimming = Double(sheet.dimmingView.presented.opacity)
        #expect(dimming < 1 && dimming > 1 - progress - 0.2)
        stage.touchUp(finger)
        stage.pumpAndSettle()
    }

    @Test func aShortSlowPullSpringsBack() {
        let log = CallLog()
        let (stage, root, modal, delegate) = presentSheet(log)
        pull(stage, from: 200, to: 350, duration: 0.6)
        #expect(root.presentedViewController === modal)
        #expect(modal.view.frame.minY == Self.sheetTop)
        #expect(modal.view.presented.frame.minY == Self.sheetTop)
        #expect(root.view.transform == SheetMetrics.presenterTransform(size: CGSize(width: 393, height: 852), safeTop: 59))
        // Cancelled: the reversed will-call, then the did-call (§1.5); the delegate hears no didDismiss.
        #expect(log.entries == ["sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
        // And it can be pulled again.
        pull(stage, from: 200, to: 700, duration: 0.8)
        #expect(root.presentedViewController == nil)
    }

    @Test func aFlickDismissesEvenAShortPull() {
        let (stage, root, _, delegate) = presentSheet()
        pull(stage, from: 200, to: 320, duration: 0.08)
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test func isModalInPresentationRefusesWithARubberBand() {
        let log = CallLog()
        let (stage, root, modal, delegate) = presentSheet(log)
        modal.isModalInPresentation = true
        let finger = stage.touchDown(at: CGPoint(x: 196, y: 200))
        stage.move(finger, to: CGPoint(x: 196, y: 500), duration: 0.5)
        stage.pump()
        let sheet = modal.presentationController as! SheetPresentationController
        let pulled = sheet.pullDownRecognizer.translation(in: sheet.containerView).y
        let expected = SheetMetrics.resistedOffset(translation: pulled, height: 852)
        #expect(abs(modal.view.frame.minY - (Self.sheetTop + expected)) < 1e-6)
        #expect(expected < pulled / 2)
        // Not asked whether it should dismiss: told the user tried, as the pull started. No transition began.
        #expect(delegate.calls == ["didAttemptToDismiss"])
        #expect(!modal.isBeingDismissed)
        #expect(log.entries.isEmpty)
        stage.touchUp(finger)
        stage.pumpAndSettle()
        #expect(modal.view.frame.minY == Self.sheetTop)
        #expect(root.presentedViewController === modal)
        #expect(delegate.calls == ["didAttemptToDismiss"])
    }

    @Test func aChildsIsModalInPresentationCounts() {
        let form = UIViewController()
        form.isModalInPresentation = true
        let navigation = UINavigationController(rootViewController: form)
        let (stage, root) = present(navigation, thenPull: 300, to: 800, duration: 0.4)
        withExtendedLifetime(stage) { #expect(root.presentedViewController === navigation) }
    }

    @Test func shouldDismissFalseRefusesToo() {
        let (stage, root, modal, delegate) = presentSheet()
        delegate.allowsDismissal = false
        pull(stage, from: 200, to: 700, duration: 0.4)
        #expect(root.presentedViewController === modal)
        #expect(delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test func aDismissalInCodeIsNotReportedToTheDelegate() {
        let (stage, root, modal, delegate) = presentSheet()
        modal.dismiss(animated: true)
        stage.pumpAndSettle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls.isEmpty)
    }

    @Test func aPullThatStartsAboveTheSheetDoesNothing() {
        let (stage, root, modal, delegate) = presentSheet()
        pull(stage, from: 40, to: 700, duration: 0.4)
        #expect(root.presentedViewController === modal)
        #expect(delegate.calls.isEmpty)
    }

    @Test func aFullScreenPresentationCannotBePulledDown() {
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        let (stage, root) = present(modal, thenPull: 200, to: 800, duration: 0.3)
        withExtendedLifetime(stage) { #expect(root.presentedViewController === modal) }
    }
}
