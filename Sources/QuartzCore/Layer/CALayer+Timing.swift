import CoreGraphics

/// A layer's place in the media-time hierarchy: each layer's local time is derived from its superlayer's with
/// its own beginTime, speed and timeOffset, so setting `speed = 0` and scrubbing `timeOffset` freezes and drives
/// every animation below it (how percent-driven transitions work, §3.2).
extension CALayer {
    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    public var duration: CFTimeInterval {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    public var speed: Float {
        get { Float(timing.speed) }
        set { timing.speed = Double(newValue) }
    }
    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    public var repeatCount: Float {
        get { Float(timing.repeatCount) }
        set { timing.repeatCount = Double(newValue) }
    }
    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    /// This layer's local time when the clock reads `globalTime`.
    package func localTime(atGlobalTime globalTime: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer?.localTime(atGlobalTime: globalTime) ?? globalTime
        return timing.localTime(fromParentTime: parentTime)
    }

    /// This layer's local time now, on its tree's clock.
    ///
    /// One walk to the root: the root supplies both the clock (its host, else the clock in use) and the global
    /// time, and each layer on the way back down maps its parent's time through its own timing. The same as
    /// `localTime(atGlobalTime: clock.now)`, which walks to the root twice (once for ``clock``).
    package var currentLocalTime: CFTimeInterval {
        if let parent = superlayer { return timing.localTime(fromParentTime: parent.currentLocalTime) }
        return timing.localTime(fromParentTime: (hostingClock ?? MediaClock.current).now)
    }

    /// Whether time flows in this layer at all (no layer on the way to the root has speed 0).
    package var timeFlows: Bool {
        var current: CALayer? = self
        while let c = current {
            if c.timing.speed == 0 { return false }
            current = c.superlayer
        }
        return true
    }

    /// Converts a time from `layer`'s local time (nil: the global media time) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let global = layer.map { $0.globalTime(fromLocalTime: t) } ?? t
        return localTime(atGlobalTime: global)
    }

    /// Converts a time from this layer's local time to `layer`'s (nil: the global media time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocalTime: t)
        return layer.map { $0.localTime(atGlobalTime: global) } ?? global
    }

    /// The global time at which this layer's local time reads `t`; when some layer on the way has speed 0 the
    /// mapping is not invertible and the current global time is returned.
    private func globalTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        guard let parentTime = timing.parentTime(fromLocalTime: t) else { return clock.now }
        return superlayer?.globalTime(fromLocalTime: parentTime) ?? parentTime
    }
}
