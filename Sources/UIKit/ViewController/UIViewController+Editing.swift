import QuartzCore
import Foundation

/// The Edit/Done button every controller offers (`navigationItem.rightBarButtonItem = editButtonItem`): it reads
/// "Edit" in the plain style while the controller is not editing and a bold "Done" while it is, and a tap calls
/// ``UIViewController/setEditing(_:animated:)`` with the opposite state, animated.
extension UIViewController {
    public var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(barButtonSystemItem: .edit)
        item.targetAction = { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        storedEditButtonItem = item
        updateEditButtonItem()
        return item
    }

    package func updateEditButtonItem() {
        guard let item = storedEditButtonItem else { return }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }
}
