import Foundation

/// How the server starts a session's worker process (see ``SessionWorker``).
public struct WorkerCommand: Sendable, Equatable {
    public var executable: String
    public var arguments: [String]
    /// Variables added to the server's environment for the worker.
    public var environment: [String: String]

    public init(executable: String, arguments: [String] = [SessionWorker.subcommand], environment: [String: String] = [:]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }

    /// This very executable, run as `<executable> serve-worker` — the `flipbook` command. A program that embeds
    /// ``SimulatorServer`` answers that subcommand by registering its scenes and calling ``SessionWorker/run()``.
    public static var currentExecutable: WorkerCommand {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? "flipbook"
        return WorkerCommand(executable: path)
    }
}
