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

/// Exit codes, from sysexits.h.
enum ExitStatus {
    static let usage: Int32 = 64
    static let unavailable: Int32 = 69
    static let software: Int32 = 70
    static let cannotCreate: Int32 = 73

    /// The exit code for an error from rendering or export.
    static func code(for error: any Error) -> Int32 {
        switch error {
        case ExportError.ffmpegMissing: unavailable
        case ExportError.destinationNotWritable: cannotCreate
        case ExportError.unsupportedFormat: usage
        default: software
        }
    }
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

// MARK: Lookups shared by the subcommands

enum Lookup {
    /// The scene called `name`, or an error listing the scenes.
    @MainActor
    static func scene(_ name: String) throws -> Scene {
        FlipbookCommand.registerScenes()
        if let scene = SceneRegistry.scene(named: name) { return scene }
        throw ValidationError("unknown scene “\(name)”. The scenes are:\n\(sceneList())\nRun `flipbook list` to see them again.")
    }

    /// One line per scene: name, duration, summary.
    @MainActor
    static func sceneList() -> String {
        FlipbookCommand.registerScenes()
        let scenes = SceneRegistry.scenes
        let width = scenes.map(\.name.count).max() ?? 0
        return scenes.map { scene in
            "  " + scene.name.padding(toLength: width, withPad: " ", startingAt: 0)
                + String(format: "  %4.1f s  ", scene.duration) + scene.summary
        }.joined(separator: "\n")
    }

    /// The device named `name` (case, spaces and dashes ignored: "iphone-se", "iPhone SE").
    static func device(_ name: String) throws -> Stage.Device {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        if let device = Stage.Device.all.first(where: { key($0.name) == key(name) }) { return device }
        let known = Stage.Device.all.map { "“\($0.name)”" }.joined(separator: ", ")
        throw ValidationError("unknown device “\(name)”. Use one of \(known).")
    }

    /// The format an output path asks for, or an error saying which paths work.
    static func format(_ path: String) throws -> ExportFormat {
        guard let format = ExportFormat(destination: url(path)) else {
            throw ValidationError(ExportError.unsupportedFormat(path: path).description)
        }
        return format
    }

    /// A file URL for a command-line path (a trailing "/" marks a folder).
    static func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, isDirectory: path.hasSuffix("/"))
    }
}
