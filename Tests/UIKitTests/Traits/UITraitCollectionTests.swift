import Testing
import Flipbook

/// A view that records its trait changes.
private final class TraitView: UIView {
    var changes: [UITraitCollection?] = []
    var currentDuringCallback: UIUserInterfaceStyle?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection)
        currentDuringCallback = UITraitCollection.current.userInterfaceStyle
    }
}

private final class TraitController: UIViewController {
    var log: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("controller")
    }
}

/// `UITraitCollection`, traits on views and controllers, trait changes from the stage, and dynamic colours.
@MainActor
@Suite struct UITraitCollectionTests {
    @Test func combiningTakesTheLastSpecifiedValue() {
        let a = UITraitCollection(userInterfaceStyle: .dark)
        let b = UITraitCollection(horizontalSizeClass: .regular)
        let c = UITraitCollection(userInterfaceStyle: .light)
        let combined = UITraitCollection(traitsFrom: [a, b, c])
        #expect(combined.userInterfaceStyle == .light)
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.displayScale == 0)
        #expect(combined.containsTraits(in: b))
        #expect(!combined.containsTraits(in: a))
        let mutated = UITraitCollection { $0.userInterfaceStyle = .dark; $0.displayScale = 3 }
        #expect(mutated.userInterfaceStyle == .dark && mutated.displayScale == 3)
        #expect(mutated.hasDifferentColorAppearance(comparedTo: c))
        #expect(UIContentSizeCategory.accessibilityLarge > .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    }

    @Test func deviceTraits() {
        let phone = Stage(device: .iPhoneSE)
        let view = UIView()
        phone.show(view)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        #expect(view.traitCollection.displayScale == 2)
        #expect(view.traitCollection.userInterfaceIdiom == .phone)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(view.traitCollection.preferredContentSizeCategory == .large)
        let pad = Stage(device: .iPad)
        let padView = UIView()
        pad.show(padView)
        #expect(padView.traitCollection.horizontalSizeClass == .regular)
        #expect(padView.traitCollection.verticalSizeClass == .regular)
        #expect(padView.traitCollection.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        phone.activate()
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }

    @Test func darkModeReachesControllersAndViewsTopDown() {
        let stage = Stage(device: .iPhoneSE)
        let controller = TraitController()
        stage.window.rootViewController = controller
        let child = TraitView()
        controller.view.addSubview(child)
        stage.pump()
        stage.userInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.log == ["controller"])
        #expect(child.changes.count == 1)
        #expect(child.changes.first??.userInterfaceStyle == .light)
        #expect(child.currentDuringCallback == .dark, "UITraitCollection.current is the new collection in the callback")
        stage.userInterfaceStyle = .dark
        #expect(child.changes.count == 1, "no change, no call")
    }

    @Test func overrideUserInterfaceStyleAppliesBelow() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let branch = UIView()
        let leaf = TraitView()
        root.addSubview(branch)
        branch.addSubview(leaf)
        stage.window.propagateTraitChanges()
        branch.overrideUserInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.userInterfaceStyle == .light)
        #expect(leaf.changes.count == 1)
    }

    @Test func registeredHandlersRunOnlyForTheirTraits() {
        let stage = Stage(device: .iPhoneSE)
        let view = UIView()
        stage.show(view)
        var styleChanges: [UIUserInterfaceStyle] = []
        var sizeChanges = 0
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            styleChanges.append(previous.userInterfaceStyle)
        }
        let sizeRegistration = view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            (_: UIView, _: UITraitCollection) in sizeChanges += 1
        }
        stage.window.propagateTraitChanges()
        stage.userInterfaceStyle = .dark
        #expect(styleChanges == [.light])
        #expect(sizeChanges == 0)
        stage.preferredContentSizeCategory = .extraLarge
        #expect(sizeChanges == 1)
        view.unregisterForTraitChanges(sizeRegistration)
        stage.preferredContentSizeCategory = .large
        #expect(sizeChanges == 1)
    }

    @Test func dynamicColoursResolvePerViewAndFollowTheStage() {
        let stage = Stage(size: CGSize(width: 20, height: 10), scale: 1)
        let root = UIView()
        stage.show(root)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let right = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        right.overrideUserInterfaceStyle = .dark
        root.addSubview(left)
        root.addSubview(right)
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
        left.backgroundColor = custom
        right.backgroundColor = custom
        #expect(UIColor(cgColor: left.layer.backgroundColor!) == .blue)
        #expect(UIColor(cgColor: right.layer.backgroundColor!) == .red)
        // The stage switches to dark: the left view follows, so both are red on screen.
        stage.userInterfaceStyle = .dark
        stage.pump()
        let image = stage.snapshot()
        #expect(Probe.matches(image, 5, 5, (255, 0, 0)))
        #expect(Probe.matches(image, 15, 5, (255, 0, 0)))
        #expect(UIColor(cgColor: left.layer.backgroundColor!) == .red)
        // System colours resolve for each appearance.
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        var red: CGFloat = 0, green: CGFloat = 0
        UIColor.systemBlue.resolvedColor(with: dark).getRed(&red, green: &green, blue: nil, alpha: nil)
        #expect(abs(red - 10 / 255) < 1e-9 && abs(green - 132 / 255) < 1e-9)
        var performed: CGColor?
        dark.performAsCurrent { performed = UIColor.label.cgColor }
        #expect(UIColor(cgColor: performed!) == .white)
    }
}
