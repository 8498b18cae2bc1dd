import QuartzCore
import Foundation

/// The actions a swipe on a row reveals, first action outermost... as UIKit orders them: the first action is the one
/// nearest the swiped edge and the one a full swipe performs.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
