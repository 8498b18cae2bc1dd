import Foundation
import Testing
@testable import CoreGraphics

@Suite struct CGGeometryApplyingTests {
    @Test func pointUsesRowVectorConvention() {
        // x' = a·x + c·y + tx = 1·2 + 3·5 + 5 = 22; y' = b·x + d·y + ty = 2·2 + 4·5 + 6 = 30.
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 2, y: 5).applying(t) == CGPoint(x: 22, y: 30))
    }

    @Test func sizeIgnoresTranslation() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGSize(width: 2, height: 5).applying(t) == CGSize(width: 17, height: 24))
        // A flip makes the size negative rather than standardizing it.
        let flip = CGAffineTransform(scaleX: -1, y: 1)
        #expect(CGSize(width: 10, height: 20).applying(flip) == CGSize(width: -10, height: 20))
    }

    @Test func rectUnderScaleAndTranslationIsTheTransformedRect() {
        let t = CGAffineTransform(scaleX: 2, y: -3).concatenating(CGAffineTransform(translationX: 10, y: 10))
        // Corners x ∈ {1, 4} → {12, 18}; y ∈ {2, 6} → {4, −8}: standardized to y from −8, height 12.
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t) == CGRect(x: 12, y: -8, width: 6, height: 12))
    }

    @Test func rectUnderRotationIsTheBoundingBoxOfTheCorners() {
        let t = CGAffineTransform(rotationAngle: .pi / 4)
        let box = CGRect(x: 0, y: 0, width: 10, height: 10).applying(t)
        // Corners (0,0) (10,0) (0,10) (10,10) map to (0,0) (7.07,7.07) (−7.07,7.07) (0,14.14).
        let h = 10 / 2.0.squareRoot()
        #expect(abs(box.minX + h) < 1e-9 && abs(box.maxX - h) < 1e-9)
        #expect(abs(box.minY) < 1e-9 && abs(box.maxY - 2 * h) < 1e-9)
    }

    @Test func nullRectStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }
}
