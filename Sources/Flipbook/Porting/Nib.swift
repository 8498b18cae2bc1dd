import UIKit

/// Stands in for loading a nib or storyboard scene: `build` makes the objects (what unarchiving does), then,
/// as the nib loader does once every object exists and its outlets are connected, each view of the result
/// (subviews before their superviews) and each controller owning one gets `awakeFromNib()`.
///
/// ```swift
/// let cell = Nib.instantiate { ProfileCell(frame: rect) }   // ProfileCell.awakeFromNib() has run
/// ```
@MainActor
public enum Nib {
    @discardableResult
    public static func instantiate<Root: UIView>(_ build: () -> Root) -> Root {
        let root = build()
        awaken(root)
        return root
    }

    /// For a controller made as a storyboard scene: its view is loaded, then everything is awoken.
    @discardableResult
    public static func instantiate<Root: UIViewController>(_ build: () -> Root) -> Root {
        let controller = build()
        awaken(controller.view)
        return controller
    }

    private static func awaken(_ view: UIView) {
        for subview in view.subviews { awaken(subview) }
        view.awakeFromNib()
        if let controller = view.owningViewController { controller.awakeFromNib() }
    }
}
