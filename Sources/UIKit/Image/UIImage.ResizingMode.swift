extension UIImage {
    /// How a resizable image fills the room between its caps.
    public enum ResizingMode: Int, Sendable {
        /// The centre part (and the edges along their length) repeats at its own size, from its top-left corner:
        /// the one-argument `resizableImage(withCapInsets:)`'s mode; with zero insets the whole image repeats.
        case tile = 0
        /// The centre part stretches.
        case stretch = 1
    }
}
