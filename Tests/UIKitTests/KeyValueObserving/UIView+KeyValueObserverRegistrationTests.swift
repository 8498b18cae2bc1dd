import Testing
import Flipbook

private nonisolated(unsafe) var centerContext = 0

/// A controller observing its view the pre-Swift-4 way.
private final class ObservingController: UIViewController {
    var changes: [(String?, [NSKeyValueChangeKey: Any])] = []
    var contexts: [UnsafeMutableRawPointer?] = []

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        changes.append((keyPath, change ?? [:]))
        contexts.append(context)
    }
}

/// `addObserver(_:forKeyPath:options:context:)`, `observeValue(forKeyPath:of:change:context:)` and
/// `removeObserver(_:forKeyPath:)` on the properties the key-path form reports.
@MainActor
@Suite struct UIViewKeyValueObserverRegistrationTests {
    @Test func reportsOldAndNewWithTheContext() {
        let observer = ObservingController()
        let view = UIView()
        view.addObserver(observer, forKeyPath: "center", options: [.old, .new], context: &centerContext)
        view.center = CGPoint(x: 10, y: 20)
        #expect(observer.changes.count == 1)
        let (keyPath, change) = observer.changes[0]
        #expect(keyPath == "center")
        #expect(change[.oldKey] as? CGPoint == .zero)
        #expect(change[.newKey] as? CGPoint == CGPoint(x: 10, y: 20))
        #expect(change[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
        #expect(observer.contexts[0] == UnsafeMutableRawPointer(&centerContext))
        view.removeObserver(observer, forKeyPath: "center")
        view.center = .zero
        #expect(observer.changes.count == 1, "no reports after removal")
    }

    @Test func initialAndPriorAndHidden() {
        let observer = ObservingController()
        let view = UIView()
        view.addObserver(observer, forKeyPath: "hidden", options: [.initial, .new, .prior], context: nil)
        #expect(observer.changes.count == 1, ".initial reports at once")
        #expect(observer.changes[0].1[.newKey] as? Bool == false)
        view.isHidden = true
        #expect(observer.changes.count == 3)
        #expect(observer.changes[1].1[.notificationIsPriorKey] as? Bool == true)
        #expect(observer.changes[1].1[.newKey] == nil)
        #expect(observer.changes[2].1[.newKey] as? Bool == true)
        view.removeObserver(observer, forKeyPath: "hidden", context: nil)
    }

    @Test func unknownKeyPathsAreAcceptedAndSilent() {
        let observer = ObservingController()
        let view = UIView()
        view.addObserver(observer, forKeyPath: "tintColor", context: nil)
        view.tintColor = .red
        #expect(observer.changes.isEmpty)
        view.removeObserver(observer, forKeyPath: "tintColor")
    }

    @Test func removingAnUnregisteredObserverTraps() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            UIView().removeObserver(UIViewController(), forKeyPath: "center")
        }
    }
}
