import QuartzCore
import Foundation

/// A button revealed by swiping a table row (iOS 11): its handler runs when it is tapped (or fully swiped) and must
/// call the completion handler with whether it performed the action.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        /// Gray by default.
        case normal
        /// Red by default; a full swipe on the first destructive action deletes the row visually once the handler
        /// reports success (the handler deletes it from the data and the table).
        case destructive
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    public let handler: Handler
    private var storedBackgroundColor: UIColor?

    /// `systemRed` for destructive actions, `systemGray` for normal ones, unless set.
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
