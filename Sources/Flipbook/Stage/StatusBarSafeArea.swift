import UIKit

/// The window's top safe area following the status bar's visibility, as on iOS 11 and later: on a device whose top
/// inset is the status bar alone (a home-button iPhone, 20 pt; an iPad, 24 pt), a controller that hides the status
/// bar takes that inset away — a navigation bar then moves up to the top of the screen — while a sensor housing
/// keeps its inset (iPhone 15: 59 pt with or without the status bar). Like the drawn status bar
/// (`StatusBarOverlay`), `prefersStatusBarHidden` is read again only after `setNeedsStatusBarAppearanceUpdate()`
/// or when the deciding controller changes, at the next frame.
@MainActor
final class StatusBarSafeArea: @preconcurrency FrameObserver {
    private weak var stage: Stage?
    private var lastGeneration = -1
    private var lastSource: ObjectIdentifier?
    /// Whether the status bar is hidden now, as the safe area reflects it.
    private(set) var isHidden = false

    init(stage: Stage) {
        self.stage = stage
    }

    var needsFrames: Bool { false }

    func clockDidTick(_ clock: MediaClock) {
        guard let stage else { return }
        let source = stage.window.statusBarSources?.hidden
        let id = source.map(ObjectIdentifier.init)
        let generation = UIViewController.statusBarAppearanceGeneration
        guard generation != lastGeneration || id != lastSource else { return }
        lastGeneration = generation
        lastSource = id
        let hidden = source?.prefersStatusBarHidden ?? false
        guard hidden != isHidden else { return }
        isHidden = hidden
        let bounds = stage.window.bounds
        stage.window.setDeviceSafeAreaInsets(Stage.safeAreaInsets(of: stage.device, landscape: bounds.width > bounds.height,
                                                                  statusBarHidden: hidden))
    }
}
