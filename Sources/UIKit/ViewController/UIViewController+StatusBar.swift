import QuartzCore

extension UIWindow {
    /// The controller whose `preferredStatusBarStyle` / `prefersStatusBarHidden` count, as UIKit picks it: from
    /// the root controller, follow presentations that take over the status bar (full-screen ones, and any
    /// with `modalPresentationCapturesStatusBarAppearance`), then `childForStatusBarStyle`/`Hidden`.
    package var statusBarAppearance: (style: UIStatusBarStyle, hidden: Bool) {
        guard let sources = statusBarSources else { return (.default, false) }
        return (sources.style.preferredStatusBarStyle, sources.hidden.prefersStatusBarHidden)
    }

    /// The controllers whose style and visibility count now (nil without a root controller).
    package var statusBarSources: (style: UIViewController, hidden: UIViewController)? {
        guard var controller = rootViewController else { return nil }
        while let presented = controller.presentedViewController,
              presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
            controller = presented
        }
        var styleSource = controller
        while let child = styleSource.childForStatusBarStyle { styleSource = child }
        var hiddenSource = controller
        while let child = hiddenSource.childForStatusBarHidden { hiddenSource = child }
        return (styleSource, hiddenSource)
    }
}
