import Flipbook

extension DemoScenes {
    /// JW's navigation slide (seed 001 §8): tap Push (a 0.3 s slide), a 70 pt left-edge pan that cancels, a
    /// 210 pt one that finishes the pop, then Push and Pop by the buttons.
    public static let navigationSlide = Scene(
        name: "navigation-slide",
        summary: "JW navigation slide: push, an edge-pan pop that cancels, one that finishes, push and pop by buttons",
        duration: 5.5
    ) { context in
        let stage = context.stage
        context.start(with: NavigationSlide.makeRootViewController())
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        context.pump(until: 1.0)
        // 70 pt from the edge, less the 10 pt slop: progress 60 / 187.5 = 0.32 → cancels.
        context.pan(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 72, y: 400), duration: 0.5)
        context.pump(until: 2.2)
        // 210 pt: progress 1 → finishes.
        context.pan(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 212, y: 400), duration: 0.6)
        context.pump(until: 3.6)
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        context.pump(until: 4.4)
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
    }
}
