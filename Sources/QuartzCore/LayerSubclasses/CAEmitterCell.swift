import CoreGraphics

/// One kind of particle a ``CAEmitterLayer`` emits: how many a second, how long each lives, how it moves, turns,
/// grows and changes colour, and what it looks like (Core Animation's reference: *CAEmitterCell*).
///
/// Each `…Range` widens a value per particle by up to that much either way (uniformly, from the layer's `seed`);
/// each `…Speed` changes it per second of the particle's life. A cell's own `emitterCells` are emitted by each of
/// its particles, from where that particle is, for as long as it lives. Its `CAMediaTiming` times the cell's
/// emission within the emitter's time as an animation's timing places it in its layer's: cell time = (emitter
/// time − `beginTime`) × `speed` + `timeOffset`; it emits while 0 ≤ cell time ≤ its active duration — forever
/// when `duration` is 0, else `duration` × max(`repeatCount`, 1), doubled when it `autoreverses`, or
/// `repeatDuration` when set. `speed` scales how fast it emits; a `timeOffset` starts it part-way through, with
/// the particles of the skipped time already in flight.
open class CAEmitterCell: NSObject, CAMediaTiming, NSCopying {
    open var name: String?
    /// Whether the cell emits (and its particles draw) at all.
    open var isEnabled = true
    /// Particles a second (times the layer's `birthRate`). 0 by default: a new cell emits nothing.
    open var birthRate: Float = 0
    /// Seconds a particle lives (times the layer's `lifetime`). 0 by default.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The direction particles leave in: the angle in the xy-plane from +x (towards +y, down on iOS).
    open var emissionLongitude: CGFloat = 0
    /// The direction's angle out of the xy-plane, towards +z.
    open var emissionLatitude: CGFloat = 0
    /// The width of the cone of directions about the emission direction, in radians: 2π sends particles every way.
    open var emissionRange: CGFloat = 0
    /// Initial speed in points a second (times the layer's `velocity`).
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Acceleration in points a second squared (gravity, wind).
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    /// The contents' size multiplier (times the layer's `scale`). 1 by default.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    /// Change of scale a second.
    open var scaleSpeed: CGFloat = 0
    /// Turning speed in radians a second (times the layer's `spin`).
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// Multiplies the contents' colour. Opaque white by default.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    /// Change of each colour component a second.
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle's picture (a `CGImage`); a particle without one draws nothing.
    open var contents: Any?
    /// The part of ``contents`` used, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels of ``contents`` per point. 1 by default.
    open var contentsScale: CGFloat = 1
    open var minificationFilter: CALayerContentsFilter = .linear
    open var magnificationFilter: CALayerContentsFilter = .linear
    open var minificationFilterBias: Float = 0
    /// Cells each particle of this one emits.
    open var emitterCells: [CAEmitterCell]?
    open var style: [AnyHashable: Any]?

    // CAMediaTiming: the window the cell emits in, within the emitter layer's time.
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    public override init() {
        super.init()
    }

    /// A new cell's value for `key`, as Core Animation's `defaultValueForKey:`.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "scale", "speed", "contentsScale": CGFloat(1)
        case "isEnabled", "enabled": true
        case "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1)
        case "color": CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        default: nil
        }
    }

    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A deep copy (a plain `CAEmitterCell`, whatever the subclass): nested cells are copied too, so a renderer
    /// reading the copy never sees later edits.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAEmitterCell()
        copy.name = name
        copy.isEnabled = isEnabled
        copy.birthRate = birthRate
        copy.lifetime = lifetime
        copy.lifetimeRange = lifetimeRange
        copy.emissionLongitude = emissionLongitude
        copy.emissionLatitude = emissionLatitude
        copy.emissionRange = emissionRange
        copy.velocity = velocity
        copy.velocityRange = velocityRange
        (copy.xAcceleration, copy.yAcceleration, copy.zAcceleration) = (xAcceleration, yAcceleration, zAcceleration)
        (copy.scale, copy.scaleRange, copy.scaleSpeed) = (scale, scaleRange, scaleSpeed)
        (copy.spin, copy.spinRange) = (spin, spinRange)
        copy.color = color
        (copy.redRange, copy.greenRange, copy.blueRange, copy.alphaRange) = (redRange, greenRange, blueRange, alphaRange)
        (copy.redSpeed, copy.greenSpeed, copy.blueSpeed, copy.alphaSpeed) = (redSpeed, greenSpeed, blueSpeed, alphaSpeed)
        copy.contents = contents
        copy.contentsRect = contentsRect
        copy.contentsScale = contentsScale
        copy.minificationFilter = minificationFilter
        copy.magnificationFilter = magnificationFilter
        copy.minificationFilterBias = minificationFilterBias
        copy.emitterCells = emitterCells?.map { $0.copy() as! CAEmitterCell }
        copy.style = style
        (copy.beginTime, copy.duration, copy.speed, copy.timeOffset) = (beginTime, duration, speed, timeOffset)
        (copy.repeatCount, copy.repeatDuration, copy.autoreverses, copy.fillMode) =
            (repeatCount, repeatDuration, autoreverses, fillMode)
        return copy
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}
