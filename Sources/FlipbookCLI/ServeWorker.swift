import ArgumentParser
import Flipbook
import FlipbookServer

extension FlipbookCommand {
    /// `flipbook serve-worker`: one browser session of `flipbook serve`, in a process of its own (started by the
    /// server; not for people).
    struct ServeWorker: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: SessionWorker.subcommand,
            abstract: "Runs one session of `flipbook serve` on standard input and output (started by the server).",
            shouldDisplay: false)

        func run() throws {
            try onMain {
                FlipbookCommand.registerScenes()
                SessionWorker.run()
            }
        }
    }
}
