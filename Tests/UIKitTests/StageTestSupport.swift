import Testing
@testable import UIKit
import Flipbook

/// A stage showing a plain root view, and a 100 × 100 box at the origin inside it.
@MainActor
func makeStageWithBox(frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> (Stage, UIView, UIView) {
    let stage = Stage(device: .iPhoneSE)
    let root = UIView()
    stage.show(root)
    let box = UIView(frame: frame)
    root.addSubview(box)
    return (stage, root, box)
}

/// A stage on `device` showing a plain root view, and `count` views added to it for Auto Layout.
@MainActor
func makeStageForAutoLayout(device: Stage.Device = .iPhoneSE, views count: Int = 0) -> (Stage, UIView, [UIView]) {
    let stage = Stage(device: device)
    let root = UIView()
    stage.show(root)
    let views = (0..<count).map { _ in UIView() }
    for v in views { addForAutoLayout(v, to: root) }
    return (stage, root, views)
}

/// Adds `view` to `root` without autoresizing constraints.
@MainActor
func addForAutoLayout(_ view: UIView, to root: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
}

extension UIView {
    /// What is on screen now (the presentation layer's values).
    @MainActor var presented: CALayer { layer.presentation() ?? layer }
}

/// Whether `a` and `b` agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

/// The largest entry-wise difference between two transforms.
func distance(_ a: CATransform3D, _ b: CATransform3D) -> Double {
    let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
    let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
    return zip(x, y).map { Double(abs($0 - $1)) }.max()!
}

/// The y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at time fraction `x`, by bisection on the curve parameter
/// to machine precision: an independent reference for the engine's Newton solve (§6.9).
func bezierReference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if mid <= low || mid >= high { break }
        if bernstein(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return bernstein(y1, y2, (low + high) / 2)
}

/// Samples `value` every frame of `frame` seconds for `duration` seconds and returns the samples, starting with the
/// value before the first pump.
@MainActor
func record(_ stage: Stage, for duration: TimeInterval, frame: TimeInterval = 1.0 / 60.0,
            _ value: () -> Double) -> [Double] {
    var samples = [value()]
    var elapsed = 0.0
    while elapsed < duration - 1e-9 {
        stage.pump(frame)
        elapsed += frame
        samples.append(value())
    }
    return samples
}

/// The largest change between consecutive samples.
func largestStep(_ samples: [Double]) -> Double {
    zip(samples, samples.dropFirst()).map { abs($1 - $0) }.max() ?? 0
}

extension CALayer {
    /// The on-screen value of a numeric key path (`"position.x"`, `"opacity"`, …).
    @MainActor func presented(_ keyPath: String) -> Double {
        switch presentationProperties()[LayerKeyPath(keyPath)] {
        case .number(let v): v
        default: .nan
        }
    }
}
