import Testing
import Flipbook

/// `NSValue`'s UIKit and Core Animation additions: each value reads back what was boxed, and Core Animation
/// accepts boxed values wherever it accepts the bare ones.
@MainActor
@Suite struct NSValueGeometryTests {
    @Test func roundTrips() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: -2)).cgPointValue == CGPoint(x: 1, y: -2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue == CGVector(dx: 5, dy: 6))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        var t = CATransform3DMakeRotation(0.5, 0, 1, 0)
        t.m34 = -1 / 500
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 7, vertical: 8)).uiOffsetValue == UIOffset(horizontal: 7, vertical: 8))
        // Foundation's own accessors read UIKit's boxes (same encoding, as on iOS).
        #expect(NSValue(cgPoint: CGPoint(x: 9, y: 9)).pointValue == CGPoint(x: 9, y: 9))
        // Equal boxes compare equal.
        #expect(NSValue(caTransform3D: t) == NSValue(caTransform3D: t))
        // Reading another kind gives zero.
        #expect(NSValue(cgPoint: .zero).cgRectValue == .zero)
    }

    @Test func coreAnimationTakesBoxedValues() {
        let stage = Stage(size: CGSize(width: 200, height: 200))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        stage.window.layer.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "move")
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        turn.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        turn.duration = 1
        turn.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(turn, forKey: "turn")
        stage.pump()
        stage.pump(0.5 - Stage.frameDuration)
        let presented = layer.presentation()!
        #expect(abs(presented.position.x - 50) < 1e-6 && abs(presented.position.y - 25) < 1e-6)
        #expect(abs(presented.transform.m11 - 2) < 1e-6)
    }
}
