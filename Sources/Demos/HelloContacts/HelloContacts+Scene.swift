import Flipbook

extension DemoScenes {
    /// Hello-Contacts (seed 003): a tap bounces a contact and its page zooms out of the picture; a pan from the
    /// left that goes back cancels the pop, one that goes on finishes it (the page shrinks into the picture); then
    /// a long press lifts a contact to 1.1 and moves it two places on.
    public static let helloContacts = Scene(
        name: "hello-contacts",
        summary: "Hello-Contacts: bounce and zoom from the picture, cancelled then finished pan pop, long-press reorder",
        duration: 7.2
    ) { context in
        let stage = context.stage
        context.start(with: HelloContacts.makeRootViewController())
        // Tap "Hank Zakroff" (item 3: the second row, shifted by half an item).
        stage.tap(at: CGPoint(x: 110, y: 64 + 10 + 100 + 45))
        context.pump(until: 1.4)
        // A pan that moves right, then back left: released moving left, the pop cancels.
        context.pan(from: CGPoint(x: 40, y: 400), through: [(CGPoint(x: 200, y: 400), 0.4), (CGPoint(x: 120, y: 400), 0.25)])
        context.pump(until: 2.8)
        // A pan that keeps moving right: the pop finishes.
        context.pan(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.4)
        context.pump(until: 4.2)
        // Long-press "Anna Haro" (item 0) and drag her over item 2.
        let press = stage.touchDown(at: CGPoint(x: 60, y: 64 + 10 + 45))
        context.pump(until: 5.0)
        stage.move(press, to: CGPoint(x: 280, y: 64 + 10 + 45), duration: 0.6)
        context.pump(until: 6.0)
        stage.touchUp(press)
    }
}
