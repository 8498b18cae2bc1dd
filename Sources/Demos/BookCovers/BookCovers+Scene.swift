import Flipbook

extension DemoScenes {
    /// JWVCP book covers (seed 001): the shelf scrolls sideways, a tapped cover zooms into its page on a spring
    /// (elliptical corners while scaled), a tap on the page zooms it back into the cell; a second cover after a
    /// drag back.
    public static let bookCovers = Scene(
        name: "book-covers",
        summary: "JWVCP: covers scroll, a tapped cover springs into its page, a tap springs it back into the cell",
        duration: 6.4
    ) { context in
        let stage = context.stage
        context.start(with: BookCovers.makeRootViewController())
        stage.drag(from: CGPoint(x: 300, y: 330), to: CGPoint(x: 120, y: 330), duration: 0.4)
        context.pump(until: 1.6)
        stage.tap(at: CGPoint(x: 190, y: 330))
        context.pump(until: 3.0)
        stage.tap(at: CGPoint(x: 187, y: 600))
        context.pump(until: 4.0)
        stage.drag(from: CGPoint(x: 60, y: 330), to: CGPoint(x: 340, y: 330), duration: 0.4)
        context.pump(until: 5.0)
        stage.tap(at: CGPoint(x: 100, y: 330))
    }
}
