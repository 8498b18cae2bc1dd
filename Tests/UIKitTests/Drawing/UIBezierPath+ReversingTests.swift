import Testing
@testable import UIKit

@Suite("UIBezierPath reversing")
struct UIBezierPathReversingTests {
    @Test func openSubpathRunsBackwards() {
        let reversed = UIBezierPath.reversedElements([
            .moveTo(CGPoint(x: 0, y: 0)), .lineTo(CGPoint(x: 10, y: 0)),
            .curveTo(CGPoint(x: 20, y: 10), control1: CGPoint(x: 12, y: 0), control2: CGPoint(x: 20, y: 8)),
        ])
        #expect(reversed == [
            .moveTo(CGPoint(x: 20, y: 10)),
            .curveTo(CGPoint(x: 10, y: 0), control1: CGPoint(x: 20, y: 8), control2: CGPoint(x: 12, y: 0)),
            .lineTo(CGPoint(x: 0, y: 0)),
        ])
    }

    @Test func closedSubpathStaysClosedAndKeepsItsBounds() {
        let square = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        let reversed = square.reversing()
        #expect(reversed.bounds == square.bounds)
        let elements = reversed.cgPath.elements
        #expect(elements.first == .moveTo(CGPoint(x: 1, y: 2)) && elements.last == .closeSubpath)
        // The second corner visited is the original's last: counter-clockwise on screen becomes clockwise.
        #expect(elements[1] == .lineTo(CGPoint(x: 1, y: 6)))
        #expect(square.reversing().reversing().cgPath.elements.count == elements.count)
    }
}
