import Testing
@testable import UIKit
import Flipbook

/// Anchors' inequalities and dimension multipliers, solved on a stage (issue 12's anchor list).
@MainActor @Suite struct NSLayoutAnchorTests {
    func host() -> (Stage, UIView) {
        let (stage, root, _) = makeStageForAutoLayout()
        return (stage, root)
    }

    func box(in root: UIView) -> UIView {
        let v = UIView()
        addForAutoLayout(v, to: root)
        return v
    }

    @Test func inequalitiesBoundWeakerPreferences() {
        let (stage, root) = host()
        let v = box(in: root)
        let nearTheEdge = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        nearTheEdge.priority = .defaultLow
        let wide = v.widthAnchor.constraint(equalToConstant: 400)
        wide.priority = UILayoutPriority(700)
        let high = v.topAnchor.constraint(equalTo: root.topAnchor)
        high.priority = .defaultLow
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 30),
            v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -40),
            v.topAnchor.constraint(greaterThanOrEqualTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            v.heightAnchor.constraint(equalToConstant: 50),
            nearTheEdge, wide, high,
        ])
        stage.pump()
        #expect(v.frame.minX == 30)          // ≥ 30 beats the wish for 5
        #expect(close(Double(v.frame.maxX), 375 - 40, 1e-9))    // ≤ trailing − 40 caps the 400 pt wish
        #expect(close(Double(v.frame.minY), 20 + 8, 1e-9))      // ≥ the safe area's top (20 pt status bar) + 8 beats the wish for 0
        #expect(v.frame.height == 50)
        #expect(!v.hasAmbiguousLayout)
        // Loosen the cap: the width wish wins up to the new bound.
        root.constraints.first { $0.firstAttribute == .trailing && $0.relation == .lessThanOrEqual }!.constant = 0
        stage.pump()
        #expect(close(Double(v.frame.maxX), 375, 1e-9))
    }

    @Test func aDimensionMultiplierFollowsItsReference() {
        let (stage, root) = host()
        let a = box(in: root), b = box(in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            width,
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.75),
            b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 12),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(lessThanOrEqualTo: a.widthAnchor, multiplier: 0.5, constant: 4),
            b.heightAnchor.constraint(greaterThanOrEqualTo: a.heightAnchor, multiplier: 1, constant: 10),
        ])
        let hugLeft = b.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        hugLeft.priority = .defaultLow
        let grow = b.widthAnchor.constraint(equalToConstant: 1000)
        grow.priority = .defaultLow
        let shrink = b.heightAnchor.constraint(equalToConstant: 0)
        shrink.priority = .defaultLow
        NSLayoutConstraint.activate([hugLeft, grow, shrink])
        stage.pump()
        #expect(a.frame == CGRect(x: 10, y: 40, width: 100, height: 75))
        #expect(b.frame == CGRect(x: 122, y: 40, width: 54, height: 85))
        width.constant = 200
        stage.pump()
        #expect(a.frame.height == 150)
        #expect(b.frame == CGRect(x: 222, y: 40, width: 104, height: 160))
    }
}
