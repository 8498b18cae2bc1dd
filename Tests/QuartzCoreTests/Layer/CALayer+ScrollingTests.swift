import Testing
@testable import QuartzCore

/// CALayer's `scroll(_:)`, `scrollRectToVisible(_:)` and `visibleRect`: they act through the closest
/// `CAScrollLayer` above the layer.
@Suite struct CALayerScrollingTests {
    /// A 100 × 50 scroll layer holding a 400 × 400 content layer with an item at (200, 300, 40, 20) inside it.
    private func tree() -> (scroll: CAScrollLayer, content: CALayer, item: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        let content = makeLayer(CGRect(x: 0, y: 0, width: 400, height: 400), nil, in: scroll)
        let item = makeLayer(CGRect(x: 200, y: 300, width: 40, height: 20), nil, in: content)
        return (scroll, content, item)
    }

    @Test func scrollPointGoesThroughTheClosestScrollLayer() {
        let (scroll, content, item) = tree()
        item.scroll(CGPoint(x: 5, y: 5))  // the item's (5, 5) = the content's (205, 305)
        #expect(scroll.bounds.origin == CGPoint(x: 205, y: 305))
        content.scroll(CGPoint(x: 12, y: 34))
        #expect(scroll.bounds.origin == CGPoint(x: 12, y: 34))
        scroll.scrollMode = .vertically
        content.scroll(CGPoint(x: 99, y: 7))
        #expect(scroll.bounds.origin == CGPoint(x: 12, y: 7))
    }

    @Test func scrollRectToVisible() {
        let (scroll, _, item) = tree()
        item.scrollRectToVisible(item.bounds)
        // Far edges brought in: x 240 − 100, y 320 − 50.
        #expect(scroll.bounds.origin == CGPoint(x: 140, y: 270))
        item.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 140, y: 270), "already visible: no move")
    }

    @Test func visibleRectIsWhatTheScrollLayerShows() {
        let (scroll, content, item) = tree()
        #expect(content.visibleRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(item.visibleRect.isEmpty, "scrolled out of view")
        scroll.scroll(to: CGPoint(x: 220, y: 290))
        #expect(content.visibleRect == CGRect(x: 220, y: 290, width: 100, height: 50))
        #expect(item.visibleRect == CGRect(x: 20, y: 0, width: 20, height: 20))
        #expect(scroll.visibleRect == scroll.bounds)
    }

    @Test func withoutAScrollLayerNothingMoves() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        let child = makeLayer(CGRect(x: 5, y: 5, width: 10, height: 10), nil, in: layer)
        child.scroll(CGPoint(x: 3, y: 3))
        child.scrollRectToVisible(CGRect(x: 100, y: 100, width: 5, height: 5))
        #expect(layer.bounds.origin == .zero && child.bounds.origin == .zero)
        #expect(child.visibleRect == child.bounds)
    }
}
