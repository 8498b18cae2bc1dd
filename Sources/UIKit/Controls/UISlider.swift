import QuartzCore

/// A slider drawn as iOS draws it: a 4 pt track with rounded ends — the part left of the thumb in
/// ``minimumTrackTintColor`` (the tint colour by default), the rest light grey — and a 28 pt white thumb with a
/// shadow, 31 pt tall in all. Dragging the thumb (a touch must start on it) moves ``value`` and sends
/// `.valueChanged` as it moves (``isContinuous``) or once at the end.
@preconcurrency @MainActor
open class UISlider: UIControl {
    public static let height: CGFloat = 31
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    open var minimumValue: Float = 0 { didSet { setValue(value, animated: false) } }
    open var maximumValue: Float = 1 { didSet { setValue(value, animated: false) } }
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { updateLayers(animated: false) } }
    open var maximumTrackTintColor: UIColor? { didSet { updateLayers(animated: false) } }
    open var thumbTintColor: UIColor? { didSet { updateLayers(animated: false) } }

    private let maximumTrack = CALayer()
    private let minimumTrack = CALayer()
    private let thumb = CALayer()
    /// Where the finger grabbed the thumb, relative to the thumb's centre.
    private var grabOffset: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.height))
        layer.addSublayer(maximumTrack)
        layer.addSublayer(minimumTrack)
        thumb.bounds = CGRect(x: 0, y: 0, width: Self.thumbDiameter, height: Self.thumbDiameter)
        thumb.cornerRadius = Self.thumbDiameter / 2
        thumb.shadowOpacity = 0.25
        thumb.shadowRadius = 3
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        layer.addSublayer(thumb)
        updateLayers(animated: false)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setValue(_ value: Float, animated: Bool) {
        storedValue = min(max(value, minimumValue), max(minimumValue, maximumValue))
        updateLayers(animated: animated)
    }

    /// The span the thumb's centre moves along.
    private var travel: (start: CGFloat, length: CGFloat) {
        let r = Self.thumbDiameter / 2
        return (r, max(0, bounds.width - 2 * r))
    }

    private var fraction: CGFloat {
        maximumValue > minimumValue ? CGFloat((storedValue - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLayers(animated: false)
    }

    private func updateLayers(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.25)
        let midY = bounds.height / 2
        let thumbX = travel.start + travel.length * fraction
        let track = CGRect(x: 0, y: midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
        maximumTrack.frame = track
        maximumTrack.cornerRadius = Self.trackHeight / 2
        maximumTrack.backgroundColor = (maximumTrackTintColor ?? .systemGray4).resolvedColor(with: traitCollection).cgColor
        minimumTrack.frame = CGRect(x: 0, y: track.minY, width: thumbX, height: Self.trackHeight)
        minimumTrack.cornerRadius = Self.trackHeight / 2
        minimumTrack.backgroundColor = (minimumTrackTintColor ?? tintColor).resolvedColor(with: traitCollection).cgColor
        thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
        thumb.position = CGPoint(x: thumbX, y: midY)
        CATransaction.commit()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumbX = travel.start + travel.length * fraction
        // The thumb's touch area is a little larger than the thumb (iOS's is about 44 pt).
        guard abs(point.x - thumbX) <= 22 else { return false }
        grabOffset = point.x - thumbX
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x - grabOffset
        let f = travel.length > 0 ? min(max((x - travel.start) / travel.length, 0), 1) : 0
        let newValue = minimumValue + Float(f) * (maximumValue - minimumValue)
        if newValue != storedValue {
            setValue(newValue, animated: false)
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous { sendActions(for: .valueChanged) }
    }
}
