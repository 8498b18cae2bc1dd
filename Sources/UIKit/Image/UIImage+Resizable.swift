import QuartzCore

extension UIImage {
    /// The image with `capInsets`: drawn larger than its size (by `draw(in:)` or a `UIImageView`), the borders the
    /// insets mark keep their size and the part between them repeats to fill the rest (`.tile`, as on iOS).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image with `capInsets` and `resizingMode` (see ``ResizingMode``).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let image = UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                            isSymbolImage: isSymbolImage, tintColor: tintColor)
        image.ciImage = ciImage
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        image.isResizable = true
        return image
    }
}
