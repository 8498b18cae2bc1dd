import Testing
import Flipbook

// The member-by-member audit of Core Animation's classes against Apple's Swift interface (docs/porting.md,
// "Interface audit"): every `open` member a layer or animation subclass overrides is overridden here with Apple's
// signature, and the rest is called with Apple's labels and defaults. This file compiling is the check.

/// Overrides CALayer's `open` members with Apple's exact signatures.
final class AuditedLayer: CALayer {
    var drawn = 0
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override class func defaultValue(forKey key: String) -> Any? { key == "progress" ? 0.5 : super.defaultValue(forKey: key) }
    override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
    override class func defaultAction(forKey event: String) -> CAAction? { super.defaultAction(forKey: event) }
    override func shouldArchiveValue(forKey key: String) -> Bool { super.shouldArchiveValue(forKey: key) }
    override func action(forKey event: String) -> CAAction? { super.action(forKey: event) }
    override func presentation() -> Self? { super.presentation() }
    override func model() -> Self { super.model() }
    override func addSublayer(_ layer: CALayer) { super.addSublayer(layer) }
    override func insertSublayer(_ layer: CALayer, at idx: UInt32) { super.insertSublayer(layer, at: idx) }
    override func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { super.insertSublayer(layer, below: sibling) }
    override func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { super.insertSublayer(layer, above: sibling) }
    override func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { super.replaceSublayer(oldLayer, with: newLayer) }
    override func removeFromSuperlayer() { super.removeFromSuperlayer() }
    override func hitTest(_ p: CGPoint) -> CALayer? { super.hitTest(p) }
    override func contains(_ p: CGPoint) -> Bool { super.contains(p) }
    override func display() { super.display() }
    override func draw(in ctx: CGContext) { drawn += 1; super.draw(in: ctx) }
    override func render(in ctx: CGContext) { super.render(in: ctx) }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ r: CGRect) { super.setNeedsDisplay(r) }
    override func needsDisplay() -> Bool { super.needsDisplay() }
    override func displayIfNeeded() { super.displayIfNeeded() }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func needsLayout() -> Bool { super.needsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func layoutSublayers() { super.layoutSublayers() }
    override func preferredFrameSize() -> CGSize { super.preferredFrameSize() }
    override func add(_ anim: CAAnimation, forKey key: String?) { super.add(anim, forKey: key) }
    override func affineTransform() -> CGAffineTransform { super.affineTransform() }
    override func setAffineTransform(_ m: CGAffineTransform) { super.setAffineTransform(m) }
    override func contentsAreFlipped() -> Bool { super.contentsAreFlipped() }
    override func scroll(_ p: CGPoint) { super.scroll(p) }
    override func scrollRectToVisible(_ r: CGRect) { super.scrollRectToVisible(r) }
    override var bounds: CGRect { didSet {} }
    override var position: CGPoint { didSet {} }
    override var frame: CGRect { didSet {} }
    override var anchorPoint: CGPoint { didSet {} }
    override var transform: CATransform3D { didSet {} }
    override var opacity: Float { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var cornerRadius: CGFloat { didSet {} }
    override var backgroundColor: CGColor? { didSet {} }
    override var contents: Any? { didSet {} }
    override var sublayers: [CALayer]? { didSet {} }
    override var mask: CALayer? { didSet {} }
    override var shadowPath: CGPath? { didSet {} }
    override var visibleRect: CGRect { super.visibleRect }
}

final class AuditedShapeLayer: CAShapeLayer {
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var path: CGPath? { didSet {} }
    override var strokeEnd: CGFloat { didSet {} }
}

final class AuditedGradientLayer: CAGradientLayer {
    override init(layer: Any) { super.init(layer: layer) }
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var colors: [Any]? { didSet {} }
}

final class AuditedReplicatorLayer: CAReplicatorLayer {
    override var instanceCount: Int { didSet {} }
}

final class AuditedTextLayer: CATextLayer {
    override var string: Any? { didSet {} }
}

/// Animation subclasses as libraries write them.
final class AuditedBasicAnimation: CABasicAnimation {
    var tag = 0
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var duration: CFTimeInterval { didSet {} }
    override func copy(with zone: NSZone? = nil) -> Any { super.copy(with: zone) }
    override class func defaultValue(forKey key: String) -> Any? { super.defaultValue(forKey: key) }
}

final class AuditedAnimationDelegate: NSObject, CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

final class AuditedLayerDelegate: NSObject, CALayerDelegate {
    func display(_ layer: CALayer) {}
    func draw(_ layer: CALayer, in ctx: CGContext) {}
    func layerWillDraw(_ layer: CALayer) {}
    func layoutSublayers(of layer: CALayer) {}
    func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

@MainActor
@Suite struct QuartzCoreInterfaceAuditTests {
    @Test func layerMembersHaveApplesSignatures() {
        let layer = AuditedLayer()
        #expect(AuditedLayer.defaultValue(forKey: "progress") as? Double == 0.5)
        #expect(CALayer.defaultValue(forKey: "anything") == nil)
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CATransform3DIsAffine(layer.transform))
        layer.setAffineTransform(.identity)
        #expect(layer.visibleRect == layer.bounds)
        #expect(!layer.contentsAreFlipped() && !layer.isGeometryFlipped)
        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(layer.contentsFormat == .RGBA8Uint)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(abs(CALayer.cornerCurveExpansionFactor(.continuous) - 1.5287) < 0.001)
        layer.drawsAsynchronously = true
        layer.filters = nil
        layer.backgroundFilters = nil
        layer.compositingFilter = nil
        layer.style = nil
        layer.scroll(.zero)
        layer.scrollRectToVisible(.zero)

        let child = CALayer()
        layer.addSublayer(child)
        let _: CGPoint = layer.convert(CGPoint(x: 1, y: 1), to: child)
        let _: CGPoint = layer.convert(CGPoint(x: 1, y: 1), from: nil)
        let _: CGRect = layer.convert(layer.bounds, to: child)
        let _: CGRect = layer.convert(layer.bounds, from: child)
        let _: CFTimeInterval = layer.convertTime(CACurrentMediaTime(), from: nil)
        let _: CFTimeInterval = layer.convertTime(0, to: child)
        layer.beginTime = 0
        layer.speed = 1
        layer.timeOffset = 0
        layer.fillMode = .removed
        layer.delegate = AuditedLayerDelegate()
        layer.actions = ["position": NSNull()]
        layer.masksToBounds = true
        layer.maskedCorners = [.layerMinXMinYCorner]
        layer.cornerCurve = .continuous
        layer.shadowOffset = CGSize(width: 0, height: -3)
        layer.contentsGravity = .resizeAspectFill
        layer.minificationFilter = .trilinear
        layer.needsDisplayOnBoundsChange = true
        #expect(layer.hitTest(CGPoint(x: 5, y: 5)) === child || layer.hitTest(CGPoint(x: 5, y: 5)) === layer)

        let shape = AuditedShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.fillRule = .evenOdd
        shape.lineCap = .round
        shape.lineJoin = .bevel
        shape.lineDashPattern = [4, 2]
        shape.strokeStart = 0.25
        let gradient = AuditedGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0, 1]
        gradient.type = .radial
        let replicator = AuditedReplicatorLayer()
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        replicator.instanceDelay = 0.1
        let text = AuditedTextLayer()
        text.string = "Hi"
        text.alignmentMode = .center
        text.truncationMode = .end
        #expect(shape.presentation() != nil && gradient.presentation()?.colors?.count == 2)
    }

    @Test func animationMembersHaveApplesSignatures() {
        let basic = AuditedBasicAnimation(keyPath: "opacity")
        basic.fromValue = 0
        basic.toValue = 1
        basic.byValue = nil
        basic.duration = 0.5
        basic.isAdditive = false
        basic.isCumulative = false
        basic.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        let delegate = AuditedAnimationDelegate()
        basic.delegate = delegate
        let copy = basic.copy() as? AuditedBasicAnimation
        #expect(copy?.duration == 0.5 && copy?.keyPath == "opacity" && copy?.preferredFrameRateRange.maximum == 60)

        let keyframe = CAKeyframeAnimation(keyPath: "position")
        keyframe.values = [CGPoint.zero, CGPoint(x: 10, y: 0)]
        keyframe.keyTimes = [0, 1]
        keyframe.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        keyframe.calculationMode = .paced
        keyframe.rotationMode = .rotateAuto
        keyframe.path = nil
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.mass = 1
        spring.stiffness = 200
        spring.damping = 20
        spring.initialVelocity = 0
        #expect(spring.settlingDuration > 0)
        let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        #expect(abs(perceptual.perceptualDuration - 0.5) < 1e-9)
        let group = CAAnimationGroup()
        group.animations = [basic, keyframe]
        group.duration = 1
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.startProgress = 0
        transition.endProgress = 1
        let property = CAPropertyAnimation(keyPath: nil)
        #expect(property.keyPath == nil)

        let function = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
        var point: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &point)
        #expect(point == [0.25, 0.1])

        CATransaction.begin()
        CATransaction.setAnimationDuration(0.3)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock(nil)
        CATransaction.setValue(0.3, forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 0.3)
        #expect(CATransaction.completionBlock() == nil && CATransaction.animationTimingFunction() != nil)
        CATransaction.commit()
        CATransaction.flush()
        CATransaction.lock()
        CATransaction.unlock()
    }

    @Test func transformFunctionsHaveApplesSignatures() {
        var t = CATransform3DIdentity
        t = CATransform3DTranslate(t, 1, 2, 3)
        t = CATransform3DScale(t, 2, 2, 1)
        t = CATransform3DRotate(t, .pi / 2, 0, 0, 1)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(.pi / 4, 0, 1, 0))
        let inverse = CATransform3DInvert(t)
        #expect(CATransform3DEqualToTransform(t, t) && !CATransform3DEqualToTransform(t, inverse))
        #expect(CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1)))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeTranslation(3, 4, 0)) == CGAffineTransform(translationX: 3, y: 4))
        #expect(CATransform3DMakeAffineTransform(.identity) == CATransform3DIdentity)
        let a = CGAffineTransform(translationX: 1, y: 2).scaledBy(x: 2, y: 2).rotated(by: 0).translatedBy(x: 1, y: 1)
        #expect(a.inverted().concatenating(a).isIdentity)
        #expect(CGPoint(x: 1, y: 1).applying(a) == CGPoint(x: 5, y: 6))
        #expect(CGSize(width: 1, height: 1).applying(a) == CGSize(width: 2, height: 2))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(a).origin == CGPoint(x: 3, y: 4))
        let link = CADisplayLink(handler: { _ in })
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        link.remove(from: .main, forMode: .common)
        link.invalidate()
    }
}
