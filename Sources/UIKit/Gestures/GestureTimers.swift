import QuartzCore

/// Cancellable timers on a stage clock, for recognizers' deadlines (a long press's duration, a double tap's
/// interval).
///
/// The clock's own timers can't be cancelled, and a pending one keeps `Stage.pumpAndSettle()` pumping until it
/// is due; most gesture deadlines are overtaken by the finger (it lifts or moves first), so they are kept here
/// instead and dropped when no longer wanted. They fire in the frame's observer pass, during the first frame
/// at or after their time, and keep the stage busy only while pending.
@MainActor
final class GestureTimers: @preconcurrency FrameObserver {
    private struct Entry {
        var id: Int
        var time: TimeInterval
        var action: @MainActor () -> Void
    }
    private var entries: [Entry] = []
    private var lastID = 0

    /// The timers of `clock`, created and registered with it on first use. The clock keeps them (a retained
    /// observer), so they go with it; the table only finds them. (When the table kept them, their actions kept
    /// the recognizers, their views and their window alive after the stage had gone.)
    static func on(_ clock: MediaClock) -> GestureTimers {
        registry.removeAll { $0.clock == nil || $0.timers == nil }
        if let existing = registry.first(where: { $0.clock === clock })?.timers { return existing }
        let timers = GestureTimers()
        clock.addFrameObserver(timers, retained: true)
        registry.append(Registration(clock: clock, timers: timers))
        return timers
    }
    private struct Registration {
        weak var clock: MediaClock?
        weak var timers: GestureTimers?
    }
    private static var registry: [Registration] = []

    /// Schedules `action` at media time `time`; returns an id for ``cancel(_:)``.
    func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Int {
        lastID += 1
        entries.append(Entry(id: lastID, time: time, action: action))
        return lastID
    }

    func cancel(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    func clockDidTick(_ clock: MediaClock) {
        // Earliest first; an action may schedule or cancel others.
        while let index = entries.indices.filter({ entries[$0].time <= clock.now })
            .min(by: { entries[$0].time < entries[$1].time }) {
            let entry = entries.remove(at: index)
            entry.action()
        }
    }

    var needsFrames: Bool { !entries.isEmpty }
}
