import CoreGraphics

/// Groups layer-tree changes: their animation duration and timing, whether actions run, and a block to call
/// once every animation added inside has finished.
///
/// Changes made outside any `begin()`/`commit()` pair belong to an implicit transaction that the stage commits
/// at the start of its next frame, as the run loop does on iOS.
open class CATransaction: NSObject {
    private final class Frame {
        var values: [String: Any] = [:]
        let group = TransactionCompletionGroup()
        let isImplicit: Bool
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    nonisolated(unsafe) private static var stack: [Frame] = []

    /// The innermost frame, creating the implicit transaction if there is none.
    private static var currentFrame: Frame {
        if let frame = stack.last { return frame }
        let implicit = Frame(isImplicit: true)
        stack.append(implicit)
        return implicit
    }

    open class func begin() {
        _ = currentFrame // explicit transactions nest inside the implicit one, as on iOS
        stack.append(Frame(isImplicit: false))
    }

    open class func commit() {
        guard let frame = stack.last, !frame.isImplicit else { return }
        stack.removeLast()
        frame.group.seal(block: frame.values[completionKey] as? () -> Void)
    }

    /// Commits the implicit transaction (and, like Core Animation, any explicit ones left open).
    open class func flush() {
        while let frame = stack.popLast() {
            frame.group.seal(block: frame.values[completionKey] as? () -> Void)
        }
    }

    open class func lock() {}
    open class func unlock() {}

    open class func value(forKey key: String) -> Any? {
        for frame in stack.reversed() {
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
        return stack.reversed().map { frame in
            frame.group.enter()
            return frame.group
        }
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// Counts the animations a transaction is waiting for and runs its completion block when they are done.
package final class TransactionCompletionGroup {
    private var pending = 0
    private var sealed = false
    private var block: (() -> Void)?

    package func enter() { pending += 1 }

    package func leave() {
        pending -= 1
        fireIfDone()
    }

    /// The transaction committed: from now on, reaching zero runs the block. With nothing pending it runs in the
    /// next frame (Core Animation calls it after the commit, never inside it).
    package func seal(block: (() -> Void)?) {
        sealed = true
        self.block = block
        if pending == 0, let block {
            self.block = nil
            MediaClock.current.scheduleNextFrame(block)
        }
    }

    private func fireIfDone() {
        guard sealed, pending == 0, let block else { return }
        self.block = nil
        block()
    }
}
