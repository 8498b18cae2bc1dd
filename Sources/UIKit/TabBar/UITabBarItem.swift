import QuartzCore

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
