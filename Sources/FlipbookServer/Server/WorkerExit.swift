import Foundation

/// How a session's worker process ended, and what the page is told when it was a crash.
enum WorkerExit: Equatable, Sendable {
    /// It returned with this status (0: the session closed normally).
    case exited(Int32)
    /// A signal ended it: a trap (SIGILL, SIGTRAP), a crash (SIGSEGV, SIGBUS, SIGABRT) or a kill.
    case signaled(Int32)

    var isCrash: Bool {
        switch self {
        case .exited(let status): status != 0
        case .signaled: true
        }
    }

    /// The sentence for the page when the worker crashed (nil when it ended normally): the runtime's own "Fatal
    /// error: …" line from the worker's standard error when there is one, and what happens next.
    func crashMessage(standardError: String) -> String? {
        guard isCrash else { return nil }
        let lines = standardError.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let fatal = lines.last { $0.contains("Fatal error") || $0.contains("fatal error") }
        var why = fatal.map { String($0) } ?? lines.last(where: { !$0.isEmpty }).map { String($0) } ?? ""
        if why.count > 400 { why = String(why.prefix(400)) + "…" }
        let how: String
        switch self {
        case .signaled(let signal): how = "signal \(signal)" + (Self.signalNames[signal].map { " (\($0))" } ?? "")
        case .exited(let status): how = "exit status \(status)"
        }
        return "The scene crashed" + (why.isEmpty ? "" : ": \(why)") + " [\(how)]. "
            + "This session has ended; the server and the other sessions go on. Start a new session to continue."
    }

    static let signalNames: [Int32: String] = [
        SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
        SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM",
    ]
}
