import Testing
@testable import UIKit
import Flipbook

/// `.partialCurl`: a tap on what is still seen of the curled presenting page dismisses the presented view
/// controller, as on iOS; a tap on the uncovered presented view does not.
@MainActor @Suite struct PartialCurlTapTests {
    static let device = Stage.Device(name: "small", size: CGSize(width: 200, height: 300), scale: 1)

    /// A view controller that logs its appearance callbacks into a shared list.
    final class Logged: UIViewController {
        let label: String
        let log: Log
        init(_ label: String, _ log: Log) {
            self.label = label
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.calls.append("\(label) willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.calls.append("\(label) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.calls.append("\(label) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.calls.append("\(label) didDisappear") }
    }

    final class Log { var calls: [String] = [] }

    func presentCurled() -> (Stage, Logged, Logged, Log) {
        let log = Log()
        let stage = Stage(device: Self.device)
        let presenter = Logged("presenter", log)
        presenter.view.backgroundColor = .red
        stage.window.rootViewController = presenter
        stage.pumpAndSettle()
        let presented = Logged("presented", log)
        presented.view.backgroundColor = .blue
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .partialCurl
        presenter.present(presented, animated: true)
        stage.pumpAndSettle()
        log.calls = []
        return (stage, presenter, presented, log)
    }

    @Test func aTapOnTheCurledPageDismisses() {
        let (stage, presenter, presented, log) = presentCurled()
        #expect(presenter.presentedViewController === presented)
        // The top-left of the presenting page stays flat and seen after a half curl.
        stage.tap(at: CGPoint(x: 10, y: 10))
        stage.pumpAndSettle()
        #expect(presenter.presentedViewController == nil)
        // The same calls, in the same order, as `dismiss(animated: true)` from code.
        #expect(log.calls == ["presented willDisappear", "presenter willAppear",
                              "presenter didAppear", "presented didDisappear"])
        #expect(presented.view.superview == nil)
        #expect(presenter.view.window === stage.window)
        #expect(presenter.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(stage.window.layer.sublayers.map { !$0.contains { $0.name == "UIPartialCurl" } } ?? true)
    }

    @Test func aTapOnTheUncoveredPresentedViewDoesNotDismiss() {
        let (stage, presenter, presented, log) = presentCurled()
        var tapped = 0
        presented.view.addGestureRecognizer(UITapGestureRecognizer { _ in tapped += 1 })
        // The bottom-right corner is uncurled: the presented view, live.
        stage.tap(at: CGPoint(x: 190, y: 290))
        stage.pumpAndSettle()
        #expect(tapped == 1)
        #expect(presenter.presentedViewController === presented)
        #expect(log.calls.isEmpty)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    }
}
