import Testing
import Flipbook

// The member-by-member audit of UIView against Apple's Swift interface (docs/porting.md, "Interface audit"):
// every `open` member a library overrides is overridden here with Apple's signature, and every member is called
// with Apple's argument labels and default arguments. This file compiling is the check; the test asserts values.

/// Overrides UIView's `open` members with Apple's exact signatures.
final class AuditedView: UIView {
    var calls: [String] = []
    override class var layerClass: AnyClass { CALayer.self }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override func sizeToFit() { super.sizeToFit() }
    override func didAddSubview(_ subview: UIView) { calls.append("didAddSubview"); super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { calls.append("willRemoveSubview"); super.willRemoveSubview(subview) }
    override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMoveToSuperview"); super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { calls.append("didMoveToSuperview"); super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func layoutSubviews() { calls.append("layoutSubviews"); super.layoutSubviews() }
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ rect: CGRect) { super.setNeedsDisplay(rect) }
    override func tintColorDidChange() { calls.append("tintColorDidChange"); super.tintColorDidChange() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 20) }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override func updateConstraints() { super.updateConstraints() }
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { super.systemLayoutSizeFitting(targetSize) }
    override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { super.snapshotView(afterScreenUpdates: afterUpdates) }
    override func endEditing(_ force: Bool) -> Bool { super.endEditing(force) }
    override func awakeFromNib() { super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    override var frame: CGRect { didSet {} }
    override var bounds: CGRect { didSet {} }
    override var center: CGPoint { didSet {} }
    override var backgroundColor: UIColor? { didSet {} }
    override var alpha: CGFloat { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var tintColor: UIColor! { didSet {} }
    override var transform: CGAffineTransform { didSet {} }
    override var layoutMargins: UIEdgeInsets { didSet {} }
}

@MainActor
@Suite struct UIViewInterfaceAuditTests {
    @Test func membersHaveApplesSignatures() {
        let view = AuditedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        view.addSubview(child)
        view.insertSubview(UIView(), at: 0)
        view.insertSubview(UIView(), belowSubview: child)
        view.insertSubview(UIView(), aboveSubview: child)
        view.exchangeSubview(at: 0, withSubviewAt: 1)
        view.bringSubviewToFront(child)
        view.sendSubviewToBack(child)
        #expect(child.isDescendant(of: view) && view.viewWithTag(0) === view)
        child.removeFromSuperview()
        #expect(view.calls.prefix(3) == ["didAddSubview", "didAddSubview", "didAddSubview"])
        #expect(view.calls.contains("willRemoveSubview"))

        let _: CGPoint = view.convert(CGPoint.zero, to: nil)
        let _: CGPoint = view.convert(CGPoint.zero, from: nil)
        let _: CGRect = view.convert(CGRect.zero, to: nil)
        let _: CGRect = view.convert(CGRect.zero, from: nil)
        let _: UIView? = view.hitTest(.zero, with: nil)
        let _: Bool = view.point(inside: .zero, with: nil)

        view.tag = 3
        view.isUserInteractionEnabled = true
        view.isMultipleTouchEnabled = true
        view.isExclusiveTouch = false
        view.transform3D = CATransform3DIdentity
        view.contentScaleFactor = 2
        view.autoresizesSubviews = true
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.clipsToBounds = true
        view.isOpaque = false
        view.clearsContextBeforeDrawing = true
        view.contentMode = .scaleAspectFill
        view.mask = nil
        view.tintAdjustmentMode = .normal
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        view.preservesSuperviewLayoutMargins = true
        view.insetsLayoutMarginsFromSafeArea = true
        view.semanticContentAttribute = .forceLeftToRight
        view.overrideUserInterfaceStyle = .dark
        view.translatesAutoresizingMaskIntoConstraints = false
        let _: UIEdgeInsets = view.safeAreaInsets
        let _: UILayoutGuide = view.safeAreaLayoutGuide
        let _: UILayoutGuide = view.layoutMarginsGuide
        let _: UIUserInterfaceLayoutDirection = view.effectiveUserInterfaceLayoutDirection
        let _: UIUserInterfaceLayoutDirection = UIView.userInterfaceLayoutDirection(for: .unspecified)
        let _: [UIGestureRecognizer]? = view.gestureRecognizers
        let _: UIWindow? = view.window
        let _: UIView? = view.superview
        let _: [UIView] = view.subviews
        let _: CALayer = view.layer
        let _: UITraitCollection = view.traitCollection
        let _: Bool = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(true)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.removeGestureRecognizer(tap)
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        let _: Bool = view.needsUpdateConstraints()
        view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        view.setContentCompressionResistancePriority(.required, for: .vertical)
        let _: UILayoutPriority = view.contentHuggingPriority(for: .horizontal)
        let _: UILayoutPriority = view.contentCompressionResistancePriority(for: .vertical)
        let _: CGSize = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let _: CGSize = view.systemLayoutSizeFitting(CGSize(width: 10, height: 10), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        let _: Bool = view.endEditing(true)
        let _: [NSLayoutConstraint] = view.constraints
        let _: NSLayoutXAxisAnchor = view.leadingAnchor
        let _: NSLayoutDimension = view.widthAnchor
        let _: NSLayoutYAxisAnchor = view.firstBaselineAnchor
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        view.layoutIfNeeded()
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 20))
        #expect(view.tag == 3 && view.directionalLayoutMargins.leading == 2)
    }

    @Test func tintChangesReachTheViewsThatInheritIt() {
        let root = UIView(), inheriting = AuditedView(), own = AuditedView(), below = AuditedView()
        root.addSubview(inheriting)
        root.addSubview(own)
        own.tintColor = .red
        own.addSubview(below)
        own.calls = []
        inheriting.calls = []
        below.calls = []
        root.tintColor = .green
        #expect(inheriting.calls == ["tintColorDidChange"] && inheriting.tintColor == .green)
        #expect(own.calls.isEmpty && below.calls.isEmpty, "a view with its own tint keeps it")
        own.tintColor = .blue
        #expect(own.calls == ["tintColorDidChange"] && below.calls == ["tintColorDidChange"])
        #expect(root.tintAdjustmentMode == .normal && root.clearsContextBeforeDrawing, "never .automatic, as Apple documents")
    }

    @Test func maskViewBecomesTheLayerMask() {
        let view = UIView(), mask = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.mask = mask
        #expect(view.layer.mask === mask.layer)
        view.mask = nil
        #expect(view.layer.mask == nil)
    }
}
