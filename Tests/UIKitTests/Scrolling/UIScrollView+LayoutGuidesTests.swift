import Testing
@testable import UIKit
import Flipbook

/// `contentLayoutGuide` and `frameLayoutGuide` (Apple's "Working with scroll views" pattern: content pinned to
/// the content guide, its width equal to the frame guide's).
@MainActor
@Suite struct UIScrollViewLayoutGuidesTests {
    /// A scroll view filling an iPhone SE screen (375 × 667), a vertical stack of `count` labels pinned to its
    /// content guide with 20-point insets and as wide as the frame guide less 40, and a badge pinned to the
    /// frame guide's top-right corner.
    func make(count: Int = 30) -> (Stage, UIScrollView, UIStackView, [UILabel], UIView) {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let scroll = UIScrollView(frame: root.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        root.addSubview(scroll)
        let labels = (0..<count).map { i -> UILabel in
            let label = UILabel()
            label.text = "Row \(i)"
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -40),
            badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        stage.pump()
        return (stage, scroll, stack, labels, badge)
    }

    @Test func constraintsToTheContentGuideDefineTheContentSize() {
        let (stage, scroll, stack, labels, _) = make()
        defer { withExtendedLifetime(stage) {} }
        let heights = labels.map(\.intrinsicContentSize.height).reduce(0, +)
        let expectedHeight = 20 + heights + 10 * CGFloat(labels.count - 1) + 20
        #expect(abs(scroll.contentSize.height - expectedHeight) <= 1)
        #expect(scroll.contentSize.width == 375, "content as wide as the frame: no horizontal scrolling")
        #expect(stack.frame == CGRect(x: 20, y: 20, width: 335, height: scroll.contentSize.height - 40))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(origin: .zero, size: scroll.contentSize))
    }

    @Test func contentScrollsAndFramePinnedViewsStayPut() {
        let (stage, scroll, stack, labels, badge) = make()
        let stackOnScreen = stack.convert(stack.bounds, to: nil)
        let labelOnScreen = labels[3].convert(labels[3].bounds, to: nil)
        #expect(badge.frame == CGRect(x: 335, y: 10, width: 30, height: 30))
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        stage.pump()
        // The content's frames do not change (the bounds moved); on screen it moved up 250 points.
        #expect(stack.frame.minY == 20)
        #expect(stack.convert(stack.bounds, to: nil) == stackOnScreen.offsetBy(dx: 0, dy: -250))
        #expect(labels[3].convert(labels[3].bounds, to: nil) == labelOnScreen.offsetBy(dx: 0, dy: -250))
        // The frame guide follows the bounds: the badge's frame moves with the offset, its place on screen stays.
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 250, width: 375, height: 667))
        #expect(badge.frame == CGRect(x: 335, y: 260, width: 30, height: 30))
        #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 335, y: 10, width: 30, height: 30))
    }

    @Test func anUnconstrainedContentGuideTakesTheContentSizeSetInCode() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        root.addSubview(scroll)
        scroll.contentSize = CGSize(width: 300, height: 1200)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            pinned.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 50),
            pinned.heightAnchor.constraint(equalToConstant: 50),
        ])
        stage.pump()
        #expect(scroll.contentSize == CGSize(width: 300, height: 1200))
        #expect(pinned.frame == CGRect(x: 0, y: 1150, width: 50, height: 50), "at the bottom of the content")
        scroll.contentSize = CGSize(width: 300, height: 900)
        stage.pump()
        #expect(pinned.frame.minY == 850)
    }

    @Test func contentSizeFollowsTheContentWhenItGrows() {
        let (stage, scroll, stack, labels, _) = make(count: 3)
        let before = scroll.contentSize.height
        let extra = UILabel()
        extra.text = "Row 3"
        stack.addArrangedSubview(extra)
        stage.pump()
        #expect(abs(scroll.contentSize.height - (before + 10 + labels[0].intrinsicContentSize.height)) <= 1)
    }

    @Test func theGuidesAreMadeOnceAndOwnedByTheScrollView() {
        let scroll = UIScrollView()
        #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
        #expect(scroll.frameLayoutGuide === scroll.frameLayoutGuide)
        #expect(scroll.contentLayoutGuide !== scroll.frameLayoutGuide)
        #expect(scroll.contentLayoutGuide.owningView === scroll && scroll.frameLayoutGuide.owningView === scroll)
    }
}
