import Flipbook

/// A playground for the behaviours the cradle doesn't use (seed 003 mentions them): boxes fall into the
/// screen's bounds, one snaps to a point, and a push sends another across.
final class DynamicsPlaygroundViewController: UIViewController {
    var animator: UIDynamicAnimator?
    private(set) var boxes: [UIView] = []
    private(set) var snapPoint = CGPoint(x: 187.5, y: 200)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
        for (index, color) in colors.enumerated() {
            let box = UIView(frame: CGRect(x: 40 + CGFloat(index) * 80, y: 80 + CGFloat(index % 2) * 40, width: 60, height: 60))
            box.backgroundColor = color
            box.layer.cornerRadius = 8
            view.addSubview(box)
            boxes.append(box)
        }
        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let falling = Array(boxes[1...])
        animator.addBehavior(UIGravityBehavior(items: falling))
        let collision = UICollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)

        let bounce = UIDynamicItemBehavior(items: falling)
        bounce.elasticity = 0.5
        animator.addBehavior(bounce)

        // The first box snaps to a point near the top.
        let snap = UISnapBehavior(item: boxes[0], snapTo: snapPoint)
        snap.damping = 0.4
        animator.addBehavior(snap)

        // The last box gets an instantaneous push to the right and up.
        let push = UIPushBehavior(items: [boxes[3]], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 3, dy: -2)
        animator.addBehavior(push)
    }
}
