import Foundation
import Testing
@testable import QuartzCore

/// CATransaction per thread, as in Core Animation: each thread has its own stack, layer trees built on several
/// threads at once don't race, another thread's implicit transaction is committed by its `flush()` or when the
/// thread exits (with Core Animation's warning), and completion blocks run on the main thread.
@MainActor @Suite(.serialized) struct CATransactionThreadTests {
    /// Eight threads, started together, each build 100 small layer trees inside nested transactions with their
    /// own duration and disableActions: each reads back only its own values, and every tree is whole. With one
    /// process-wide stack the threads pushed and popped each other's frames (a crash, or another thread's values).
    @Test(arguments: 0..<3)
    func layerTreesBuiltOnSeveralThreadsAtOnce(run: Int) {
        let threads = 8
        let results = LockedValue<[Int: [String]]>([:])
        var barrier = pthread_barrier_t()
        pthread_barrier_init(&barrier, nil, UInt32(threads))
        defer { pthread_barrier_destroy(&barrier) }
        withUnsafeMutablePointer(to: &barrier) { pointer in
            nonisolated(unsafe) let barrier = pointer
            runOnThreads(threads) { index in
                pthread_barrier_wait(barrier)
                let problems = Self.buildTrees(index: index)
                results.withLock { $0[index] = problems }
            }
        }
        let all = results.withLock { $0 }
        #expect(all.count == threads)
        for (index, problems) in all { #expect(problems.isEmpty, "thread \(index), run \(run): \(problems)") }
    }

    /// What one thread does: trees of 1 + 12 layers, properties set in the thread's implicit transaction and in
    /// nested explicit ones, then a flush (the thread has no run loop).
    private nonisolated static func buildTrees(index: Int) -> [String] {
        var problems: [String] = []
        let duration = CFTimeInterval(index + 1)
        for round in 0..<100 {
            CATransaction.begin()
            CATransaction.setAnimationDuration(duration)
            CATransaction.setDisableActions(index % 2 == 0)
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            for k in 0..<12 {
                let layer = k % 3 == 0 ? CAShapeLayer() : CALayer()
                layer.frame = CGRect(x: CGFloat(k), y: CGFloat(index), width: 10, height: 10)
                layer.opacity = Float(k) / 12
                layer.cornerRadius = CGFloat(round % 7)
                if k % 4 == 0 {
                    CATransaction.begin()
                    CATransaction.setAnimationDuration(duration + 0.5)
                    layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                    if CATransaction.animationDuration() != duration + 0.5 { problems.append("nested duration") }
                    CATransaction.commit()
                }
                root.addSublayer(layer)
            }
            if CATransaction.animationDuration() != duration { problems.append("duration \(CATransaction.animationDuration())") }
            if CATransaction.disableActions() != (index % 2 == 0) { problems.append("disableActions") }
            CATransaction.commit()
            let sublayers = root.sublayers ?? []
            if sublayers.count != 12 || sublayers.contains(where: { $0.superlayer !== root }) { problems.append("tree") }
            if sublayers.enumerated().contains(where: { $0.element.frame.minX != CGFloat($0.offset) }) { problems.append("frames") }
        }
        // Outside any explicit transaction the thread's implicit one has the defaults.
        if CATransaction.animationDuration() != 0.25 || CATransaction.disableActions() { problems.append("implicit") }
        CATransaction.flush()
        return problems
    }

    /// The main thread's open transaction is its own: other threads opening, changing and committing theirs
    /// meanwhile don't touch it.
    @Test func theMainThreadsTransactionIsItsOwn() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(7)
        CATransaction.setDisableActions(true)
        runOnThreads(4) { _ in
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setDisableActions(false)
            CATransaction.commit()
            CATransaction.flush()
        }
        #expect(CATransaction.animationDuration() == 7)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
    }

    /// A transaction committed on another thread calls its completion block on the main thread, in its next
    /// frame (Apple: "guaranteed to be called (on the main thread)").
    @Test func anotherThreadsCompletionBlockRunsOnTheMainThread() {
        let calls = LockedValue<[Bool]>([])
        runOnThreads(1) { _ in
            CATransaction.begin()
            CATransaction.setCompletionBlock { calls.withLock { $0.append(MainThread.isCurrent) } }
            CATransaction.commit()
            CATransaction.flush()
        }
        let host = LayerTestHost()
        host.pump()
        #expect(calls.withLock { $0 } == [true])
    }

    /// Decision (Core Animation commits a thread's implicit transaction when its run loop turns; a thread
    /// without one must `flush()`): a thread that changed layers and exits without flushing has its implicit
    /// transaction committed as it exits, with Core Animation's warning; its completion block still runs, on the
    /// main thread. A thread that flushed exits quietly.
    @Test func aThreadThatExitsWithAnUncommittedTransactionCommitsItWithTheWarning() {
        let calls = LockedValue<[Bool]>([])
        let before = CATransaction.uncommittedThreadWarnings
        runOnThreads(1) { _ in
            let layer = CALayer()
            layer.opacity = 0.5  // opens the thread's implicit transaction
            CATransaction.setCompletionBlock { calls.withLock { $0.append(MainThread.isCurrent) } }
        }
        #expect(CATransaction.uncommittedThreadWarnings == before + 1)
        #expect(CATransaction.uncommittedThreadWarning.hasPrefix("CoreAnimation: warning, deleted thread with uncommitted CATransaction"))
        let host = LayerTestHost()
        host.pump()
        #expect(calls.withLock { $0 } == [true])

        runOnThreads(1) { _ in
            CALayer().opacity = 0.5
            CATransaction.flush()
        }
        #expect(CATransaction.uncommittedThreadWarnings == before + 1)
    }

    /// An animation added on another thread to a layer of a tree built there is driven by the main thread's
    /// clock from its next frame: it starts and ends there, its delegate and transaction completion on the main
    /// thread.
    @Test func anAnimationAddedOnAnotherThreadRunsOnTheMainThreadsClock() {
        let host = LayerTestHost()
        let events = LockedValue<[String]>([])
        let delegate = RecordingAnimationDelegate()
        let layer = LockedValue<CALayer?>(nil)
        runOnThreads(1) { _ in
            let built = CALayer()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 0.5
            animation.delegate = delegate
            CATransaction.begin()
            CATransaction.setCompletionBlock { events.withLock { $0.append("completion main \(MainThread.isCurrent)") } }
            built.add(animation, forKey: "fade")
            CATransaction.commit()
            CATransaction.flush()
            layer.withLock { $0 = built }
        }
        host.pump(0.25)
        #expect(events.withLock { $0 }.isEmpty)
        host.pump(0.25)
        #expect(delegate.kinds == [.start, .stop(finished: true)])
        #expect(events.withLock { $0 } == ["completion main true"])
        #expect(layer.withLock { $0 }?.animationKeys() == nil, "removed on completion")
    }
}

/// Runs `body(index)` on `count` new POSIX threads and returns once they have all exited — after their
/// thread-local storage destructors ran, which a semaphore signalled at the end of `body` could not promise.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    final class Start {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
    var threads: [pthread_t] = []
    for index in 0..<count {
        let start = Unmanaged.passRetained(Start { body(index) }).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { raw in
            Unmanaged<Start>.fromOpaque(raw!).takeRetainedValue().body()
            return nil
        }, start)
        precondition(status == 0, "pthread_create failed (\(status))")
        threads.append(thread)
    }
    for thread in threads { pthread_join(thread, nil) }
}
