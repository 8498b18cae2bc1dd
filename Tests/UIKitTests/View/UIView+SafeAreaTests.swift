import Testing
@testable import UIKit
import Flipbook

/// Safe areas from the device down the hierarchy, the safe-area and margins guides, and their callbacks.
@MainActor @Suite struct UIViewSafeAreaTests {
    @Test func deviceInsets() {
        #expect(Stage(device: .iPhoneSE).window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(Stage(device: .iPhone15).window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// A view gets the part of its superview's safe area it reaches beyond, in its own coordinates.
    @Test func insetsPropagateThroughAHierarchy() {
        let stage = Stage(device: .iPhone15)
        let root = UIView()
        stage.show(root)
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let band = UIView(frame: CGRect(x: 0, y: 30, width: 393, height: 800))   // ends 22 pt above the bottom
        root.addSubview(band)
        #expect(band.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 12, right: 0))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        band.addSubview(child)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
        let safeChild = UIView(frame: CGRect(x: 10, y: 200, width: 100, height: 100))
        band.addSubview(safeChild)
        #expect(safeChild.safeAreaInsets == .zero)
    }

    @Test func anchorsToTheSafeAreaGuide() {
        let stage = Stage(device: .iPhone15)
        let root = UIView()
        stage.show(root)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        stage.pump()
        #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        #expect(guide.layoutFrame == content.frame)
    }

    @Test func viewControllerCallbacksAndAdditionalInsets() {
        final class Controller: UIViewController {
            var calls: [UIEdgeInsets] = []
            let box = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
            override func viewSafeAreaInsetsDidChange() {
                super.viewSafeAreaInsetsDidChange()
                calls.append(view.safeAreaInsets)
            }
        }
        let stage = Stage(device: .iPhone15)
        let controller = Controller()
        stage.window.rootViewController = controller
        stage.pump()
        #expect(controller.calls == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
        // The root view's margins: at least the system minimum of 16 pt leading and trailing.
        #expect(controller.box.frame == CGRect(x: 16, y: 59, width: 393 - 32, height: 44))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        stage.pump()
        #expect(controller.calls.last == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(controller.box.frame.minY == 103)
        #expect(controller.topLayoutGuide.length == 103)
        #expect(controller.bottomLayoutGuide.length == 34)
    }

    @Test func safeAreaInsetsDidChangeReachesSubviewsThatMove() {
        final class Watcher: UIView {
            var changes = 0
            override func safeAreaInsetsDidChange() { changes += 1 }
        }
        let stage = Stage(device: .iPhone15)
        let root = UIView()
        stage.show(root)
        let watcher = Watcher(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        root.addSubview(watcher)
        stage.pump()
        #expect(watcher.changes == 0)
        watcher.frame.origin.y = 0
        stage.pump()
        #expect(watcher.changes == 1)
        #expect(watcher.safeAreaInsets.top == 59)
    }

    /// Decision (unverified): margins are measured from the safe-area edges when `insetsLayoutMarginsFromSafeArea`.
    @Test func layoutMarginsGuideAddsSafeAreaAndMargins() {
        let stage = Stage(device: .iPhone15)
        let root = UIView()
        stage.show(root)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 30)
        #expect(root.layoutMargins == UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 30))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            v.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        stage.pump()
        #expect(v.frame == CGRect(x: 20, y: 69, width: 393 - 50, height: 852 - 69 - 44))
        root.insetsLayoutMarginsFromSafeArea = false
        stage.pump()
        #expect(v.frame.minY == 10)
        // The …Margin attributes read the same guide.
        let w = UIView()
        w.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(w)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: w, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: w, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
                               multiplier: 1, constant: 5),
            NSLayoutConstraint(item: w, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 10),
            NSLayoutConstraint(item: w, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 10),
        ])
        stage.pump()
        #expect(w.frame == CGRect(x: 20, y: 15, width: 10, height: 10))
    }

    @Test func preservesSuperviewLayoutMargins() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        let child = UIView(frame: CGRect(x: 10, y: 100, width: 355, height: 100))
        root.addSubview(child)
        child.insetsLayoutMarginsFromSafeArea = false
        #expect(child.effectiveLayoutMargins.left == 8)
        child.preservesSuperviewLayoutMargins = true
        #expect(child.effectiveLayoutMargins.left == 30)
        #expect(child.effectiveLayoutMargins.right == 30)
    }
}
