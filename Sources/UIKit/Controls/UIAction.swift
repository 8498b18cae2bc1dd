import QuartzCore

/// A closure-based action for controls (``UIControl/addAction(_:for:)``) and menus.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// Identifies an action, so the same action can be replaced or removed.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// What the action is called in menus.
    open var title: String
    /// Its image in menus.
    open var image: UIImage?
    public let identifier: Identifier
    let handler: UIActionHandler
    /// The control that last sent the action.
    open internal(set) weak var sender: AnyObject?

    /// An action running `handler`; a unique identifier is made when none is given.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
        super.init()
    }
}
