import ArgumentParser
import Flipbook
import Foundation

/// `flipbook`: lists the scenes and renders them.
@main
struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Record Flipbook scenes as GIF, MP4, PNG frames, a contact sheet or a layer trace.",
        discussion: """
            Exit codes: 0 success; 64 bad arguments (unknown scene, device or output format); 69 ffmpeg missing \
            (run `make deps`); 70 rendering or encoding failed; 73 the output cannot be written.
            """,
        subcommands: [List.self, Render.self, Gallery.self, BenchExport.self, Serve.self, ServeWorker.self]
    )
}

/// Prints `error` the way every subcommand reports failures and returns the exit code to stop with.
func fail(_ error: any Error) -> ExitCode {
    if let exit = error as? ExitCode { return exit }
    FileHandle.standardError.write(Data("flipbook: error: \(error)\n".utf8))
    return ExitCode(ExitStatus.code(for: error))
}

/// Runs `body` on the main actor: the command runs on the main thread.
func onMain<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
    try MainActor.assumeIsolated { try body() }
}
