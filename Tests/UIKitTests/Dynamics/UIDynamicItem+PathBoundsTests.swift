import Flipbook
import Testing

/// `.path` collision bounds and path boundaries (§9): the outline, not the bounds, is what collides.
@MainActor
@Suite struct UIDynamicItemPathBoundsTests {
    /// A 100 × 100 view whose collision outline is a flat-bottomed shape 30 pt shorter than its bounds.
    private final class ShortView: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        override var collisionBoundingPath: UIBezierPath {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: -50, y: -50))
            path.addLine(to: CGPoint(x: 50, y: -50))
            path.addLine(to: CGPoint(x: 50, y: 20))
            path.addLine(to: CGPoint(x: -50, y: 20))
            path.close()
            return path
        }
    }

    @Test(arguments: [false, true])
    func restsOnItsOutline(usesPath: Bool) {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let box = usesPath ? ShortView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            : UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: root)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        let collision = UICollisionBehavior(items: [box])
        let floor = UIBezierPath(rect: CGRect(x: 0, y: 400, width: 375, height: 100))
        collision.addBoundary(withIdentifier: "floor" as NSString, for: floor)
        animator.addBehavior(collision)
        let rigid = UIDynamicItemBehavior(items: [box])
        rigid.allowsRotation = false
        animator.addBehavior(rigid)
        for _ in 0..<(4 * 60) { stage.pump() }
        let expected: CGFloat = usesPath ? 380 : 350
        #expect(abs(box.center.y - expected) < 2, "rests at \(box.center.y), expected \(expected)")
        #expect(collision.boundary(withIdentifier: "floor" as NSString) === floor)
        #expect(collision.boundaryIdentifiers?.count == 1)
    }
}
