import QuartzCore

/// An on/off switch drawn as iOS 13+ draws it: a 51 × 31 pt capsule track (filled with ``onTintColor`` when on,
/// a light translucent grey when off) and a 27 pt white thumb with a soft shadow. A tap toggles it with a
/// 0.25 s animation and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's fixed size.
    public static let size = CGSize(width: 51, height: 31)
    static let thumbDiameter: CGFloat = 27
    static let offTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)

    private let track = CALayer()
    private let thumb = CALayer()

    open private(set) var isOn = false
    /// The track colour when on (default: system green).
    open var onTintColor: UIColor? { didSet { updateLayers() } }
    open var thumbTintColor: UIColor? { didSet { updateLayers() } }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        track.frame = CGRect(origin: .zero, size: Self.size)
        track.cornerRadius = Self.size.height / 2
        layer.addSublayer(track)
        thumb.bounds = CGRect(x: 0, y: 0, width: Self.thumbDiameter, height: Self.thumbDiameter)
        thumb.cornerRadius = Self.thumbDiameter / 2
        thumb.shadowOpacity = 0.25
        thumb.shadowRadius = 3
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        layer.addSublayer(thumb)
        updateLayers()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A switch keeps its size whatever frame it is given (as on iOS).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
        updateLayers(animated: animated)
    }

    /// The track and thumb for the current state; the change animates over 0.25 s (Core Animation's implicit
    /// animations of the sublayers) when `animated`.
    private func updateLayers(animated: Bool = false) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.25)
        track.backgroundColor = (isOn ? (onTintColor ?? .systemGreen) : Self.offTrackColor).resolvedColor(with: traitCollection).cgColor
        thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
        let inset = (Self.size.height - Self.thumbDiameter) / 2
        let x = isOn ? Self.size.width - inset - Self.thumbDiameter / 2 : inset + Self.thumbDiameter / 2
        thumb.position = CGPoint(x: x, y: Self.size.height / 2)
        CATransaction.commit()
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.insetBy(dx: -UIControl.touchMargin, dy: -UIControl.touchMargin)
            .contains(touch.location(in: self)) else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }
}
