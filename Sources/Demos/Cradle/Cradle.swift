import Flipbook

/// The Newton's cradle of *Mastering iOS 14 Programming*, chapter 5 (seed 003), and a playground for the other
/// UIKit Dynamics behaviours.
public enum Cradle {
    /// The cradle's scene size: the chapter's landscape iPhone.
    public static let sceneSize = CradleViewController.sceneSize

    /// The cradle; `seed` picks the "random" densities.
    @MainActor
    public static func makeRootViewController(seed: UInt64 = 3) -> UIViewController {
        CradleViewController(seed: seed)
    }

    /// Boxes falling into the screen's bounds, one snapping to a point, one pushed.
    @MainActor
    public static func makePlaygroundViewController() -> UIViewController {
        DynamicsPlaygroundViewController()
    }
}
