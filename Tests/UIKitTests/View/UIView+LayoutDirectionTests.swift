import Testing
@testable import UIKit
import Flipbook

/// Right-to-left: `semanticContentAttribute`, `effectiveUserInterfaceLayoutDirection`, leading and trailing
/// constraints and stack views flipped, `directionalLayoutMargins`.
@MainActor @Suite struct LayoutDirectionTests {
    @Test func effectiveDirectionFollowsTheSemanticAttribute() {
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let child = UIView()
        view.addSubview(child)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)   // not inherited, as in UIKit
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    }

    @Test func leadingAndTrailingFlipUnderRightToLeft() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        NSLayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
            b.widthAnchor.constraint(equalToConstant: 40),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.pump()
        #expect(a.frame.minX == 20)
        #expect(b.frame.minX == 80)
        container.semanticContentAttribute = .forceRightToLeft
        stage.pump()
        #expect(a.frame.maxX == 280)
        #expect(b.frame.maxX == 220)
        #expect(b.frame.minX == 180)
        // The margins attributes flip too.
        let m = UIView()
        m.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(m)
        NSLayoutConstraint.activate([
            m.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            m.widthAnchor.constraint(equalToConstant: 5), m.heightAnchor.constraint(equalToConstant: 5),
            m.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        stage.pump()
        #expect(m.frame.maxX == 300 - container.layoutMargins.right)
        container.semanticContentAttribute = .forceLeftToRight
        stage.pump()
        #expect(a.frame.minX == 20)
        #expect(m.frame.minX == container.layoutMargins.left)
    }

    @Test func aHorizontalStackRunsFromTheRightUnderRightToLeft() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let views = (0..<3).map { _ -> UIView in
            let v = UIView()
            v.widthAnchor.constraint(equalToConstant: 50).isActive = true
            return v
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.semanticContentAttribute = .forceRightToLeft
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.pump()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 170, height: 20))
        #expect(views.map(\.frame.minX) == [120, 60, 0])
    }

    @Test func directionalMarginsMapLeadingAndTrailingByDirection() {
        let view = UIView()
        view.semanticContentAttribute = .forceRightToLeft
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 10)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 10, bottom: 2, right: 30))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 10))
        // Set by direction, they follow a change of direction.
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 30, bottom: 2, right: 10))
        // Set by side, they stay.
        view.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 6)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMargins.left == 5)
        #expect(view.directionalLayoutMargins.leading == 6)
    }
}
