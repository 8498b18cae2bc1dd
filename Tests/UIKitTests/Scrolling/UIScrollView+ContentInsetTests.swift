import Testing
@testable import UIKit
import Flipbook

/// Records `adjustedContentInsetDidChange()` calls, the subclass hook beside the delegate's.
final class InsetRecordingScrollView: UIScrollView {
    var changes: [UIEdgeInsets] = []
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        changes.append(adjustedContentInset)
    }
}

/// Records the delegate's adjusted-inset calls.
final class InsetDelegate: NSObject, UIScrollViewDelegate {
    var insets: [UIEdgeInsets] = []
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insets.append(scrollView.adjustedContentInset) }
}

/// `adjustedContentInset`: the safe area added by `contentInsetAdjustmentBehavior`, the callbacks, the offset kept
/// at the top edge, and the safe area the content sees.
@MainActor @Suite struct UIScrollViewContentInsetTests {
    /// The stages kept alive while their views are inspected (a view leaves its window when the stage goes).
    static var alive: [Stage] = []
    static let iPhone15Safe = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// A full-screen scroll view with `contentHeight` of content on `device`, its delegate, laid out.
    func make(_ device: Stage.Device, contentHeight: CGFloat = 5000,
              behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic)
        -> (Stage, InsetRecordingScrollView, InsetDelegate) {
        let stage = Stage(device: device)
        let scrollView = InsetRecordingScrollView()
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.contentSize = CGSize(width: device.size.width, height: contentHeight)
        let delegate = InsetDelegate()
        scrollView.delegate = delegate
        stage.show(scrollView)
        stage.pump()
        Self.alive.append(stage)
        return (stage, scrollView, delegate)
    }

    @Test func automaticAddsTheSafeAreaOfAVerticalListOnIPhone15() {
        let (_, scrollView, delegate) = make(.iPhone15)
        #expect(scrollView.safeAreaInsets == Self.iPhone15Safe)
        #expect(scrollView.adjustedContentInset == Self.iPhone15Safe)
        // Shown at its top: it rests at the new top edge, the first point of content 59 pt down the screen.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
        #expect(scrollView.minimumContentOffset == CGPoint(x: 0, y: -59))
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 5000 + 34 - 852))
        #expect(scrollView.changes == [Self.iPhone15Safe])
        #expect(delegate.insets == [Self.iPhone15Safe])
    }

    @Test func iPhoneSEAddsTheStatusBarOnly() {
        let (_, scrollView, delegate) = make(.iPhoneSE)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(scrollView.contentOffset.y == -20)
        #expect(delegate.insets.count == 1)
    }

    @Test func scrollableAxesAddsNothingToContentThatFits() {
        let (_, scrollView, delegate) = make(.iPhone15, contentHeight: 400, behavior: .scrollableAxes)
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentOffset == .zero)
        #expect(delegate.insets.isEmpty)
        // Always bouncing vertically makes the vertical axis scrollable: top and bottom are added, and the
        // content resting at its top edge moves with it.
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.adjustedContentInset == Self.iPhone15Safe)
        #expect(scrollView.contentOffset.y == -59)
        #expect(delegate.insets == [Self.iPhone15Safe])
        // Content growing past the view does the same without bouncing.
        scrollView.alwaysBounceVertical = false
        #expect(scrollView.adjustedContentInset == .zero)
        scrollView.contentSize.height = 2000
        #expect(scrollView.adjustedContentInset == Self.iPhone15Safe)
        #expect(delegate.insets == [Self.iPhone15Safe, .zero, Self.iPhone15Safe])
    }

    @Test func automaticIsScrollableAxesOutsideANavigationController() {
        let (_, scrollView, _) = make(.iPhone15, contentHeight: 400, behavior: .automatic)
        #expect(scrollView.adjustedContentInset == .zero)
    }

    @Test func automaticAlwaysAdjustsTopAndBottomOfANavigationChildsRootScrollView() {
        let stage = Stage(device: .iPhone15)
        let child = UIViewController()
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 393, height: 300)   // fits: not scrollable
        child.view = scrollView
        let navigation = UINavigationController(rootViewController: child)
        stage.window.rootViewController = navigation
        stage.pump()
        #expect(scrollView.safeAreaInsets.top >= 59)
        #expect(scrollView.adjustedContentInset.top == scrollView.safeAreaInsets.top)
        #expect(scrollView.adjustedContentInset.bottom == scrollView.safeAreaInsets.bottom)
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset == .zero)
    }

    @Test func neverAndAlways() {
        let (_, never, neverDelegate) = make(.iPhone15, behavior: .never)
        #expect(never.adjustedContentInset == .zero)
        #expect(never.contentOffset == .zero)
        #expect(neverDelegate.insets.isEmpty)
        let (_, always, _) = make(.iPhone15, contentHeight: 100, behavior: .always)
        #expect(always.adjustedContentInset == Self.iPhone15Safe)
        // Switching to .never at the top edge goes back to offset 0.
        always.contentInsetAdjustmentBehavior = .never
        #expect(always.adjustedContentInset == .zero)
        #expect(always.contentOffset == .zero)
        #expect(always.changes == [Self.iPhone15Safe, .zero])
    }

    @Test func contentInsetAddsToTheSafeAreaAndLeavesTheOffset() {
        let (_, scrollView, delegate) = make(.iPhone15)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 39, right: 0))
        // UIKit does not move the content when code sets contentInset.
        #expect(scrollView.contentOffset.y == -59)
        #expect(delegate.insets.last == UIEdgeInsets(top: 69, left: 0, bottom: 39, right: 0))
        #expect(delegate.insets.count == 2)
    }

    @Test func aScrollViewClearOfTheSafeAreaAddsNothing() {
        let stage = Stage(device: .iPhone15)
        let root = UIView()
        stage.show(root)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        root.addSubview(scrollView)
        stage.pump()
        #expect(scrollView.safeAreaInsets == .zero)
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentOffset == .zero)
        // Moved up under the housing: the top is added (its bottom edge at 700 is clear of the home indicator).
        scrollView.frame.origin.y = 0
        stage.pump()
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(scrollView.contentOffset.y == -59)
    }

    @Test func aScrolledListKeepsItsOffsetWhenTheInsetChanges() {
        let (stage, scrollView, _) = make(.iPhone15, behavior: .never)
        scrollView.contentOffset.y = 300
        scrollView.contentInsetAdjustmentBehavior = .automatic
        stage.pump()
        #expect(scrollView.adjustedContentInset == Self.iPhone15Safe)
        #expect(scrollView.contentOffset.y == 300)
    }

    @Test func contentSeesOnlyTheSafeAreaTheInsetDoesNotCover() {
        let (_, automatic, _) = make(.iPhone15)
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        automatic.addSubview(top)
        #expect(automatic.safeAreaInsetsForContent == .zero)
        #expect(top.safeAreaInsets == .zero)
        let (_, never, _) = make(.iPhone15, behavior: .never)
        let underHousing = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        never.addSubview(underHousing)
        #expect(underHousing.safeAreaInsets.top == 59)
    }

    @Test func landscapeAddsTheSidesOnlyToAxesThatScroll() {
        let (stage, scrollView, _) = make(.iPhone15)
        stage.rotate(to: .landscapeLeft)
        stage.pumpAndSettle()
        let safe = scrollView.safeAreaInsets
        #expect(safe == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        // Vertical list: the home indicator's 21 pt is added, the sides are not — the content sees them.
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(scrollView.safeAreaInsetsForContent == UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == safe)
    }

    @Test func rulesTable() {
        typealias A = ContentInsetAdjustment
        #expect(A.adjustedAxes(.never, scrollsHorizontally: true, scrollsVertically: true, isRootOfNavigationChild: true) == (false, false))
        #expect(A.adjustedAxes(.always, scrollsHorizontally: false, scrollsVertically: false, isRootOfNavigationChild: false) == (true, true))
        #expect(A.adjustedAxes(.scrollableAxes, scrollsHorizontally: true, scrollsVertically: false, isRootOfNavigationChild: true) == (true, false))
        #expect(A.adjustedAxes(.automatic, scrollsHorizontally: false, scrollsVertically: false, isRootOfNavigationChild: true) == (false, true))
        #expect(A.adjustedAxes(.automatic, scrollsHorizontally: true, scrollsVertically: false, isRootOfNavigationChild: false) == (true, false))
    }
}
