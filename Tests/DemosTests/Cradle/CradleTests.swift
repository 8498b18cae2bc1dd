import Flipbook
import Testing
@testable import Demos

/// The Newton's cradle (seed 003; issue 5) and the dynamics playground, on a real stage.
@MainActor
@Suite struct CradleTests {
    private func run(seconds: Double) -> [CGPoint] {
        let stage = Stage(size: CradleViewController.sceneSize)
        let cradle = CradleViewController()
        stage.window.rootViewController = cradle
        stage.pump(0)
        for _ in 0..<Int(seconds * 60) { stage.pump() }
        return cradle.balls.map(\.center)
    }

    @Test func ballsHangAndSwingOnTheirAnchors() {
        let stage = Stage(size: CradleViewController.sceneSize)
        let cradle = CradleViewController()
        stage.window.rootViewController = cradle
        let anchors = [CGPoint(x: 250, y: 0), CGPoint(x: 220, y: 0), CGPoint(x: 190, y: 0)]
        let lengths = zip(cradle.balls, anchors).map { hypot($0.center.x - $1.x, $0.center.y - $1.y) }
        let starts = cradle.balls.map(\.center)
        #expect(cradle.balls.map(\.center) == [CGPoint(x: 302, y: 207), CGPoint(x: 448, y: 207), CGPoint(x: 591, y: 207)])
        for _ in 0..<90 { stage.pump() }
        for (ball, (anchor, length)) in zip(cradle.balls, zip(anchors, lengths)) {
            let distance = hypot(ball.center.x - anchor.x, ball.center.y - anchor.y)
            #expect(abs(distance - length) < 2, "a rigid attachment keeps its length: \(distance) vs \(length)")
        }
        for (ball, start) in zip(cradle.balls, starts) {
            #expect(hypot(ball.center.x - start.x, ball.center.y - start.y) > 20, "every ball swings")
        }
        #expect(cradle.animator?.isRunning == true)
    }

    @Test func isDeterministic() {
        #expect(run(seconds: 2) == run(seconds: 2))
    }

    @Test func playgroundSnapsPushesAndCollides() throws {
        let stage = Stage(device: .iPhoneSE)
        let playground = DynamicsPlaygroundViewController()
        stage.window.rootViewController = playground
        stage.pump(0)
        for _ in 0..<(6 * 60) { stage.pump() }
        let snapped = playground.boxes[0]
        #expect(hypot(snapped.center.x - playground.snapPoint.x, snapped.center.y - playground.snapPoint.y) < 1)
        for box in playground.boxes[1...] {
            #expect(stage.window.bounds.insetBy(dx: -1, dy: -1).contains(box.frame), "stayed inside the boundary")
            #expect(box.center.y > 400, "fell to the floor")
        }
    }
}
