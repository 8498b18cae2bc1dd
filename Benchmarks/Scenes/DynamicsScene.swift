import Flipbook

/// The dynamics scene (keep in step with `Benchmarks/Dynamics/dynamics_vs_pymunk.py`): N 20×20 pt boxes in a grid
/// from the floor of an 800×2400 pt container up, 5 pt apart, falling into a pile under gravity with collisions and
/// friction 0.5, stepped at 60 frames a second (four 240 Hz physics steps a frame). Shared by `DynamicsBenchmark`
/// (timed beside pymunk) and the package-benchmark suite `DynamicsSuite`.
package enum DynamicsScene {
    package static let boxSize: CGFloat = 20
    package static let spacing: CGFloat = 25
    package static let container = CGRect(x: 0, y: 0, width: 800, height: 2400)
    /// Frames a run lasts at most (the animator pauses earlier once the pile rests).
    package static let frames = 180
    package static let fps: Double = 60

    /// Box centres in a grid from the container's floor up, 5 pt apart, so the pile forms at once.
    package static func centers(_ count: Int) -> [CGPoint] {
        let columns = Int((container.width - spacing) / spacing)
        return (0..<count).map { i in
            CGPoint(x: spacing * CGFloat(1 + i % columns), y: container.height - spacing * CGFloat(1 + i / columns))
        }
    }

    /// Gravity, collisions with the reference bounds and friction 0.5 on every item.
    @MainActor
    package static func addBehaviors(_ animator: UIDynamicAnimator, _ items: [any UIDynamicItem]) {
        let collision = UICollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: items)
        material.friction = 0.5
        animator.addBehavior(UIGravityBehavior(items: items))
        animator.addBehavior(collision)
        animator.addBehavior(material)
    }

    /// Physics steps per frame: 240 Hz / 60 fps.
    package static var stepsPerFrame: Double { UIDynamicAnimator.stepRate / fps }
}

/// One falling box as a plain `UIDynamicItem` (no view).
@MainActor
package final class DynamicsBox: NSObject, UIDynamicItem {
    package var center: CGPoint
    package let bounds = CGRect(x: 0, y: 0, width: DynamicsScene.boxSize, height: DynamicsScene.boxSize)
    package var transform: CGAffineTransform = .identity

    package init(center: CGPoint) {
        self.center = center
    }
}

/// The scene with plain items: a frame is `advance(to:)` on an animator with reference bounds.
@MainActor
package final class DynamicsItemsScene {
    package let boxes: [DynamicsBox]
    package let animator: UIDynamicAnimator
    private var frameIndex = 0

    package init(boxes count: Int) {
        boxes = DynamicsScene.centers(count).map(DynamicsBox.init)
        animator = UIDynamicAnimator(referenceBounds: DynamicsScene.container)
        DynamicsScene.addBehaviors(animator, boxes)
        animator.advance(to: 0)
    }

    /// Whether the next frame steps (false once the pile rests and the animator pauses).
    package var isRunning: Bool { animator.isRunning }

    /// The next frame: four physics steps and the write-back into the items.
    package func frame() {
        frameIndex += 1
        animator.advance(to: Double(frameIndex) / DynamicsScene.fps)
    }

    /// The boxes' mean y, to compare the two engines' end states.
    package var meanY: Double { boxes.reduce(0.0) { $0 + Double($1.center.y) } / Double(boxes.count) }
}

/// The scene as an app has it: the boxes are UIViews in a window (a stage) and the animator is made with
/// `init(referenceView:)`; a frame is the stage's whole frame (`stage.pump()`): the four physics steps, writing
/// every view's centre and transform into its layer, the transaction commit and the layout pass.
@MainActor
package final class DynamicsViewsScene {
    package let stage: Stage
    package let views: [UIView]
    package let animator: UIDynamicAnimator

    package init(boxes count: Int) {
        stage = Stage(size: DynamicsScene.container.size, scale: 1)
        let container = UIView(frame: DynamicsScene.container)
        container.backgroundColor = .white
        stage.show(container)
        let size = DynamicsScene.boxSize
        views = DynamicsScene.centers(count).map { center -> UIView in
            let view = UIView(frame: CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
            view.backgroundColor = .systemBlue
            container.addSubview(view)
            return view
        }
        stage.pump()
        animator = UIDynamicAnimator(referenceView: container)
        DynamicsScene.addBehaviors(animator, views)
        stage.pump()  // the animator's first frame is its time zero
    }

    package var isRunning: Bool { animator.isRunning }

    package func frame() { stage.pump() }

    package var meanY: Double { views.reduce(0.0) { $0 + Double($1.center.y) } / Double(views.count) }
}
