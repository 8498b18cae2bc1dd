import Testing
@testable import UIKit
import Flipbook

/// Layout guides an app adds: spacers between views, their frames, ambiguity and removal.
@MainActor @Suite struct UILayoutGuideTests {
    @Test func equalSpacerGuidesCentreAButtonRow() {
        let (stage, root, views) = makeStageForAutoLayout(views: 2)
        let (a, b) = (views[0], views[1])
        let left = UILayoutGuide(), middle = UILayoutGuide(), right = UILayoutGuide()
        left.identifier = "left"
        for g in [left, middle, right] { root.addLayoutGuide(g) }
        #expect(left.owningView === root)
        #expect(root.layoutGuides.contains { $0 === middle })
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            middle.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            middle.widthAnchor.constraint(equalTo: left.widthAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 60),
            b.widthAnchor.constraint(equalToConstant: 105),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            b.topAnchor.constraint(equalTo: a.topAnchor),
        ])
        stage.pump()
        // (375 − 60 − 105) / 3 = 70 pt each side and between.
        #expect(a.frame == CGRect(x: 70, y: 200, width: 60, height: 40))
        #expect(b.frame == CGRect(x: 200, y: 200, width: 105, height: 40))
        #expect(middle.layoutFrame.minX == 130 && middle.layoutFrame.width == 70)
        // The guides have no vertical constraints: their x and width are set, their y and height are not.
        #expect(middle.hasAmbiguousLayout)
        NSLayoutConstraint.activate([
            middle.topAnchor.constraint(equalTo: a.topAnchor),
            middle.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        stage.pump()
        #expect(!middle.hasAmbiguousLayout)
        #expect(middle.layoutFrame == CGRect(x: 130, y: 200, width: 70, height: 40))
        // Removing a guide removes its constraints: the row is then under-determined, a and b keep their size.
        root.removeLayoutGuide(right)
        #expect(right.owningView == nil)
        #expect(!root.layoutGuides.contains { $0 === right })
        #expect(root.constraints.allSatisfy { $0.firstItem !== right && $0.secondItem !== right })
    }
}
