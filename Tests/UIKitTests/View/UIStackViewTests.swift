import Testing
@testable import UIKit
import Flipbook

/// UIStackView: distributions, alignments, spacing, margins, and hiding arranged subviews (animated).
@MainActor @Suite struct UIStackViewTests {
    /// Boxes with intrinsic sizes, like small images.
    final class Box: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    func makeStack(_ stage: Stage, width: CGFloat? = 300, _ configure: (UIStackView) -> Void) -> (UIStackView, [Box]) {
        let root = UIView()
        stage.show(root)
        let boxes = [Box(40, 20), Box(60, 30), Box(100, 10)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
        configure(stack)
        root.layoutIfNeeded()
        return (stack, boxes)
    }

    @Test func fillEqually() {
        let stage = Stage()
        let (stack, boxes) = makeStack(stage) { s in
            s.distribution = .fillEqually
            s.spacing = 15
        }
        #expect(boxes.map(\.frame.width) == [90, 90, 90])
        #expect(boxes.map(\.frame.minX) == [0, 105, 210])
        #expect(stack.frame.height == 30)                   // .fill alignment: all as tall as the tallest
        #expect(boxes.allSatisfy { $0.frame.height == 30 })
    }

    @Test func fillProportionally() {
        let stage = Stage()
        let (_, boxes) = makeStack(stage) { s in
            s.distribution = .fillProportionally
            s.spacing = 10
        }
        // 280 pt shared 40 : 60 : 100.
        #expect(boxes.map(\.frame.width) == [56, 84, 140])
        #expect(boxes[2].frame.maxX == 300)
    }

    @Test func equalSpacing() {
        let stage = Stage()
        let (_, boxes) = makeStack(stage) { s in
            s.distribution = .equalSpacing
            s.alignment = .top
        }
        #expect(boxes.map(\.frame.width) == [40, 60, 100])
        #expect(boxes.map(\.frame.minX) == [0, 90, 200])   // gaps of 50
        #expect(boxes.map(\.frame.minY) == [0, 0, 0])
        #expect(boxes.map(\.frame.height) == [20, 30, 10])
    }

    @Test func equalCentering() {
        let stage = Stage()
        let (_, boxes) = makeStack(stage) { s in
            s.distribution = .equalCentering
            s.alignment = .center
        }
        let centers = boxes.map(\.frame.midX)
        #expect(centers[1] - centers[0] == centers[2] - centers[1])
        #expect(boxes[0].frame.minX == 0 && boxes[2].frame.maxX == 300)
        #expect(boxes.map(\.frame.midY) == [15, 15, 15])
    }

    @Test func fillGivesTheSlackToTheLowestHugging() {
        let stage = Stage()
        let (_, boxes) = makeStack(stage) { s in
            s.spacing = 5
            s.alignment = .bottom
        }
        boxes[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        boxes[1].superview!.layoutIfNeeded()
        #expect(boxes[0].frame.width == 40)
        #expect(boxes[2].frame.width == 100)
        #expect(abs(boxes[1].frame.width - 150) < 1e-9)
        #expect(boxes.map(\.frame.maxY) == [30, 30, 30])
    }

    @Test func verticalWithCustomSpacingAndMargins() {
        let stage = Stage()
        let (stack, boxes) = makeStack(stage) { s in
            s.axis = .vertical
            s.alignment = .leading
            s.spacing = 4
            s.isLayoutMarginsRelativeArrangement = true
            s.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
        }
        stack.setCustomSpacing(20, after: boxes[0])
        stack.superview!.layoutIfNeeded()
        #expect(boxes.map(\.frame.minY) == [10, 50, 84])
        #expect(boxes.map(\.frame.minX) == [12, 12, 12])
        #expect(stack.frame.height == 104)
        #expect(stack.customSpacing(after: boxes[1]) == UIStackView.spacingUseDefault)
    }

    @Test func hidingCollapsesWithAnimation() {
        let stage = Stage()
        let (stack, boxes) = makeStack(stage, width: nil) { s in   // as wide as its content
            s.spacing = 10
            s.alignment = .top
        }
        #expect(stack.frame.width == 220)
        #expect(boxes.map(\.frame.minX) == [0, 50, 120])
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            boxes[1].isHidden = true
            stack.layoutIfNeeded()
        })
        #expect(boxes[2].frame.minX == 50)
        #expect(boxes[1].frame.width == 0)
        stage.pump(0.5)
        #expect(abs(boxes[2].layer.presentation()!.frame.minX - 85) < 0.5)
        stage.pumpAndSettle()
        boxes[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(boxes.map(\.frame.minX) == [0, 50, 120])
        stack.removeArrangedSubview(boxes[0])
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 2)
        #expect(boxes[1].frame.minX == 0)
        #expect(boxes[0].superview === stack)
    }

    @Test func addAndInsertArrangedSubviews() {
        let stage = Stage()
        let (stack, boxes) = makeStack(stage, width: nil) { s in s.spacing = 10 }
        #expect(boxes.map(\.frame.minX) == [0, 50, 120])
        let extra = Box(30, 5)
        stack.insertArrangedSubview(extra, at: 1)
        stack.superview!.layoutIfNeeded()   // the stack's own frame is set by its superview's layout
        #expect(stack.arrangedSubviews == [boxes[0], extra, boxes[1], boxes[2]])
        #expect(extra.superview === stack && !extra.translatesAutoresizingMaskIntoConstraints)
        #expect([boxes[0], extra, boxes[1], boxes[2]].map(\.frame.minX) == [0, 50, 90, 160])
        #expect(stack.frame.width == 260)
        // Inserting an arranged view again moves it; adding appends.
        stack.insertArrangedSubview(boxes[2], at: 0)
        let last = Box(20, 20)
        stack.addArrangedSubview(last)
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [boxes[2], boxes[0], extra, boxes[1], last])
        #expect(stack.subviews.filter { $0 === boxes[2] }.count == 1)
        #expect([boxes[2], boxes[0], extra, boxes[1], last].map(\.frame.minX) == [0, 110, 160, 200, 270])
    }

    @Test func aViewControllerHearsWillAndDidLayoutAroundLayoutSubviews() {
        final class Root: UIView {
            var log: (String) -> Void = { _ in }
            override func layoutSubviews() {
                log("layoutSubviews")
                super.layoutSubviews()
            }
        }
        final class Controller: UIViewController {
            var log: [String] = []
            override func loadView() {
                let root = Root()
                root.log = { [unowned self] in self.log.append($0) }
                view = root
            }
            override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
        }
        let stage = Stage()
        let controller = Controller()
        stage.window.rootViewController = controller
        stage.pump()
        #expect(Array(controller.log.prefix(3)) == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
        controller.log = []
        stage.pump()
        #expect(controller.log.isEmpty)                 // nothing asked for layout
        controller.view.setNeedsLayout()
        #expect(controller.log.isEmpty)                 // deferred to the next frame
        stage.pump()
        #expect(controller.log == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()                // or now
        #expect(controller.log.count == 6)
    }
}
