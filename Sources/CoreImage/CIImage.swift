import CoreGraphics
import Foundation

/// An image as a recipe: where it comes from and which filters apply to it, computed only when a ``CIContext``
/// renders it, and then only over the region asked for. Building a chain of filters costs nothing; rendering it
/// runs each step once (``ImageRecipe``).
///
/// Coordinates are Core Image's: origin at the bottom-left, y up, one unit per pixel.
open class CIImage: NSObject, @unchecked Sendable {
    /// The recipe behind the image.
    package let recipe: ImageRecipe

    package init(recipe: ImageRecipe) {
        self.recipe = recipe
        super.init()
    }

    /// The image of a bitmap, covering (0, 0, width, height) with its top row at the top.
    public convenience init(cgImage image: CGImage) {
        self.init(recipe: SourceKernels.source(image))
    }

    /// The image of a bitmap; options are accepted for source compatibility.
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]?) {
        self.init(cgImage: image)
    }

    /// An image of one colour everywhere (infinite extent).
    public convenience init(color: CIColor) {
        self.init(recipe: SourceKernels.constant(color.pixel))
    }

    /// The image with no pixels: its extent is `CGRect.null` (Flipbook's decision; Apple documents only that it
    /// is empty), so it disappears from unions, and compositing over it gives the other image.
    public class func empty() -> CIImage {
        CIImage(recipe: SourceKernels.empty())
    }

    /// Where the image has pixels: the bitmap's bounds for a source, grown or moved by filters, infinite for
    /// generators, null for ``empty()``.
    open var extent: CGRect { recipe.extent }

    /// The bitmap the image was made from, if it was made from one and no filter applies.
    open var cgImage: CGImage? { recipe.sourceImage }

    /// Metadata (none on Linux).
    open var properties: [String: Any] { [:] }

    /// The part of the image inside `rect`; clear elsewhere.
    open func cropped(to rect: CGRect) -> CIImage {
        CIImage(recipe: GeometryKernels.crop(recipe, to: rect))
    }

    /// The image moved through `matrix`, sampled bilinearly; its extent is the transformed extent.
    open func transformed(by matrix: CGAffineTransform) -> CIImage {
        CIImage(recipe: GeometryKernels.transform(recipe, by: matrix))
    }

    /// Like ``transformed(by:)``; downsampling quality is not distinguished.
    open func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: matrix)
    }

    /// The image laid over `dest` (source-over, premultiplied); the extent is the union.
    open func composited(over dest: CIImage) -> CIImage {
        CIImage(recipe: CompositingKernels.sourceOver(recipe, dest.recipe))
    }

    /// The image with its edge pixels repeated outward for ever (infinite extent): what blurs need so that their
    /// edges do not fade to clear.
    open func clampedToExtent() -> CIImage {
        CIImage(recipe: GeometryKernels.clamp(recipe, to: extent))
    }

    /// The image cropped to `rect` with the edge pixels of that rectangle repeated outward.
    open func clamped(to rect: CGRect) -> CIImage {
        CIImage(recipe: GeometryKernels.clamp(recipe, to: rect.intersection(extent)))
    }

    /// The output of the filter called `filterName` with this image as `kCIInputImageKey` and `params` as the
    /// other inputs. An unknown name gives ``empty()``, as on Apple (which also logs).
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else {
            print("[api] -[CIImage imageByApplyingFilter:withInputParameters:] The filter '\(filterName)' is not known.")
            return .empty()
        }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }

    /// The output of the filter called `filterName` with default inputs.
    open func applyingFilter(_ filterName: String) -> CIImage {
        applyingFilter(filterName, parameters: [:])
    }

    /// CIGaussianBlur at `sigma` (Apple's radius is the σ of the Gaussian).
    open func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    open override var description: String { "<CIImage: \(recipe.name) extent \(extent)>" }
}
