import Flipbook

/// Ray Wenderlich's "GuessThePet" (seed 000), rebuilt in code: pet cards that flip over into a reveal screen,
/// and a left-edge swipe that flips back interactively.
public enum GuessThePet {
    /// The app's root view controller: the card of the first pet.
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        PageViewController()
    }
}
