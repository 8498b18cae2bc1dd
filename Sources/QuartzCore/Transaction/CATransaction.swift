import CoreGraphics
#if canImport(Glibc)
import Glibc
#endif

/// Groups layer-tree changes: their animation duration and timing, whether actions run, and a block to call
/// once every animation added inside has finished.
///
/// As in Core Animation, every thread has its own stack of transactions. A thread that changes a layer without
/// an open transaction gets an implicit one, committed "when the thread's run loop next iterates" (Apple's
/// `CATransaction` overview): on the main thread that is the stage's commit at the start of its next frame.
/// Other threads have no run loop here, so their implicit transaction is committed by ``flush()`` on that
/// thread — Apple's documentation of `flush()`: "If your application does not have a runloop, you must call this
/// method explicitly" — or, failing that, when the thread exits, with Core Animation's console warning about a
/// deleted thread with an uncommitted transaction. Completion blocks run on the main thread (Apple's
/// `setCompletionBlock(_:)`), at its next frame, or on a thread that drives a clock of its own
/// (`MediaClock.current`, a test's layer host), in that clock's frames.
open class CATransaction: NSObject {
    private final class Frame {
        var values: [String: Any] = [:]
        let group = TransactionCompletionGroup()
        let isImplicit: Bool
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// One thread's transactions, innermost last.
    private final class ThreadTransactions {
        var stack: [Frame] = []
    }

    /// The key of each thread's ``ThreadTransactions``, which the thread's storage retains. When a thread
    /// exits, its destructor commits what the thread left open.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            guard let raw else { return }
            CATransaction.threadDidExit(Unmanaged<ThreadTransactions>.fromOpaque(raw).takeRetainedValue())
        }
        precondition(status == 0, "pthread_key_create failed (\(status))")
        return key
    }()

    /// The main thread's transactions: one stack for the main actor, whichever thread runs it (see
    /// ``MainThread``). Only the main actor touches them.
    nonisolated(unsafe) private static let mainTransactions = ThreadTransactions()

    /// The calling thread's transactions.
    private static var transactions: ThreadTransactions {
        if MainThread.isCurrent { return mainTransactions }
        if let raw = pthread_getspecific(threadKey) {
            return Unmanaged<ThreadTransactions>.fromOpaque(raw).takeUnretainedValue()
        }
        let transactions = ThreadTransactions()
        pthread_setspecific(threadKey, Unmanaged.passRetained(transactions).toOpaque())
        return transactions
    }

    /// The innermost frame, creating the implicit transaction if there is none.
    private static var currentFrame: Frame {
        let transactions = transactions
        if let frame = transactions.stack.last { return frame }
        let implicit = Frame(isImplicit: true)
        transactions.stack.append(implicit)
        return implicit
    }

    /// Core Animation's words when a thread exits with an uncommitted transaction (it commits it).
    package static let uncommittedThreadWarning = "CoreAnimation: warning, deleted thread with uncommitted "
        + "CATransaction; set CA_DEBUG_TRANSACTIONS=1 in environment to log backtraces."
    private static let warnings = LockedValue(0)
    /// How many threads exited with an uncommitted transaction so far (each logged the warning).
    package static var uncommittedThreadWarnings: Int { warnings.withLock { $0 } }

    private static func threadDidExit(_ transactions: ThreadTransactions) {
        guard !transactions.stack.isEmpty else { return }
        warnings.withLock { $0 += 1 }
        FileHandle.standardError.write(Data("\(uncommittedThreadWarning)\n".utf8))
        while let frame = transactions.stack.popLast() {
            frame.group.seal(block: frame.values[completionKey] as? () -> Void)
        }
    }

    /// A layer is about to change: outside any transaction, that opens the thread's implicit one (Core
    /// Animation's "implicit transactions are created automatically when the layer tree is modified by a thread
    /// without an active transaction"). Returns whether actions are disabled, which the change needs next.
    package static func layerWillChange() -> Bool {
        _ = currentFrame
        return disableActions()
    }

    open class func begin() {
        _ = currentFrame // explicit transactions nest inside the implicit one, as on iOS
        transactions.stack.append(Frame(isImplicit: false))
    }

    open class func commit() {
        let transactions = transactions
        guard let frame = transactions.stack.last, !frame.isImplicit else { return }
        transactions.stack.removeLast()
        frame.group.seal(block: frame.values[completionKey] as? () -> Void)
    }

    /// Commits the calling thread's implicit transaction (and, like Core Animation, any explicit ones left open).
    open class func flush() {
        let transactions = transactions
        while let frame = transactions.stack.popLast() {
            frame.group.seal(block: frame.values[completionKey] as? () -> Void)
        }
    }

    open class func lock() {}
    open class func unlock() {}

    open class func value(forKey key: String) -> Any? {
        for frame in transactions.stack.reversed() {
            if let value = frame.values[key] { return value }
        }
        return nil
    }

    open class func setValue(_ anObject: Any?, forKey key: String) {
        currentFrame.values[key] = anObject
    }

    /// Duration of implicit animations; 0.25 s unless set.
    open class func animationDuration() -> CFTimeInterval {
        value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval ?? 0.25
    }
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip their actions (no implicit or UIKit animations).
    open class func disableActions() -> Bool {
        value(forKey: kCATransactionDisableActions) as? Bool ?? false
    }
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    private static let completionKey = kCATransactionCompletionBlock

    open class func completionBlock() -> (() -> Void)? {
        currentFrame.values[completionKey] as? () -> Void
    }
    /// Called once every animation added in this transaction (and those nested in it) has finished or been
    /// removed; right after the commit when there are none.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        currentFrame.values[completionKey] = block
    }

    /// The completion groups an animation added now must report to: every open transaction's, innermost first, so
    /// that when the animation ends a nested transaction's completion runs before the enclosing one's.
    package static func joinCurrentGroups() -> [TransactionCompletionGroup] {
        _ = currentFrame
        return transactions.stack.reversed().map { frame in
            frame.group.enter()
            return frame.group
        }
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// Counts the animations a transaction is waiting for and runs its completion block when they are done. The
/// transaction may be another thread's, while its animations end on the main thread: the count is locked.
package final class TransactionCompletionGroup {
    private let lock = NSLock()
    private var pending = 0
    private var sealed = false
    private var block: (() -> Void)?

    package func enter() { lock.withLock { pending += 1 } }

    package func leave() {
        let ready = lock.withLock { () -> (() -> Void)? in
            pending -= 1
            return takeBlockIfDone()
        }
        guard let ready else { return }
        if MediaClock.callerDrivesAClock { ready() } else { MediaClock.scheduleNextFrameOnDrivingThread(ready) }
    }

    /// The transaction committed: from now on, reaching zero runs the block. With nothing pending it runs in the
    /// next frame (Core Animation calls it after the commit, never inside it), on the main thread.
    package func seal(block: (() -> Void)?) {
        let ready = lock.withLock { () -> (() -> Void)? in
            sealed = true
            self.block = block
            return takeBlockIfDone()
        }
        if let ready { MediaClock.scheduleNextFrameOnDrivingThread(ready) }
    }

    private func takeBlockIfDone() -> (() -> Void)? {
        guard sealed, pending == 0, let block else { return nil }
        self.block = nil
        return block
    }
}
