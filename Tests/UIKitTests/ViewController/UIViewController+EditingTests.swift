import Testing
@testable import UIKit
import Flipbook

/// `isEditing`, `setEditing(_:animated:)` and `editButtonItem`.
@MainActor
struct UIViewControllerEditingTests {
    final class ListController: UIViewController {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        var calls: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append("setEditing \(editing) animated \(animated)")
            table.setEditing(editing, animated: animated)
        }
    }

    @Test func theEditButtonTogglesEditingAnimatedAndReadsEditThenDone() {
        let controller = ListController()
        let item = controller.editButtonItem
        #expect(controller.editButtonItem === item)
        #expect(item.title == "Edit" && item.style == .plain)
        #expect(!controller.isEditing)
        item.performTap()
        #expect(controller.isEditing && controller.table.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        item.performTap()
        #expect(!controller.isEditing && !controller.table.isEditing)
        #expect(item.title == "Edit" && item.style == .plain)
        #expect(controller.calls == ["setEditing true animated true", "setEditing false animated true"])
        controller.isEditing = true
        #expect(controller.calls.last == "setEditing true animated false")
        #expect(item.title == "Done")
    }

    @Test func theEditButtonInTheNavigationBarIsTappable() {
        let stage = Stage(device: .iPhoneSE)
        let controller = ListController()
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        let navigation = UINavigationController(rootViewController: controller)
        stage.window.rootViewController = navigation
        stage.pumpAndSettle()
        let button = try! #require(controller.editButtonItem.shownView)
        stage.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        stage.pumpAndSettle()
        #expect(controller.isEditing)
        #expect(controller.editButtonItem.title == "Done")
    }
}
