import Testing
@testable import UIKit

/// The page sheet's numbers (decisions, `SheetMetrics`): its frame below the status bar, the presenter's
/// scale-back, and the pull-down's release rule.
@MainActor
@Suite struct SheetMetricsTests {
    @Test func theSheetStartsTenPointsBelowTheStatusBar() {
        // The seed's device: a 414 × 896 phone with a 44 pt status bar gives Xcode's page-sheet scene, 414 × 842.
        let frame = SheetMetrics.sheetFrame(in: CGRect(x: 0, y: 0, width: 414, height: 896), safeTop: 44)
        #expect(frame == CGRect(x: 0, y: 54, width: 414, height: 842))
        #expect(SheetMetrics.sheetFrame(in: CGRect(x: 0, y: 0, width: 393, height: 852), safeTop: 59)
                == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test func thePresenterIsScaledBackUnderTheStatusBarWithSixteenPointSides() {
        let size = CGSize(width: 393, height: 852)
        let t = SheetMetrics.presenterTransform(size: size, safeTop: 59)
        // Applied about the view's centre, as a view's transform is.
        let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            .applying(t).offsetBy(dx: size.width / 2, dy: size.height / 2)
        #expect(abs(rect.minX - 16) < 1e-9)
        #expect(abs(rect.maxX - (393 - 16)) < 1e-9)
        #expect(abs(rect.minY - 59) < 1e-9)
        #expect(abs(t.a - 361.0 / 393) < 1e-12 && abs(t.d - t.a) < 1e-12)
        // Too narrow to inset: left alone.
        #expect(SheetMetrics.presenterTransform(size: CGSize(width: 20, height: 40), safeTop: 20) == .identity)
    }

    @Test func releaseRule() {
        #expect(SheetMetrics.progress(translation: 391.5, height: 783) == 0.5)
        #expect(SheetMetrics.progress(translation: -50, height: 783) == 0)
        #expect(SheetMetrics.progress(translation: 2000, height: 783) == 1)
        // Past half: dismissed, unless flicked back up.
        #expect(SheetMetrics.shouldDismiss(progress: 0.5, velocity: 0))
        #expect(SheetMetrics.shouldDismiss(progress: 0.6, velocity: -999))
        #expect(!SheetMetrics.shouldDismiss(progress: 0.9, velocity: -1000))
        // Short of half: only a flick down dismisses.
        #expect(!SheetMetrics.shouldDismiss(progress: 0.49, velocity: 999))
        #expect(SheetMetrics.shouldDismiss(progress: 0.05, velocity: 1000))
    }

    @Test func aRefusedPullIsRubberBanded() {
        let height: CGFloat = 852
        var last: CGFloat = 0
        for pull in stride(from: CGFloat(50), through: 600, by: 50) {
            let shown = SheetMetrics.resistedOffset(translation: pull, height: height)
            #expect(shown > last && shown < pull)
            last = shown
        }
        // (1 − 1/(x·0.55/d + 1))·d
        let expected = (1 - 1 / (300 * 0.55 / height + 1)) * height
        #expect(abs(SheetMetrics.resistedOffset(translation: 300, height: height) - expected) < 1e-9)
        #expect(SheetMetrics.resistedOffset(translation: -300, height: height) == -expected)
    }
}
