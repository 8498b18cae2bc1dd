import UIKit

/// The status bar a stage draws over its window (``Stage/showsStatusBar``): the Simulator's fixed "9:41", full
/// signal bars and a full battery, in the top safe area as the device shows them — the time centred on a
/// home-button iPhone (20 pt bar, 12 pt text), in the left ear of a Dynamic Island iPhone (17 pt text), at the
/// leading edge on iPad.
///
/// It is a layer tree on top of the window's layer (z position 10 000), not a view: it takes no touches and is
/// not one of the window's subviews. Like iOS, it reads the controllers' `preferredStatusBarStyle` and
/// `prefersStatusBarHidden` again only when `setNeedsStatusBarAppearanceUpdate()` is called or the controller
/// that decides changes (a presentation, a new root), at the next frame. `.default` draws dark content in light
/// mode and light content in dark mode; iPhones hide it in landscape (compact height).
@MainActor
final class StatusBarOverlay: @preconcurrency FrameObserver {
    static let time = "9:41"
    let root = UIView()
    private let timeLabel = UILabel()
    private let signalBars = (0..<4).map { _ in CALayer() }
    private let batteryOutline = CALayer()
    private let batteryFill = CALayer()
    private let batteryNub = CALayer()
    private weak var window: UIWindow?
    private let environment: ScreenEnvironment
    private var lastSources: (ObjectIdentifier, ObjectIdentifier)?
    private var lastGeneration = -1
    /// The appearance drawn now.
    private(set) var style: UIStatusBarStyle = .default
    private(set) var isHidden = false

    init(window: UIWindow, environment: ScreenEnvironment) {
        self.window = window
        self.environment = environment
        root.isUserInteractionEnabled = false
        root.layer.zPosition = 10_000
        root.addSubview(timeLabel)
        for layer in signalBars + [batteryOutline, batteryFill, batteryNub] { root.layer.addSublayer(layer) }
        window.layer.addSublayer(root.layer)
        refresh(force: true)
    }

    func remove() {
        root.layer.removeFromSuperlayer()
    }

    func clockDidTick(_ clock: MediaClock) { refresh(force: false) }
    var needsFrames: Bool { false }

    /// Re-reads the appearance when asked to (or when the deciding controllers changed) and lays out.
    func refresh(force: Bool) {
        guard let window else { return }
        let sources = window.statusBarSources
        let ids = sources.map { (ObjectIdentifier($0.style), ObjectIdentifier($0.hidden)) }
        let generation = UIViewController.statusBarAppearanceGeneration
        if force || generation != lastGeneration || ids?.0 != lastSources?.0 || ids?.1 != lastSources?.1 {
            lastGeneration = generation
            lastSources = ids
            style = sources?.style.preferredStatusBarStyle ?? .default
            isHidden = sources?.hidden.prefersStatusBarHidden ?? false
        }
        layOut(in: window)
    }

    /// The ink for `style` in `traits`.
    static func ink(for style: UIStatusBarStyle, traits: UITraitCollection) -> UIColor {
        switch style {
        case .lightContent: .white
        case .darkContent: .black
        default: traits.userInterfaceStyle == .dark ? .white : .black
        }
    }

    private func layOut(in window: UIWindow) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let traits = window.traitCollection
        let landscapePhone = environment.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact
        root.isHidden = isHidden || landscapePhone
        let height = environment.statusBarHeight
        let width = window.bounds.width
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        let ink = Self.ink(for: style, traits: traits).cgColor
        let classic = height <= 20
        let pad = environment.userInterfaceIdiom == .pad
        timeLabel.text = Self.time
        timeLabel.font = .systemFont(ofSize: classic ? 12 : (pad ? 14 : 17), weight: .semibold)
        timeLabel.textColor = UIColor(cgColor: ink)
        timeLabel.sizeToFit()
        let midY = classic || pad ? height / 2 : height / 2 + 2
        let earWidth = (width - 126) / 2
        let timeX = classic ? width / 2 : (pad ? 20 + timeLabel.bounds.width / 2 : earWidth / 2 + 8)
        timeLabel.center = CGPoint(x: timeX, y: midY)
        // Battery at the trailing edge: a rounded outline, the full charge inside, the terminal nub.
        let batterySize = classic ? CGSize(width: 22, height: 10) : CGSize(width: 25, height: 12)
        let batteryX = classic || pad ? width - 8 - batterySize.width : width - earWidth / 2 + 8
        batteryOutline.frame = CGRect(x: batteryX, y: midY - batterySize.height / 2, width: batterySize.width,
                                      height: batterySize.height)
        batteryOutline.cornerRadius = batterySize.height * 0.3
        batteryOutline.borderWidth = 1
        batteryOutline.borderColor = ink
        batteryOutline.opacity = 0.4
        batteryFill.frame = batteryOutline.frame.insetBy(dx: 2, dy: 2)
        batteryFill.cornerRadius = 1.5
        batteryFill.backgroundColor = ink
        batteryNub.frame = CGRect(x: batteryOutline.frame.maxX + 1, y: midY - 2, width: 1.5, height: 4)
        batteryNub.backgroundColor = ink
        batteryNub.opacity = 0.4
        // Signal: four rising bars, at the leading edge of a classic bar, before the battery otherwise.
        let barWidth: CGFloat = 3, gap: CGFloat = 1.5
        let signalWidth = 4 * barWidth + 3 * gap
        let signalX = classic ? 6 : batteryOutline.frame.minX - 8 - signalWidth
        for (index, bar) in signalBars.enumerated() {
            let barHeight = CGFloat(4 + 2.5 * Double(index))
            bar.frame = CGRect(x: signalX + CGFloat(index) * (barWidth + gap), y: midY + 5.5 - barHeight,
                               width: barWidth, height: barHeight)
            bar.cornerRadius = 1
            bar.backgroundColor = ink
        }
    }
}

extension Stage {
    /// Brings the drawn status bar up to date before a capture (as iOS does at the end of the run-loop turn).
    func refreshStatusBar() {
        (screen.environment.statusBarOverlay as? StatusBarOverlay)?.refresh(force: false)
    }

    /// Whether the stage draws the device's status bar over the window (off by default, so frames show only the
    /// app's views). See `StatusBarOverlay` for what it shows and when it follows the controllers.
    public var showsStatusBar: Bool {
        get { screen.environment.statusBarOverlay != nil }
        set {
            activate()
            if newValue, screen.environment.statusBarOverlay == nil {
                let overlay = StatusBarOverlay(window: window, environment: screen.environment)
                clock.addFrameObserver(overlay)
                screen.environment.statusBarOverlay = overlay
            } else if !newValue, let overlay = screen.environment.statusBarOverlay as? StatusBarOverlay {
                overlay.remove()
                screen.environment.statusBarOverlay = nil
            }
        }
    }

    /// What the drawn status bar shows now (nil while ``showsStatusBar`` is off): its style and whether it is
    /// hidden.
    public var drawnStatusBar: (style: UIStatusBarStyle, isHidden: Bool)? {
        guard let overlay = screen.environment.statusBarOverlay as? StatusBarOverlay else { return nil }
        overlay.refresh(force: false)
        return (overlay.style, overlay.root.isHidden)
    }
}
