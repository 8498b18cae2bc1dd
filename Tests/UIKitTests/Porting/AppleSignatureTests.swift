import Testing
import Flipbook

// Call forms as iOS code writes them against Apple's Swift interface (default arguments, `override` where
// Apple's initializers are not `required`). This file compiling is most of the test; the tests check that the
// forms also do what Apple documents.

/// A layer subclass written as on iOS: `override init(layer:)` copies its stored state into presentation copies.
final class BadgeLayer: CALayer {
    var badgeCount = 0
    var initLayerCalls = 0

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? BadgeLayer {
            badgeCount = other.badgeCount
            initLayerCalls = other.initLayerCalls + 1
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A layer subclass with defaulted stored state and no initializers of its own inherits them all.
final class TintLayer: CALayer {
    var tint = "blue"
}

/// A view whose layer class is a subclass overriding `init()`: the view's layer is made through `init()`.
final class BadgeView: UIView {
    override class var layerClass: AnyClass { BadgeLayer.self }
}

final class ShapeBackedView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// An animator written as ported code writes it, with Apple's short forms.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        container.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Uses the short forms where iOS code usually does: in `viewWillAppear(_:)`.
final class AlongsideController: UIViewController {
    var alongside = 0
    var completed = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in self.alongside += 1 })
        transitionCoordinator?.animate(alongsideTransition: nil) { context in
            self.completed += context.isCancelled ? 0 : 1
        }
        transitionCoordinator?.animateAlongsideTransition(in: view, animation: { _ in self.alongside += 1 })
    }
}

@MainActor
@Suite struct AppleSignatureTests {
    @Test func layerSubclassOverridingInitLayerKeepsItsStateInPresentationCopies() {
        let layer = BadgeLayer()
        layer.badgeCount = 7
        let copy = layer.presentation()
        #expect(copy?.badgeCount == 7)
        #expect(copy?.initLayerCalls == 1)
        #expect(copy?.model() === layer)
        // As on iOS, a subclass that inherits init(layer:) gets its properties' initial values in the copy, not the
        // model's: only an init(layer:) override copies stored state.
        let inherited = TintLayer()
        inherited.tint = "red"
        #expect(inherited.presentation()?.tint == "blue")
    }

    @Test func viewLayerClassIsMadeThroughInit() {
        let view = BadgeView()
        #expect(view.layer is BadgeLayer)
        #expect((view.layer as? BadgeLayer)?.initLayerCalls == 0)
        // CAShapeLayer's own init() sets Core Animation's defaults: opaque black fill, no stroke, width 1.
        let shape = ShapeBackedView().layer as! CAShapeLayer
        #expect(shape.fillColor != nil)
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1)
    }

    @Test func collisionBehaviorHasNSObjectsInit() {
        let collision = UICollisionBehavior()
        #expect(collision.items.isEmpty)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        collision.addItem(view)
        #expect(collision.items.count == 1)
    }

    @Test func coordinatorShortFormsRunAlongTheTransition() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIViewController()
        stage.window.rootViewController = root
        stage.pump()
        let presented = AlongsideController()
        root.present(presented, animated: true)
        stage.pumpAndSettle()
        #expect(presented.alongside == 2)
        #expect(presented.completed == 1)
    }

    /// Forms that only need to compile: each line is how iOS code commonly calls the API.
    func callForms(view: UIView, controller: UIViewController, context: UIViewControllerContextTransitioning) {
        UIView.animate(withDuration: 0.3) { view.alpha = 0 }
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { _ in }
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut, animations: {})
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       options: [], animations: {})
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
        })
        UIView.transition(with: view, duration: 0.3, options: .transitionFlipFromLeft, animations: nil)
        _ = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
        _ = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8)
        _ = UIViewPropertyAnimator(duration: 0.3, controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1))
        controller.present(UIViewController(), animated: true)
        controller.dismiss(animated: true)
        controller.navigationController?.pushViewController(UIViewController(), animated: true)
        controller.navigationController?.popViewController(animated: true)
        _ = view.snapshotView(afterScreenUpdates: false)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        view.layer.add(animation, forKey: nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.2)
        CATransaction.setCompletionBlock { }
        CATransaction.commit()
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        view.layer.transform = CATransform3DRotate(transform, .pi, 0, 1, 0)
        _ = view.convert(view.bounds, to: nil)
        _ = UIDynamicAnimator(referenceView: view)
        _ = UIGravityBehavior()
        context.completeTransition(!context.transitionWasCancelled)
        controller.transitionCoordinator?.animate(alongsideTransition: { _ in })
        controller.transitionCoordinator?.animate(alongsideTransition: nil, completion: nil)
    }
}
