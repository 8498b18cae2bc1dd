import CoreGraphics
import Dispatch

/// Whether code runs on "the main thread" in Core Animation's sense: the main actor. On the process's main
/// thread, or in a job of the main queue, which libdispatch may drain on another thread (it does under
/// `swift test`, where `Thread.isMainThread` is false inside `@MainActor` tests). The main thread's
/// transactions, clock and completion blocks belong to whichever thread runs it.
package enum MainThread {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    package static var isCurrent: Bool {
        if Thread.isMainThread { return true }
        _ = marked
        return DispatchQueue.getSpecific(key: key) == true
    }
}
