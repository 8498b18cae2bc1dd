import Foundation
import UIKit

/// The scenes `flipbook list` shows and `flipbook render` can record: Flipbook's built-in scenes, then every
/// scene registered by other modules (demo apps register theirs at start-up, before the command runs).
@MainActor
public enum SceneRegistry {
    private static var registered: [Scene] = BuiltInScenes.all

    /// Every scene, built-in ones first, then in the order they were registered.
    public static var scenes: [Scene] { registered }

    /// Adds `scene`; a scene of the same name is replaced (in its place in the list).
    public static func register(_ scene: Scene) {
        precondition(isValidName(scene.name),
                     "Scene names are lowercase letters, digits and dashes, like card-flip; got “\(scene.name)”")
        if let index = registered.firstIndex(where: { $0.name == scene.name }) {
            registered[index] = scene
        } else {
            registered.append(scene)
        }
    }

    /// Adds every scene of `scenes`.
    public static func register(_ scenes: [Scene]) {
        scenes.forEach { register($0) }
    }

    /// Removes the scene called `name`; returns whether there was one.
    @discardableResult
    public static func unregister(_ name: String) -> Bool {
        let before = registered.count
        registered.removeAll { $0.name == name }
        return registered.count != before
    }

    /// The scene called `name` (case-insensitive).
    public static func scene(named name: String) -> Scene? {
        let key = name.lowercased()
        return registered.first { $0.name == key }
    }

    /// Names are lowercase ASCII letters, digits and dashes, starting with a letter.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
