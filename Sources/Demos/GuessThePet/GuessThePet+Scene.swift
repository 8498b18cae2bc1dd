import Flipbook

extension DemoScenes {
    /// GuessThePet (issues 4, 11): swipe from Wrigley to Rufus, a short swipe towards Wiggles that snaps back,
    /// tap the card → flip present → an 80 pt left-edge swipe that cancels → a 250 pt one that dismisses.
    public static let guessThePet = Scene(
        name: "guess-the-pet",
        summary: "GuessThePet: swipe between pets, tap flips the card, an 80 pt edge swipe cancels, a 250 pt one flips back",
        duration: 7.6
    ) { context in
        let stage = context.stage
        context.start(with: GuessThePet.makeRootViewController())
        stage.drag(from: CGPoint(x: 320, y: 333.5), to: CGPoint(x: 80, y: 333.5), duration: 0.4)
        context.pump(until: 1.3)
        stage.drag(from: CGPoint(x: 320, y: 333.5), to: CGPoint(x: 220, y: 333.5), duration: 0.6)
        context.pump(until: 2.4)
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        context.pump(until: 3.6)
        context.pan(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 82, y: 400), duration: 0.5)
        context.pump(until: 5.2)
        context.pan(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 252, y: 400), duration: 0.7)
    }
}
