import Foundation
import Testing
@testable import Flipbook

@MainActor
@Suite("Scenes and the registry")
struct SceneTests {
    private func traceOnly(_ scene: Scene, fps: Double = 30) throws -> Recording {
        try scene.record(fps: fps, options: .init(captureImages: false))
    }

    private func samples(_ recording: Recording, named name: String) -> [LayerSample] {
        recording.trace.compactMap { frame in frame.layers.first { $0.name == name } }
    }

    @Test func builtInScenesAreRegistered() {
        let names = SceneRegistry.scenes.map(\.name)
        #expect(Array(names.prefix(4)) == ["card-flip", "springs", "property-animator", "controls"])
        #expect(SceneRegistry.scene(named: "Card-Flip")?.name == "card-flip")
        #expect(SceneRegistry.scenes.allSatisfy { SceneRegistry.isValidName($0.name) && !$0.summary.isEmpty })
    }

    @Test func otherModulesCanRegisterScenes() throws {
        var ran = false
        let scene = Scene(name: "test-fade", summary: "A fade", duration: 0.5) { context in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.layer.name = "faded"
            context.stage.window.addSubview(view)
            UIView.animate(withDuration: 0.5) { view.alpha = 0 }
            ran = true
        }
        SceneRegistry.register(scene)
        defer { SceneRegistry.unregister("test-fade") }
        #expect(SceneRegistry.scene(named: "test-fade") != nil)
        SceneRegistry.register(Scene(name: "test-fade", summary: "Replaced", duration: 0.5) { _ in })
        #expect(SceneRegistry.scenes.filter { $0.name == "test-fade" }.count == 1)
        #expect(SceneRegistry.scene(named: "test-fade")?.summary == "Replaced")
        SceneRegistry.register(scene)
        let recording = try traceOnly(scene, fps: 10)
        #expect(ran)
        #expect(recording.trace.count == 6)
        let opacity = samples(recording, named: "faded").map(\.opacity)
        #expect(opacity.first == 1, "frame 0 shows the scene as set up")
        #expect(opacity.last == 0)
        #expect(!SceneRegistry.isValidName("Bad Name"))
        #expect(!SceneRegistry.isValidName("9lives"))
    }

    @Test func everyBuiltInSceneRunsToItsEnd() throws {
        for scene in SceneRegistry.scenes where ["card-flip", "springs", "property-animator", "controls"].contains(scene.name) {
            let recording = try traceOnly(scene)
            #expect(recording.trace.count == scene.expectedFrameCount(fps: 30), "\(scene.name)")
            #expect(abs(recording.trace.last!.stageTime - recording.trace.first!.stageTime - scene.duration) < 1e-9)
        }
    }

    @Test func cardFlipTurnsOverAndLands() throws {
        let recording = try traceOnly(SceneRegistry.scene(named: "card-flip")!)
        let card = samples(recording, named: "card")
        // m11 of a rotation about y is cos θ (times the lift): it goes through 0 edge-on and back to 1.
        let m11 = card.map { $0.transform[0] }
        #expect(m11.first == 1)
        #expect(m11.min()! < 0.05)
        #expect(card.last!.transform == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(card.contains { $0.transform[2] != 0 }, "a real rotation about y, not a squash")
    }

    @Test func springsOvershootByDampingRatio() throws {
        let recording = try traceOnly(SceneRegistry.scene(named: "springs")!)
        let peaks = ["spring-0.2", "spring-0.4", "spring-0.7", "spring-1.0"].map { name in
            samples(recording, named: name).map { $0.position[1] }.max()!
        }
        #expect(peaks[0] > peaks[1] && peaks[1] > peaks[2])
        #expect(abs(peaks[3] - 500) < 0.5, "critically damped: no overshoot")
        #expect(samples(recording, named: "spring-0.7").last!.position[1] == 500)
    }

    @Test func propertyAnimatorScrubsAndReverses() throws {
        let recording = try traceOnly(SceneRegistry.scene(named: "property-animator")!)
        let xs = samples(recording, named: "box").map { $0.position[0] }
        let start = xs.first!
        #expect(start == 95)
        #expect(xs.max()! > 200, "scrubbed most of the way")
        #expect(abs(xs.last! - start) < 0.01, "reversed back to the start")
    }
}
