import Flipbook

/// The Newton's cradle of *Mastering iOS 14 Programming*, chapter 5 (seed 003; seed-samples §5–6): three
/// 100 pt balls with gradient fills hang from anchors at x = 250, 220, 190, fall under gravity, swing on damped
/// attachments and knock into each other. Densities are "random" 1–3, from a seeded generator.
final class CradleViewController: UIViewController {
    /// The scene's size: the chapter's landscape iPhone (896 × 414 pt).
    static let sceneSize = CGSize(width: 896, height: 414)

    var animator: UIDynamicAnimator?
    private(set) var balls: [UIView] = []
    private var random: SplitMix64

    init(seed: UInt64 = 3) {
        random = SplitMix64(seed: seed)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("The cradle builds its scene in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let gradients: [(UIColor, UIColor)] = [
            (.systemBlue, .systemTeal), (.systemOrange, .systemYellow), (.systemPurple, .systemIndigo),
        ]
        for (x, colors) in zip([252.0, 398.0, 541.0], gradients) {
            let ball = UIView(frame: CGRect(x: x, y: 157, width: 100, height: 100))
            let gradient = CAGradientLayer()
            gradient.frame = ball.bounds
            gradient.colors = [colors.0.cgColor, colors.1.cgColor]
            ball.layer.insertSublayer(gradient, at: 0)
            ball.layer.cornerRadius = ball.bounds.width / 2
            ball.clipsToBounds = true
            view.addSubview(ball)
            balls.append(ball)
        }

        animator = UIDynamicAnimator(referenceView: view)
        let gravity = UIGravityBehavior(items: balls)
        animator?.addBehavior(gravity)

        var nextAnchorX = 250
        for ball in balls {
            let anchorPoint = CGPoint(x: nextAnchorX, y: 0)
            nextAnchorX -= 30
            let attachment = UIAttachmentBehavior(item: ball, attachedToAnchor: anchorPoint)
            attachment.damping = 0.7
            animator?.addBehavior(attachment)

            let dynamicBehavior = UIDynamicItemBehavior()
            dynamicBehavior.addItem(ball)
            // On iOS: CGFloat(arc4random_uniform(3) + 1)
            dynamicBehavior.density = CGFloat(Int.random(in: 1...3, using: &random))
            dynamicBehavior.elasticity = 0.8
            animator?.addBehavior(dynamicBehavior)
        }

        let collision = UICollisionBehavior(items: balls)
        animator?.addBehavior(collision)
    }
}
