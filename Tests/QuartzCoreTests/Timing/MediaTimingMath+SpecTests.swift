import Testing
@testable import QuartzCore

/// A minimal timed object, to check the protocol's bridge to the spec.
private final class Timed: CAMediaTiming {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
}

private func close(_ a: Double?, _ b: Double, tolerance: Double = 1e-12) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

@Suite struct MediaTimingMathSpecTests {
    @Test func defaultsAreCoreAnimations() {
        let spec = MediaTimingSpec()
        #expect(spec == MediaTimingSpec(
            beginTime: 0, duration: 0, speed: 1, timeOffset: 0, repeatCount: 0, repeatDuration: 0,
            autoreverses: false, fillMode: .removed))
        #expect(spec.fillMode == .removed)
        #expect(Timed().mediaTimingSpec == spec)
    }

    @Test func fillModeRawValues() {
        #expect(CAMediaTimingFillMode.removed.rawValue == "removed")
        #expect(CAMediaTimingFillMode.forwards.rawValue == "forwards")
        #expect(CAMediaTimingFillMode.backwards.rawValue == "backwards")
        #expect(CAMediaTimingFillMode.both.rawValue == "both")
        #expect(CAMediaTimingFillMode(rawValue: "both") == .both)
    }

    @Test func bridgeFromProtocolConvertsFloats() {
        let timed = Timed()
        timed.beginTime = 1
        timed.duration = 2
        timed.speed = 0.5
        timed.timeOffset = 0.25
        timed.repeatCount = 1.5
        timed.repeatDuration = 4
        timed.autoreverses = true
        timed.fillMode = .both
        #expect(timed.mediaTimingSpec == MediaTimingSpec(
            beginTime: 1, duration: 2, speed: 0.5, timeOffset: 0.25, repeatCount: 1.5, repeatDuration: 4,
            autoreverses: true, fillMode: .both))
    }

    // MARK: Local time

    @Test func localTimeIsScaledAndOffset() {
        let spec = MediaTimingSpec(beginTime: 2, speed: 2, timeOffset: 1)
        #expect(spec.localTime(fromParentTime: 2) == 1)
        #expect(spec.localTime(fromParentTime: 3) == 3)
        #expect(spec.localTime(fromParentTime: 0) == -3)
        #expect(spec.parentTime(fromLocalTime: 3) == 3)
        #expect(spec.parentTime(fromLocalTime: spec.localTime(fromParentTime: 7.5)) == 7.5)
    }

    @Test func pausedTimeStandsStillAtTheOffset() {
        let paused = MediaTimingSpec(beginTime: 5, speed: 0, timeOffset: 1.25)
        #expect(paused.localTime(fromParentTime: 0) == 1.25)
        #expect(paused.localTime(fromParentTime: 100) == 1.25)
        #expect(paused.parentTime(fromLocalTime: 1.25) == nil)
    }

    // MARK: Durations

    @Test func zeroDurationMeansDefault() {
        #expect(MediaTimingSpec().simpleDuration() == 0.25)
        #expect(MediaTimingSpec().simpleDuration(default: 1) == 1)
        #expect(MediaTimingSpec(duration: -1).simpleDuration() == 0.25)
        #expect(MediaTimingSpec(duration: 2).simpleDuration() == 2)
        #expect(MediaTimingSpec().activeDuration == 0.25)
    }

    @Test func activeDurationCountsIterations() {
        #expect(MediaTimingSpec(duration: 2).activeDuration == 2)
        #expect(MediaTimingSpec(duration: 2, autoreverses: true).activeDuration == 4)
        #expect(MediaTimingSpec(duration: 2, repeatCount: 3).activeDuration == 6)
        #expect(MediaTimingSpec(duration: 2, repeatCount: 1.5).activeDuration == 3)
        #expect(MediaTimingSpec(duration: 2, repeatCount: 2, autoreverses: true).activeDuration == 8)
        #expect(MediaTimingSpec(duration: 2, repeatDuration: 5).activeDuration == 5)
        #expect(MediaTimingSpec(duration: 2, repeatDuration: 5, autoreverses: true).activeDuration == 5)
        #expect(MediaTimingSpec(duration: 2, repeatCount: .infinity).activeDuration == .infinity)
        // Both set is undefined per Apple; repeatCount wins here.
        #expect(MediaTimingSpec(duration: 2, repeatCount: 2, repeatDuration: 5).activeDuration == 4)
        // Negative values are ignored like zero.
        #expect(MediaTimingSpec(duration: 2, repeatCount: -1, repeatDuration: -3).activeDuration == 2)
        #expect(MediaTimingSpec(repeatCount: 2).activeDuration(defaultDuration: 1) == 2)
    }

    // MARK: Progress

    @Test func singleIterationWithFillModes() {
        let removed = MediaTimingSpec(beginTime: 1, duration: 2)
        #expect(removed.progress(atParentTime: 0.5) == nil)
        #expect(removed.progress(atParentTime: 1) == 0)
        #expect(removed.progress(atParentTime: 2) == 0.5)
        #expect(removed.progress(atParentTime: 3) == 1, "the end of the active interval shows the end")
        #expect(removed.progress(atParentTime: 3.01) == nil)
        #expect(removed.phase(atParentTime: 0.5) == .before)
        #expect(removed.phase(atParentTime: 3) == .active)
        #expect(removed.phase(atParentTime: 3.01) == .after)

        var forwards = removed
        forwards.fillMode = .forwards
        #expect(forwards.progress(atParentTime: 0.5) == nil)
        #expect(forwards.progress(atParentTime: 10) == 1)

        var backwards = removed
        backwards.fillMode = .backwards
        #expect(backwards.progress(atParentTime: 0.5) == 0)
        #expect(backwards.progress(atParentTime: 10) == nil)

        var both = removed
        both.fillMode = .both
        #expect(both.progress(atParentTime: -100) == 0)
        #expect(both.progress(atParentTime: 100) == 1)
    }

    @Test func repeatsShowTheEndAtEachBoundary() {
        let spec = MediaTimingSpec(duration: 1, repeatCount: 3, fillMode: .forwards)
        #expect(spec.progress(atParentTime: 0) == 0)
        #expect(spec.progress(atParentTime: 1) == 1)
        #expect(spec.progress(atParentTime: 1.25) == 0.25)
        #expect(spec.progress(atParentTime: 2.75) == 0.75)
        #expect(spec.progress(atParentTime: 3) == 1)
        #expect(spec.progress(atParentTime: 4) == 1)
        #expect(spec.activeEndInParentTime() == 3)
    }

    @Test func boundariesSurviveRounding() {
        // 3 × 0.1 / 0.1 isn't exactly 3 in binary; the end must still read 1, not 0.
        let spec = MediaTimingSpec(duration: 0.1, repeatCount: 3, fillMode: .forwards)
        #expect(spec.progress(atParentTime: 0.1 + 0.1 + 0.1) == 1)
        #expect(spec.progress(atParentTime: 0.3) == 1)
        #expect(spec.progress(atParentTime: 10) == 1)
        #expect(close(spec.progress(atParentTime: 0.15), 0.5, tolerance: 1e-9))
    }

    @Test func fractionalRepeatEndsMidIteration() {
        let spec = MediaTimingSpec(duration: 2, repeatCount: 1.5, fillMode: .forwards)
        #expect(spec.activeEndInParentTime() == 3)
        #expect(spec.progress(atParentTime: 2.5) == 0.25)
        #expect(spec.progress(atParentTime: 3) == 0.5)
        #expect(spec.progress(atParentTime: 5) == 0.5)
    }

    @Test func autoreverseRunsBackOnTheSecondHalf() {
        let spec = MediaTimingSpec(duration: 1, autoreverses: true, fillMode: .both)
        #expect(spec.progress(atParentTime: 0) == 0)
        #expect(spec.progress(atParentTime: 0.5) == 0.5)
        #expect(spec.progress(atParentTime: 1) == 1)
        #expect(spec.progress(atParentTime: 1.25) == 0.75)
        #expect(spec.progress(atParentTime: 2) == 0)
        #expect(spec.progress(atParentTime: 3) == 0, "an autoreversing animation ends where it began")
        #expect(spec.activeEndInParentTime() == 2)

        let repeated = MediaTimingSpec(duration: 1, repeatCount: 2, autoreverses: true)
        #expect(repeated.progress(atParentTime: 2.25) == 0.25)
        #expect(repeated.progress(atParentTime: 3.25) == 0.75)
        #expect(repeated.progress(atParentTime: 4) == 0)
        #expect(repeated.progress(atParentTime: 4.5) == nil)
    }

    @Test func repeatDurationCutsTheLastIteration() {
        let spec = MediaTimingSpec(beginTime: 1, duration: 1, repeatDuration: 2.5, fillMode: .forwards)
        #expect(spec.activeEndInParentTime() == 3.5)
        #expect(spec.progress(atParentTime: 3) == 1)
        #expect(spec.progress(atParentTime: 3.25) == 0.25)
        #expect(spec.progress(atParentTime: 9) == 0.5)
    }

    @Test func speedScalesTheParentTimeline() {
        let fast = MediaTimingSpec(beginTime: 1, duration: 1, speed: 2)
        #expect(fast.activeEndInParentTime() == 1.5)
        #expect(fast.progress(atParentTime: 1.25) == 0.5)
        #expect(fast.progress(atParentTime: 1.5) == 1)
        #expect(fast.progress(atParentTime: 1.6) == nil)

        let slow = MediaTimingSpec(duration: 1, speed: 0.5)
        #expect(slow.activeEndInParentTime() == 2)
        #expect(slow.progress(atParentTime: 1) == 0.5)
    }

    @Test func timeOffsetStartsPartWayAndWraps() {
        // A 3 s animation offset by 1 s: starts a third in, reaches the end at 2 s, wraps to the start and is
        // a third in again when its 3 s of active time are up.
        let spec = MediaTimingSpec(duration: 3, timeOffset: 1, fillMode: .both)
        #expect(close(spec.progress(atParentTime: 0), 1.0 / 3))
        #expect(close(spec.progress(atParentTime: -1), 1.0 / 3), "a backwards fill shows the offset start")
        #expect(spec.progress(atParentTime: 2) == 1)
        #expect(close(spec.progress(atParentTime: 2.5), 0.5 / 3))
        #expect(close(spec.progress(atParentTime: 3), 1.0 / 3))
        #expect(close(spec.progress(atParentTime: 4), 1.0 / 3))
        #expect(spec.activeEndInParentTime() == 3)

        let backwardsOffset = MediaTimingSpec(duration: 3, timeOffset: -1)
        #expect(close(backwardsOffset.progress(atParentTime: 0), 2.0 / 3))
        #expect(backwardsOffset.progress(atParentTime: 1) == 1)
    }

    @Test func speedZeroFreezesAtTheOffset() {
        let spec = MediaTimingSpec(beginTime: 10, duration: 2, speed: 0, timeOffset: 0.5)
        #expect(spec.progress(atParentTime: 0) == 0.25)
        #expect(spec.progress(atParentTime: 100) == 0.25)
        #expect(spec.activeEndInParentTime() == nil)
    }

    @Test func infiniteRepeatNeverEnds() {
        let spec = MediaTimingSpec(duration: 2, repeatCount: .infinity)
        #expect(spec.activeEndInParentTime() == nil)
        #expect(spec.phase(atParentTime: 1e9) == .active)
        #expect(close(spec.progress(atParentTime: 1_000_000.5), 0.25, tolerance: 1e-9))
    }

    @Test func defaultDurationIsUsedWhenDurationIsZero() {
        let spec = MediaTimingSpec(beginTime: 1)
        #expect(spec.activeEndInParentTime() == 1.25)
        #expect(spec.progress(atParentTime: 1.125) == 0.5)
        #expect(spec.activeEndInParentTime(defaultDuration: 1) == 2)
        #expect(spec.progress(atParentTime: 1.5, defaultDuration: 1) == 0.5)
    }

    @Test func negativeSpeedIsActiveBeforeBeginTime() {
        let spec = MediaTimingSpec(beginTime: 5, duration: 1, speed: -1)
        #expect(spec.activeEndInParentTime() == 5)
        #expect(spec.phase(atParentTime: 4.5) == .active)
        #expect(spec.progress(atParentTime: 4.25) == 0.75)
        #expect(spec.phase(atParentTime: 6) == .before)
        #expect(spec.phase(atParentTime: 3.5) == .after)
    }

    /// The spec keeps its fill mode as a number (so copying it is a plain copy): every mode, Core Animation's four
    /// and any other raw value, reads back as the same string, and equal specs are exactly those with equal modes.
    @Test func fillModesRoundTripThroughTheSpec() {
        let custom = CAMediaTimingFillMode(rawValue: "fillModeOfAPortedApp")
        for mode in [CAMediaTimingFillMode.removed, .forwards, .backwards, .both, custom] {
            var spec = MediaTimingSpec(fillMode: mode)
            #expect(spec.fillMode == mode)
            #expect(spec.fillsBackwards == (mode == .backwards || mode == .both))
            #expect(spec.fillsForwards == (mode == .forwards || mode == .both))
            spec.fillMode = .removed
            spec.fillMode = mode
            #expect(spec == MediaTimingSpec(fillMode: CAMediaTimingFillMode(rawValue: mode.rawValue)))
        }
        #expect(MediaTimingSpec(fillMode: custom) != MediaTimingSpec(fillMode: CAMediaTimingFillMode("another")))
        #expect(MediaTimingSpec(fillMode: custom) != MediaTimingSpec(fillMode: .removed))
        // An unknown mode fills nothing, as before (it was compared by its string).
        let spec = MediaTimingSpec(beginTime: 1, duration: 1, fillMode: custom)
        #expect(spec.progress(atParentTime: 0.5) == nil)
        #expect(spec.progress(atParentTime: 2.5) == nil)
        let layer = CALayer()
        layer.fillMode = custom
        #expect(layer.fillMode.rawValue == "fillModeOfAPortedApp")
    }
}
