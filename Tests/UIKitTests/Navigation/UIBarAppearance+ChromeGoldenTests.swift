import Flipbook
import GoldenTesting
import Testing

/// The default bar chrome (issue 17): a translucent navigation bar with the default appearance blurs the
/// coloured content scrolling under it with the `systemChromeMaterial` backdrop, frame after frame of a scroll.
@MainActor
@Suite struct BarChromeGoldenTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    /// A list of coloured rows in a navigation controller, scrolled so that `offset` points of content have gone
    /// under the bar.
    func scene(scrolledBy offset: CGFloat, configure: (UINavigationController) -> Void = { _ in })
        -> (Stage, UIScrollView) {
        final class Stripes: UIViewController {
            override func loadView() {
                let scroll = UIScrollView()
                scroll.backgroundColor = .white
                let colours: [UIColor] = [.red, .orange, .yellow, .green, .cyan, .blue, .purple, .magenta]
                for i in 0..<24 {
                    let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 60, width: 375, height: 44))
                    row.backgroundColor = colours[i % colours.count]
                    let dot = UIView(frame: CGRect(x: 16 + CGFloat(i % 5) * 70, y: 10, width: 24, height: 24))
                    dot.backgroundColor = .black
                    dot.layer.cornerRadius = 12
                    row.addSubview(dot)
                    scroll.addSubview(row)
                }
                scroll.contentSize = CGSize(width: 375, height: 24 * 60)
                view = scroll
            }
        }
        let stage = Stage(device: .iPhoneSE)
        let list = Stripes()
        list.title = "Chrome"
        let nav = UINavigationController(rootViewController: list)
        configure(nav)
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        let scroll = list.view as! UIScrollView
        scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top + offset)
        nav.view.setNeedsLayout()  // off the scroll edge: the standard appearance (the chrome)
        stage.pumpAndSettle()
        return (stage, scroll)
    }

    func frame(_ stage: Stage) -> CGImage {
        stage.snapshot(scale: 1)
    }

    @Test func contentScrollingUnderTheDefaultBar() {
        let (stage, scroll) = scene(scrolledBy: 30)
        #expect(scroll.adjustedContentInset.top == 64, "the bar is in the list's safe area")
        #expect(!(scroll.next as? UIViewController)!.navigationController!.navigationBar.isAtScrollEdge)
        Self.golden.check(frame(stage), named: "bar-chrome-scrolled-30")
        scroll.contentOffset.y += 50
        scroll.superview?.setNeedsLayout()
        stage.pumpAndSettle()
        let image = frame(stage)
        Self.golden.check(image, named: "bar-chrome-scrolled-80")
        // The bar is tinted by what is under it: redder over the red/orange rows than plain chrome over white.
        let p = image.pixel(x: 300, y: 50)
        #expect(Int(p.r) > Int(p.b) + 30, "\(p)")
    }

    @Test func opaqueBarOverTheSameContent() {
        let (stage, _) = scene(scrolledBy: 80) { $0.navigationBar.isTranslucent = false }
        let image = frame(stage)
        Self.golden.check(image, named: "bar-chrome-opaque")
        #expect(image.pixel(x: 300, y: 50).r == 255 && image.pixel(x: 300, y: 50).b == 255)
    }
}
