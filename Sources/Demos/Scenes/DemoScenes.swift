import Flipbook

/// The scenes of the demo apps, which the `flipbook` command (and the live simulator) register at start-up.
///
/// Each demo declares its scenes in its own folder, as `extension DemoScenes` in `<Demo>+Scene.swift`, and adds
/// them to ``all`` here, in gallery order.
@MainActor
public enum DemoScenes {
    /// Every demo scene, in the order `flipbook list` and the gallery show them.
    public static let all: [Scene] = [
        guessThePet,
        cradle,
        dynamicsPlayground,
        interactivePop,
        navigationSlide,
        bookCovers,
        helloContacts,
        filterTransition,
        tumblrMenu,
        packtContacts,
    ]
}
