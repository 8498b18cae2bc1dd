import Foundation
import Testing
@testable import Flipbook

/// The script steps the demo scenes share (`SceneContext.start(with:)`, `pan(from:through:)`): the same touches,
/// at the same stage times, as the calls they stand for.
@MainActor
@Suite struct SceneContextTests {
    /// A controller whose view logs every pan callback as "state x time".
    private final class PanLog: UIViewController {
        var entries: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] recognizer in
                let point = recognizer.location(in: view)
                entries.append("\(recognizer.state.rawValue) \(point.x) \(String(format: "%.4f", CACurrentMediaTime()))")
            })
        }
    }

    @MainActor private final class Elapsed { var value: TimeInterval = -1 }

    private func run(_ script: @escaping @MainActor @Sendable (SceneContext, PanLog) -> Void) throws -> (PanLog, TimeInterval) {
        let log = PanLog()
        let elapsed = Elapsed()
        let scene = Scene(name: "context-steps", summary: "steps", duration: 3) { context in
            script(context, log)
            elapsed.value = context.elapsed
        }
        _ = try scene.run()
        return (log, elapsed.value)
    }

    @Test func panThroughMovesIsTheTouchSequenceItNames() throws {
        let (helper, _) = try run { context, log in
            context.start(with: log)
            context.pan(from: CGPoint(x: 40, y: 300), through: [(CGPoint(x: 200, y: 300), 0.4), (CGPoint(x: 120, y: 300), 0.25)])
            context.pump(for: 0.2)
            context.pan(from: CGPoint(x: 30, y: 300), to: CGPoint(x: 90, y: 300), duration: 0.3)
        }
        let (manual, _) = try run { context, log in
            context.stage.window.rootViewController = log
            context.pump(until: 0.3)
            let first = context.stage.touchDown(at: CGPoint(x: 40, y: 300))
            context.stage.move(first, to: CGPoint(x: 200, y: 300), duration: 0.4)
            context.stage.move(first, to: CGPoint(x: 120, y: 300), duration: 0.25)
            context.stage.touchUp(first)
            context.pump(for: 0.2)
            let second = context.stage.touchDown(at: CGPoint(x: 30, y: 300))
            context.stage.move(second, to: CGPoint(x: 90, y: 300), duration: 0.3)
            context.stage.touchUp(second)
        }
        #expect(helper.entries.count > 20)
        #expect(helper.entries == manual.entries)
        // Began, then changed to the far point and back, then ended; twice.
        #expect(helper.entries.filter { $0.hasPrefix("1 ") }.count == 2)
        #expect(helper.entries.filter { $0.hasPrefix("3 ") }.count == 2)
    }

    @Test func startShowsTheRootAndWaits() throws {
        let (_, elapsed) = try run { context, log in
            context.start(with: log)
            #expect(context.stage.window.rootViewController === log)
            #expect(log.view.window != nil)
        }
        #expect(abs(elapsed - 0.3) < 1e-9)
    }
}
