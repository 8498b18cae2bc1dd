import CoreGraphics
import Foundation

/// One step of a lazy image: what a `CIImage` is underneath. A recipe knows its extent and its inputs, which part
/// of each input it needs for a given output region (its region of interest), and how to compute that region.
/// Nothing is computed until a ``CIContext`` renders, and then each recipe of the graph runs once, over the union
/// of what its consumers asked for (see ``RecipeEvaluator``).
package final class ImageRecipe: @unchecked Sendable {
    // Sendable: immutable except for the evaluation counter, which only the rendering thread touches.
    package typealias RegionOfInterest = @Sendable (_ input: Int, _ output: PixelRect) -> PixelRect
    package typealias Kernel = @Sendable (_ output: PixelRect, _ inputs: [PixelBuffer]) -> PixelBuffer

    /// A short name for debugging (`"CIGaussianBlur"`, `"source"`, …).
    package let name: String
    /// Where the image is defined (possibly infinite, or null for the empty image).
    package let extent: CGRect
    package let inputs: [ImageRecipe]
    let regionOfInterest: RegionOfInterest
    let kernel: Kernel
    /// The CGImage this recipe reads, for a source recipe.
    package let sourceImage: CGImage?
    /// A description of the kernel that ``FastPaths`` can run on 8-bit pixels directly, when it applies.
    package var fastKernel: FastKernel?
    /// How many times ``kernel`` ran: once per render that needs this recipe.
    package private(set) var evaluationCount = 0
    /// The region the kernel computed last time.
    package private(set) var lastRegion: PixelRect?
    private let lock = NSLock()

    package init(name: String, extent: CGRect, inputs: [ImageRecipe] = [], sourceImage: CGImage? = nil,
                 regionOfInterest: @escaping RegionOfInterest = { _, rect in rect }, kernel: @escaping Kernel) {
        self.name = name
        self.extent = extent
        self.inputs = inputs
        self.sourceImage = sourceImage
        self.regionOfInterest = regionOfInterest
        self.kernel = kernel
    }

    /// Counts an evaluation done by a fast path instead of ``kernel``.
    func countEvaluation(_ rect: PixelRect) {
        lock.lock()
        evaluationCount += 1
        lastRegion = rect
        lock.unlock()
    }

    /// Computes `rect` from input buffers covering the regions of interest.
    func evaluate(_ rect: PixelRect, inputs buffers: [PixelBuffer]) -> PixelBuffer {
        lock.lock()
        evaluationCount += 1
        lastRegion = rect
        lock.unlock()
        return kernel(rect, buffers)
    }

    /// A recipe computing each output pixel from the input pixels at the same place.
    package static func pointwise(name: String, extent: CGRect, inputs: [ImageRecipe],
                                  _ body: @escaping @Sendable (_ x: Int, _ y: Int, _ inputs: [PixelBuffer]) -> Pixel)
        -> ImageRecipe {
        ImageRecipe(name: name, extent: extent, inputs: inputs) { rect, buffers in
            let output = PixelBuffer(rect: rect)
            output.fill { x, y in body(x, y, buffers) }
            return output
        }
    }
}

extension CGRect {
    /// Core Image's infinite extent.
    package static let ciInfinite = CGRect(x: -8.98846567431158e307, y: -8.98846567431158e307,
                                           width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// Whether this is (or reaches as far as) the infinite extent.
    package var isCIInfinite: Bool { !isNull && (width >= 1e300 || height >= 1e300) }
}
