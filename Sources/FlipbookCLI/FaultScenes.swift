import Flipbook
import Foundation

/// Scenes that fail on purpose, registered only when `FLIPBOOK_FAULT_SCENES=1`: the export fault tests run the
/// built command on them (a scene that traps mid-recording, and a long one to interrupt).
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
