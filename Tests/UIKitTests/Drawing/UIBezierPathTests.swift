import Foundation
import Testing
@testable import UIKit

@Suite("UIBezierPath")
struct UIBezierPathTests {
    private func render(_ size: CGSize, _ body: () -> Void) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return try #require(UIGraphicsImageRenderer(size: size, format: format).image { _ in body() }.cgImage)
    }

    @Test func roundedRectLeavesCornersEmpty() throws {
        let image = try render(CGSize(width: 40, height: 40)) {
            UIColor.black.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 12).fill()
        }
        #expect(Probe.isTransparent(image, 0, 0))
        #expect(Probe.isTransparent(image, 39, 39))
        #expect(Probe.matches(image, 20, 20, (0, 0, 0)))
        #expect(Probe.matches(image, 20, 1, (0, 0, 0)))
    }

    @Test func roundingOnlySomeCorners() throws {
        let image = try render(CGSize(width: 40, height: 40)) {
            UIColor.black.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft],
                         cornerRadii: CGSize(width: 15, height: 15)).fill()
        }
        #expect(Probe.isTransparent(image, 1, 1))
        #expect(Probe.matches(image, 38, 1, (0, 0, 0)))
        #expect(Probe.matches(image, 1, 38, (0, 0, 0)))
        #expect(Probe.matches(image, 38, 38, (0, 0, 0)))
    }

    @Test func clockwiseArcsTurnClockwiseOnScreen() throws {
        // From 0 to π/2 clockwise on a y-down screen sweeps the lower-right quarter.
        let image = try render(CGSize(width: 40, height: 40)) {
            UIColor.black.setFill()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 20, y: 20))
            path.addArc(withCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            path.close()
            path.fill()
        }
        #expect(Probe.matches(image, 28, 28, (0, 0, 0)))
        #expect(Probe.isTransparent(image, 28, 12))
        #expect(Probe.isTransparent(image, 12, 28))
    }

    @Test func ovalStrokeAndLineWidth() throws {
        let image = try render(CGSize(width: 40, height: 40)) {
            UIColor.red.setStroke()
            let path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 30, height: 30))
            path.lineWidth = 4
            path.stroke()
        }
        #expect(Probe.isTransparent(image, 20, 20))
        #expect(Probe.matches(image, 20, 5, (255, 0, 0)))
        #expect(Probe.matches(image, 35, 20, (255, 0, 0), tolerance: 6) || Probe.matches(image, 34, 20, (255, 0, 0)))
    }

    @Test func curvesBoundsAndContains() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 15), controlPoint2: CGPoint(x: 2, y: 12))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 30, y: 5)))
        #expect(path.bounds.maxX == 20)
        #expect(!path.isEmpty)
        let rect = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        rect.apply(CGAffineTransform(translationX: 10, y: 0))
        #expect(rect.bounds.minX == 11)
        #expect(UIBezierPath(cgPath: rect.cgPath).bounds == rect.bounds)
        rect.removeAllPoints()
        #expect(rect.isEmpty)
    }

    @Test func evenOddFillLeavesAHole() throws {
        let image = try render(CGSize(width: 40, height: 40)) {
            UIColor.black.setFill()
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
            path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)))
            path.usesEvenOddFillRule = true
            path.fill()
        }
        #expect(Probe.isTransparent(image, 20, 20))
        #expect(Probe.matches(image, 5, 5, (0, 0, 0)))
    }

    @Test func addClipLimitsDrawing() throws {
        let image = try render(CGSize(width: 40, height: 40)) {
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).addClip()
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(Probe.isTransparent(image, 1, 1))
        #expect(Probe.matches(image, 20, 20, (0, 0, 255)))
    }
}
