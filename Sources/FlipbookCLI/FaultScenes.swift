import Flipbook
import Foundation

/// Scenes that fail on purpose, registered only when `FLIPBOOK_FAULT_SCENES=1`: the export fault tests run the
/// built command on them (a scene that traps mid-recording, and a long one to interrupt), and the simulator's
/// tests serve one that traps when touched (a session's crash must end that session only).
enum FaultScenes {
    static var enabled: Bool { ProcessInfo.processInfo.environment["FLIPBOOK_FAULT_SCENES"] == "1" }

    @MainActor
    static let all: [Scene] = [
        Scene(name: "fault-trap", summary: "Traps a third of a second into the recording (tests only).",
              device: Stage.Device(name: "Fault", size: CGSize(width: 64, height: 64), scale: 1), duration: 1) { context in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            box.backgroundColor = .red
            context.stage.show(box)
            UIView.animate(withDuration: 1) { box.center.x = 50 }
            context.pump(until: 1.0 / 3)
            preconditionFailure("fault-trap: the scene traps on purpose")
        },
        Scene(name: "fault-trap-on-touch", summary: "A pulsing box that traps when touched (tests only).",
              device: Stage.Device(name: "Fault", size: CGSize(width: 160, height: 160), scale: 1), duration: 0.1) { context in
            let box = TrapOnTouchView(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
            box.backgroundColor = .green
            context.stage.show(box)
            // Something always moves, so a live session of it sends a frame every display tick (and, as in UIKit,
            // an animating view takes touches only with .allowUserInteraction).
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .allowUserInteraction]) { box.alpha = 0.2 }
            context.finish()
        },
        Scene(name: "fault-long", summary: "Two minutes of a moving box, to interrupt (tests only).",
              device: Stage.Device(name: "Fault", size: CGSize(width: 128, height: 128), scale: 1), duration: 120) { context in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            box.backgroundColor = .blue
            context.stage.show(box)
            UIView.animate(withDuration: 120) { box.center.x = 100 }
            context.finish()
        },
    ]
}

/// A view whose touch handler traps, as a bug in a scene would.
final class TrapOnTouchView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        preconditionFailure("fault-trap-on-touch: the scene traps on purpose")
    }
}
