extension UIView {
    /// How a view shows its tint: as set, or dimmed (grey) while something modal is in front.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the top).
        case automatic = 0
        case normal = 1
        case dimmed = 2
    }
}
