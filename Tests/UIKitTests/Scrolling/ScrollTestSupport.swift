import Testing
@testable import UIKit
import Flipbook

/// Records every delegate call of a scroll view, by name, with the offset at the time.
@MainActor
final class ScrollDelegateRecorder: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var endVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// Changes the target in `scrollViewWillEndDragging` (the snapping idiom).
    var retarget: ((CGPoint) -> CGPoint)?

    /// The calls without consecutive repeats of `didScroll`.
    var condensed: [String] {
        calls.reduce(into: []) { result, name in
            if name == "didScroll", result.last == "didScroll" { return }
            result.append(name)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll")
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        endVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

/// A stage whose root holds a 375 × 667 scroll view (full screen) with tall content.
@MainActor
func makeScrollStage(contentSize: CGSize = CGSize(width: 375, height: 5000))
    -> (Stage, UIScrollView, ScrollDelegateRecorder) {
    let stage = Stage(device: .iPhoneSE)
    let root = UIView()
    stage.show(root)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = contentSize
    // The closed forms below start at offset 0; the safe area (20 pt at the top of an iPhone SE) is tested apart.
    scrollView.contentInsetAdjustmentBehavior = .never
    root.addSubview(scrollView)
    let recorder = ScrollDelegateRecorder()
    scrollView.delegate = recorder
    stage.pump()
    return (stage, scrollView, recorder)
}
