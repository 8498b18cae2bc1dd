import Testing
@testable import UIKit
import Flipbook

/// The visual format language: `constraints(withVisualFormat:options:metrics:views:)`.
@MainActor @Suite struct VisualFormatTests {
    func host() -> (Stage, UIView, UIView, UIView) {
        let (stage, root, views) = makeStageForAutoLayout(views: 2)
        return (stage, root, views[0], views[1])
    }

    @Test func aRowWithStandardSpacingAndEqualWidths() {
        let (stage, _, a, b) = host()
        let h = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [.alignAllTop],
                                               metrics: nil, views: ["a": a, "b": b])
        #expect(h.count == 5)   // b.width == a.width, three connections, one alignment
        let v = NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[a(44)]", metrics: ["top": 30],
                                               views: ["a": a])
        NSLayoutConstraint.activate(h + v + [b.heightAnchor.constraint(equalToConstant: 10)])
        stage.pump()
        #expect(a.frame == CGRect(x: 20, y: 30, width: 163.5, height: 44))
        #expect(b.frame == CGRect(x: 191.5, y: 30, width: 163.5, height: 10))
        #expect(h.contains { $0.firstAttribute == .leading && $0.secondAttribute == .leading && $0.constant == 20 })
        #expect(h.contains { $0.firstAttribute == .top && $0.secondAttribute == .top })
    }

    @Test func relationsPrioritiesAndMetrics() {
        let (stage, _, a, b) = host()
        let format = "V:|[a(>=side,<=200)]-(==gap@750)-[b(side@999)]|"
        let cs = NSLayoutConstraint.constraints(withVisualFormat: format, options: [],
                                                metrics: ["side": 50.0, "gap": 10], views: ["a": a, "b": b])
        let gap = cs.first { $0.firstItem === b && $0.firstAttribute == .top }!
        #expect(gap.relation == .equal && gap.constant == 10 && gap.priority.rawValue == 750)
        let bHeight = cs.first { $0.firstItem === b && $0.firstAttribute == .height }!
        #expect(bHeight.constant == 50 && bHeight.priority.rawValue == 999)
        #expect(cs.filter { $0.firstItem === a && $0.firstAttribute == .height }.map(\.relation)
                == [.greaterThanOrEqual, .lessThanOrEqual])
        NSLayoutConstraint.activate(cs + NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(10)][b(10)]",
                                                                        metrics: nil, views: ["a": a, "b": b]))
        stage.pump()
        // 667 tall: a can be at most 200, so the 750 gap gives: b is 50 at the bottom, the gap is the rest.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 200))
        #expect(b.frame == CGRect(x: 10, y: 617, width: 10, height: 50))
    }

    @Test func directionOptions() {
        let (stage, _, a, b) = host()
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(30)]-5-[b(30)]",
                                                options: [.directionRightToLeft, .alignAllCenterY],
                                                metrics: nil, views: ["a": a, "b": b])
        NSLayoutConstraint.activate(cs + [a.topAnchor.constraint(equalTo: a.superview!.topAnchor),
                                          a.heightAnchor.constraint(equalToConstant: 8),
                                          b.heightAnchor.constraint(equalToConstant: 4)])
        stage.pump()
        #expect(a.frame.maxX == 365)
        #expect(b.frame.maxX == 330)
        #expect(b.frame.midY == a.frame.midY)
    }

    @Test func anUnknownViewNameTrapsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let a = UIView()
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[missing]", metrics: nil, views: ["a": a])
        }
        let text = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(text.contains("Unable to parse constraint format: \nmissing is not a key in the views dictionary. \nH:[a]-[missing] \n       ^"))
    }

    @Test func aBarWithoutASuperviewTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let a = UIView()
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]", metrics: nil, views: ["a": a])
        }
        let text = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(text.contains("Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \nH:|[a] \n  ^"))
    }

    @Test func aMissingBracketTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let a = UIView()
            _ = NSLayoutConstraint.constraints(withVisualFormat: "V:[a(20)", metrics: nil, views: ["a": a])
        }
        let text = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(text.contains("Expected ']' \nV:[a(20) \n        ^"))
    }
}
