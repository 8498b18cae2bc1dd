import Foundation
import Testing
@testable import QuartzCore

/// The clock in use is per thread (`MediaClock.current`): a thread that makes a clock its own drives it as the
/// main thread drives a stage's. Its layers register with it when they get an animation, and their removals and
/// transaction completion blocks run in its frames, so layer hosts on parallel threads (the QuartzCore suites,
/// off the main actor) never move each other's time or the main thread's.
@Suite struct MediaClockThreadTests {
    @Test func aThreadsClockIsItsOwn() async {
        let seen = LockedValue<[String]>([])
        let clocks = LockedValue<[MediaClock]>([])
        runOnThreads(2) { index in
            let before = MediaClock.threadClock
            let clock = MediaClock(startTime: Double(index + 1) * 10)
            MediaClock.current = clock
            clocks.withLock { $0.append(clock) }
            seen.withLock {
                $0.append("\(before == nil) \(MediaClock.current === clock) \(MediaClock.callerDrivesAClock) \(CACurrentMediaTime())")
            }
        }
        #expect(seen.withLock { $0.sorted() } == ["true true true 10.0", "true true true 20.0"],
                "a new thread has no clock of its own; the one it sets is its own and CACurrentMediaTime reads it")
        let mainClock = await MainActor.run { ObjectIdentifier(MediaClock.current) }
        #expect(clocks.withLock { $0 }.allSatisfy { ObjectIdentifier($0) != mainClock }, "the main thread's clock is untouched")
    }

    /// Four hosts on four threads at once, each with its own start time and an animation of its own length:
    /// each sees its animation at its own time, its removal and completion block in its own frames.
    @Test func layerHostsOnParallelThreadsDriveTheirOwnAnimations() {
        let reports = LockedValue<[Int: [String]]>([:])
        runOnThreads(4) { index in
            var report: [String] = []
            let start = Double(index) * 100, duration = 0.25 * Double(index + 1)
            let host = LayerTestHost(startTime: start)
            let layer = host.addLayer(), removed = host.addLayer()
            let delegate = RecordingAnimationDelegate(), removedDelegate = RecordingAnimationDelegate()
            var completionTime = -1.0
            CATransaction.begin()
            CATransaction.setCompletionBlock { completionTime = CACurrentMediaTime() }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = duration
            fade.delegate = delegate
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
            let other = fade.copy() as! CABasicAnimation
            other.delegate = removedDelegate
            removed.add(other, forKey: "fade")
            removed.removeAllAnimations()
            let frames = 15 * (index + 1)
            host.pump(frames: frames / 2)
            report.append("opacity halfway \(near(layer.presented("opacity"), Double(frames / 2) / Double(frames), 1e-6))")
            host.pump(frames: frames - frames / 2)
            report.append("events \(delegate.kinds == [.start, .stop(finished: true)])")
            report.append("stop at the end \(near(delegate.events.last?.time ?? -1, start + duration, 1e-6))")
            report.append("completion at the end \(near(completionTime, start + duration, 1e-6))")
            report.append("removed \(removedDelegate.kinds == [.stop(finished: false)]) in the first frame \(near(removedDelegate.events.first?.time ?? -1, start + 1.0 / 60, 1e-6))")
            report.append("now \(near(host.now, start + duration, 1e-6))")
            reports.withLock { $0[index] = report }
        }
        let expected = [
            "opacity halfway true", "events true", "stop at the end true",
            "completion at the end true", "removed true in the first frame true", "now true",
        ]
        for index in 0..<4 {
            #expect(reports.withLock { $0[index] } == expected, "thread \(index)")
        }
    }
}
