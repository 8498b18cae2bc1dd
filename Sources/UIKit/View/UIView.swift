import QuartzCore

/// A rectangle on screen backed by a layer. A view's geometry and appearance properties are its layer's:
/// `center` is `layer.position`, `alpha` is `layer.opacity`, and so on; the view is its layer's delegate,
/// which is how property changes inside `UIView.animate` blocks become animations (§6.2).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The class of the layer a view of this class creates.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; its delegate is this view.
    public let layer: CALayer

    /// A new view needs display and layout: the first layout pass it meets runs its `layoutSubviews`.
    public init(frame: CGRect) {
        let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType == CALayer.self ? CALayer() : layerType.init(_flipbookInstantiating: nil)
        super.init()
        layer.delegate = self
        layer.delegateIsOwningView = true
        layer.setNeedsDisplay()
        layer.setNeedsLayout()
        self.frame = frame
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType == CALayer.self ? CALayer() : layerType.init(_flipbookInstantiating: nil)
        super.init()
        layer.delegate = self
        layer.delegateIsOwningView = true
        layer.setNeedsDisplay()
        layer.setNeedsLayout()
    }

    // MARK: Geometry (the layer's)

    /// The frame in the superview's coordinates. Undefined under a non-identity transform (§8): use bounds
    /// and center. Setting it sets center and bounds.size, which animate inside animation blocks.
    open var frame: CGRect {
        get { layer.frame }
        set {
            defer { safeAreaMayHaveMoved() }
            // A new size reaches the subviews' autoresizing masks, as a new bounds size does.
            let oldSize = layer.bounds.size
            defer {
                if layer.bounds.size != oldSize {
                    resizeSubviews(from: oldSize)
                    setNeedsLayout()
                }
            }
            guard let observers = keyValueObservers else { return layer.frame = newValue }
            let old = layer.frame
            observers.willChange("frame", from: old)
            layer.frame = newValue
            observers.didChange("frame", from: old, to: newValue)
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let observers = keyValueObservers, old = layer.bounds
            observers?.willChange("bounds", from: old)
            defer { observers?.didChange("bounds", from: old, to: newValue) }
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            if oldSize != newValue.size {
                resizeSubviews(from: oldSize)
                setNeedsLayout()
            }
        }
    }

    open var center: CGPoint {
        get { layer.position }
        set {
            defer { safeAreaMayHaveMoved() }
            guard let observers = keyValueObservers else { return setLayerPosition(newValue) }
            let old = layer.position
            observers.willChange("center", from: old)
            setLayerPosition(newValue)
            observers.didChange("center", from: old, to: newValue)
        }
    }

    /// The 2D transform, about the center (the layer's anchor point).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { setLayerTransform(CATransform3DMakeAffineTransform(newValue)) }
    }

    /// The 3D transform (iOS 13).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            guard let observers = keyValueObservers else { return layer.opacity = Float(newValue) }
            let old = CGFloat(layer.opacity)
            observers.willChange("alpha", from: old)
            layer.opacity = Float(newValue)
            observers.didChange("alpha", from: old, to: newValue)
        }
    }

    private var _backgroundColor: UIColor?
    open var backgroundColor: UIColor? {
        get { _backgroundColor }
        set {
            _backgroundColor = newValue
            layer.backgroundColor = newValue.map { $0.isDynamic ? $0.resolvedColor(with: traitCollection) : $0 }?.cgColor
        }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            if layer.isHidden != newValue { (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self) }
            guard let observers = keyValueObservers else { return layer.isHidden = newValue }
            let old = layer.isHidden
            observers.willChange("isHidden", from: old)
            layer.isHidden = newValue
            observers.didChange("isHidden", from: old, to: newValue)
        }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Key-value observers (`observe(_:options:changeHandler:)`); nil until the first observation, so the
    /// observed setters cost one nil check when nobody observes.
    /// (Unchecked: read per view and frame by the dynamics write-back, UIView+GeometryFastPath.swift.)
    @exclusivity(unchecked) package var keyValueObservers: KeyValueObserverRegistry?

    open var tag = 0
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    /// How the layer's contents fit its bounds (the layer's `contentsGravity`); `.redraw` redraws on resize.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { applyContentMode() }
    }
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    /// Whether the frame (and autoresizing mask) become constraints; false for views placed by Auto Layout.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { rootLayoutEngine?.needsRebuild = true } }
    }
    open var accessibilityIdentifier: String?

    private var _tintColor: UIColor?
    /// The tint, inherited from the superview when not set; dimmed while ``tintAdjustmentMode`` is `.dimmed`.
    open var tintColor: UIColor! {
        get { tintAdjustmentMode == .dimmed ? UIColor.dimmedTint(of: inheritedTint) : inheritedTint }
        set {
            _tintColor = newValue
            tintDidChangeInTree()
        }
    }
    /// The tint set here or on the nearest ancestor, not dimmed.
    package var inheritedTint: UIColor { _tintColor ?? superview?.inheritedTint ?? .systemBlue }

    /// The mode set on this view itself (`.automatic` follows the superview).
    package private(set) var ownTintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    /// Whether the tint is shown dimmed (`.dimmed`: under a sheet, popover or alert) or as is: the first mode
    /// other than `.automatic` from this view up, else `.normal`, as Apple documents. A change calls
    /// `tintColorDidChange()` on the view and on the subviews that follow it.
    open var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get {
            var view: UIView? = self
            while let current = view {
                if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
                view = current.superview
            }
            return .normal
        }
        set {
            let old = tintAdjustmentMode
            ownTintAdjustmentMode = newValue
            if tintAdjustmentMode != old { tintAdjustmentDidChangeInTree() }
        }
    }

    /// Called when the tint this view shows changes: its own was set, or an ancestor's that it inherits.
    open func tintColorDidChange() {}

    /// Tells this view and the subviews that inherit its tint that the tint changed.
    private func tintDidChangeInTree() {
        tintColorDidChange()
        shownTintDidChange()
        for subview in subviews where subview._tintColor == nil { subview.tintDidChangeInTree() }
    }

    /// Tells this view and the subviews that follow its adjustment mode that the tint they show changed.
    private func tintAdjustmentDidChangeInTree() {
        tintColorDidChange()
        shownTintDidChange()
        for subview in subviews where subview.ownTintAdjustmentMode == .automatic { subview.tintAdjustmentDidChangeInTree() }
    }

    /// Where Flipbook's own views redraw what they draw in the tint (not API: `tintColorDidChange()` is the
    /// app's, and subclasses need not call super).
    package func shownTintDidChange() {}

    /// A view whose alpha channel masks this view's content (its layer becomes the layer's mask), in this
    /// view's coordinates.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }
    /// Whether the drawing context is cleared before `draw(_:)`. Accepted; Flipbook always starts `draw(_:)` on a
    /// clear backing store.
    open var clearsContextBeforeDrawing = true

    // MARK: Hierarchy
    // Every change is mirrored in the layer tree: a subview's layer is a sublayer of its superview's layer,
    // placed among the other subviews' layers in the same order.

    open internal(set) weak var superview: UIView? {
        didSet { superviewIdentifier = superview.map(ObjectIdentifier.init) }
    }
    /// ``superview``'s identity as last set, read without loading the weak reference (UIView+GeometryFastPath.swift).
    @exclusivity(unchecked) package private(set) var superviewIdentifier: ObjectIdentifier?
    // Unchecked: changed only in UIView+Hierarchy.swift, in single statements; read by the dynamics write-back.
    @exclusivity(unchecked) open internal(set) var subviews: [UIView] = []

    /// The view controller whose root view this is (UIKit's view delegate): it hears about layout, and it is
    /// the view's next responder.
    package weak var owningViewController: UIViewController?

    // MARK: Traits (Sources/UIKit/Traits)

    /// The view's traits: its view controller's (for a controller's root view) or its superview's, the
    /// window's screen's at the top, with ``overrideUserInterfaceStyle`` applied.
    open var traitCollection: UITraitCollection { computedTraitCollection() }

    /// Called after the view's traits changed (the stage's appearance, size class or text size), with
    /// ``UITraitCollection/current`` set to the new ones. Call super.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Forces light or dark for this view and its subviews (`.unspecified`: inherit).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        willSet { window?.recordTraitBaselines() }
        didSet { if oldValue != overrideUserInterfaceStyle { window?.propagateTraitChanges() } }
    }

    /// Makes the first responder in this view's hierarchy resign; returns whether it did (true when there is
    /// none). `force` is accepted: nothing here refuses to resign.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        if isFirstResponder { return resignFirstResponder() || force }
        for subview in subviews where !subview.endEditing(force) { return false }
        return true
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    /// The window this view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) {
        insert(view, at: subviews.count)
    }

    /// Inserts at `index` of `subviews` (clamped to the end).
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview`; a sibling that isn't a subview appends it. A subview inserted below
    /// (or above) itself stays where it is (decision, unverified: JWP's transition does this and it must be harmless).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        if view === siblingSubview && view.superview === self { return }
        guard siblingSubview.superview === self, view !== siblingSubview else { return addSubview(view) }
        if view.superview === self { detachForMove(view) }
        insert(view, at: subviews.firstIndex(of: siblingSubview) ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        if view === siblingSubview && view.superview === self { return }
        guard siblingSubview.superview === self, view !== siblingSubview else { return addSubview(view) }
        if view.superview === self { detachForMove(view) }
        insert(view, at: (subviews.firstIndex(of: siblingSubview) ?? subviews.count - 1) + 1)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
        layer.addSublayer(view.layer)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let a = subviews[index1], b = subviews[index2]
        subviews.swapAt(index1, index2)
        // Swap the layers' places too.
        let placeholder = CALayer()
        layer.replaceSublayer(a.layer, with: placeholder)
        layer.replaceSublayer(b.layer, with: a.layer)
        layer.replaceSublayer(placeholder, with: b.layer)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMoveToWindow(nil) }
        detach(from: parent)
        if oldWindow != nil { Self.removeAnimations(inTreeOf: layer) }
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    // MARK: Callbacks, for subclasses
    // A move runs willMove(toSuperview:), then willMove(toWindow:) down the subtree if the window changes; after
    // it, didMoveToWindow down the subtree, then didMoveToSuperview, then the new parent's didAddSubview. The old
    // parent hears willRemoveSubview before the view leaves. (iOS logs show this order for removal; addition is
    // taken to mirror it, unverified.)

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Dynamics

    /// The shape UIKit Dynamics collides this view as (§9); subclasses override it, e.g. `.ellipse` for round views.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The outline for `.path` collision bounds, origin at the view's centre; the bounds by default.
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    // MARK: Layer delegate

    /// The action for a change of the view's own layer: inside an animation block, the animation UIKit
    /// creates for it (§6.2); elsewhere `NSNull`, so views never get Core Animation's implicit animations.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        // Outside animation blocks (the common case: layout, dynamics write-back) answer at once, with the one
        // shared NSNull.
        guard let context = ViewAnimationContext.current, layer === self.layer, ViewAnimationContext.animationsEnabled,
              ViewAnimationContext.animatableKeys.contains(event) else { return CALayer.noAction }
        return context.action(for: layer, key: event)
    }

    /// Runs `layoutSubviews()` when the layer lays out, after bringing the safe area and margins up to date.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        updateSafeAreaAndMargins()
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
        checkSubviewsSafeAreas()
    }

    // MARK: Hit testing

    /// The deepest descendant (or self) that contains `point` (in this view's coordinates) and takes touches:
    /// hidden views, views with interaction disabled, views with alpha below 0.01, and views animating in a
    /// block without `.allowUserInteraction` (§6.1) are skipped.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !layer.hasInteractionBlockingAnimations,
              self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Gesture recognizers (§10)

    /// The recognizers attached to this view, in the order they were added; nil when there are none.
    /// Setting it replaces them all.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    private var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// Attaches `gestureRecognizer`, moving it from the view it was on. The view keeps it (the recognizer's
    /// `view` is weak). It sees the touches of this view and of its subviews.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view {
            if old === self { return }
            old.removeGestureRecognizer(gestureRecognizer)
        }
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.detachFromView()
    }

    /// Whether `gestureRecognizer`, attached to this view, may begin. Asked after the recognizer's delegate's
    /// `gestureRecognizerShouldBegin(_:)`; returning false makes it fail. Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Layout

    /// Lays out subviews. The default places the subviews Auto Layout positions (call super when overriding).
    open func layoutSubviews() { applyAutoLayoutFrames() }

    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Updates constraints and lays out now whatever in this view's subtree needs it (inside an animation block,
    /// every frame this changes animates).
    open func layoutIfNeeded() { runLayoutPass() }

    // MARK: Auto Layout (UIView+Layout.swift, UIView+SafeArea.swift)

    /// (Unchecked: read per view and frame by the dynamics write-back, UIView+GeometryFastPath.swift.)
    @exclusivity(unchecked) package var layoutStateIfPresent: ViewLayoutState?

    /// Called before layout when constraints need updating (``setNeedsUpdateConstraints()``); subclasses adjust
    /// their constraints here and call super last.
    open func updateConstraints() { layoutStateIfPresent?.needsUpdateConstraints = false }
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Tells Auto Layout that ``intrinsicContentSize`` changed.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }
    open func safeAreaInsetsDidChange() {}
    open func layoutMarginsDidChange() {}
    /// The insets, within the view, that its ancestors' safe areas do not cover.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// The margins (default 8 on every side); a view controller's root view keeps at least its minimum margins.
    open var layoutMargins: UIEdgeInsets {
        get { layoutStateIfPresent?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            layoutStateIfPresent?.directionalMargins = nil
            setRequestedLayoutMargins(newValue)
        }
    }
    /// The margins by leading and trailing: left and right swap under right-to-left (and follow a later change
    /// of direction when set this way).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins, rtl = isRightToLeft
            return NSDirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom,
                                           trailing: rtl ? m.left : m.right)
        }
        set { applyDirectionalLayoutMargins(newValue) }
    }
    /// How the content reads under right-to-left (see `UIView+LayoutDirection.swift`).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if oldValue != semanticContentAttribute { layoutDirectionDidChange() } }
    }
    /// The views whose first and last baselines stand for this view's in Auto Layout (a stack view's arranged
    /// subviews'); the view itself by default.
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutStateIfPresent?.preservesSuperviewLayoutMargins ?? false }
        set { layoutState.preservesSuperviewLayoutMargins = newValue; setNeedsLayout() }
    }
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStateIfPresent?.insetsLayoutMarginsFromSafeArea ?? true }
        set { layoutState.insetsLayoutMarginsFromSafeArea = newValue; setNeedsLayout() }
    }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(huggingPriority(axis))
    }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setHuggingPriority(priority.rawValue, axis)
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let c = layoutStateIfPresent?.compression ?? (horizontal: 750, vertical: 750)
        return UILayoutPriority(axis == .horizontal ? c.horizontal : c.vertical)
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setCompressionPriority(priority.rawValue, axis)
    }
    /// The smallest (or largest) size its constraints allow, nearest `targetSize` (see UIView+Layout.swift).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        bounds = CGRect(origin: bounds.origin, size: size)
    }

    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    // MARK: Snapshots (UIView+Snapshot.swift)

    /// A new view showing this view as it looks now (see `makeSnapshotView(afterScreenUpdates:)`).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshotView(afterScreenUpdates: afterUpdates)
    }

    /// Draws this view and its subviews as they look on screen into the current UIKit graphics context (inside
    /// `UIGraphicsImageRenderer.image { … }`), the bounds scaled to fill `rect`; false without a current context.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        drawHierarchyIntoCurrentContext(in: rect, afterScreenUpdates: afterUpdates)
    }

    /// A snapshot of the part `rect` of this view whose `capInsets` borders keep their size when it is resized.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        makeResizableSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
    }

    // MARK: Drawing

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`): y down, origin at
    /// the top-left of `bounds`, in points at the screen's scale. Called when the layer needs display (a new
    /// view, ``setNeedsDisplay()``, a resize under `.redraw`). The default draws nothing, and a view that draws
    /// nothing gets no bitmap.
    open func draw(_ rect: CGRect) {}

    /// The bitmap the last display pass drew, so that a view that stops drawing drops it (and contents set by
    /// hand are left alone).
    package weak var drawnContents: CGImage?

    /// The layer delegate's display step: runs ``draw(_:)`` and makes what it drew the layer's contents.
    open func display(_ layer: CALayer) {
        guard layer === self.layer else { return }
        displayLayerContents()
    }
}
