import Flipbook

extension DemoScenes {
    /// The Newton's cradle of seed 003 (issue 5): three gradient balls on damped attachments, colliding.
    public static let cradle = Scene(
        name: "cradle",
        summary: "UIKit Dynamics: the Newton's cradle of Mastering iOS 14, chapter 5",
        device: Stage.Device(name: "iPhone 11 (landscape)", size: Cradle.sceneSize, scale: 2),
        duration: 6
    ) { context in
        context.stage.window.rootViewController = Cradle.makeRootViewController()
    }

    /// Boundary, snap and push, the behaviours the cradle doesn't use.
    public static let dynamicsPlayground = Scene(
        name: "dynamics-playground",
        summary: "UIKit Dynamics: boxes fall into the screen's bounds, one snaps, one is pushed",
        duration: 4
    ) { context in
        context.stage.window.rootViewController = Cradle.makePlaygroundViewController()
    }
}
