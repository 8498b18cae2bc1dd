import Foundation

/// Where UIKit's console messages go: the warnings UIKit logs instead of raising ("Attempt to present … while a
/// presentation is in progress.", "nested push animation can result in corrupted navigation bar", …). They go
/// to standard error, as on iOS; tests capture them with `Console.capture(_:)` to assert that a misuse was
/// refused with UIKit's words.
@MainActor
package enum Console {
    private static var captured: [[String]] = []

    /// Logs one line as UIKit's `NSLog` would (standard error), or into the innermost running capture.
    package static func log(_ message: String) {
        if !captured.isEmpty {
            captured[captured.count - 1].append(message)
        } else {
            FileHandle.standardError.write(Data("\(message)\n".utf8))
        }
    }

    /// Runs `body` and returns the lines it logged instead of printing them. Synchronous on the main actor, so
    /// tests running in parallel never see each other's lines.
    package static func capture(_ body: () throws -> Void) rethrows -> [String] {
        captured.append([])
        defer { captured.removeLast() }
        try body()
        return captured[captured.count - 1]
    }
}

/// UIKit's console warnings ("Warning: Attempt to present … which is already presenting …"): logged, not raised.
@MainActor
func warn(_ message: String) {
    Console.log("Warning: \(message)")
}
