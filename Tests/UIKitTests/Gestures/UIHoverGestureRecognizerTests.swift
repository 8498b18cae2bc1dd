import Testing
@testable import UIKit
import Flipbook

/// UIHoverGestureRecognizer with the stage's scripted pointer.
@MainActor
@Suite struct UIHoverGestureRecognizerTests {
    final class Log {
        var entries: [(String, UIGestureRecognizer.State, CGPoint)] = []
        var states: [UIGestureRecognizer.State] { entries.map(\.1) }
        func record(_ name: String) -> (UIHoverGestureRecognizer) -> Void {
            { [unowned self] hover in self.entries.append((name, hover.state, hover.location(in: hover.view))) }
        }
    }

    func setUp() -> (Stage, UIView, UIView, Log) {
        let stage = Stage(size: CGSize(width: 300, height: 300), scale: 1)
        let root = UIView()
        stage.show(root)
        let a = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        let log = Log()
        a.addGestureRecognizer(UIHoverGestureRecognizer(handler: log.record("a")))
        b.addGestureRecognizer(UIHoverGestureRecognizer(handler: log.record("b")))
        return (stage, a, b, log)
    }

    @Test func entersMovesAndExits() {
        let (stage, _, _, log) = setUp()
        stage.hover(at: CGPoint(x: 10, y: 10))
        #expect(log.entries.isEmpty)
        stage.hover(at: CGPoint(x: 60, y: 70))
        #expect(log.states == [.began])
        #expect(log.entries[0].2 == CGPoint(x: 10, y: 20), "the location in the view")
        stage.hover(from: CGPoint(x: 60, y: 70), to: CGPoint(x: 140, y: 70), duration: 0.1)
        #expect(log.entries.dropFirst().allSatisfy { $0.0 == "a" && $0.1 == .changed })
        #expect(log.entries.count == 1 + 1 + 12, "the repeated start point and 12 samples at 120 Hz")
        #expect(log.entries.last?.2 == CGPoint(x: 90, y: 20))
        stage.endHover()
        #expect(log.entries.last?.1 == .ended)
        #expect(log.entries.last?.2 == CGPoint(x: 90, y: 20), "ends where it left")
        stage.endHover()
        #expect(log.entries.count == 15, "nothing more once off the window")
    }

    @Test func crossingFromOneViewToAnotherEndsOneBeforeBeginningTheOther() {
        let (stage, _, _, log) = setUp()
        stage.hover(at: CGPoint(x: 140, y: 100))
        stage.hover(at: CGPoint(x: 160, y: 100))
        #expect(log.entries.map { "\($0.0) \($0.1.rawValue)" } == ["a 1", "a 3", "b 1"])
    }

    @Test func ancestorsHoverToo() {
        let (stage, a, _, log) = setUp()
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        a.addSubview(child)
        child.addGestureRecognizer(UIHoverGestureRecognizer(handler: log.record("child")))
        stage.hover(at: CGPoint(x: 65, y: 65))
        #expect(Set(log.entries.map(\.0)) == ["a", "child"])
        stage.hover(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.suffix(2).map { "\($0.0) \($0.1.rawValue)" } == ["child 3", "a 2"])
    }

    @Test func delegateCanRefuse() {
        final class No: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (stage, a, _, log) = setUp()
        let no = No()
        a.gestureRecognizers?.first?.delegate = no
        stage.hover(at: CGPoint(x: 60, y: 60))
        stage.hover(at: CGPoint(x: 70, y: 60))
        #expect(log.entries.isEmpty)
    }

    @Test func hoverSendsNoTouches() {
        final class Counting: UIView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        }
        let stage = Stage(size: CGSize(width: 100, height: 100), scale: 1)
        let view = Counting()
        stage.show(view)
        stage.hover(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 90), duration: 0.1)
        #expect(view.began == 0 && stage.activeTouches.isEmpty)
    }
}
