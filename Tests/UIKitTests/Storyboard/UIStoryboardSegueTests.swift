import Testing
import Flipbook

/// A custom segue that records its perform.
private final class FadeSegue: UIStoryboardSegue {
    static var performed = 0
    override func perform() {
        FadeSegue.performed += 1
        source.present(destination, animated: false)
    }
}

private final class Detail: UIViewController {
    var item: String?
}

private final class List: UIViewController {
    var log: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "-") \(sender as? String ?? "-")")
        (segue.destination as? Detail)?.item = sender as? String
    }
}

/// Segues made in code: `performSegue(withIdentifier:sender:)` → `prepare(for:sender:)` → `perform()`.
@MainActor
@Suite struct UIStoryboardSegueTests {
    @Test func showSegueInsideANavigationControllerPushes() {
        let stage = Stage(device: .iPhoneSE)
        let list = List()
        let navigation = UINavigationController(rootViewController: list)
        stage.window.rootViewController = navigation
        stage.pump()
        list.registerSegue(withIdentifier: "showDetail") { Detail() }
        list.performSegue(withIdentifier: "showDetail", sender: "row 3")
        stage.pumpAndSettle()
        #expect(list.log == ["prepare showDetail row 3"])
        #expect((navigation.topViewController as? Detail)?.item == "row 3")
    }

    @Test func customSegueSubclassPerforms() {
        let stage = Stage(device: .iPhoneSE)
        let list = List()
        stage.window.rootViewController = list
        stage.pump()
        list.registerSegue(withIdentifier: "fade") { source in
            FadeSegue(identifier: "fade", source: source, destination: Detail())
        }
        let before = FadeSegue.performed
        list.performSegue(withIdentifier: "fade", sender: nil)
        stage.pumpAndSettle()
        #expect(FadeSegue.performed == before + 1)
        #expect(list.presentedViewController is Detail)
        #expect(list.shouldPerformSegue(withIdentifier: "fade", sender: nil))
    }

    @Test func unknownIdentifierTraps() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            UIViewController().performSegue(withIdentifier: "nope", sender: nil)
        }
    }
}
