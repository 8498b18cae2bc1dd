import Testing
@testable import UIKit
import Flipbook

/// Zooming (`UIScrollView+Zooming.swift`).
@MainActor @Suite struct UIScrollViewZoomingTests {
    final class ZoomDelegate: NSObject, UIScrollViewDelegate {
        let view: UIView
        var zooms = 0
        var ended: CGFloat?
        init(view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { ended = scale }
    }

    @Test func zoomScaleScalesTheViewAndContentSize() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.addSubview(image)
        let delegate = ZoomDelegate(view: image)
        scrollView.delegate = delegate
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        #expect(scrollView.pinchGestureRecognizer != nil)
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentSize == CGSize(width: 600, height: 600))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 600, height: 600))
        #expect(delegate.zooms == 1)
        scrollView.zoomScale = 10   // clamped
        #expect(scrollView.zoomScale == 3)
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: false)
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.contentOffset == CGPoint(x: 150 * 3 - 150, y: 150 * 3 - 150))
    }

    @Test func pinchZoomsAboutTheFingers() {
        let stage = Stage(device: .iPhoneSE)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        stage.show(scrollView)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.addSubview(image)
        scrollView.contentSize = image.bounds.size
        let delegate = ZoomDelegate(view: image)
        scrollView.delegate = delegate
        scrollView.maximumZoomScale = 4
        let fingers = stage.touchDown(at: [CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300)])
        stage.move(fingers, to: [CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300)], duration: 0.3)
        // Distance 100 → 200: scale 2, the midpoint (200, 300) stays put.
        #expect(abs(scrollView.zoomScale - 2) < 1e-6)
        #expect(abs(scrollView.contentOffset.x - 200) < 1e-6 && abs(scrollView.contentOffset.y - 300) < 1e-6)
        stage.touchUp(fingers)
        stage.pumpAndSettle()
        #expect(delegate.ended == scrollView.zoomScale)
    }
}
