import Flipbook
import UIKit

/// The invariants checked after every step of a program, and the stronger ones checked once it has settled.
extension FuzzWorld {
    /// What is wrong now; empty when every invariant holds.
    func violations(settled: Bool) -> [String] {
        adoptInteractors()
        var found = problems
        problems = []
        checkTrees(&found)
        checkFinite(stage.window.layer, path: "window", &found)
        checkCallbacks(settled: settled, &found)
        for vc in controllers {
            found += vc.problems
            vc.problems = []
        }
        found += listViolations(settled: settled)
        if settled { checkSettled(&found) }
        return found
    }

    /// Views and layers agree: every subview's superview is its parent, its layer is a sublayer of the parent's
    /// layer in the same order, and its window is the stage's; views out of the window have no window.
    private func checkTrees(_ found: inout [String]) {
        func visit(_ view: UIView) {
            if view.window !== stage.window { found.append("\(name(view)) is in the window's tree but its window is \(String(describing: view.window))") }
            let sublayers = view.layer.sublayers ?? []
            var lastIndex = -1
            for sub in view.subviews {
                if sub.superview !== view { found.append("\(name(sub)) is a subview of \(name(view)) whose superview is another") }
                guard let index = sublayers.firstIndex(where: { $0 === sub.layer }) else {
                    found.append("\(name(sub))'s layer is not a sublayer of \(name(view))'s layer")
                    continue
                }
                if index < lastIndex { found.append("\(name(view))'s sublayers are not in its subviews' order") }
                lastIndex = index
                if sub.layer.superlayer !== view.layer { found.append("\(name(sub))'s layer has another superlayer") }
                visit(sub)
            }
        }
        visit(stage.window)
        for view in views where view.window == nil {
            var ancestor = view.superview
            while let a = ancestor {
                if a === stage.window { found.append("\(name(view)) has no window but descends from it") }
                ancestor = a.superview
            }
        }
    }

    /// Every model and presentation value of every layer in the window is a number.
    private func checkFinite(_ layer: CALayer, path: String, _ found: inout [String]) {
        for (label, l) in [("model", layer), ("presentation", layer.presentation() ?? layer)] {
            let t = l.transform
            let values: [CGFloat] = [
                l.position.x, l.position.y, l.bounds.origin.x, l.bounds.origin.y, l.bounds.width, l.bounds.height,
                l.anchorPoint.x, l.anchorPoint.y, l.zPosition, CGFloat(l.opacity), l.cornerRadius, l.borderWidth,
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
            ]
            if values.contains(where: { !$0.isFinite }) {
                found.append("\(label) values of \(path) are not finite: \(values)")
            }
        }
        for (index, sub) in (layer.sublayers ?? []).enumerated() {
            checkFinite(sub, path: "\(path)/\(index)", &found)
        }
    }

    private func checkCallbacks(settled: Bool, _ found: inout [String]) {
        for c in completions + presentationCompletions where c.calls.count > 1 {
            found.append("completion of \(c.label) ran \(c.calls.count) times")
        }
        for c in completions where c.calls.first == false && c.epoch == epoch {
            found.append("completion of \(c.label) reported finished == false though nothing interrupted it")
        }
        for tracked in animators {
            if tracked.positions.count > 1 { found.append("\(tracked.label)'s completion ran \(tracked.positions.count) times") }
            guard let position = tracked.positions.first else { continue }
            let expected = tracked.finishedAt ?? (tracked.reversedAtEnd ? .start : .end)
            if position != expected {
                found.append("\(tracked.label) completed at position \(position.rawValue), expected \(expected.rawValue)")
            }
        }
        for animator in transitionAnimators where animator.endedCalls > 1 {
            found.append("animationEnded ran \(animator.endedCalls) times (completeTransition counted twice)")
        }
    }

    /// Once everything has run down: every completion ran exactly once, every transition ended, no controller is
    /// left half-way through an appearance change, and what is on screen agrees with the appearance states.
    private func checkSettled(_ found: inout [String]) {
        for c in completions where c.calls.count != 1 {
            found.append("completion of \(c.label) ran \(c.calls.count) times after settling")
        }
        for tracked in animators where tracked.everActive && tracked.hasAnimations && !tracked.discarded
            && tracked.positions.count != 1 {
            found.append("\(tracked.label) (state \(tracked.animator.state.rawValue)) ran its completion \(tracked.positions.count) times after settling")
        }
        for animator in transitionAnimators where animator.animateCalls > 0 && animator.endedCalls != 1 {
            found.append("a transition's animationEnded ran \(animator.endedCalls) times after settling")
        }
        if topController.transitionCoordinator != nil { found.append("a transition coordinator is still live after settling") }
        for vc in controllers {
            switch vc.appearanceState {
            case .appearing, .disappearing:
                found.append("\(vc) is left mid-appearance (\(vc.appearanceState)) after settling")
            case .appeared:
                if vc.viewIfLoaded?.window == nil { found.append("\(vc) is appeared but its view is not in the window") }
            case .disappeared:
                if let view = vc.viewIfLoaded, view.window != nil, !view.isHiddenOrCovered {
                    found.append("\(vc) is disappeared but its view is in the window")
                }
            }
            if vc.isBeingPresented || vc.isBeingDismissed { found.append("\(vc) is still being presented or dismissed") }
        }
        if tabs.view.window == nil, tabs.presentedViewController == nil {
            found.append("nothing is presented but the root controller's view is not in the window")
        }
        if stage.window.subviews.isEmpty { found.append("the window is empty") }
    }

    /// Fault injection for triage (FLIPBOOK_FUZZ_INJECT=layout-on-render): the checked run lays the window out
    /// before each render, as captures did before session 9, so the determinism finding
    /// `renderBetweenReloadAndScroll` comes back, to show that such failures shrink (`FuzzTriage.triageShrink`).
    nonisolated static let injectsLayoutOnRender = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_INJECT"] == "layout-on-render"

    /// The renderer draws the frame, and the frame's trace — every layer's presentation values — rebuilt as a
    /// tree of plain layers renders to the same pixels.
    func renderAndReplay(scale: CGFloat = 0.5) -> [String] {
        if Self.injectsLayoutOnRender { stage.window.layoutIfNeeded() }
        let recorder = stage.startRecording(fps: 60, scale: scale)
        let recording = recorder.stop()
        if let error = recorder.error { return ["the renderer failed: \(error)"] }
        guard let frame = recording.frames.first, let image = frame.image, let trace = recording.trace.first else {
            return ["the recording has no frame"]
        }
        let live = Self.layersInTraceOrder(stage.window.layer)
        guard live.count == trace.layers.count else {
            return ["the trace has \(trace.layers.count) layers, the window \(live.count)"]
        }
        // Standalone layers animate their changes implicitly: the rebuilt tree must not.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        var rebuilt: [String: CALayer] = [:]
        var root: CALayer?
        for (sample, original) in zip(trace.layers, live) {
            let layer = Self.layer(from: sample, like: original)
            rebuilt[sample.path] = layer
            if let slash = sample.path.lastIndex(of: "/") {
                let parentPath = String(sample.path[..<slash])
                guard let parent = rebuilt[parentPath] else { return ["no parent for \(sample.path) in the trace"] }
                if sample.path.hasSuffix("/mask") { parent.mask = layer } else { parent.addSublayer(layer) }
            } else {
                root = layer
            }
        }
        guard let root else { return ["the trace has no root"] }
        let renderer = CARenderer(layer: root)
        renderer.bounds = stage.window.bounds
        guard let replayed = renderer.makeImage(scale: scale, atTime: frame.stageTime, opaque: true) else {
            return ["the replay could not be rendered"]
        }
        let differing = Self.differingPixels(image, replayed, tolerance: 2)
        if differing > 0 {
            lastReplay = (image, replayed)
            return ["the trace replays to different pixels: \(differing) pixels differ"]
        }
        return []
    }

    /// Pixels whose channels differ by more than `tolerance` (a plain loop: this runs thousands of times).
    static func differingPixels(_ a: CGImage, _ b: CGImage, tolerance: Int) -> Int {
        guard a.width == b.width, a.height == b.height else { return a.width * a.height }
        return a.withUnsafePixelBytes { pa, rowA in
            b.withUnsafePixelBytes { pb, rowB in
                var count = 0
                for y in 0..<a.height {
                    let ra = y * rowA, rb = y * rowB
                    var x = 0
                    while x < a.width * 4 {
                        for c in 0..<4 where abs(Int(pa[ra + x + c]) - Int(pb[rb + x + c])) > tolerance {
                            count += 1
                            break
                        }
                        x += 4
                    }
                }
                return count
            }
        }
    }

    /// The window's layers in the trace's order: each layer, its mask's subtree, then its sublayers'.
    static func layersInTraceOrder(_ layer: CALayer) -> [CALayer] {
        var result = [layer]
        if let mask = layer.mask { result += layersInTraceOrder(mask) }
        for sub in layer.sublayers ?? [] { result += layersInTraceOrder(sub) }
        return result
    }

    /// A standalone layer with the sample's values, and what the trace does not carry (contents, drawing
    /// parameters of special layers) taken from the original.
    static func layer(from s: LayerSample, like original: CALayer) -> CALayer {
        let layer = type(of: original).init(_flipbookInstantiating: original)
        layer.removeAllAnimations()
        layer.timing = MediaTimingSpec()
        // Whether a layer belongs to a view changes how the renderer composites it (a view's layer is drawn as
        // content, so a faded view with subviews is faded as a group): the replay keeps that.
        if original.delegate != nil { layer.delegate = ReplayDelegate.shared }
        layer.sublayers = nil
        layer.mask = nil
        layer.bounds = CGRect(x: s.bounds[0], y: s.bounds[1], width: s.bounds[2], height: s.bounds[3])
        layer.position = CGPoint(x: s.position[0], y: s.position[1])
        layer.anchorPoint = CGPoint(x: s.anchorPoint[0], y: s.anchorPoint[1])
        layer.zPosition = CGFloat(s.zPosition)
        layer.transform = matrix(s.transform)
        layer.sublayerTransform = s.sublayerTransform.map(matrix) ?? CATransform3DIdentity
        layer.opacity = Float(s.opacity)
        layer.isHidden = s.isHidden
        layer.cornerRadius = CGFloat(s.cornerRadius)
        if let corners = s.maskedCorners { layer.maskedCorners = CACornerMask(rawValue: corners) }
        layer.masksToBounds = s.masksToBounds
        layer.backgroundColor = s.backgroundColor.map(color)
        layer.borderWidth = CGFloat(s.borderWidth)
        layer.borderColor = s.borderColor.map(color)
        layer.shadowOpacity = Float(s.shadowOpacity)
        layer.shadowRadius = CGFloat(s.shadowRadius)
        layer.shadowOffset = CGSize(width: s.shadowOffset[0], height: s.shadowOffset[1])
        if let shadow = s.shadowColor { layer.shadowColor = color(shadow) }
        return layer
    }

    private static func matrix(_ m: [Double]) -> CATransform3D {
        let c = m.map { CGFloat($0) }
        return CATransform3D(m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
                             m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14], m44: c[15])
    }

    private static func color(_ c: [Double]) -> CGColor {
        CGColor(red: CGFloat(c[0]), green: CGFloat(c[1]), blue: CGFloat(c[2]), alpha: CGFloat(c[3]))
    }
}

extension UIView {
    /// Hidden, or fully covered by a sibling presentation (the fuzzer only asks this of disappeared controllers).
    @MainActor var isHiddenOrCovered: Bool {
        var view: UIView? = self
        while let v = view {
            if v.isHidden || v.alpha == 0 { return true }
            view = v.superview
        }
        return false
    }
}

/// Stands in for a view as a replayed layer's delegate: draws nothing, animates nothing.
final class ReplayDelegate: NSObject, CALayerDelegate {
    nonisolated(unsafe) static let shared = ReplayDelegate()
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
}
