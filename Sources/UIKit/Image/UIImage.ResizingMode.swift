extension UIImage {
    /// How a resizable image fills the room between its caps.
    public enum ResizingMode: Int, Sendable {
        /// The centre part repeats (the one-argument `resizableImage(withCapInsets:)`'s mode). Flipbook draws it
        /// stretched, like `.stretch`: for the one-colour centres of bubbles and buttons the two look the same.
        case tile = 0
        /// The centre part stretches.
        case stretch = 1
    }
}
