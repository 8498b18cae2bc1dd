import Flipbook

extension DemoScenes {
    /// objc.io's interactive pop (seed 004): tap Push (a 1 s scale-and-fade push), a pan from the left half that
    /// turns back (the pop cancels), one that finishes the pop, then the push variant: a pan from the right half
    /// of the root that pushes.
    public static let interactivePop = Scene(
        name: "interactive-pop",
        summary: "objc.io interactive pop: push, a pop pan that cancels, one that finishes, an interactive push",
        duration: 8
    ) { context in
        let stage = context.stage
        stage.window.rootViewController = InteractivePop.makeRootViewController()
        context.pump(until: 0.3)
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        context.pump(until: 1.6)
        // Pop, dragged 150 pt right, then back 40 pt: the release moves left, so it cancels.
        let cancelled = stage.touchDown(at: CGPoint(x: 60, y: 400))
        stage.move(cancelled, to: CGPoint(x: 210, y: 400), duration: 0.6)
        stage.move(cancelled, to: CGPoint(x: 170, y: 400), duration: 0.3)
        stage.touchUp(cancelled)
        context.pump(until: 3.6)
        // Pop, dragged 200 pt right: finishes.
        let finished = stage.touchDown(at: CGPoint(x: 60, y: 400))
        stage.move(finished, to: CGPoint(x: 260, y: 400), duration: 0.6)
        stage.touchUp(finished)
        context.pump(until: 5.6)
        // The push variant: from the right half of the root, dragged left.
        let push = stage.touchDown(at: CGPoint(x: 320, y: 400))
        stage.move(push, to: CGPoint(x: 120, y: 400), duration: 0.6)
        stage.touchUp(push)
    }
}
