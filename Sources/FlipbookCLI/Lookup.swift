import ArgumentParser
import Flipbook
import Foundation

/// Lookups shared by the subcommands: scenes, devices, output formats.
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
