import Demos
import Flipbook
import Foundation

/// Scenes of the demo apps, registered when the command starts.
@MainActor
enum DemoScenes {
    static let all: [Scene] = [guessThePet]

    /// GuessThePet: a tap flips the card over into the reveal screen; a left-edge swipe flips it back.
    static let guessThePet = Scene(
        name: "guess-the-pet",
        summary: "GuessThePet: a tap flips the card into the reveal screen, a left-edge swipe flips it back",
        duration: 4.2
    ) { context in
        let stage = context.stage
        stage.window.rootViewController = GuessThePet.makeRootViewController()
        context.pump(until: 0.4)
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        context.pump(until: 2.0)
        let finger = stage.touchDown(at: CGPoint(x: 2, y: 400))
        stage.move(finger, to: CGPoint(x: 252, y: 400), duration: 0.7)
        stage.touchUp(finger)
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
