import QuartzCore

/// What a view controller shows in a navigation bar: its title, back button title and bar button items.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftBarButtonItem.map { [$0] } }
        set { leftBarButtonItem = newValue?.first }
    }
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightBarButtonItem.map { [$0] } }
        set { rightBarButtonItem = newValue?.first }
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}

/// A button in a navigation bar or toolbar. On Linux the action is a Swift closure or method reference
/// (`UIBarButtonItem(title: "Edit", style: .plain, target: self, action: MyVC.edit)`), since there is no `#selector`.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace, close }

    open var title: String?
    open var style: Style = .plain
    open var isEnabled = true
    open var tag = 0
    package var action: (() -> Void)?

    public override init() {
        super.init()
    }

    public init(title: String?, style: Style, handler: (() -> Void)? = nil) {
        self.title = title
        self.style = style
        self.action = handler
        super.init()
    }

    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style, handler: { [weak target] in target.map { action($0)() } })
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, handler: (() -> Void)? = nil) {
        self.init(title: "\(systemItem)".capitalized, style: systemItem == .done ? .done : .plain, handler: handler)
    }

    /// Runs the item's action, as a tap on it does.
    open func sendAction() { action?() }
}

/// What a view controller shows in a tab bar.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    open var title: String?
    open var tag: Int
    open var badgeValue: String?
    open var image: AnyObject?

    public init(title: String?, image: AnyObject?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }
}
