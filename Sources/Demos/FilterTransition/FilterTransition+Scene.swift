import Flipbook

extension DemoScenes {
    /// Seed 004's filter transition: tap Push (pixellate-and-dissolve over 1 s), pop back the same way, then a
    /// pan from the right half that pushes with a percent-driven interaction the display link ignores.
    public static let filterTransition = Scene(
        name: "filter-transition",
        summary: "Seed 004: push and pop with Core Image pixellate + dissolve, driven by a CADisplayLink over 1 s",
        duration: 5.4
    ) { context in
        let stage = context.stage
        let navigation = FilterTransition.makeRootViewController() as! UINavigationController
        context.start(with: navigation)
        stage.tap(at: CGPoint(x: 154.5, y: 284))
        context.pump(until: 1.8)
        navigation.popViewController(animated: true)
        context.pump(until: 3.2)
        context.pan(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.4)
    }
}
