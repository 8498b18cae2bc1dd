import CoreGraphics
import Foundation

// The typed filters of `CoreImage.CIFilterBuiltins`: `CIFilter.pixellate()` and friends return a `CIFilter`
// conforming to the filter's protocol, whose properties read and write the same inputs as the string keys.

extension CIFilter {
    /// CIPixellate with default inputs.
    public static func pixellate() -> CIFilter & CIPixellate { PixellateFilter() }
    /// CIDissolveTransition with default inputs.
    public static func dissolveTransition() -> CIFilter & CIDissolveTransition { DissolveTransitionFilter() }
    /// CIGaussianBlur with default inputs.
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { GaussianBlurFilter() }
    /// CIBoxBlur with default inputs.
    public static func boxBlur() -> CIFilter & CIBoxBlur { BoxBlurFilter() }
    /// CIColorControls with default inputs.
    public static func colorControls() -> CIFilter & CIColorControls { ColorControlsFilter() }
    /// CIColorMatrix with default inputs.
    public static func colorMatrix() -> CIFilter & CIColorMatrix { ColorMatrixFilter() }
    /// CISourceOverCompositing with default inputs.
    public static func sourceOverCompositing() -> CIFilter & CICompositeOperation { SourceOverCompositingFilter() }
    /// CIConstantColorGenerator with default inputs.
    public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator { ConstantColorGeneratorFilter() }
    /// CILinearGradient with default inputs.
    public static func linearGradient() -> CIFilter & CILinearGradient { LinearGradientFilter() }
    /// CIRadialGradient with default inputs.
    public static func radialGradient() -> CIFilter & CIRadialGradient { RadialGradientFilter() }
    /// CIVignette with default inputs.
    public static func vignette() -> CIFilter & CIVignette { VignetteFilter() }
    /// CISwipeTransition with default inputs.
    public static func swipeTransition() -> CIFilter & CISwipeTransition { SwipeTransitionFilter() }
    /// CICopyMachineTransition with default inputs.
    public static func copyMachineTransition() -> CIFilter & CICopyMachineTransition { CopyMachineTransitionFilter() }
    /// CIModTransition with default inputs.
    public static func modTransition() -> CIFilter & CIModTransition { ModTransitionFilter() }
    /// CIBarsSwipeTransition with default inputs.
    public static func barsSwipeTransition() -> CIFilter & CIBarsSwipeTransition { BarsSwipeTransitionFilter() }
    /// CIPageCurlTransition with default inputs.
    public static func pageCurlTransition() -> CIFilter & CIPageCurlTransition { PageCurlTransitionFilter() }
}
