import Foundation
import Testing
@testable import CoreGraphics

/// Whether two transforms agree entry by entry to within `tolerance`.
func isApproximatelyEqual(_ lhs: CGAffineTransform, _ rhs: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
    let pairs = [(lhs.a, rhs.a), (lhs.b, rhs.b), (lhs.c, rhs.c), (lhs.d, rhs.d), (lhs.tx, rhs.tx), (lhs.ty, rhs.ty)]
    return pairs.allSatisfy { abs($0 - $1) <= tolerance }
}

/// Whether two points agree to within `tolerance` in each coordinate.
func isApproximatelyEqual(_ lhs: CGPoint, _ rhs: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs.x - rhs.x) <= tolerance && abs(lhs.y - rhs.y) <= tolerance
}

@Suite struct CGAffineTransformTests {
    @Test func emptyInitializerIsAllZerosNotIdentity() {
        let zero = CGAffineTransform()
        #expect(zero == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!zero.isIdentity)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(1, 0, 0, 1, 0, 0).isIdentity)
    }

    @Test func makersFillTheDocumentedEntries() {
        #expect(CGAffineTransform(translationX: 3, y: -4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
        #expect(CGAffineTransform(scaleX: 2, y: 5) == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
        // §8: rotation is [cos, sin, −sin, cos, 0, 0].
        let rotation = CGAffineTransform(rotationAngle: .pi / 6)
        let expected = CGAffineTransform(a: 0.8660254037844387, b: 0.5, c: -0.5, d: 0.8660254037844387, tx: 0, ty: 0)
        #expect(isApproximatelyEqual(rotation, expected, tolerance: 1e-15))
    }

    /// §8: on a y-down screen a positive angle turns the x axis towards +y, i.e. clockwise.
    @Test func positiveRotationTurnsXAxisDown() {
        let p = CGPoint(x: 10, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isApproximatelyEqual(p, CGPoint(x: 0, y: 10)))
    }

    /// §8: `translatedBy` prepends, so the offset is taken in the rotated view's local axes.
    @Test func translatedByPrependsTheTranslation() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        let t = rotation.translatedBy(x: 10, y: 0)
        #expect(t == CGAffineTransform(translationX: 10, y: 0).concatenating(rotation))
        // Local +x is screen +y after a quarter turn: the origin lands 10 pt below, not to the right.
        #expect(isApproximatelyEqual(CGPoint.zero.applying(t), CGPoint(x: 0, y: 10)))
        // The other order (rotate after translating on screen) keeps the offset on the screen's x axis.
        let appended = rotation.concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(isApproximatelyEqual(CGPoint.zero.applying(appended), CGPoint(x: 10, y: 0)))
    }

    /// §8: `scaledBy` prepends, so an existing translation is not scaled.
    @Test func scaledByPrependsTheScale() {
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    }

    /// §8: `rotated(by:)` prepends, so the rotation happens about the local origin, before the translation.
    @Test func rotatedByPrependsTheRotation() {
        let t = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi / 2)
        #expect(t == CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 100, y: 0)))
        // (10, 0) rotates to (0, 10), then moves to (100, 10).
        #expect(isApproximatelyEqual(CGPoint(x: 10, y: 0).applying(t), CGPoint(x: 100, y: 10)))
    }

    /// §8: `t1.concatenating(t2)` applies t1 first.
    @Test func concatenatingAppliesReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGPoint(x: 1, y: 0).applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 0))
        #expect(CGPoint(x: 1, y: 0).applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 0))
        // Hand-computed product of two general matrices.
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // det = −2: inverse = [−2, 1, 1.5, −0.5, 1, −2].
        #expect(t.inverted() == CGAffineTransform(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2))
        let composite = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: -0.5).translatedBy(x: 7, y: -3)
        #expect(isApproximatelyEqual(composite.concatenating(composite.inverted()), .identity))
        #expect(isApproximatelyEqual(composite.inverted().concatenating(composite), .identity))
        let p = CGPoint(x: 12.5, y: -40)
        #expect(isApproximatelyEqual(p.applying(composite).applying(composite.inverted()), p))
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let flat = CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 4, ty: 5)
        #expect(flat.inverted() == flat)
        let collapsed = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
        #expect(collapsed.inverted() == collapsed)
    }

    @Test func descriptionListsTheEntries() {
        let expected = "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)"
        #expect(CGAffineTransform.identity.description == expected)
    }

    @Test func codableUsesAnUnkeyedArray() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let data = try JSONEncoder().encode(t)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
    }
}
