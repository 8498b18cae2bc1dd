import QuartzCore

/// Keyframe animations (§6.5): the changes made inside each `addKeyframe` block are recorded with the
/// keyframe's relative start and duration, and when the outer block returns UIKit builds one
/// `CAKeyframeAnimation` per animated key path, with key times padded with 0 and 1.
extension UIView {
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let viewOptions = options.viewOptions
        runBlock(duration: duration, delay: delay, options: viewOptions,
                 timing: .curve(viewOptions.curve.timingFunction), animations: {
                     guard let context = ViewAnimationContext.current else { return animations() }
                     let recorder = KeyframeRecorder(calculationMode: options.calculationMode)
                     context.keyframes = recorder
                     animations()
                     context.keyframes = nil
                     recorder.commit(in: context)
                 }, completion: completion)
    }

    /// Inside `animateKeyframes`: the changes in `animations` happen between `frameStartTime` and
    /// `frameStartTime + frameDuration`, both fractions of the whole duration.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: () -> Void) {
        guard let recorder = ViewAnimationContext.current?.keyframes else { return animations() }
        let previous = recorder.currentSpan
        recorder.currentSpan = (max(0, frameStartTime), min(1, frameStartTime + frameDuration))
        animations()
        recorder.currentSpan = previous
    }
}

/// Collects the property changes of a keyframe block and turns them into keyframe animations.
@MainActor
package final class KeyframeRecorder {
    private struct Track {
        let layer: CALayer
        let key: String
        let keyPath: LayerKeyPath
        /// The value before the block.
        let initial: AnimationValue
        /// (start, end, value reached at end), in recording order.
        var segments: [(start: Double, end: Double, value: AnimationValue)] = []
    }

    let calculationMode: CAAnimationCalculationMode
    /// The span of the keyframe being recorded; changes outside any keyframe span the whole block.
    var currentSpan: (start: Double, end: Double) = (0, 1)
    private var tracks: [Track] = []

    init(calculationMode: CAAnimationCalculationMode) {
        self.calculationMode = calculationMode
    }

    func record(layer: CALayer, key: String, keyPath: LayerKeyPath, old: AnimationValue, new: AnimationValue) {
        let index: Int
        if let existing = tracks.firstIndex(where: { $0.layer === layer && $0.keyPath == keyPath }) {
            index = existing
        } else {
            tracks.append(Track(layer: layer, key: key, keyPath: keyPath, initial: old))
            index = tracks.count - 1
        }
        tracks[index].segments.append((currentSpan.start, currentSpan.end, new))
    }

    /// Builds and attaches one keyframe animation per recorded key path.
    func commit(in context: ViewAnimationContext) {
        for track in tracks {
            let (keyTimes, values) = Self.keyframes(initial: track.initial, segments: track.segments)
            let driven = context.keyframeAnimationFactory?(track.key)
            let animation = driven ?? CAKeyframeAnimation(keyPath: track.key)
            animation.values = values.map { $0.anyValue as Any }
            animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            if driven == nil, case .curve(let function) = context.timing { animation.timingFunction = function }
            context.configureTiming(of: animation, on: track.layer)
            context.attach(animation, to: track.layer, key: track.key, old: track.initial, new: values.last)
        }
    }

    /// Key times {0, 1, every segment's start and end}; the value at each key time is the one reached by the
    /// last segment ending at or before it, so a property holds still outside its own keyframes.
    static func keyframes(initial: AnimationValue, segments: [(start: Double, end: Double, value: AnimationValue)])
        -> (keyTimes: [Double], values: [AnimationValue]) {
        var times = Set([0.0, 1.0])
        for s in segments {
            times.insert(s.start)
            times.insert(s.end)
        }
        let keyTimes = times.sorted()
        let ordered = segments.enumerated().sorted { ($0.element.end, $0.offset) < ($1.element.end, $1.offset) }
        let values = keyTimes.map { t in
            ordered.last { $0.element.end <= t }?.element.value ?? initial
        }
        return (keyTimes, values)
    }
}
