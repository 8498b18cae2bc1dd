import Flipbook
import GoldenTesting
import Testing
@testable import Demos

/// The Tumblr-style menu (seed 002): the buttons' spring positions against the closed form, the key-window
/// work-around keeping the photo under the translucent menu, and golden frames of the present.
/// Re-record the goldens with `FLIPBOOK_RECORD_GOLDENS=1 swift test --filter TumblrMenuTests`.
@MainActor
@Suite struct TumblrMenuTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    func launch() -> (Stage, UIViewController) {
        let stage = Stage(device: .iPhoneSE)
        let root = TumblrMenu.makeRootViewController()
        stage.window.rootViewController = root
        stage.pumpAndSettle()
        return (stage, root)
    }

    @Test func presentSpringsTheRowsInAndKeepsThePhotoUnderTheMenu() throws {
        let (stage, root) = launch()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        let menu = try #require(root.presentedViewController as? MenuViewController)
        #expect(menu.btns.count == 6)
        #expect(menu.btns.map { $0.title(for: .normal) ?? "" } == ["Audio", "Chat", "Link", "Photo", "Quote", "Text"])
        // Off stage at the start (rows shifted ±300, ±150, ±50): one frame into the spring, still near there.
        let shown = menu.btns.map { $0.layer.presentation()!.transform.m41 }
        #expect(shown[0] < -200 && shown[1] > 200 && shown[2] < -100 && shown[3] > 100 && shown[4] < -30 && shown[5] > 30)
        stage.pumpAndSettle()
        #expect(menu.btns.allSatisfy { $0.transform == .identity })
        #expect(menu.view.alpha == 1)
        // After completeTransition the seed re-adds both views to the key window: the photo stays under the menu.
        #expect(root.view.superview === stage.window)
        #expect(menu.view.superview === stage.window)
        let subviews = stage.window.subviews
        #expect(subviews.firstIndex(of: root.view)! < subviews.firstIndex(of: menu.view)!)
        // The image sits above the title (10 pt apart) in each button.
        let button = menu.btns[0]
        let image = try #require(button.imageView?.frame)
        let title = try #require(button.titleLabel?.frame)
        #expect(image.maxY <= title.minY)
        #expect(abs(image.midX - button.bounds.midX) < 1 && abs(title.midX - button.bounds.midX) < 1)
        #expect(stage.statusBar.style == .lightContent)
    }

    @Test func aButtonDismissesBackOffStage() throws {
        let (stage, root) = launch()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pumpAndSettle()
        let menu = try #require(root.presentedViewController as? MenuViewController)
        stage.tap(at: CGPoint(x: 281, y: 333.5))
        stage.pumpAndSettle()
        #expect(root.presentedViewController == nil)
        #expect(menu.btns[3].transform.tx == 150)
        #expect(menu.view.alpha == 0)
    }

    @Test(arguments: [0.1, 0.25, 0.5])
    func presentFrames(at time: Double) {
        let (stage, _) = launch()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pump(0)
        stage.pump(time)
        let renderer = CARenderer(layer: stage.window.layer)
        let frame = renderer.makeImage(scale: 1, atTime: nil, opaque: true)
        Self.golden.check(frame, named: "tumblr-menu-present-\(Int(time * 1000))ms")
    }
}
