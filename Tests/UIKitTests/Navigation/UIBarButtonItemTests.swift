import Testing
@testable import UIKit
import Flipbook

/// Bar button items: target–action and primaryAction, drawn in the navigation bar and tappable; the toolbar.
@MainActor @Suite struct UIBarButtonItemTests {
    final class Screen: UIViewController {
        var log: [String] = []
        func add() { log.append("add") }
        func edit(_ sender: UIBarButtonItem) { log.append("edit \(sender.title ?? "")") }
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    private func itemView(_ bar: UIView, _ identifier: String) -> UIView? {
        bar.subviews.first { $0.accessibilityIdentifier == identifier }
    }

    @Test func itemsAreDrawnAndTappable() {
        let stage = Stage(device: .iPhoneSE)
        let first = Screen()
        first.title = "First"
        first.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: first, action: Screen.add)
        first.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: first, action: Screen.edit)
        let nav = UINavigationController(rootViewController: first)
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        let bar = nav.navigationBar
        let edit = try! #require(itemView(bar, "Edit"))
        #expect(edit.frame.minX == 16)
        let title = try! #require(bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "First" })
        #expect(abs(title.center.x - 187.5) < 1)
        #expect(bar.frame.minY == 20 && title.frame.minY >= 0, "in the bar, below the status bar")
        let add = try! #require(bar.subviews.first { ($0 as? UIButton)?.currentImage != nil })
        #expect(abs(add.frame.maxX - (375 - 16)) < 1e-6)
        stage.tap(at: center(of: add))
        stage.tap(at: center(of: edit))
        #expect(first.log == ["add", "edit Edit"])
    }

    @Test func backButtonShowsThePreviousTitleAndPops() {
        let stage = Stage(device: .iPhoneSE)
        let first = Screen()
        first.title = "First"
        let second = Screen()
        second.title = "Second"
        var fired = false
        second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Go", primaryAction: UIAction { _ in fired = true })
        let nav = UINavigationController(rootViewController: first)
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        nav.pushViewController(second, animated: false)
        stage.pumpAndSettle()
        let back = try! #require(itemView(nav.navigationBar, "Back") as? UIButton)
        #expect(back.currentTitle == "\u{2039} First")
        stage.tap(at: center(of: try! #require(itemView(nav.navigationBar, "Go"))))
        #expect(fired)
        stage.tap(at: center(of: back))
        stage.pumpAndSettle()
        #expect(nav.viewControllers.count == 1)
        #expect(itemView(nav.navigationBar, "Back") == nil)
    }

    @Test func titleViewAndChangesRedraw() {
        let stage = Stage(device: .iPhoneSE)
        let screen = Screen()
        let nav = UINavigationController(rootViewController: screen)
        stage.window.rootViewController = nav
        stage.pumpAndSettle()
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        screen.navigationItem.titleView = titleView
        stage.pump()
        #expect(titleView.superview === nav.navigationBar)
        #expect(titleView.frame == CGRect(x: 137.5, y: 7, width: 100, height: 30), "centred in the bar's 44 pt")
        let item = UIBarButtonItem(title: "Save", style: .done)
        screen.navigationItem.rightBarButtonItems = [item]
        stage.pump()
        item.isEnabled = false
        stage.pump()
        #expect((itemView(nav.navigationBar, "Save") as? UIButton)?.isEnabled == false)
    }

    @Test func systemItemsAndDefaults() {
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
        let done = UIBarButtonItem(barButtonSystemItem: .done)
        #expect(done.title == "Done" && done.style == .done)
        #expect(UIBarButtonItem(barButtonSystemItem: .add).image != nil)
        #expect(UIBarButtonItem.fixedSpace(20).width == 20)
    }

    @Test func toolbarSpreadsItemsWithFlexibleSpace() {
        let stage = Stage(device: .iPhoneSE)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 623, width: 375, height: 44))
        stage.show(toolbar)
        let screen = Screen()
        let left = UIBarButtonItem(title: "Left", style: .plain, target: screen, action: Screen.add)
        let right = UIBarButtonItem(title: "Right", style: .plain)
        toolbar.items = [left, .flexibleSpace(), right]
        stage.pump()
        let leftView = try! #require(itemView(toolbar, "Left"))
        let rightView = try! #require(itemView(toolbar, "Right"))
        #expect(leftView.frame.minX == 16)
        #expect(abs(rightView.frame.maxX - (375 - 16)) < 1e-6)
        stage.tap(at: center(of: leftView))
        #expect(screen.log == ["add"])
    }
}
