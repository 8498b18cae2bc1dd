import QuartzCore

/// A pair of − / + buttons drawn as iOS 13+ draws them: a 94 × 32 pt rounded track (the segmented control's
/// light fill, corner radius 8), a 1 pt divider in the middle, the glyphs in the label colour — dimmed when that
/// button can't change the value (at the minimum or maximum, unless ``wraps``).
///
/// Touch down on a button changes ``value`` by ``stepValue`` at once. Held down with ``autorepeat`` (the default),
/// it repeats on the stage clock: first after ``autorepeatDelay`` (0.5 s), then every ``autorepeatInterval``
/// (0.1 s) — Apple documents neither figure; they are Flipbook's decision, pinned by tests. With ``isContinuous``
/// (the default) each change sends `.valueChanged` at once; otherwise one event is sent when the finger lifts.
/// Past the ends the value clamps, or with ``wraps`` jumps to the other end (Apple: "incrementing beyond
/// maximumValue sets value to minimumValue").
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's fixed size (iOS 13+).
    public static let size = CGSize(width: 94, height: 32)
    /// How long a button is held before it starts repeating.
    public static let autorepeatDelay: TimeInterval = 0.5
    /// The time between repeats once repeating.
    public static let autorepeatInterval: TimeInterval = 0.1
    static let glyphLength: CGFloat = 14
    static let glyphThickness: CGFloat = 2

    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false { didSet { refresh() } }

    /// The value, clamped to ``minimumValue``…``maximumValue``. Setting it sends no event.
    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            refresh()
        }
    }
    private var storedValue: Double = 0

    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// The change per step; must be above 0.
    open var stepValue: Double = 1 {
        didSet { if stepValue <= 0 { stepValue = oldValue } }
    }

    private let divider = CALayer()
    private let minusGlyph = CALayer()
    private let plusHorizontal = CALayer()
    private let plusVertical = CALayer()
    /// The button held down: −1, +1, or 0.
    private(set) var heldDirection = 0
    private var repeatTimer: (timers: GestureTimers, id: Int)?
    private var changedWhileHeld = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpLayers()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLayers()
    }

    /// A stepper keeps its size whatever frame it is given (as on iOS).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    private func setUpLayers() {
        layer.cornerRadius = 8
        for glyph in [divider, minusGlyph, plusHorizontal, plusVertical] { layer.addSublayer(glyph) }
        refresh()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        refresh()
    }

    /// Whether the − (direction −1) or + (+1) button can change the value now.
    func canStep(_ direction: Int) -> Bool {
        wraps || (direction < 0 ? storedValue > minimumValue : storedValue < maximumValue)
    }

    private func refresh() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let traits = traitCollection
        layer.backgroundColor = UISegmentedControl.trackColor.resolvedColor(with: traits).cgColor
        let half = Self.size.width / 2, midY = Self.size.height / 2
        divider.frame = CGRect(x: half - 0.5, y: (Self.size.height - 18) / 2, width: 1, height: 18)
        divider.backgroundColor = UIColor.separator.resolvedColor(with: traits).cgColor
        let length = Self.glyphLength, thickness = Self.glyphThickness
        minusGlyph.frame = CGRect(x: half / 2 - length / 2, y: midY - thickness / 2, width: length, height: thickness)
        plusHorizontal.frame = CGRect(x: half * 1.5 - length / 2, y: midY - thickness / 2, width: length, height: thickness)
        plusVertical.frame = CGRect(x: half * 1.5 - thickness / 2, y: midY - length / 2, width: thickness, height: length)
        let ink = UIColor.label.resolvedColor(with: traits)
        let dimmed = UIColor.tertiaryLabel.resolvedColor(with: traits)
        for glyph in [minusGlyph, plusHorizontal, plusVertical] { glyph.cornerRadius = thickness / 2 }
        minusGlyph.backgroundColor = (isEnabled && canStep(-1) ? ink : dimmed).cgColor
        let plus = (isEnabled && canStep(1) ? ink : dimmed).cgColor
        plusHorizontal.backgroundColor = plus
        plusVertical.backgroundColor = plus
        CATransaction.commit()
    }

    /// The value one step in `direction` from `value`: clamped, or with `wraps` any step past an end lands on the
    /// other end (so 9 + 3 with a maximum of 10 gives the minimum, per Apple's wording; not checked on a device).
    nonisolated static func stepped(_ value: Double, by step: Double, direction: Int, minimum: Double, maximum: Double,
                                    wraps: Bool) -> Double {
        let next = value + Double(direction) * step
        if next > maximum { return wraps ? minimum : maximum }
        if next < minimum { return wraps ? maximum : minimum }
        return next
    }

    /// Steps once in the held direction, sending `.valueChanged` when continuous.
    private func step() {
        let next = Self.stepped(storedValue, by: stepValue, direction: heldDirection, minimum: minimumValue,
                                maximum: maximumValue, wraps: wraps)
        guard next != storedValue else { return }
        storedValue = next
        refresh()
        changedWhileHeld = true
        if isContinuous { sendActions(for: .valueChanged) }
    }

    /// Schedules the next repeat at media time `time`; each repeat is timed from the previous one's due time, so
    /// frame boundaries don't make the repeats drift.
    private func scheduleRepeat(at time: TimeInterval) {
        let timers = GestureTimers.on(layer.clock)
        let id = timers.schedule(at: time) { [weak self] in
            guard let self, self.heldDirection != 0 else { return }
            self.step()
            self.scheduleRepeat(at: time + Self.autorepeatInterval)
        }
        repeatTimer = (timers, id)
    }

    private func stopRepeating() {
        if let repeatTimer { repeatTimer.timers.cancel(repeatTimer.id) }
        repeatTimer = nil
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(direction) else { return false }
        heldDirection = direction
        changedWhileHeld = false
        step()
        if autorepeat { scheduleRepeat(at: (event?.timestamp ?? layer.clock.now) + Self.autorepeatDelay) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // A finger that leaves the control stops the repeat (it resumes only with a new touch).
        if !isTouchInside { stopRepeating() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishHolding()
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishHolding()
    }

    private func finishHolding() {
        stopRepeating()
        heldDirection = 0
        if !isContinuous && changedWhileHeld { sendActions(for: .valueChanged) }
        changedWhileHeld = false
    }
}
