import BenchmarkScenes
import UIKit

/// The UIKit path of the layout benchmark: the benchmark's layout (chains of 8 that compress, a grid of equal cells,
/// a vertical stack of rows of nine) as UIViews with anchors in a 375 × 667 window, built, activated and laid out
/// with `layoutIfNeeded()`; then single edits of the first chain view's width constant, each followed by
/// `layoutIfNeeded()`. Report only (no peer).
@MainActor enum UIKitLayoutBenchmark {
    static func run(views: Int, edits: Int) {
        let clock = ContinuousClock()
        var builds: [Double] = []
        var kept: (UIWindow, NSLayoutConstraint, UIView)?
        for _ in 0..<5 {
            let start = clock.now
            let built = UIKitLayoutScene.build(views: views)
            builds.append(seconds(start.duration(to: clock.now)))
            kept = built
        }
        let (window, width, probe) = kept!
        var loops: [Double] = []
        var sum = 0.0
        for _ in 0..<3 {
            let start = clock.now
            for k in 0..<edits {
                width.constant = layoutEditValue(k)
                window.layoutIfNeeded()
                sum += probe.frame.minX
            }
            loops.append(seconds(start.duration(to: clock.now)) / Double(edits))
        }
        print("{\"engine\": \"flipbook-uikit\", \"views\": \(views), \"build_s\": \(median(builds)), "
              + "\"edit_s\": \(median(loops)), \"probe\": \(sum / Double(3 * edits))}")
    }
}
