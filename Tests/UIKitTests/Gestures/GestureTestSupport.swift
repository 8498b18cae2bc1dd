import Testing
import Flipbook

/// A view that records the touch callbacks it gets, by name, into its own log and an optional shared one.
@MainActor
final class TouchRecorderView: UIView {
    var log: [String] = []
    var shared: EventLog?
    /// Whether to pass touches on up the responder chain too.
    var forwards = false

    private func record(_ name: String) {
        log.append(name)
        shared?.entries.append("view \(name)")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began")
        if forwards { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved")
        if forwards { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended")
        if forwards { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled")
        if forwards { super.touchesCancelled(touches, with: event) }
    }

    /// The log without consecutive duplicates of "moved", e.g. ["began", "moved", "ended"].
    var phases: [String] {
        log.reduce(into: []) { result, name in
            if name == "moved", result.last == "moved" { return }
            result.append(name)
        }
    }
}

/// A log shared by views and action handlers, to check the order of callbacks.
@MainActor
final class EventLog {
    var entries: [String] = []
}

/// Records every action of the recognizers it is the target of: their states, and whatever `probe` reads.
@MainActor
final class ActionRecorder: NSObject {
    var states: [UIGestureRecognizer.State] = []
    var shared: EventLog?
    var probe: ((UIGestureRecognizer) -> Void)?

    func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        shared?.entries.append("action \(recognizer.state)")
        probe?(recognizer)
    }

    /// How many times the gesture was recognized (discrete) or ended (continuous).
    var endedCount: Int { states.filter { $0 == .ended }.count }
}

/// A delegate whose answers tests set.
@MainActor
final class ConfigurableDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receive = true
    var shouldBeginAsked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginAsked += 1
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        receive
    }
}

/// A stage of 400 × 800 pt with a plain root view filling it.
@MainActor
func makeStage() -> (Stage, UIView) {
    let stage = Stage(size: CGSize(width: 400, height: 800))
    let root = UIView()
    stage.show(root)
    return (stage, root)
}

func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
