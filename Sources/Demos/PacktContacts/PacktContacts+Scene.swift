import Flipbook

extension DemoScenes {
    /// Packt iOS 14 Contacts (seed 003): a contact's picture bounces and its page is pushed (the picture fades
    /// in); "Toggle" springs the drawer open; a pan down that turns back up is reversed (the drawer springs open
    /// again), one that goes on closes it; back to the list, "Show Modal" springs the orange sheet in with
    /// `CustomAnimator` in a page sheet over the scaled-back list, and a pull down dismisses it.
    public static let packtContacts = Scene(
        name: "packt-contacts",
        summary: "Packt iOS 14 Contacts: cell bounce, push and fade-in, spring drawer toggled and scrubbed (reversed, then continued), CustomAnimator modal in a page sheet, pulled down to dismiss",
        device: .iPhone15,
        duration: 11.0
    ) { context in
        let stage = context.stage
        let navigation = PacktContacts.makeRootViewController()
        stage.window.rootViewController = navigation
        context.pump(until: 0.5)
        // Tap the second contact's picture.
        stage.tap(at: PacktContacts.pictureCenter(ofItem: 1, in: navigation))
        context.pump(until: 2.0)
        // "Toggle": the drawer springs open.
        stage.tap(at: PacktContacts.toggleButtonCenter(in: navigation))
        context.pump(until: 3.4)
        // Drag the open drawer down, then back up: released moving up, the close is reversed.
        let drawerTop = PacktContacts.drawerGrip(in: navigation)
        let back = stage.touchDown(at: drawerTop)
        stage.move(back, to: CGPoint(x: drawerTop.x, y: drawerTop.y + 150), duration: 0.5)
        stage.move(back, to: CGPoint(x: drawerTop.x, y: drawerTop.y + 90), duration: 0.25)
        stage.touchUp(back)
        context.pump(until: 5.0)
        // Drag it down and let go moving down: the close continues on a spring.
        let on = stage.touchDown(at: drawerTop)
        stage.move(on, to: CGPoint(x: drawerTop.x, y: drawerTop.y + 120), duration: 0.4)
        stage.touchUp(on)
        context.pump(until: 6.6)
        navigation.popViewController(animated: true)
        context.pump(until: 7.6)
        // "Show Modal".
        stage.tap(at: PacktContacts.showModalCenter(in: navigation))
        context.pump(until: 9.2)
        // Pull the sheet down and let go past half its height: the page sheet is dismissed by the finger.
        let sheet = PacktContacts.sheetGrip(in: navigation)
        let pull = stage.touchDown(at: sheet)
        stage.move(pull, to: CGPoint(x: sheet.x, y: sheet.y + 480), duration: 0.5)
        stage.touchUp(pull)
    }
}

extension PacktContacts {
    /// Where item `item`'s picture is on screen, for scripts and tests.
    @MainActor
    public static func pictureCenter(ofItem item: Int, in navigation: UINavigationController) -> CGPoint {
        guard let list = navigation.viewControllers.first as? PacktContactsViewController,
              let cell = list.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? ContactCell
        else { return .zero }
        let picture = cell.conatctImageView
        return picture.convert(CGPoint(x: picture.bounds.midX, y: picture.bounds.midY), to: nil)
    }

    /// The centre of the details page's "Toggle" button on screen.
    @MainActor
    public static func toggleButtonCenter(in navigation: UINavigationController) -> CGPoint {
        guard let details = navigation.topViewController as? DetailsViewController else { return .zero }
        details.view.layoutIfNeeded()
        return details.toggleButton.convert(CGPoint(x: details.toggleButton.bounds.midX,
                                                    y: details.toggleButton.bounds.midY), to: nil)
    }

    /// A point on the drawer's visible strip, clear of the button.
    @MainActor
    public static func drawerGrip(in navigation: UINavigationController) -> CGPoint {
        guard let details = navigation.topViewController as? DetailsViewController else { return .zero }
        return details.drawer.convert(CGPoint(x: 60, y: 30), to: nil)
    }

    /// A point near the top of the presented sheet, where a pull down starts.
    @MainActor
    public static func sheetGrip(in navigation: UINavigationController) -> CGPoint {
        guard let sheet = navigation.presentedViewController?.view else { return .zero }
        return sheet.convert(CGPoint(x: sheet.bounds.midX, y: 120), to: nil)
    }

    /// The centre of the "Show Modal" bar button.
    @MainActor
    public static func showModalCenter(in navigation: UINavigationController) -> CGPoint {
        let bar = navigation.navigationBar
        return bar.convert(CGPoint(x: bar.bounds.maxX - 55, y: bar.bounds.midY), to: nil)
    }
}
