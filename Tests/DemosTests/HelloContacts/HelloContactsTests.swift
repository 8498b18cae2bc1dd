import Flipbook
import GoldenTesting
import Testing
@testable import Demos

/// Hello-Contacts (seed 003, seed-samples §6): the custom layout, the bounce and zoom, the interactive pop, the
/// long-press reorder.
@MainActor
@Suite struct HelloContactsTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    func contacts() -> (Stage, UINavigationController, ContactsViewController) {
        let stage = Stage(device: .iPhoneSE)
        let navigation = HelloContacts.makeRootViewController() as! UINavigationController
        stage.window.rootViewController = navigation
        stage.pump()
        stage.pumpAndSettle()
        return (stage, navigation, navigation.viewControllers[0] as! ContactsViewController)
    }

    /// Runs frames until the bounce's completion has pushed the detail page (the push animation starts then).
    func pumpUntilPushed(_ stage: Stage, _ navigation: UINavigationController) {
        for _ in 0..<60 where navigation.viewControllers.count < 2 { stage.pump() }
        #expect(navigation.viewControllers.count == 2)
    }

    /// Where item `item`'s picture centre is on screen.
    func pictureCenter(_ screen: ContactsViewController, _ item: Int) -> CGPoint {
        let cell = screen.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! ContactCollectionViewCell
        return cell.contactImage.convert(CGPoint(x: 25, y: 25), to: nil)
    }

    @Test func oddRowsAreOffsetByHalfAnItem() {
        let (_, _, screen) = contacts()
        let collection = screen.collectionView!
        let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        let secondRow = collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame
        #expect(first == CGRect(x: 10, y: 10, width: 100, height: 90))
        #expect(secondRow == CGRect(x: 60, y: 110, width: 100, height: 90))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))!.frame.minX == 10)
    }

    @Test func aTapBouncesThePictureThenThePageZoomsOutOfIt() {
        let (stage, navigation, screen) = contacts()
        let cell = screen.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as! ContactCollectionViewCell
        let start = cell.contactImage.convert(cell.contactImage.bounds, to: nil)
        stage.tap(at: pictureCenter(screen, 3))
        stage.pump(0.05)
        // Half way down the ease-out to 0.9.
        let scale = cell.contactImage.layer.presentation()!.transform.m11
        #expect(scale < 1 && scale > 0.9)
        pumpUntilPushed(stage, navigation)
        let detail = navigation.topViewController as! ContactDetailViewController
        #expect(detail.contactName == "Hank Zakroff")
        // The push starts on the picture, round.
        let shown = detail.view.layer.presentation()!
        #expect(approx(Double(shown.bounds.width), Double(start.width), 3))
        #expect(shown.cornerRadius > 20)
        stage.pumpAndSettle()
        #expect(detail.view.frame == navigation.view.bounds)
        #expect(detail.view.layer.cornerRadius == 0)
    }

    @Test func aPanBackCancelsThePopAndAPanOnFinishesIt() {
        let (stage, navigation, screen) = contacts()
        stage.tap(at: pictureCenter(screen, 0))
        stage.pumpAndSettle()
        #expect(navigation.viewControllers.count == 2)
        let back = stage.touchDown(at: CGPoint(x: 40, y: 400))
        stage.move(back, to: CGPoint(x: 200, y: 400), duration: 0.4)
        stage.move(back, to: CGPoint(x: 120, y: 400), duration: 0.25)
        stage.touchUp(back)
        stage.pumpAndSettle()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.view.frame == navigation.view.bounds)
        let on = stage.touchDown(at: CGPoint(x: 40, y: 400))
        stage.move(on, to: CGPoint(x: 260, y: 400), duration: 0.4)
        stage.touchUp(on)
        stage.pumpAndSettle()
        #expect(navigation.viewControllers.count == 1)
        #expect(screen.view.window != nil)
    }

    @Test func aLongPressLiftsTheCellAndReordersTheContacts() {
        let (stage, _, screen) = contacts()
        let lifted = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let press = stage.touchDown(at: CGPoint(x: 60, y: 64 + 10 + 45))
        stage.pump(0.8)
        #expect(approx(Double(lifted.transform.a), 1.1, 1e-9))
        stage.move(press, to: CGPoint(x: 280, y: 64 + 10 + 45), duration: 0.6)
        stage.pump(0.3)
        stage.touchUp(press)
        stage.pumpAndSettle()
        #expect(screen.contacts.prefix(3) == ["Daniel Higgins", "David Taylor", "Anna Haro"])
        #expect(lifted.transform == .identity)
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === lifted)
    }

    @Test(arguments: [0.05, 0.15, 0.25])
    func pushZoom(at time: Double) {
        let (stage, navigation, screen) = contacts()
        stage.tap(at: pictureCenter(screen, 4))
        pumpUntilPushed(stage, navigation)
        stage.pump(time)
        let renderer = CARenderer(layer: stage.window.layer)
        let frame = renderer.makeImage(scale: 1, atTime: nil, opaque: true)
        Self.golden.check(frame, named: "hello-contacts-push-\(Int(time * 1000))ms")
    }
}
