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
}
