import CoreImage
import Foundation

extension UIImage {
    /// An image of a Core Image image, at scale 1.
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// An image of a Core Image image: its extent is rendered at once, so the image has a bitmap that views and
    /// drawing use, and ``ciImage`` keeps the recipe. On iOS such an image has no `cgImage` until something draws
    /// it (a common surprise); Flipbook fills it — a decision, so that `cgImage`-based code works. An image with
    /// an infinite or empty extent has no bitmap.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        let extent = ciImage.extent
        let bitmap = extent.isNull || extent.isEmpty || extent.width > 1e300 ? nil
            : CIContext().createCGImage(ciImage, from: extent)
        self.init(cgImage: bitmap, scale: scale, orientation: orientation, renderingMode: .automatic,
                  isSymbolImage: false, tintColor: nil)
        self.ciImage = ciImage
    }
}

extension CIImage {
    /// The Core Image image of a UIImage: its recipe if it was made from one, else its bitmap (in pixels, so a
    /// 2× image gives an extent twice its point size). Nil for an image without either.
    public convenience init?(image: UIImage) {
        if let recipe = image.ciImage {
            self.init(recipe: recipe.recipe)
        } else if let bitmap = image.cgImage {
            self.init(cgImage: bitmap)
        } else {
            return nil
        }
    }
}
