import Testing
@testable import UIKit
import Flipbook

/// Scroll indicators (`UIScrollView+Indicators.swift`).
@MainActor @Suite struct UIScrollViewIndicatorsTests {
    @Test func indicatorShowsWhileScrollingAndFades() {
        let (stage, scrollView, _) = makeScrollStage()
        #expect(scrollView.scrollIndicators == nil)
        stage.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 400), duration: 0.3)
        let bar = scrollView.scrollIndicators!.vertical
        #expect(bar.opacity == 1 && !bar.isHidden)
        #expect(scrollView.scrollIndicators!.horizontal.isHidden)   // content isn't wider than the view
        // On top of the content, 3 pt wide, length the visible fraction of the track (667/5000).
        #expect(scrollView.layer.sublayers?.last === bar)
        #expect(bar.frame.width == 3)
        #expect(abs(bar.frame.height - max(667.0 / 5000 * (667 - 6), 36)) < 1e-6)
        #expect(bar.frame.maxX == scrollView.bounds.maxX - 3)
        stage.pumpAndSettle()
        #expect(bar.opacity == 0)
    }
}
