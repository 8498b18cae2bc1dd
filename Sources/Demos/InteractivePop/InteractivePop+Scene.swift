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
        context.start(with: InteractivePop.makeRootViewController())
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        context.pump(until: 1.6)
        // Pop, dragged 150 pt right, then back 40 pt: the release moves left, so it cancels.
        context.pan(from: CGPoint(x: 60, y: 400), through: [(CGPoint(x: 210, y: 400), 0.6), (CGPoint(x: 170, y: 400), 0.3)])
        context.pump(until: 3.6)
        // Pop, dragged 200 pt right: finishes.
        context.pan(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.6)
        context.pump(until: 5.6)
        // The push variant: from the right half of the root, dragged left.
        context.pan(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.6)
    }
}
