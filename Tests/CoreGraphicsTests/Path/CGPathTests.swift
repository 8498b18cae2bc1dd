import Testing
@testable import CoreGraphics

@Suite struct CGPathTests {
    @Test func rectPathBoundsAndElements() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 3, height: 4))
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        var rect = CGRect.zero
        #expect(path.isRect(&rect) && rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func transformedRect() {
        var scale = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &scale)
        #expect(path.boundingBox == CGRect(x: 10, y: 0, width: 2, height: 3))
    }

    @Test func ellipseBoundsAreTightForPathAndLooseForControlPoints() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.minX) < 1e-9 && abs(tight.maxX - 10) < 1e-9)
        #expect(abs(tight.minY) < 1e-9 && abs(tight.maxY - 20) < 1e-9)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(!path.isRect(nil))
    }

    @Test func arcBoundsAndEndPoint() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(path.currentPoint.x) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
        let bounds = path.boundingBoxOfPath
        #expect(abs(bounds.width - 10) < 1e-9 && abs(bounds.height - 10) < 1e-9)
        // Clockwise from 0 to π/2 is the long way round: three quarters of the circle.
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let longBounds = long.boundingBoxOfPath
        #expect(abs(longBounds.minX + 10) < 1e-9 && abs(longBounds.minY + 10) < 1e-9)
    }

    @Test func arcPointsStayOnTheCircle() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 3, startAngle: 0.3, endAngle: 2.9, clockwise: false)
        for polygon in path.flattened(segmentsPerCurve: 16) {
            for point in polygon {
                #expect(abs(hypot(point.x - 5, point.y - 5) - 3) < 0.001)
            }
        }
    }

    @Test func roundedRectContainsItsMiddleButNotItsCorners() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 20, cornerHeight: 20,
                          transform: nil)
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(path.contains(CGPoint(x: 1, y: 25)))
        #expect(path.contains(CGPoint(x: 50, y: 49)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))  // cut off by the corner
        #expect(!path.contains(CGPoint(x: 99, y: 49)))
        #expect(path.contains(CGPoint(x: 7, y: 7)))  // inside the corner's arc (distance 18.4 from its centre)
        #expect(!path.contains(CGPoint(x: 150, y: 25)))
    }

    @Test func evenOddAndWindingDifferForNestedSquares() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    }

    @Test func addPathWithTransformAndCopies() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let path = CGMutablePath()
        path.addPath(square, transform: CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 5))
        #expect(path.boundingBox == CGRect(x: 5, y: 5, width: 1, height: 1))
        let copy = path.copy()!
        path.addLine(to: .zero)
        #expect(copy.boundingBox == CGRect(x: 5, y: 5, width: 1, height: 1))
        #expect(copy != path)
        #expect(CGMutablePath().isEmpty && CGMutablePath().boundingBox.isNull)
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 4) < 1e-9)
    }

    @Test func contextPathRoundTripsThroughCairo() {
        let context = makeBitmapContext(width: 10, height: 10)
        context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(context.path?.boundingBox == CGRect(x: 1, y: 1, width: 2, height: 2))
        context.fillPath()
        #expect(context.isPathEmpty)
    }
}
