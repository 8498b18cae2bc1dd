import Testing
@testable import UIKit
import Flipbook

/// UIBarAppearance and the bars drawing it, with the legacy properties (pixels at scale 1 on an iPhone SE).
@MainActor
@Suite struct UIBarAppearanceTests {
    final class Screen: UIViewController {
        var color: UIColor = .white
        override func loadView() {
            view = UIView()
            view.backgroundColor = color
        }
    }

    func showNavigation(_ color: UIColor = .white, configure: (UINavigationController) -> Void = { _ in })
        -> (Stage, UINavigationController, Screen) {
        let stage = Stage(device: .iPhoneSE)
        let screen = Screen()
        screen.color = color
        screen.title = "Title"
        let nav = UINavigationController(rootViewController: screen)
        configure(nav)
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        return (stage, nav, screen)
    }

    func pixel(_ stage: Stage, _ x: CGFloat, _ y: CGFloat) -> (r: Int, g: Int, b: Int, a: Int) {
        Probe.color(stage.snapshot(scale: 1), Int(x), Int(y))
    }

    func matches(_ stage: Stage, _ x: CGFloat, _ y: CGFloat, _ rgb: (Int, Int, Int), tolerance: Int = 3) -> Bool {
        Probe.matches(stage.snapshot(scale: 1), Int(x), Int(y), rgb, tolerance: tolerance)
    }

    @Test func configurationsSetUIKitsValues() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        let copy = appearance.copy() as! UINavigationBarAppearance
        #expect(copy !== appearance && copy.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        #expect(copy.shadowColor == nil)
        #expect(UITabBarAppearance(barAppearance: appearance).shadowColor == nil)
    }

    @Test func defaultBarIsTheChromeWithAHairline() {
        let (stage, nav, _) = showNavigation()
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44), "below the status bar")
        // 97 % grey at 94 % over the white content, and the hairline (black at 30 %) just below the bar.
        #expect(matches(stage, 10, 40, (248, 248, 248)))
        let image = stage.snapshot(scale: 2)
        #expect(Probe.matches(image, 20, 128, (179, 179, 179), tolerance: 4), "one pixel of hairline")
        #expect(Probe.matches(image, 20, 129, (255, 255, 255)))
    }

    @Test func standardAppearanceDrawsItsBackgroundAndTitle() {
        let (stage, nav, _) = showNavigation()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        nav.navigationBar.standardAppearance = appearance
        stage.pump()
        #expect(matches(stage, 10, 40, (255, 0, 0)))
        let image = stage.snapshot(scale: 1)
        #expect(Probe.count(image, in: CGRect(x: 150, y: 25, width: 75, height: 35)) { $0.r > 240 && $0.g > 200 } > 15,
                "white title text on the red bar")
        // A legacy bar tint no longer applies once an appearance is set.
        nav.navigationBar.barTintColor = .blue
        stage.pump()
        #expect(matches(stage, 10, 40, (255, 0, 0)))
    }

    @Test func theTopItemsAppearanceWins() {
        let (stage, nav, _) = showNavigation()
        let second = Screen()
        let blue = UINavigationBarAppearance()
        blue.configureWithOpaqueBackground()
        blue.backgroundColor = .blue
        second.navigationItem.standardAppearance = blue
        nav.pushViewController(second, animated: false)
        stage.pumpAndSettle()
        #expect(nav.navigationBar.resolvedAppearance === blue)
        #expect(matches(stage, 10, 40, (0, 0, 255)))
        nav.popViewController(animated: false)
        stage.pumpAndSettle()
        #expect(matches(stage, 10, 40, (248, 248, 248)))
    }

    @Test func transparentBarsShowTheContent() {
        let (stage, nav, _) = showNavigation(.green)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        nav.navigationBar.standardAppearance = appearance
        stage.pump()
        #expect(matches(stage, 10, 40, (0, 255, 0)))
        let image = stage.snapshot(scale: 2)
        #expect(Probe.matches(image, 20, 128, (0, 255, 0)), "no hairline")
    }

    @Test func legacyPropertiesApplyWithoutAppearances() {
        let (stage, nav, _) = showNavigation(.green)
        let bar = nav.navigationBar
        bar.barTintColor = .orange
        stage.pump()
        #expect(matches(stage, 10, 40, (255, 128, 0)))
        bar.barTintColor = nil
        bar.isTranslucent = false
        stage.pump()
        #expect(matches(stage, 10, 40, (255, 255, 255)), "opaque system background")
        bar.barStyle = .black
        stage.pump()
        #expect(matches(stage, 10, 40, (0, 0, 0)), "opaque black")
        #expect(bar.resolvedTitleAttributes[.foregroundColor] as? UIColor == .white)
        #expect(nav.preferredStatusBarStyle == .lightContent)
        bar.titleTextAttributes = [.foregroundColor: UIColor.yellow]
        #expect(bar.resolvedTitleAttributes[.foregroundColor] as? UIColor == .yellow)
    }

    @Test func scrollEdgeAppearanceWhileTheScrollViewIsAtItsTop() {
        final class ListScreen: UIViewController {
            override func loadView() {
                let scroll = UIScrollView()
                scroll.backgroundColor = .yellow
                scroll.contentSize = CGSize(width: 375, height: 3000)
                view = scroll
            }
        }
        let stage = Stage(device: .iPhoneSE)
        let list = ListScreen()
        let nav = UINavigationController(rootViewController: list)
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        let scroll = list.view as! UIScrollView
        scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top)
        nav.view.setNeedsLayout()
        stage.pump()
        #expect(nav.navigationBar.isAtScrollEdge)
        // No scroll-edge appearance: the standard one made transparent.
        #expect(matches(stage, 10, 40, (255, 255, 0)))
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .red
        nav.navigationBar.scrollEdgeAppearance = edge
        stage.pump()
        #expect(matches(stage, 10, 40, (255, 0, 0)))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        nav.view.setNeedsLayout()
        stage.pump()
        #expect(!nav.navigationBar.isAtScrollEdge)
        #expect(nav.navigationBar.resolvedAppearance !== edge)
    }

    @Test func compactHeightUsesTheCompactAppearance() {
        let (stage, nav, _) = showNavigation()
        let compact = UINavigationBarAppearance()
        nav.navigationBar.compactAppearance = compact
        #expect(nav.navigationBar.resolvedAppearance !== compact)
        stage.rotate(to: .landscapeLeft)
        stage.pumpAndSettle()
        #expect(nav.navigationBar.traitCollection.verticalSizeClass == .compact)
        #expect(nav.navigationBar.resolvedAppearance === compact)
    }

    @Test func largeTitlesMakeTheBarTaller() {
        let (stage, nav, screen) = showNavigation { $0.navigationBar.prefersLargeTitles = true }
        stage.pump()
        let height = nav.navigationBar.frame.height
        #expect(height == 96, "44 + 52, below the 20 pt status bar")
        let large = try! #require(nav.navigationBar.subviews.compactMap { $0 as? UILabel }
            .first { $0.text == "Title" })
        #expect(large.font.pointSize == 34 && large.frame.minX == 16 && large.frame.minY >= 44)
        screen.navigationItem.largeTitleDisplayMode = .never
        nav.view.setNeedsLayout()
        stage.pump()
        #expect(nav.navigationBar.frame.height == 44)
    }

    @Test func tabBarAndToolbarDrawTheirAppearance() {
        let stage = Stage(device: .iPhoneSE)
        let tabs = UITabBarController()
        tabs.viewControllers = [Screen(), Screen()]
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        tabs.tabBar.standardAppearance = appearance
        stage.window.rootViewController = tabs
        stage.pumpAndSettle()
        #expect(matches(stage, 10, 667 - 20, (255, 0, 0)))
        let image = stage.snapshot(scale: 2)
        #expect(Probe.matches(image, 20, (667 - 49) * 2 - 1, (179, 179, 179), tolerance: 4), "hairline above")

        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
        tabs.selectedViewController!.view.addSubview(toolbar)
        toolbar.barTintColor = .blue
        stage.pump()
        #expect(matches(stage, 10, 120, (0, 0, 255)))
        let toolbarAppearance = UIToolbarAppearance()
        toolbarAppearance.configureWithTransparentBackground()
        toolbar.standardAppearance = toolbarAppearance
        stage.pump()
        #expect(matches(stage, 10, 120, (255, 255, 255)))
    }

    /// A black/white edge under the bar: the assigned blur smears it (Gaussian, as UIVisualEffectView draws),
    /// under a transparent configuration it stays sharp, and the default chrome blurs it too.
    @Test func backgroundEffectBlursWhatIsBehindTheBar() {
        final class Edge: UIViewController {
            override func loadView() {
                view = UIView()
                view.backgroundColor = .white
                let black = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 667))
                black.backgroundColor = .black
                view.addSubview(black)
            }
        }
        func show(_ configure: (UINavigationBarAppearance) -> Void) -> (Stage, UINavigationController) {
            let stage = Stage(device: .iPhoneSE)
            let nav = UINavigationController(rootViewController: Edge())
            let appearance = UINavigationBarAppearance()
            configure(appearance)
            nav.navigationBar.standardAppearance = appearance
            stage.window.rootViewController = nav
            stage.pumpAndSettle()
            return (stage, nav)
        }
        #expect(UINavigationBarAppearance().backgroundEffect?.style == .systemChromeMaterial)
        let (blurred, _) = show {
            $0.configureWithTransparentBackground()
            $0.backgroundEffect = UIBlurEffect(style: .dark)
        }
        let (sharp, _) = show { $0.configureWithTransparentBackground() }
        #expect((UINavigationBarAppearance().copy() as! UIBarAppearance).backgroundEffect != nil)
        // Sharp: black then white right at the edge (x 179 | 180) inside the bar (y 40).
        #expect(pixel(sharp, 179, 40).r == 0 && pixel(sharp, 180, 40).r == 255)
        // Blurred: the edge becomes a ramp (σ 20 pt), darkened by the dark style's tint, and rises left to right.
        let ramp = [150, 175, 185, 210].map { pixel(blurred, CGFloat($0), 40).r }
        #expect(ramp[0] > 10 && ramp[3] < 245, "\(ramp)")
        #expect(ramp[0] < ramp[1] && ramp[1] < ramp[2] && ramp[2] < ramp[3], "\(ramp)")
        // Below the bar the content is untouched.
        #expect(pixel(blurred, 179, 300).r == 0 && pixel(blurred, 180, 300).r == 255)
        // The default chrome is the systemChromeMaterial blur (σ 30 pt, white 0.97 at 75 %): far from the edge the
        // black side reads 0.97 × 0.75 ≈ 186, the white side 0.97 × 0.75 + 0.25 ≈ 249, with a ramp between.
        let (chrome, _) = show { _ in }
        #expect(abs(pixel(chrome, 10, 40).r - 186) <= 4, "\(pixel(chrome, 10, 40))")
        #expect(abs(pixel(chrome, 365, 40).r - 249) <= 4, "\(pixel(chrome, 365, 40))")
        let chromeRamp = [120, 160, 200, 240].map { pixel(chrome, CGFloat($0), 40).r }
        #expect(chromeRamp[0] < chromeRamp[1] && chromeRamp[1] < chromeRamp[2] && chromeRamp[2] < chromeRamp[3],
                "\(chromeRamp)")
    }

    /// The default bars blur coloured content behind them (the chrome takes its hue); an opaque bar, the opaque
    /// configuration and a transparent one do not blur (pure white; white; the content itself).
    @Test func defaultBarsBlurColouredContent() {
        final class Striped: UIViewController {
            override func loadView() {
                view = UIView()
                view.backgroundColor = .white
                let red = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                red.backgroundColor = .red
                view.addSubview(red)
            }
        }
        func show(_ configure: (UINavigationController, UITabBarController) -> Void)
            -> (Stage, UINavigationController) {
            let stage = Stage(device: .iPhoneSE)
            let nav = UINavigationController(rootViewController: Striped())
            nav.isToolbarHidden = false
            let tabs = UITabBarController()
            tabs.viewControllers = [nav]
            configure(nav, tabs)
            stage.window.rootViewController = tabs
            stage.pumpAndSettle()
            return (stage, nav)
        }
        // Red under the chrome, tinted (white 0.97 at 75 %: 0.98, 0.73, 0.73) then saturated ×1.8 about its
        // luminance: red clips at 255, green and blue drop to ≈ 175 — a pink bar, where white content gives ≈ 249.
        let (chrome, nav) = show { _, _ in }
        #expect(nav.navigationBar.isTranslucent)
        for (x, y) in [(10, 40), (10, 667 - 49 - 20), (10, 667 - 20)] as [(CGFloat, CGFloat)] {
            let p = pixel(chrome, x, y)
            #expect(p.r >= 250 && abs(p.g - 175) <= 10 && p.g == p.b, "\(x),\(y): \(p)")
        }
        let (opaque, _) = show { nav, tabs in
            nav.navigationBar.isTranslucent = false
            nav.toolbar.isTranslucent = false
            tabs.tabBar.isTranslucent = false
        }
        for (x, y) in [(10, 40), (10, 667 - 49 - 20), (10, 667 - 20)] as [(CGFloat, CGFloat)] {
            #expect(matches(opaque, x, y, (255, 255, 255)), "\(x),\(y)")
        }
        let (configured, _) = show { nav, _ in
            let opaque = UINavigationBarAppearance()
            opaque.configureWithOpaqueBackground()
            nav.navigationBar.standardAppearance = opaque
            let transparent = UIToolbarAppearance()
            transparent.configureWithTransparentBackground()
            nav.toolbar.standardAppearance = transparent
        }
        #expect(matches(configured, 10, 40, (255, 255, 255)))
        #expect(matches(configured, 10, 667 - 49 - 20, (255, 0, 0)))
        let (dark, _) = show { nav, _ in
            let appearance = UINavigationBarAppearance()
            appearance.backgroundEffect = UIBlurEffect(style: .dark)
            nav.navigationBar.standardAppearance = appearance
        }
        // The dark style (white 0.11 at 73 %) over red: tinted to 0.35, 0.08, 0.08, saturated ×1.8 to ≈ 133, 9, 9.
        let p = pixel(dark, 10, 40)
        #expect(abs(p.r - 133) <= 6 && abs(p.g - 9) <= 6 && p.g == p.b, "\(p)")
    }
}
