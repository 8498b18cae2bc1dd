import QuartzCore

/// A button in a navigation bar or toolbar: a title, an image, one of the system items, or a custom view.
///
/// ## Target–action without `#selector`
///
/// Where iOS writes `UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))`,
/// Flipbook code passes a method reference, as for `UIControl.addTarget(_:action:for:)`:
/// `UIBarButtonItem(title: "Edit", style: .plain, target: self, action: MyViewController.edit)` — the method
/// takes nothing or the item (`func edit(_ sender: UIBarButtonItem)`). The target is not retained. iOS 14's
/// `primaryAction` (a `UIAction`) works as on iOS and wins over target–action.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain
        @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain")
        case bordered
        /// Bold: the confirming button (Done, Save).
        case done
    }

    /// The system's items, in UIKit's order (so their raw values match).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl
        case close
    }

    open var style: Style = .plain {
        didSet { itemDidChange() }
    }
    /// The width of a fixed space (or of the item; 0: its natural width).
    open var width: CGFloat = 0 {
        didSet { itemDidChange() }
    }
    /// A view shown instead of a button; it handles its own touches.
    open var customView: UIView? {
        didSet { itemDidChange() }
    }
    open var tintColor: UIColor? {
        didSet { itemDidChange() }
    }
    /// The action of a tap (iOS 14); with one set, target–action is not used.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction {
                if !primaryAction.title.isEmpty { title = primaryAction.title }
                if let image = primaryAction.image { self.image = image }
            }
            itemDidChange()
        }
    }
    /// The target of the target–action form, not retained.
    open weak var target: AnyObject?
    /// The system item the item was made as, if any.
    package private(set) var systemItem: SystemItem?

    /// The target–action call, set by the initializers that take a method reference.
    package var targetAction: (@MainActor (UIBarButtonItem) -> Void)?

    /// The bars showing the item, told when it changes.
    package var observers: [WeakBar] = []
    /// The view a bar last made for the item (what a popover anchored to the item points at).
    package weak var shownView: UIView?

    public override init() {
        super.init()
    }

    public convenience init(title: String?, style: Style) {
        self.init()
        self.title = title
        self.style = style
    }

    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping @MainActor (Target) -> () -> Void) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping @MainActor (Target) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem)
        setTarget(target, action: action)
    }

    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void) {
        self.init(barButtonSystemItem: systemItem)
        setTarget(target, action: action)
    }

    /// A system item with no action (spaces, or an action added later).
    public convenience init(barButtonSystemItem systemItem: SystemItem) {
        self.init()
        self.systemItem = systemItem
        let (title, symbol) = Self.appearance(of: systemItem)
        self.title = title
        self.image = symbol.flatMap { UIImage(systemName: $0) }
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// The iOS 14 form: a title and/or image and a primary action (menus are not supported).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// The iOS 14 form of a system item with a primary action.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem)
        self.primaryAction = primaryAction
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space for toolbars.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A fixed space of `width` points for toolbars.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    private func setTarget<Target: AnyObject>(_ target: Target?, action: @escaping @MainActor (Target) -> () -> Void) {
        self.target = target
        targetAction = { [weak self] _ in
            guard let target = self?.target as? Target else { return }
            action(target)()
        }
    }

    private func setTarget<Target: AnyObject>(_ target: Target?,
                                              action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void) {
        self.target = target
        targetAction = { [weak self] item in
            guard let target = self?.target as? Target else { return }
            action(target)(item)
        }
    }

    /// What a tap does: the primary action, or else the target–action. Disabled items do nothing.
    package func performTap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
        } else {
            targetAction?(self)
        }
    }

    /// The title (nil: none) and symbol name of a system item, as iOS shows them.
    static func appearance(of item: SystemItem) -> (String?, String?) {
        switch item {
        case .done: ("Done", nil)
        case .cancel: ("Cancel", nil)
        case .edit: ("Edit", nil)
        case .save: ("Save", nil)
        case .undo: ("Undo", nil)
        case .redo: ("Redo", nil)
        case .add: (nil, "plus")
        case .close: (nil, "xmark")
        case .compose: (nil, "square.and.pencil")
        case .reply: (nil, "arrowshape.turn.up.left")
        case .action: (nil, "square.and.arrow.up")
        case .organize: (nil, "folder")
        case .bookmarks: (nil, "book")
        case .search: (nil, "magnifyingglass")
        case .refresh: (nil, "arrow.clockwise")
        case .stop: (nil, "xmark")
        case .camera: (nil, "camera")
        case .trash: (nil, "trash")
        case .play: (nil, "play.fill")
        case .pause: (nil, "pause.fill")
        case .rewind: (nil, "backward.fill")
        case .fastForward: (nil, "forward.fill")
        case .flexibleSpace, .fixedSpace, .pageCurl: (nil, nil)
        }
    }

    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    override func itemDidChange() {
        observers.removeAll { $0.bar == nil }
        for observer in observers { observer.bar?.setNeedsItemViews() }
    }
}

/// A bar (navigation bar or toolbar) that shows items, weakly.
package struct WeakBar {
    package weak var bar: (any ItemShowingBar)?
}

/// A bar that rebuilds its item views when an item changes.
@MainActor
package protocol ItemShowingBar: AnyObject {
    func setNeedsItemViews()
}

extension UIBarButtonItem {
    /// The view a bar shows for the item: its custom view, or a system-style button that performs its action.
    func makeView(in bar: any ItemShowingBar, tint: UIColor) -> UIView {
        if !observers.contains(where: { $0.bar === bar }) { observers.append(WeakBar(bar: bar)) }
        if let customView {
            shownView = customView
            return customView
        }
        let button = UIButton(type: .system)
        button.tintColor = tintColor ?? tint
        if let image {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = style == .done ? UIFont.systemFont(ofSize: 17, weight: .semibold) : UIFont.systemFont(ofSize: 17)
        }
        button.setTitleColor(tintColor ?? tint, for: .normal)
        button.isEnabled = isEnabled
        button.addAction(UIAction { [weak self] _ in self?.performTap() }, for: .touchUpInside)
        button.sizeToFit()
        var size = button.bounds.size
        size.width = max(width > 0 ? width : size.width, image != nil ? 28 : size.width)
        size.height = 44
        button.bounds.size = size
        button.accessibilityIdentifier = title
        shownView = button
        return button
    }
}
