import Flipbook

/// The engine-tick benchmark: what one stage frame costs with N concurrently animated layers, without raster.
///
/// Each repeat builds a fresh ``Stage`` showing one root view and gives N layers below the root's layer a
/// running animation, long enough to outlast every frame of the run. Then, per frame, it times
/// - `pump`: `stage.pump()` — the clock step, timers, display links, animation bookkeeping and the layout pass;
/// - `top-down`: every layer's presentation values read the way the renderer reads them for a frame
///   (`LayerTreeRenderer`): walking the tree from the window's layer, each layer's local time computed from its
///   parent's and handed down, `presentationProperties(atLocalTime:)` on each layer;
/// - `frame` = pump + top-down: the engine's whole work for a frame, short of raster;
/// - `each layer` (not part of `frame`): the same values read with `presentationProperties()` on every layer,
///   as code outside a frame asks one layer at a time — each layer finds its clock and local time through its
///   ancestors. The two passes alternate order from frame to frame, so neither always runs on the other's
///   warm caches, and the harness checks that they read identical values.
///
/// The two scenarios differ only in how the animations are made (see ``Arguments/Scenario``).
@MainActor
enum EngineTick {
    /// Frame times of one (scenario, layer count) case, pooled over repeats, in milliseconds.
    struct Result {
        let scenario: Arguments.Scenario
        let layers: Int
        /// Time to create and attach the N animations, one sample per repeat.
        var animate: [Double] = []
        var pump: [Double] = []
        /// The presentation pass with local times handed down the tree, as the renderer reads it.
        var topDown: [Double] = []
        /// pump + top-down of the same frame.
        var frame: [Double] = []
        /// The presentation pass with `presentationProperties()` on each layer.
        var present: [Double] = []
        /// Layers visited by the presentation pass in one frame (N plus the window's and root's layers).
        var visitedLayers = 0
        /// Layers with a running animation after the last measured frame, over all repeats (should be N each).
        var stillAnimating: [Int] = []
        /// Something the compiler cannot drop: the sum of presented x positions and opacities.
        var checksum = 0.0
    }

    static func run(_ scenario: Arguments.Scenario, layers n: Int, frames: Int, warmup: Int, repeats: Int) -> Result {
        var result = Result(scenario: scenario, layers: n)
        // Animations must outlast the run: a second more than all the frames.
        let duration = Double(warmup + frames) * Stage.frameDuration + 1
        for _ in 0..<repeats {
            let stage = Stage(device: .iPhoneSE)
            let root = UIView()
            stage.show(root)
            let animated = populate(root, scenario: scenario, count: n)
            stage.pump() // commit the tree before animating, as a running app would have

            result.animate.append(Stopwatch.measure {
                animate(animated, scenario: scenario, duration: duration)
            })

            for _ in 0..<warmup {
                stage.pump()
                _ = presentAll(stage.window.layer)
            }
            var watch = Stopwatch()
            for frame in 0..<frames {
                _ = watch.lap()
                stage.pump()
                let pump = watch.lap()
                var present = 0.0, topDown = 0.0
                var sum = 0.0, topDownSum = 0.0, visited = 0
                if frame.isMultiple(of: 2) {
                    (sum, visited) = presentAll(stage.window.layer)
                    present = watch.lap()
                    topDownSum = presentTopDown(stage.window.layer, globalTime: stage.time)
                    topDown = watch.lap()
                } else {
                    topDownSum = presentTopDown(stage.window.layer, globalTime: stage.time)
                    topDown = watch.lap()
                    (sum, visited) = presentAll(stage.window.layer)
                    present = watch.lap()
                }
                precondition(sum == topDownSum, "the two presentation passes disagree: \(sum) vs \(topDownSum)")
                result.pump.append(pump)
                result.present.append(present)
                result.topDown.append(topDown)
                result.frame.append(pump + topDown)
                result.checksum += sum
                result.visitedLayers = visited
            }
            result.stillAnimating.append(animated.layers.count { !$0.animationEntries.isEmpty })
            withExtendedLifetime(animated) {}
        }
        return result
    }

    /// What a scenario animates: the views (uikit) or plain layers (basic), and their layers either way.
    struct Animated {
        var views: [UIView] = []
        var layers: [CALayer] = []
    }

    /// Adds N small squares below `root`, laid out in a grid over the screen.
    private static func populate(_ root: UIView, scenario: Arguments.Scenario, count: Int) -> Animated {
        var animated = Animated()
        animated.layers.reserveCapacity(count)
        let columns = 100
        for i in 0..<count {
            let frame = CGRect(x: CGFloat(i % columns) * 3, y: CGFloat(i / columns % 200) * 3, width: 4, height: 4)
            switch scenario {
            case .uikit:
                let view = UIView(frame: frame)
                view.backgroundColor = .systemBlue
                root.addSubview(view)
                animated.views.append(view)
                animated.layers.append(view.layer)
            case .basic:
                let layer = CALayer()
                layer.frame = frame
                layer.backgroundColor = UIColor.systemBlue.cgColor
                root.layer.addSublayer(layer)
                animated.layers.append(layer)
            }
        }
        return animated
    }

    /// Starts one animation per layer, as each scenario does it.
    private static func animate(_ animated: Animated, scenario: Arguments.Scenario, duration: Double) {
        switch scenario {
        case .uikit:
            // One block moving every view: N additive position animations (old − new → 0), easeInOut.
            UIView.animate(withDuration: duration, animations: {
                for view in animated.views { view.center.x += 100 }
            })
        case .basic:
            // The classic explicit pattern: set the model to the end value without an implicit animation, then add
            // a basic animation from the old value.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let timing = CAMediaTimingFunction(name: .easeInEaseOut)
            for layer in animated.layers {
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

    /// The renderer's read of a frame: every layer's presentation values, tree order from `root`.
    /// Returns a checksum of what was read and how many layers were visited.
    private static func presentAll(_ root: CALayer) -> (Double, Int) {
        var sum = 0.0
        var visited = 0
        func visit(_ layer: CALayer) {
            let p = layer.presentationProperties()
            sum += Double(p.position.x) + Double(p.opacity)
            visited += 1
            for sublayer in layer.sublayers ?? [] { visit(sublayer) }
        }
        visit(root)
        return (sum, visited)
    }

    /// The same read with each layer's local time computed once from its superlayer's and handed down.
    private static func presentTopDown(_ root: CALayer, globalTime: CFTimeInterval) -> Double {
        var sum = 0.0
        func visit(_ layer: CALayer, parentTime: CFTimeInterval) {
            let t = layer.timing.localTime(fromParentTime: parentTime)
            let p = layer.presentationProperties(atLocalTime: t)
            sum += Double(p.position.x) + Double(p.opacity)
            for sublayer in layer.sublayers ?? [] { visit(sublayer, parentTime: t) }
        }
        visit(root, parentTime: root.superlayer.map { $0.localTime(atGlobalTime: globalTime) } ?? globalTime)
        return sum
    }
}
