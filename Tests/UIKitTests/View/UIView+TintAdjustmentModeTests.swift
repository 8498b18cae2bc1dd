import Testing
@testable import UIKit
import Flipbook

/// `tintAdjustmentMode`: `.dimmed` changes the tint views show (and draw), inherited down the tree, and UIKit
/// dims the presenter behind a sheet or a popover.
@MainActor
@Suite struct TintAdjustmentModeTests {
    final class Watcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func modeIsInheritedAndDimsTheTint() {
        let parent = UIView()
        let child = Watcher()
        parent.addSubview(child)
        #expect(parent.tintAdjustmentMode == .normal && child.tintAdjustmentMode == .normal)
        parent.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        child.changes = 0
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed && child.changes == 1)
        var (w, a): (CGFloat, CGFloat) = (0, 0)
        var (r, g, b): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
        #expect(child.tintColor.getRed(&r, green: &g, blue: &b, alpha: &a))
        // Flipbook's pinned dimming (Apple gives no numbers): the luma grey at 80 % alpha.
        #expect(abs(r - 0.114) < 1e-3 && abs(g - 0.114) < 1e-3 && abs(b - 0.114) < 1e-3 && abs(a - 0.8) < 1e-3)
        _ = child.tintColor.getWhite(&w, alpha: &a)
        // A subview that sets its own mode keeps it.
        child.tintAdjustmentMode = .normal
        #expect(child.tintColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        child.changes = 0
        parent.tintAdjustmentMode = .automatic
        #expect(parent.tintAdjustmentMode == .normal && child.changes == 0)
    }

    /// A system button draws its title in the dimmed tint.
    @Test func buttonsRedrawDimmed() {
        let (stage, root, _) = makeStageWithBox()
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        root.addSubview(button)
        stage.pump()
        #expect(button.titleLabel?.textColor == .systemBlue)
        root.tintAdjustmentMode = .dimmed
        #expect(button.titleLabel?.textColor != .systemBlue)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = button.titleLabel?.textColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - g) < 1e-6 && abs(g - b) < 1e-6)
        root.tintAdjustmentMode = .automatic
        #expect(button.titleLabel?.textColor == .systemBlue)
    }

    /// Presenting a sheet dims the presenter's tint until the dismissal ends; full screen leaves it alone.
    @Test func sheetDimsThePresenter() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIViewController()
        stage.window.rootViewController = root
        stage.pump()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        stage.pump()
        #expect(root.view.tintAdjustmentMode == .dimmed)
        stage.pumpAndSettle()
        #expect(root.view.tintAdjustmentMode == .dimmed)
        #expect(sheet.view.tintAdjustmentMode == .normal)
        sheet.dismiss(animated: true)
        stage.pumpAndSettle()
        #expect(root.view.tintAdjustmentMode == .normal)

        let cover = UIViewController()
        cover.modalPresentationStyle = .overFullScreen
        root.present(cover, animated: false)
        stage.pumpAndSettle()
        #expect(root.view.tintAdjustmentMode == .normal)
    }
}
