import ArgumentParser
import Foundation
import Testing
@testable import FlipbookCLI
@testable import Flipbook

@MainActor
@Suite("The flipbook command")
struct FlipbookCommandTests {
    /// Parses `arguments` as the command line and runs it; returns the error it ended with, if any.
    private func run(_ arguments: [String]) -> (any Error)? {
        do {
            var command = try FlipbookCommand.parseAsRoot(arguments)
            try command.run()
            return nil
        } catch {
            return error
        }
    }

    private func message(_ error: (any Error)?) -> String {
        error.map { FlipbookCommand.message(for: $0) } ?? ""
    }

    private func exitCode(_ error: (any Error)?) -> Int32 {
        error.map { FlipbookCommand.exitCode(for: $0).rawValue } ?? 0
    }

    @Test func listNamesEveryScene() {
        let list = Lookup.sceneList()
        for name in ["card-flip", "springs", "property-animator", "controls", "guess-the-pet"] {
            #expect(list.contains(name))
        }
        #expect(run(["list"]) == nil)
    }

    @Test func unknownSceneListsTheScenes() {
        let error = run(["render", "no-such-scene", "-o", "/tmp/x.gif"])
        #expect(exitCode(error) == 64)
        #expect(message(error).contains("unknown scene “no-such-scene”"))
        #expect(message(error).contains("card-flip"))
        #expect(message(error).contains("flipbook list"))
    }

    @Test func badArgumentsSayWhatToDo() {
        let device = run(["render", "springs", "-o", "/tmp/x.gif", "--device", "Nokia 3310"])
        #expect(exitCode(device) == 64)
        #expect(message(device).contains("iPhone SE"))
        let format = run(["render", "springs", "-o", "/tmp/x.avi"])
        #expect(exitCode(format) == 64)
        #expect(message(format).contains(".gif, .mp4, .png"))
        let fps = run(["render", "springs", "-o", "/tmp/x.gif", "--fps", "0"])
        #expect(exitCode(fps) == 64)
        #expect(message(fps).contains("--fps"))
        #expect(exitCode(run(["render", "springs"])) == 64, "missing -o")
        #expect(exitCode(run(["gallery", "--formats", "gif,avi"])) == 64)
    }

    @Test func guessThePetFlipsAndComesBack() throws {
        FlipbookCommand.registerScenes()
        let scene = try #require(SceneRegistry.scene(named: "guess-the-pet"))
        let recording = try scene.record(fps: 10, options: .init(captureImages: false))
        #expect(recording.trace.count == scene.expectedFrameCount(fps: 10))
        // Mid-flip some layer turns about y in perspective; at the end the card page is back, untransformed.
        let turning = recording.trace.contains { frame in frame.layers.contains { abs($0.transform[2]) > 0.1 } }
        #expect(turning)
        let last = try #require(recording.trace.last)
        #expect(last.layers.allSatisfy { $0.transform[2] == 0 })
    }

    @Test func rendersGIFAndContactSheetAndStreamsMP4() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let gif = folder.appendingPathComponent("springs.gif")
        #expect(run(["render", "springs", "-q", "--fps", "5", "--scale", "0.5", "-o", gif.path]) == nil)
        let data = try Data(contentsOf: gif)
        #expect(data.starts(with: Array("GIF89a".utf8)))
        #expect(data[6] == 188 && data[7] == 0, "375 pt at scale 0.5 is 188 pixels wide (rounded up)")
        let sheet = folder.appendingPathComponent("springs.png")
        #expect(run(["render", "springs", "-q", "--fps", "5", "--scale", "0.5", "-o", sheet.path]) == nil)
        #expect(CGImage(encodedData: try Data(contentsOf: sheet)) != nil)
        guard MP4Writer.locateFFmpeg() != nil else {
            print("skipping the MP4 render: ffmpeg is missing (run `make deps`)")
            return
        }
        let mp4 = folder.appendingPathComponent("clip.mp4")
        #expect(run(["render", "controls", "-q", "--fps", "5", "--scale", "0.5", "--speed", "2", "-o", mp4.path]) == nil)
        let probe = (MP4Writer.locateFFmpeg()! as NSString).deletingLastPathComponent + "/ffprobe"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: probe)
        process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                             "stream=nb_read_frames", "-of", "csv=p=0", mp4.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // 2 s at double speed is 1 s of output: frames 0 … 5 at 5 fps.
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "6")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["clip.mp4", "springs.gif", "springs.png"], "no temporary files left")
    }

    @Test func devicesAreFoundLoosely() throws {
        #expect(try Lookup.device("iphone-se") == .iPhoneSE)
        #expect(try Lookup.device("iPhone 15") == .iPhone15)
    }

    @Test func unwritableOutputExitsWith73() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try Data().write(to: blocker)
        let error = run(["render", "springs", "-q", "-o", blocker.path + "/out.gif"])
        #expect(exitCode(error) == 73)
        #expect(ExitStatus.code(for: ExportError.ffmpegMissing) == 69)
        #expect(ExitStatus.code(for: ExportError.encodingFailed("x")) == 70)
    }

    @Test func rendersATrace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("springs.json")
        #expect(run(["render", "springs", "-q", "--fps", "10", "-o", url.path]) == nil)
        let document = try JSONDecoder().decode(TraceWriter.Document.self, from: Data(contentsOf: url))
        #expect(document.frameCount == 23)
        #expect(document.size == [375, 667])
        // The pink square (ζ = 0.2) overshoots its target of 500 on the way.
        let ys = document.frames.compactMap { frame in
            frame.layers.first { $0.name == "spring-0.2" }?.position[1]
        }
        #expect(ys.count == 23)
        #expect((ys.max() ?? 0) > 520)
    }
}
