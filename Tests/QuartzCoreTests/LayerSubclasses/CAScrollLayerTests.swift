import Testing
@testable import QuartzCore

/// CAScrollLayer: scrolling moves the bounds origin along the axes its mode allows, `scroll(to: CGRect)` moves as
/// little as shows the rectangle, and what scrolls out of the bounds is clipped.
@Suite struct CAScrollLayerTests {
    private func scroller(_ mode: CAScrollLayerScrollMode = .both) -> CAScrollLayer {
        let layer = CAScrollLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.scrollMode = mode
        CATransaction.commit()
        return layer
    }

    @Test func defaults() {
        let layer = CAScrollLayer()
        #expect(layer.scrollMode == .both)
        #expect(layer.masksToBounds, "clips what scrolls out (decision)")
        #expect([CAScrollLayerScrollMode.none, .vertically, .horizontally, .both].map(\.rawValue)
                == ["none", "vertically", "horizontally", "both"])
    }

    @Test func scrollToPointFollowsTheMode() {
        let expected: [(CAScrollLayerScrollMode, CGPoint)] = [
            (.both, CGPoint(x: 30, y: 70)), (.horizontally, CGPoint(x: 30, y: 0)),
            (.vertically, CGPoint(x: 0, y: 70)), (.none, .zero),
        ]
        for (mode, origin) in expected {
            let layer = scroller(mode)
            layer.scroll(to: CGPoint(x: 30, y: 70))
            #expect(layer.bounds.origin == origin, "\(mode.rawValue)")
            #expect(layer.bounds.size == CGSize(width: 100, height: 50))
            #expect(layer.position == CGPoint(x: 50, y: 25), "the frame stays put")
        }
    }

    @Test func scrollToRectMovesAsLittleAsShowsIt() {
        let layer = scroller()
        layer.scroll(to: CGRect(x: 10, y: 10, width: 20, height: 20))  // already visible
        #expect(layer.bounds.origin == .zero)
        layer.scroll(to: CGRect(x: 150, y: 80, width: 20, height: 20))  // beyond the far edges: far edges align
        #expect(layer.bounds.origin == CGPoint(x: 70, y: 50))
        layer.scroll(to: CGRect(x: 40, y: 10, width: 10, height: 10))  // before the near edges: near edges align
        #expect(layer.bounds.origin == CGPoint(x: 40, y: 10))
        layer.scroll(to: CGRect(x: 0, y: 0, width: 300, height: 300))  // too big: its top-left wins
        #expect(layer.bounds.origin == .zero)
        let vertical = scroller(.vertically)
        vertical.scroll(to: CGRect(x: 500, y: 60, width: 10, height: 10))
        #expect(vertical.bounds.origin == CGPoint(x: 0, y: 20))
    }

    /// The content slides under the fixed frame and is clipped to it.
    @Test func rendersScrolledAndClipped() {
        let root = makeRoot(80, 80)
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        root.addSublayer(scroll)
        let content = makeLayer(CGRect(x: 0, y: 0, width: 80, height: 80), rgb(200, 0, 0), in: scroll)
        _ = makeLayer(CGRect(x: 40, y: 40, width: 40, height: 40), rgb(0, 0, 200), in: content)
        var image = render(root)
        #expect(image.at(30, 30) == px(200, 0, 0))
        #expect(image.at(70, 70) == px(255, 255, 255), "clipped")
        // Without actions: a standalone layer's bounds change animates implicitly, and which instant of that
        // animation `render(_:at: 0)` shows would depend on how far other tests moved the shared clock.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scroll.scroll(to: CGPoint(x: 40, y: 40))
        CATransaction.commit()
        image = render(root)
        #expect(image.at(30, 30) == px(0, 0, 200), "the content's (50, 50) now shows at the frame's (10, 10)")
        #expect(image.at(10, 10) == px(255, 255, 255))
    }
}
