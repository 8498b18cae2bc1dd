import Testing
import UIKit
@testable import Flipbook

/// The status bar a stage draws: "9:41", signal and battery in the top safe area, styled and hidden by the
/// controllers as iOS does.
@MainActor
@Suite struct StatusBarOverlayTests {
    final class Screen: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        var color: UIColor = .white
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override func loadView() {
            view = UIView()
            view.backgroundColor = color
        }
    }

    /// Pixels of ink (dark or light) in the top 20 pt of an iPhone SE at scale 1.
    func ink(_ stage: Stage, dark: Bool, in rect: CGRect = CGRect(x: 0, y: 0, width: 375, height: 20)) -> Int {
        let image = stage.snapshot(scale: 1)
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let r = Int(image.pixel(x: x, y: y).r)
                if dark ? r < 100 : r > 160 { n += 1 }
            }
        }
        return n
    }

    func show(_ screen: UIViewController) -> Stage {
        let stage = Stage(device: .iPhoneSE)
        stage.window.rootViewController = screen
        stage.showsStatusBar = true
        stage.pumpAndSettle()
        return stage
    }

    @Test func drawsTimeSignalAndBattery() {
        let stage = Stage(device: .iPhoneSE)
        stage.window.rootViewController = Screen()
        stage.pump()
        #expect(!stage.showsStatusBar && stage.drawnStatusBar == nil)
        #expect(ink(stage, dark: true) == 0, "off by default")
        stage.showsStatusBar = true
        stage.pump()
        #expect(ink(stage, dark: true, in: CGRect(x: 160, y: 0, width: 55, height: 20)) > 20, "9:41 in the middle")
        #expect(ink(stage, dark: true, in: CGRect(x: 0, y: 0, width: 30, height: 20)) > 10, "signal at the left")
        #expect(ink(stage, dark: true, in: CGRect(x: 335, y: 0, width: 40, height: 20)) > 10, "battery at the right")
        #expect(ink(stage, dark: true, in: CGRect(x: 0, y: 22, width: 375, height: 100)) == 0)
        #expect(StatusBarOverlay.time == "9:41")
    }

    @Test func styleChangesWaitForSetNeedsUpdate() {
        let screen = Screen()
        screen.color = .black
        let stage = show(screen)
        #expect(stage.drawnStatusBar?.style == .default)
        screen.style = .lightContent
        stage.pump()
        #expect(stage.drawnStatusBar?.style == .default, "not re-read without setNeedsStatusBarAppearanceUpdate")
        screen.setNeedsStatusBarAppearanceUpdate()
        stage.pump()
        #expect(stage.drawnStatusBar?.style == .lightContent)
        #expect(ink(stage, dark: false, in: CGRect(x: 160, y: 0, width: 55, height: 20)) > 20, "white ink")
        screen.hidden = true
        screen.setNeedsStatusBarAppearanceUpdate()
        stage.pump()
        #expect(stage.drawnStatusBar?.isHidden == true)
        #expect(ink(stage, dark: false) == 0)
    }

    @Test func darkModeDefaultIsLightContent() {
        let screen = Screen()
        screen.color = .black
        let stage = show(screen)
        stage.userInterfaceStyle = .dark
        stage.pump()
        #expect(ink(stage, dark: false, in: CGRect(x: 160, y: 0, width: 55, height: 20)) > 20)
    }

    @Test func presentationsThatCaptureTakeItOver() {
        let root = Screen()
        let stage = show(root)
        let cover = Screen()
        cover.style = .lightContent
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        stage.pumpAndSettle()
        #expect(stage.drawnStatusBar?.style == .lightContent, "a new deciding controller is read at once")
        cover.dismiss(animated: false)
        stage.pumpAndSettle()
        let sheet = Screen()
        sheet.style = .lightContent
        sheet.modalPresentationStyle = .overFullScreen
        root.present(sheet, animated: false)
        stage.pumpAndSettle()
        // Apple: control passes to a presented controller "only if [its] modalPresentationStyle value is
        // UIModalPresentationStyle.fullScreen" — over full screen does not take it.
        #expect(stage.drawnStatusBar?.style == .default)
        sheet.dismiss(animated: false)
        stage.pumpAndSettle()
        let popover = Screen()
        popover.style = .lightContent
        popover.modalPresentationStyle = .overCurrentContext
        root.present(popover, animated: false)
        stage.pumpAndSettle()
        #expect(stage.drawnStatusBar?.style == .default)
        popover.modalPresentationCapturesStatusBarAppearance = true
        popover.setNeedsStatusBarAppearanceUpdate()
        stage.pump()
        #expect(stage.drawnStatusBar?.style == .lightContent)
    }

    @Test func navigationControllersDecideByTheirBarUnlessItIsHidden() {
        let top = Screen()
        top.style = .lightContent
        let nav = UINavigationController(rootViewController: top)
        let stage = show(nav)
        #expect(stage.drawnStatusBar?.style == .default, "the bar decides while it shows")
        nav.navigationBar.barStyle = .black
        nav.setNeedsStatusBarAppearanceUpdate()
        stage.pump()
        #expect(stage.drawnStatusBar?.style == .lightContent)
        nav.navigationBar.barStyle = .default
        nav.setNavigationBarHidden(true, animated: false)
        nav.setNeedsStatusBarAppearanceUpdate()
        stage.pump()
        #expect(stage.drawnStatusBar?.style == .lightContent, "the top controller decides with the bar hidden")
        top.hidden = true
        top.setNeedsStatusBarAppearanceUpdate()
        stage.pump()
        #expect(stage.drawnStatusBar?.isHidden == true, "the top controller decides whether it is hidden")
    }

    @Test func iPhonesHideItInLandscape() {
        let stage = show(Screen())
        #expect(stage.drawnStatusBar?.isHidden == false)
        stage.rotate(to: .landscapeLeft)
        stage.pumpAndSettle()
        #expect(stage.drawnStatusBar?.isHidden == true)
    }
}
