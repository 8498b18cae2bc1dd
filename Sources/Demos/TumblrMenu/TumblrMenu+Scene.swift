import Flipbook

extension DemoScenes {
    /// The Tumblr-style menu (seed 002): a touch on the photo springs the six buttons in (0.5 s, damping 0.7,
    /// velocity 0.8); a tap on "Photo" springs them back out.
    public static let tumblrMenu = Scene(
        name: "tumblr-menu",
        summary: "Tumblr-style menu: six buttons spring in over the photo, a tap springs them out",
        duration: 2.6
    ) { context in
        let stage = context.stage
        context.start(with: TumblrMenu.makeRootViewController())
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        context.pump(until: 1.5)
        // "Photo": the right button of the middle row.
        stage.tap(at: CGPoint(x: 281, y: 333.5))
    }
}
