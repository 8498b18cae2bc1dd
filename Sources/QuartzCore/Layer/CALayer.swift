import CoreGraphics

/// A node of the layer tree: model values, sublayers, timing and attached animations.
///
/// Setting a property changes the **model** value at once; what is on screen at an instant is the
/// ``presentation()``: the model with the attached animations applied (§6.2). Setting a property asks
/// ``action(forKey:)`` first, which is how UIKit turns property changes inside animation blocks into animations
/// and how standalone layers get Core Animation's implicit animations.
///
/// Subclasses with their own stored state override ``init(layer:)`` as on iOS (`override init(layer: Any)`)
/// together with `init()` and `init?(coder:)`: Core Animation makes presentation copies through
/// ``init(layer:)``. A subclass that declares other designated initializers but not those three does not
/// compile ("'required' initializer 'init(_flipbookInstantiating:)' must be provided"), where Apple's runtime
/// would crash instead with "Use of unimplemented initializer 'init(layer:)'" (docs/porting.md).
///
/// ## Exclusivity
///
/// The stored properties the per-frame paths read (`modelValues`, `timing`, `animationEntries`, the tree links,
/// the clock) are `@exclusivity(unchecked)`: the run-time exclusivity check costs about 80 instructions per
/// access, and at 10,000 animated layers those checks were over a quarter of a frame's instructions. It is
/// safe because the layer tree is main-thread state (as in UIKit) and no access to these properties is held
/// open across a call that could touch the same property: every mutation is a plain assignment or an
/// in-place change of a value inside one statement, and the one `inout` handed to a closure
/// (``change(_:_:)``, `modelValues`) only reaches closures of this module that touch nothing but their
/// argument. The test suite ran with the checks on (no violation) before they were turned off.
open class CALayer: NSObject, CAMediaTiming, AssociatedObjectHosting {
    /// The model values.
    @exclusivity(unchecked) package var modelValues = LayerProperties()
    /// The layer's own place in the time hierarchy (CAMediaTiming).
    ///
    /// Changing it moves every animation event of this layer and of its descendants in global time, so it
    /// invalidates the clocks' cached next events (``MediaClock/invalidateAnimationSchedule()``).
    @exclusivity(unchecked) package var timing = MediaTimingSpec() {
        didSet { MediaClock.invalidateAnimationSchedule() }
    }
    /// Attached animations, in the order they were added (later ones apply on top).
    ///
    /// Only this module changes the list, and every change except the clock's own bookkeeping
    /// (``collectAnimationEvents(now:into:)``, which recomputes this layer's next event right after) calls
    /// ``MediaClock/invalidateAnimationSchedule()``: the clock skips layers whose cached next event is
    /// still ahead, so a silent change could hide an animation's start or end.
    @exclusivity(unchecked) package internal(set) var animationEntries: [AnimationEntry] = [] {
        didSet { presentationPlanGeneration = -1 }
    }
    /// How ``presentationProperties(atLocalTime:)`` evaluates the attached animations (see ``PresentationPlan``);
    /// valid while ``presentationPlanGeneration`` equals ``MediaClock/animationScheduleGeneration`` (-1: never).
    /// `@exclusivity(unchecked)` like the other per-frame state: read and replaced within one statement.
    @exclusivity(unchecked) package var presentationPlan = PresentationPlan.eachAnimation
    @exclusivity(unchecked) package var presentationPlanGeneration = -1
    /// The global time of this layer's earliest pending animation event (a start or an end), as last computed
    /// by ``MediaClock/processAnimations()``; `-infinity` when it cannot be predicted (a negative speed on the way
    /// to the root), `+infinity` when there is none (no pending events, or time stands still in this layer).
    package var nextAnimationEventTime: CFTimeInterval = -.infinity
    /// The ``MediaClock/animationScheduleGeneration`` that ``nextAnimationEventTime`` was computed at; the
    /// cached time is only trusted while the generation is unchanged.
    package var nextAnimationEventGeneration = -1
    /// The clock this layer's animations registered with, while it has any. Weak: the clock keeps what its frames
    /// drive (display links, animators, completions), which keep views and so this layer, so a strong reference
    /// made a cycle that kept a whole stage alive when it was dropped in the middle of an animation; and a layer
    /// whose clock has gone registers with the next one.
    package weak var registeredClock: MediaClock?
    /// This layer's entry in clock registries, made when it first animates (see ``LayerRegistration``).
    package var registration: LayerRegistration {
        if let existing = _registration { return existing }
        let made = LayerRegistration(self)
        _registration = made
        return made
    }
    private var _registration: LayerRegistration?
    /// Set on the root layer of a tree that a stage drives (a window's layer): the tree's media clock.
    @exclusivity(unchecked) package weak var hostingClock: MediaClock?
    /// For presentation copies: the layer they were made from. Strong (a presentation copy keeps its model
    /// alive) rather than `weak`, so that asking a layer for its presentation does not give the model layer a
    /// side table (see ``superlayer``).
    package var modelLayerReference: CALayer?
    /// For the layers of a snapshot view: the layer they froze a copy of.
    package weak var snapshotSource: CALayer?
    /// For a frozen copy (``FrozenLayerTree``) of a layer whose delegate or snapshot source drew nothing: the copy
    /// keeps no reference to it but still counts as drawing something, as the original did (the count decides
    /// whether the layer composites as a group).
    package var drawsThroughDelegate = false
    /// For a frozen copy (``FrozenLayerTree/freeze(_:bounds:atTime:isInert:)``): the layer it was copied from.
    /// Keys the renderer's kept picture of the copy's subtree (``LayerTreeRenderer/rasterKey(of:)``), so the
    /// copies of consecutive frames — new objects every frame — share the picture the frame before kept.
    package var frozenOriginal: ObjectIdentifier?
    /// For the root of a snapshot's frozen copy: the size it was taken at; its presentation stretches it to its
    /// superlayer's on-screen bounds. Exclusivity unchecked: every presentation read reads it; only snapshots set it.
    @exclusivity(unchecked) package var stretchesToSuperlayerBounds: CGSize?

    package var needsLayoutFlag = false
    package var descendantNeedsLayout = false
    package var needsDisplayFlag = false
    /// Whether this layer, its mask or a sublayer somewhere below needs display: set on every ancestor by
    /// ``setNeedsDisplay()`` (and by inserting a layer that needs it), so the stage's display pass only
    /// descends where something is marked instead of visiting every layer every frame. Invariant: a layer
    /// whose flag (or ``needsDisplayFlag``) is set has the flag set on all its ancestors, except while the
    /// display pass itself clears them on its way down (as ``descendantNeedsLayout`` works).
    package var descendantNeedsDisplay = false
    /// Associated objects (`objc_setAssociatedObject`), released with the layer.
    package var associatedObjectStore: AssociatedObjectStore?

    public override init() {
        super.init()
    }

    /// Makes a copy of `layer` for Core Animation's own use (presentation copies). Copies all values but not
    /// the sublayers or animations. Not `required`, as in Apple's interface: subclasses write
    /// `override init(layer:)`.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            modelValues = other.modelValues
            timing = other.timing
            name = other.name
            actions = other.actions
            contentsGravity = other.contentsGravity
            contentsScale = other.contentsScale
            isOpaque = other.isOpaque
            needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        }
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// How the engine makes a layer of a class it only knows at run time: a new one through `init()` (a view's
    /// `layerClass`) or a copy through ``init(layer:)`` (presentation copies, snapshots), either way through
    /// the subclass's own overrides. Not API: Swift can only call an initializer through a metatype when it is
    /// `required`, and a `required` convenience initializer is inherited by every subclass that overrides (or
    /// inherits) all three designated ones, which is what lets ``init(layer:)`` itself stay a plain `init`.
    public required convenience init(_flipbookInstantiating source: CALayer?) {
        if let source {
            self.init(layer: source)
        } else {
            self.init()
        }
    }

    /// A name for debugging and for `flipbook` traces.
    open var name: String?

    /// The object that supplies actions, drawing and layout for this layer (a UIView for its own layer).
    open weak var delegate: (any CALayerDelegate)? {
        didSet { delegateIsOwningView = false }
    }
    /// Set by a view right after it makes itself its layer's delegate; any later change of ``delegate`` clears it.
    /// It lets UIView know its layer's delegate is itself without loading the weak reference (see
    /// `UIView+GeometryFastPath.swift`).
    @exclusivity(unchecked) package var delegateIsOwningView = false

    /// Per-key actions that take precedence over the class defaults. An `NSNull` value disables the action.
    open var actions: [String: any CAAction]?

    // MARK: Tree

    /// The parent layer.
    ///
    /// Moving a layer changes the time hierarchy it sits in, so it invalidates the clocks' cached next
    /// animation events.
    open internal(set) var superlayer: CALayer? {
        get { parentLayer }
        set {
            parentLayer = newValue
            MediaClock.invalidateAnimationSchedule()
        }
    }

    /// The storage of ``superlayer``: `unowned`, not `weak`.
    ///
    /// A `weak` reference to an object gives it a side table for good, and every retain and release of an
    /// object with a side table takes the runtime's slow path; with every layer the target of its sublayers'
    /// back references, that was a fifth of a 10,000-layer frame. No layer is the target of a weak reference
    /// in the engine (see also ``MediaClock/animatingLayers``).
    ///
    /// Invariant: `parentLayer` is non-nil only while that parent holds this layer strongly, in its sublayers or
    /// as its `mask`. Every place that adds a layer to a parent sets it (`insertSublayer`, `mask`), every place
    /// that removes it clears it (`removeFromSuperlayer`, the `sublayers` setter, `mask`), all in this file; and
    /// a parent that goes away first clears its children's references in `deinit`. Were it ever broken, reading
    /// the reference would trap (it is `unowned`, not `unowned(unsafe)`) instead of reading freed memory.
    @exclusivity(unchecked) private unowned var parentLayer: CALayer?

    deinit {
        // Keep the back-reference invariants: sublayers and the mask point here (see `parentLayer`), and the
        // clocks' registries reach this layer through its registration.
        for layer in _sublayers { layer.parentLayer = nil }
        mask?.parentLayer = nil
        _registration?.layerWillDeinitialize()
    }

    @exclusivity(unchecked) private var _sublayers: [CALayer] = []

    /// The sublayers, back to front. Setting it removes the old ones first.
    open var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for layer in _sublayers { layer.superlayer = nil }
            _sublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// A layer whose alpha masks this layer's content.
    open var mask: CALayer? {
        didSet {
            oldValue?.superlayer = nil
            mask?.removeFromSuperlayer()
            mask?.superlayer = self
            if let mask, mask.needsDisplayFlag || mask.descendantNeedsDisplay { markDescendantNeedsDisplay() }
        }
    }

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(_sublayers.count))
    }

    /// Inserts at `idx`, counted after removing the layer from any current parent; an index past the end appends.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        precondition(layer !== self, "CALayer cannot be its own sublayer")
        layer.removeFromSuperlayer()
        let index = min(Int(idx), _sublayers.count)
        _sublayers.insert(layer, at: index)
        layer.superlayer = self
        if layer.needsLayoutFlag || layer.descendantNeedsLayout { markDescendantNeedsLayout() }
        if layer.needsDisplayFlag || layer.descendantNeedsDisplay { markDescendantNeedsDisplay() }
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s }.map { $0 + 1 } } ?? _sublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = _sublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        if parent.mask === self {
            parent.mask = nil
            return
        }
        parent._sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: Non-animatable state

    /// How `contents` fills the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// Pixels per point of `contents`.
    open var contentsScale: CGFloat = 1
    open var isOpaque = false
    open var needsDisplayOnBoundsChange = false
    open var allowsGroupOpacity = true
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var minificationFilter: CALayerContentsFilter = .linear
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// The bias of the level of detail chosen with the trilinear minification filter (accepted; Flipbook has no
    /// mipmaps, so it does not change pixels).
    open var minificationFilterBias: Float = 0
    /// Whether edges not aligned to pixels (under a transform) are antialiased. Flipbook always antialiases.
    open var allowsEdgeAntialiasing = false
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular

    // MARK: Members Apple's interface has that change nothing Flipbook draws (docs/porting.md, "Interface audit")

    /// The default for a key with no value set; subclasses override it for their own keys.
    open class func defaultValue(forKey key: String) -> Any? { nil }
    open func shouldArchiveValue(forKey key: String) -> Bool { true }
    /// The ratio of a continuous corner's extent to its radius (how far the curve leaves the edge).
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? LayerShapes.ContinuousCorner.extent : 1
    }
    /// Accepted and kept, not applied: Flipbook lays sublayers out with y down, as iOS does by default.
    open var isGeometryFlipped = false
    open func contentsAreFlipped() -> Bool { false }
    /// Kept; Flipbook antialiases every edge.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    /// A rendering hint; Flipbook draws synchronously either way, as the result is the same.
    open var drawsAsynchronously = false
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    /// iOS documents `filters`, `backgroundFilters` and `compositingFilter` as unsupported on iOS layers: kept,
    /// with no effect, as there.
    open var filters: [Any]?
    open var backgroundFilters: [Any]?
    open var compositingFilter: Any?
    open var style: [AnyHashable: Any]?
    /// The part of the bounds the closest `CAScrollLayer` above shows (the bounds when there is none).
    open var visibleRect: CGRect { scrollVisibleRect }
    /// Scrolls the closest `CAScrollLayer` at or above so that `p` (in this layer's coordinates) is at its origin.
    open func scroll(_ p: CGPoint) { scrollEnclosing(to: p) }
    /// Scrolls the closest `CAScrollLayer` (at or above this layer) as little as makes `r` visible.
    open func scrollRectToVisible(_ r: CGRect) { scrollEnclosing(toVisible: r) }
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Overridable behaviour (implemented in the CALayer+*.swift extensions)

    /// The action for a property change: the delegate's, then `actions`, then the class default; `NSNull`
    /// anywhere means none.
    open func action(forKey event: String) -> (any CAAction)? { resolveAction(forKey: event) }

    /// Core Animation's implicit animation for a property change: a basic animation over
    /// ``CATransaction/animationDuration()`` for animatable properties of layers in a tree a stage drives.
    /// A view's own layer never gets one: its delegate (the view) answers first.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { implicitAction(forKey: event) }

    /// Whether changing `key` requires redrawing; subclasses return true for their drawn properties.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Attaches a copy of `anim` (Core Animation copies on add, so later changes to `anim` have no effect).
    /// A `beginTime` of 0 means "now" in this layer's time. An animation already attached under `key` is removed
    /// first and its delegate told it did not finish.
    open func add(_ anim: CAAnimation, forKey key: String?) { attach(anim, forKey: key) }

    /// The attached animation for `key`: the layer's own copy, which must not be modified. `open` as in Apple's
    /// interface (the body is in CALayer+Animations.swift).
    open func animation(forKey key: String) -> CAAnimation? { attachedAnimation(forKey: key) }

    /// Keys of the attached animations, in the order they were added.
    open func animationKeys() -> [String]? { attachedAnimationKeys() }

    open func removeAnimation(forKey key: String) { detachAnimation(forKey: key) }

    open func removeAllAnimations() { detachAllAnimations() }

    /// A copy of the layer showing what is on screen now: model values with the animations applied (§6.2).
    open func presentation() -> Self? {
        let copy = Self(_flipbookInstantiating: self)
        copy.modelValues = presentationProperties()
        copy.modelLayerReference = self
        return copy
    }

    /// The model layer of a presentation copy, or the layer itself.
    open func model() -> Self { (modelLayerReference as? Self) ?? self }

    /// Whether a point in this layer's coordinates is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { modelValues.bounds.contains(p) }

    /// The farthest descendant (or self) containing `p`, given in the superlayer's coordinates; hidden layers and
    /// layers outside a masking parent are skipped. Sublayers are tested front to back (zPosition, then order).
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestSublayers(p) }

    // MARK: Animatable properties (each setter runs the layer's action for its key)

    open var bounds: CGRect {
        get { modelValues.bounds }
        set {
            let sizeChanged = newValue.size != modelValues.bounds.size
            change("bounds") { $0.bounds = newValue }
            if sizeChanged {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }
    open var position: CGPoint {
        get { modelValues.position }
        set { change("position") { $0.position = newValue } }
    }
    open var zPosition: CGFloat {
        get { modelValues.zPosition }
        set { change("zPosition") { $0.zPosition = newValue } }
    }
    open var anchorPoint: CGPoint {
        get { modelValues.anchorPoint }
        set { change("anchorPoint") { $0.anchorPoint = newValue } }
    }
    open var anchorPointZ: CGFloat {
        get { modelValues.anchorPointZ }
        set { change("anchorPointZ") { $0.anchorPointZ = newValue } }
    }
    open var transform: CATransform3D {
        get { modelValues.transform }
        set { change("transform") { $0.transform = newValue } }
    }
    open var sublayerTransform: CATransform3D {
        get { modelValues.sublayerTransform }
        set { change("sublayerTransform") { $0.sublayerTransform = newValue } }
    }
    open var opacity: Float {
        get { modelValues.opacity }
        set { change("opacity") { $0.opacity = newValue } }
    }
    open var isHidden: Bool {
        get { modelValues.isHidden }
        set { change("hidden") { $0.isHidden = newValue } }
    }
    open var cornerRadius: CGFloat {
        get { modelValues.cornerRadius }
        set { change("cornerRadius") { $0.cornerRadius = newValue } }
    }
    open var masksToBounds: Bool {
        get { modelValues.masksToBounds }
        set { change("masksToBounds") { $0.masksToBounds = newValue } }
    }
    open var isDoubleSided: Bool {
        get { modelValues.isDoubleSided }
        set { change("doubleSided") { $0.isDoubleSided = newValue } }
    }
    open var backgroundColor: CGColor? {
        get { modelValues.backgroundColor?.cgColor }
        set { change("backgroundColor") { $0.backgroundColor = newValue.map(LayerColor.init) } }
    }
    open var borderWidth: CGFloat {
        get { modelValues.borderWidth }
        set { change("borderWidth") { $0.borderWidth = newValue } }
    }
    open var borderColor: CGColor? {
        get { modelValues.borderColor?.cgColor }
        set { change("borderColor") { $0.borderColor = newValue.map(LayerColor.init) } }
    }
    open var shadowColor: CGColor? {
        get { modelValues.shadowColor?.cgColor }
        set { change("shadowColor") { $0.shadowColor = newValue.map(LayerColor.init) } }
    }
    open var shadowOpacity: Float {
        get { modelValues.shadowOpacity }
        set { change("shadowOpacity") { $0.shadowOpacity = newValue } }
    }
    open var shadowRadius: CGFloat {
        get { modelValues.shadowRadius }
        set { change("shadowRadius") { $0.shadowRadius = newValue } }
    }
    open var shadowOffset: CGSize {
        get { modelValues.shadowOffset }
        set { change("shadowOffset") { $0.shadowOffset = newValue } }
    }
    /// The outline that casts the shadow instead of the layer's content (in the layer's space); nil uses the
    /// alpha of everything the layer draws.
    open var shadowPath: CGPath? {
        get { modelValues.shadowPath as? CGPath }
        set { change("shadowPath") { $0.shadowPath = newValue } }
    }
    /// The layer's content image (a `CGImage`), drawn into its bounds according to ``contentsGravity``.
    open var contents: Any? {
        get { modelValues.contents }
        set { change("contents") { $0.contents = newValue } }
    }
    open var contentsRect: CGRect {
        get { modelValues.contentsRect }
        set { change("contentsRect") { $0.contentsRect = newValue } }
    }

    /// The layer's rectangle in its superlayer's coordinates: derived from bounds, anchorPoint, position and
    /// transform (the bounding box of the transformed bounds, §8). Setting it sets position and bounds.size,
    /// ignoring the transform, as UIKit does (§8: `frame` is undefined under a non-identity transform).
    open var frame: CGRect {
        get { Self.frame(of: modelValues) }
        set {
            let size = newValue.size
            let anchor = modelValues.anchorPoint
            position = CGPoint(x: newValue.origin.x + anchor.x * size.width, y: newValue.origin.y + anchor.y * size.height)
            if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
        }
    }

    /// The frame that these property values give (also used for presentation values).
    package static func frame(of p: LayerProperties) -> CGRect {
        if CATransform3DIsIdentity(p.transform) {
            return CGRect(
                x: p.position.x - p.anchorPoint.x * p.bounds.width,
                y: p.position.y - p.anchorPoint.y * p.bounds.height,
                width: p.bounds.width, height: p.bounds.height)
        }
        let m = transformToSuperlayer(p)
        let b = p.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
        let mapped = corners.map { projectPoint($0, through: m) }
        let xs = mapped.map(\.x), ys = mapped.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Applies a model change, running the action for `key` the way Core Animation does: the action is looked up
    /// before the value changes (so it can capture the old value) and run after it.
    package func change(_ key: String, _ apply: (inout LayerProperties) -> Void) {
        let action = CATransaction.layerWillChange() ? nil : self.action(forKey: key)
        apply(&modelValues)
        action?.run(forKey: key, object: self, arguments: nil)
    }

    // MARK: Layout and display

    open func setNeedsLayout() {
        needsLayoutFlag = true
        superlayer?.markDescendantNeedsLayout()
    }

    package func markDescendantNeedsLayout() {
        var current: CALayer? = self
        while let layer = current, !layer.descendantNeedsLayout {
            layer.descendantNeedsLayout = true
            current = layer.superlayer
        }
    }

    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer if it needs it, then every descendant that does, parents first.
    open func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        if descendantNeedsLayout {
            descendantNeedsLayout = false
            for sublayer in sublayers ?? [] where sublayer.needsLayoutFlag || sublayer.descendantNeedsLayout {
                sublayer.layoutIfNeeded()
            }
        }
    }

    /// Positions sublayers; the default asks the delegate (a view runs `layoutSubviews()`).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    open func preferredFrameSize() -> CGSize { modelValues.bounds.size }

    open func setNeedsDisplay() {
        needsDisplayFlag = true
        superlayer?.markDescendantNeedsDisplay()
    }

    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Sets ``descendantNeedsDisplay`` on this layer and its ancestors, stopping at the first already set.
    package func markDescendantNeedsDisplay() {
        var current: CALayer? = self
        while let layer = current, !layer.descendantNeedsDisplay {
            layer.descendantNeedsDisplay = true
            current = layer.superlayer
        }
    }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws the contents if marked.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Updates `contents`: the default asks the delegate's `display(_:)`.
    open func display() {
        delegate?.display(self)
    }

    // MARK: Drawing

    /// Draws the layer's own content into `ctx`, whose user space is the layer's bounds space (y down) and whose
    /// clip is the bounds. The default asks the delegate's `draw(_:in:)`; subclasses override it to draw.
    ///
    /// Flipbook's renderer calls it for every frame it renders instead of caching a backing store, so what it
    /// draws is always current (Core Animation would only call it after `setNeedsDisplay()`).
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Renders the layer and its sublayers into `ctx` with their **model** values, in the layer's own coordinate
    /// space: the layer's `position` and `transform` are ignored, as in Core Animation. See `CARenderer` for the
    /// on-screen (presentation) state at a media time.
    open func render(in ctx: CGContext) {
        renderModelTree(in: ctx)
    }
}
