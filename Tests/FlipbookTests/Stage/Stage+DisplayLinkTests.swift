import Testing
@testable import Flipbook

/// `CADisplayLink` on the stage clock: preferred rates, frame-rate ranges, pausing (see also StageTests).
@MainActor @Suite struct StageDisplayLinkTests {
    @Test func preferredFramesPerSecondCallsEveryNthFrame() {
        let stage = Stage(device: .iPhoneSE)
        var ticks: [(CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { ticks.append(($0.timestamp, $0.targetTimestamp)) }
        link.preferredFramesPerSecond = 30
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 0, maximum: 30, preferred: 30))
        link.add(to: .main, forMode: .common)
        for _ in 0..<6 { stage.pump() }
        #expect(ticks.count == 3)
        #expect(link.duration == 1.0 / 60)                     // the display's frame time, as on iOS
        for (timestamp, target) in ticks { #expect(abs(target - timestamp - 1.0 / 30) < 1e-12) }
        #expect(abs(ticks[1].0 - ticks[0].0 - 1.0 / 30) < 1e-12)
        link.invalidate()
    }

    @Test func frameRateRangeUsesThePreferredRateElseTheMaximum() {
        let stage = Stage(device: .iPhoneSE)
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 20)
        link.add(to: .main, forMode: .common)
        for _ in 0..<12 { stage.pump() }
        #expect(count == 4)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 15)
        count = 0
        for _ in 0..<12 { stage.pump() }
        #expect(count == 3)
        link.preferredFrameRateRange = .default
        count = 0
        for _ in 0..<12 { stage.pump() }
        #expect(count == 12)
        #expect(link.preferredFramesPerSecond == 0)
        link.invalidate()
    }

    /// Long frames (a pump of 0.5 s) still call a slow link once per frame, never twice.
    @Test func longFramesCallOnce() {
        let stage = Stage(device: .iPhoneSE)
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 20
        link.add(to: .main, forMode: .common)
        stage.pump(0.5)
        stage.pump(0.5)
        #expect(count == 2)
        link.invalidate()
    }
}
