import QuartzCore

/// The abstract base of items in bars (`UIBarButtonItem`, and on iOS `UITabBarItem`): a title, an image, an
/// enabled flag and a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String? {
        didSet { itemDidChange() }
    }
    open var image: UIImage? {
        didSet { itemDidChange() }
    }
    open var isEnabled = true {
        didSet { itemDidChange() }
    }
    open var tag = 0

    public override init() {
        super.init()
    }

    /// Tells the bar showing the item to redraw it.
    func itemDidChange() {}
}
