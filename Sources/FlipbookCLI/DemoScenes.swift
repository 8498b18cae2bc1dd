import Demos
import Flipbook
import Foundation

/// Scenes of the demo apps, registered when the command starts.
@MainActor
enum DemoScenes {
    static let all: [Scene] = [guessThePet, cradle, dynamicsPlayground]

    /// GuessThePet (issue 4): tap the card → flip present → an 80 pt left-edge swipe that cancels → a 250 pt one
    /// that dismisses.
    static let guessThePet = Scene(
        name: "guess-the-pet",
        summary: "GuessThePet: tap flips the card, an 80 pt edge swipe cancels, a 250 pt one flips back",
        duration: 5.6
    ) { context in
        let stage = context.stage
        stage.window.rootViewController = GuessThePet.makeRootViewController()
        context.pump(until: 0.4)
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        context.pump(until: 1.6)
        let short = stage.touchDown(at: CGPoint(x: 2, y: 400))
        stage.move(short, to: CGPoint(x: 82, y: 400), duration: 0.5)
        stage.touchUp(short)
        context.pump(until: 3.2)
        let long = stage.touchDown(at: CGPoint(x: 2, y: 400))
        stage.move(long, to: CGPoint(x: 252, y: 400), duration: 0.7)
        stage.touchUp(long)
    }

    /// The Newton's cradle of seed 003 (issue 5): three gradient balls on damped attachments, colliding.
    static let cradle = Scene(
        name: "cradle",
        summary: "UIKit Dynamics: the Newton's cradle of Mastering iOS 14, chapter 5",
        device: Stage.Device(name: "iPhone 11 (landscape)", size: Cradle.sceneSize, scale: 2),
        duration: 6
    ) { context in
        context.stage.window.rootViewController = Cradle.makeRootViewController()
    }

    /// Boundary, snap and push, the behaviours the cradle doesn't use.
    static let dynamicsPlayground = Scene(
        name: "dynamics-playground",
        summary: "UIKit Dynamics: boxes fall into the screen's bounds, one snaps, one is pushed",
        duration: 4
    ) { context in
        context.stage.window.rootViewController = Cradle.makePlaygroundViewController()
    }
}

extension FlipbookCommand {
    /// Registers the scenes of modules built into this command: the demo apps'.
    @MainActor
    static func registerScenes() {
        guard !registered else { return }
        registered = true
        SceneRegistry.register(DemoScenes.all)
    }

    @MainActor private static var registered = false
}
