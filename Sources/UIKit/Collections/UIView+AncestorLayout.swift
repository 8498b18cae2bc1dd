import QuartzCore

extension UIView {
    /// Marks this view and every ancestor for layout. Collection and table views call it when they move into a
    /// window: a subtree marked while detached (a data source set in `viewDidLoad`) is otherwise not reached by the
    /// window's layout pass, because QuartzCore's descendant flags stop at the first ancestor already flagged.
    package func setNeedsLayoutThroughAncestors() {
        setNeedsLayout()
        var ancestor = superview
        while let view = ancestor {
            view.setNeedsLayout()
            ancestor = view.superview
        }
    }
}
