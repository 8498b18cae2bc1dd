import Flipbook

/// The engine-tick scene (Benchmarks/README.md, `engine-tick`): a stage showing one root view and N small squares
/// below it, each given a running animation, so that a frame is the engine's work for N animated layers without
/// raster. Shared by `FlipbookBenchmarks engine-tick` (its own timing and report) and the package-benchmark suite
/// `EngineSuite` (percentiles, allocations, baselines).
@MainActor
package final class EngineScene {
    /// How the N animations are made.
    package enum Scenario: String, CaseIterable, Sendable {
        /// N subviews of the root, all moved in one `UIView.animate` block (UIKit's additive position animations).
        case uikit
        /// N plain sublayers, each with an explicit `CABasicAnimation` of `position`.
        case basic
    }

    package let scenario: Scenario
    package let stage: Stage
    package private(set) var views: [UIView] = []
    package private(set) var layers: [CALayer] = []

    /// Builds the tree and commits it (one frame), as a running app would have before animating.
    package init(_ scenario: Scenario, layers count: Int) {
        self.scenario = scenario
        stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        layers.reserveCapacity(count)
        let columns = 100
        for i in 0..<count {
            let frame = CGRect(x: CGFloat(i % columns) * 3, y: CGFloat(i / columns % 200) * 3, width: 4, height: 4)
            switch scenario {
            case .uikit:
                let view = UIView(frame: frame)
                view.backgroundColor = .systemBlue
                root.addSubview(view)
                views.append(view)
                layers.append(view.layer)
            case .basic:
                let layer = CALayer()
                layer.frame = frame
                layer.backgroundColor = UIColor.systemBlue.cgColor
                root.layer.addSublayer(layer)
                layers.append(layer)
            }
        }
        stage.pump()
    }

    /// Starts one animation per layer lasting `duration`, as the scenario makes them.
    package func startAnimations(duration: Double) {
        switch scenario {
        case .uikit:
            // One block moving every view: N additive position animations (old − new → 0), easeInOut.
            UIView.animate(withDuration: duration, animations: {
                for view in self.views { view.center.x += 100 }
            })
        case .basic:
            // The classic explicit pattern: set the model to the end value without an implicit animation, then add
            // a basic animation from the old value.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let timing = CAMediaTimingFunction(name: .easeInEaseOut)
            for layer in layers {
                let from = layer.position
                let to = CGPoint(x: from.x + 100, y: from.y)
                layer.position = to
                let move = CABasicAnimation(keyPath: "position")
                move.fromValue = from
                move.toValue = to
                move.duration = duration
                move.timingFunction = timing
                layer.add(move, forKey: "move")
            }
            CATransaction.commit()
        }
    }

    /// One whole engine frame short of raster: `stage.pump()`, then every layer's presentation values read the
    /// way the renderer reads them. Returns the read's checksum.
    @discardableResult
    package func frame() -> Double {
        stage.pump()
        return presentTopDown()
    }

    /// Layers whose animation is still running (N while the run lasts).
    package var stillAnimating: Int { layers.count { !$0.animationEntries.isEmpty } }

    /// The renderer's read of a frame: every layer's presentation values, tree order from the window's layer, each
    /// found through its ancestors (`presentationProperties()`). Returns a checksum and how many were visited.
    package func presentAll() -> (Double, Int) {
        var sum = 0.0
        var visited = 0
        func visit(_ layer: CALayer) {
            let p = layer.presentationProperties()
            sum += Double(p.position.x) + Double(p.opacity)
            visited += 1
            for sublayer in layer.sublayers ?? [] { visit(sublayer) }
        }
        visit(stage.window.layer)
        return (sum, visited)
    }

    /// The same read with each layer's local time computed once from its superlayer's and handed down, as
    /// `LayerTreeRenderer` does.
    package func presentTopDown() -> Double {
        let root = stage.window.layer
        var sum = 0.0
        func visit(_ layer: CALayer, parentTime: CFTimeInterval) {
            let t = layer.timing.localTime(fromParentTime: parentTime)
            let p = layer.presentationProperties(atLocalTime: t)
            sum += Double(p.position.x) + Double(p.opacity)
            for sublayer in layer.sublayers ?? [] { visit(sublayer, parentTime: t) }
        }
        visit(root, parentTime: root.superlayer.map { $0.localTime(atGlobalTime: stage.time) } ?? stage.time)
        return sum
    }
}
