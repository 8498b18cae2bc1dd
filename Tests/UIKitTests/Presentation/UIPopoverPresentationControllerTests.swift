import Testing
@testable import UIKit
import Flipbook

/// Keeps the popover on compact width by answering `.none`, and records what it was asked.
private final class KeepPopover: NSObject, UIPopoverPresentationControllerDelegate {
    var asked: [UIUserInterfaceSizeClass] = []
    var prepared = 0
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        asked.append(traitCollection.horizontalSizeClass)
        return .none
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        prepared += 1
    }
}

/// `.popover` presentations: adaptation on iPhone, the delegate's `.none`, placement beside the source.
@MainActor
@Suite struct PopoverPresentationTests {
    func setUp(_ device: Stage.Device) -> (Stage, UIViewController, UIView) {
        let stage = Stage(device: device)
        let root = UIViewController()
        stage.window.rootViewController = root
        let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 30))
        root.view.addSubview(anchor)
        stage.pump()
        return (stage, root, anchor)
    }

    @Test func onIPhoneAPopoverAdaptsToASheet() throws {
        let (stage, root, anchor) = setUp(.iPhoneSE)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = anchor
        root.present(content, animated: true)
        stage.pumpAndSettle()
        #expect(!(content.presentationController is UIPopoverPresentationController))
        // A page sheet: full width, below the sheet inset.
        #expect(content.view.frame.width == 375)
        #expect(content.view.frame.minY == 30)   // 20 pt status bar + 10 (SheetMetrics)
        root.dismiss(animated: true)
        stage.pumpAndSettle()
        #expect(root.presentedViewController == nil)
    }

    @Test func delegateAnsweringNoneKeepsThePopover() throws {
        let (stage, root, anchor) = setUp(.iPhoneSE)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.modalPresentationStyle = .popover
        let delegate = KeepPopover()
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = anchor
        popover.delegate = delegate
        root.present(content, animated: true)
        stage.pumpAndSettle()
        #expect(delegate.asked == [.compact])
        #expect(delegate.prepared == 1)
        #expect(content.presentationController === popover)
        // Below the anchor (arrow up), centred on it, 13 pt for the arrow.
        #expect(popover.arrowDirection == .up)
        #expect(content.view.frame == CGRect(x: 20, y: 143, width: 200, height: 150))
        #expect(root.view.window === stage.window, "the presenter stays on screen under a popover")
        #expect(content.view.layer.cornerRadius == 13)
    }

    @Test func onIPadItIsAPopoverWithoutAsking() throws {
        let (stage, root, anchor) = setUp(.iPad)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = anchor
        content.popoverPresentationController?.permittedArrowDirections = [.left]
        root.present(content, animated: false)
        stage.pumpAndSettle()
        let popover = try #require(content.presentationController as? UIPopoverPresentationController)
        #expect(popover.arrowDirection == .left)
        #expect(content.view.frame.minX == 153, "right of the anchor (maxX 140) plus the 13 pt arrow")
        #expect(content.view.frame.size == CGSize(width: 320, height: 480))
    }

    /// A bar button item that is not on screen: the popover points at where such an item usually is, the right end
    /// of a navigation bar at the top of the window's safe area — below the sensor housing on iPhone 15 (59 pt),
    /// not at a fixed 20 pt.
    @Test func anItemNotOnScreenIsLookedForBelowTheWindowsSafeAreaTop() throws {
        let (stage, root, _) = setUp(.iPhone15)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.modalPresentationStyle = .popover
        let delegate = KeepPopover()
        let popover = try #require(content.popoverPresentationController)
        popover.barButtonItem = UIBarButtonItem(title: "Share", style: .plain)
        popover.delegate = delegate
        root.present(content, animated: false)
        stage.pumpAndSettle()
        #expect(stage.window.safeAreaInsets.top == 59)
        // The item's usual place: x 393 − 52 … 393 − 8, y 59 … 103. Below it by the 13 pt arrow, clamped 10 pt
        // inside the right edge.
        #expect(popover.arrowDirection == .up)
        #expect(content.view.frame == CGRect(x: 183, y: 59 + 44 + 13, width: 200, height: 150))
    }

    @Test func placementFallsBackWhereTheContentFits() {
        let area = CGRect(x: 10, y: 10, width: 355, height: 647)
        // A source at the bottom: no room below, so the popover goes above (arrow down).
        let placed = UIPopoverPresentationController.place(content: CGSize(width: 200, height: 200),
                                                           source: CGRect(x: 150, y: 600, width: 40, height: 40),
                                                           in: area, permitted: .any)
        #expect(placed.direction == .down)
        #expect(placed.frame == CGRect(x: 70, y: 387, width: 200, height: 200))
        #expect(UIViewController().popoverPresentationController == nil, "only for .popover")
    }
}
