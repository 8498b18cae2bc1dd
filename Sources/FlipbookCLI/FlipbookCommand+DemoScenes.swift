import Demos
import Flipbook

extension FlipbookCommand {
    /// Registers the scenes of modules built into this command: the demo apps' (``DemoScenes/all``).
    @MainActor
    static func registerScenes() {
        guard !registered else { return }
        registered = true
        SceneRegistry.register(DemoScenes.all)
        if FaultScenes.enabled { SceneRegistry.register(FaultScenes.all) }
    }

    @MainActor private static var registered = false
}
