import CoreGraphics
import Foundation

// The typed filters of `CoreImage.CIFilterBuiltins`: `CIFilter.pixellate()` and friends return a `CIFilter`
// conforming to the filter's protocol, whose properties read and write the same inputs as the string keys.

/// What every typed filter has: its output.
public protocol CIFilterProtocol: AnyObject {
    var outputImage: CIImage? { get }
}

/// The inputs every transition filter shares.
public protocol CITransitionFilter: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var targetImage: CIImage? { get set }
    var time: Float { get set }
}

/// A typed filter: a ``CIFilter`` whose properties forward to its keyed inputs.
class TypedFilter: CIFilter, @unchecked Sendable {
    init(_ name: String) {
        super.init(descriptor: BuiltinFilters.descriptor(named: name)!)
    }

    func image(_ key: String) -> CIImage? { value(forKey: key) as? CIImage }
    func setImage(_ value: CIImage?, _ key: String) { setValue(value, forKey: key) }
    func float(_ key: String) -> Float { Float(value(forKey: key).flatMap(FilterValues.number) ?? 0) }
    func setFloat(_ value: Float, _ key: String) { setValue(Double(value), forKey: key) }
    func vectorValue(_ key: String) -> CIVector { value(forKey: key) as? CIVector ?? CIVector([]) }
    func setVector(_ value: CIVector, _ key: String) { setValue(value, forKey: key) }
    func point(_ key: String) -> CGPoint { vectorValue(key).cgPointValue }
    func setPoint(_ value: CGPoint, _ key: String) { setValue(CIVector(cgPoint: value), forKey: key) }
    func rect(_ key: String) -> CGRect { vectorValue(key).cgRectValue }
    func setRect(_ value: CGRect, _ key: String) { setValue(CIVector(cgRect: value), forKey: key) }
    func colorValue(_ key: String) -> CIColor { value(forKey: key) as? CIColor ?? .clear }
    func setColor(_ value: CIColor, _ key: String) { setValue(value, forKey: key) }
}

/// The typed inputs of CIPixellate.
public protocol CIPixellate: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var scale: Float { get set }
}

final class PixellateFilter: TypedFilter, CIPixellate, @unchecked Sendable {
    init() { super.init("CIPixellate") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var center: CGPoint { get { point("inputCenter") } set { setPoint(newValue, "inputCenter") } }
    var scale: Float { get { float("inputScale") } set { setFloat(newValue, "inputScale") } }
}

/// The typed inputs of CIDissolveTransition.
public protocol CIDissolveTransition: CITransitionFilter {
}

final class DissolveTransitionFilter: TypedFilter, CIDissolveTransition, @unchecked Sendable {
    init() { super.init("CIDissolveTransition") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var targetImage: CIImage? { get { image("inputTargetImage") } set { setImage(newValue, "inputTargetImage") } }
    var time: Float { get { float("inputTime") } set { setFloat(newValue, "inputTime") } }
}

/// The typed inputs of CIGaussianBlur.
public protocol CIGaussianBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

final class GaussianBlurFilter: TypedFilter, CIGaussianBlur, @unchecked Sendable {
    init() { super.init("CIGaussianBlur") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var radius: Float { get { float("inputRadius") } set { setFloat(newValue, "inputRadius") } }
}

/// The typed inputs of CIBoxBlur.
public protocol CIBoxBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

final class BoxBlurFilter: TypedFilter, CIBoxBlur, @unchecked Sendable {
    init() { super.init("CIBoxBlur") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var radius: Float { get { float("inputRadius") } set { setFloat(newValue, "inputRadius") } }
}

/// The typed inputs of CIColorControls.
public protocol CIColorControls: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var saturation: Float { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
}

final class ColorControlsFilter: TypedFilter, CIColorControls, @unchecked Sendable {
    init() { super.init("CIColorControls") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var saturation: Float { get { float("inputSaturation") } set { setFloat(newValue, "inputSaturation") } }
    var brightness: Float { get { float("inputBrightness") } set { setFloat(newValue, "inputBrightness") } }
    var contrast: Float { get { float("inputContrast") } set { setFloat(newValue, "inputContrast") } }
}

/// The typed inputs of CIColorMatrix.
public protocol CIColorMatrix: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var rVector: CIVector { get set }
    var gVector: CIVector { get set }
    var bVector: CIVector { get set }
    var aVector: CIVector { get set }
    var biasVector: CIVector { get set }
}

final class ColorMatrixFilter: TypedFilter, CIColorMatrix, @unchecked Sendable {
    init() { super.init("CIColorMatrix") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var rVector: CIVector { get { vectorValue("inputRVector") } set { setVector(newValue, "inputRVector") } }
    var gVector: CIVector { get { vectorValue("inputGVector") } set { setVector(newValue, "inputGVector") } }
    var bVector: CIVector { get { vectorValue("inputBVector") } set { setVector(newValue, "inputBVector") } }
    var aVector: CIVector { get { vectorValue("inputAVector") } set { setVector(newValue, "inputAVector") } }
    var biasVector: CIVector { get { vectorValue("inputBiasVector") } set { setVector(newValue, "inputBiasVector") } }
}

/// The typed inputs of CISourceOverCompositing.
public protocol CICompositeOperation: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var backgroundImage: CIImage? { get set }
}

final class SourceOverCompositingFilter: TypedFilter, CICompositeOperation, @unchecked Sendable {
    init() { super.init("CISourceOverCompositing") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var backgroundImage: CIImage? { get { image("inputBackgroundImage") } set { setImage(newValue, "inputBackgroundImage") } }
}

/// The typed inputs of CIConstantColorGenerator.
public protocol CIConstantColorGenerator: CIFilterProtocol {
    var color: CIColor { get set }
}

final class ConstantColorGeneratorFilter: TypedFilter, CIConstantColorGenerator, @unchecked Sendable {
    init() { super.init("CIConstantColorGenerator") }
    var color: CIColor { get { colorValue("inputColor") } set { setColor(newValue, "inputColor") } }
}

/// The typed inputs of CILinearGradient.
public protocol CILinearGradient: CIFilterProtocol {
    var point0: CGPoint { get set }
    var point1: CGPoint { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}

final class LinearGradientFilter: TypedFilter, CILinearGradient, @unchecked Sendable {
    init() { super.init("CILinearGradient") }
    var point0: CGPoint { get { point("inputPoint0") } set { setPoint(newValue, "inputPoint0") } }
    var point1: CGPoint { get { point("inputPoint1") } set { setPoint(newValue, "inputPoint1") } }
    var color0: CIColor { get { colorValue("inputColor0") } set { setColor(newValue, "inputColor0") } }
    var color1: CIColor { get { colorValue("inputColor1") } set { setColor(newValue, "inputColor1") } }
}

/// The typed inputs of CIRadialGradient.
public protocol CIRadialGradient: CIFilterProtocol {
    var center: CGPoint { get set }
    var radius0: Float { get set }
    var radius1: Float { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}

final class RadialGradientFilter: TypedFilter, CIRadialGradient, @unchecked Sendable {
    init() { super.init("CIRadialGradient") }
    var center: CGPoint { get { point("inputCenter") } set { setPoint(newValue, "inputCenter") } }
    var radius0: Float { get { float("inputRadius0") } set { setFloat(newValue, "inputRadius0") } }
    var radius1: Float { get { float("inputRadius1") } set { setFloat(newValue, "inputRadius1") } }
    var color0: CIColor { get { colorValue("inputColor0") } set { setColor(newValue, "inputColor0") } }
    var color1: CIColor { get { colorValue("inputColor1") } set { setColor(newValue, "inputColor1") } }
}

/// The typed inputs of CIVignette.
public protocol CIVignette: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
    var radius: Float { get set }
}

final class VignetteFilter: TypedFilter, CIVignette, @unchecked Sendable {
    init() { super.init("CIVignette") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var intensity: Float { get { float("inputIntensity") } set { setFloat(newValue, "inputIntensity") } }
    var radius: Float { get { float("inputRadius") } set { setFloat(newValue, "inputRadius") } }
}

/// The typed inputs of CISwipeTransition.
public protocol CISwipeTransition: CITransitionFilter {
    var extent: CGRect { get set }
    var color: CIColor { get set }
    var angle: Float { get set }
    var width: Float { get set }
    var opacity: Float { get set }
}

final class SwipeTransitionFilter: TypedFilter, CISwipeTransition, @unchecked Sendable {
    init() { super.init("CISwipeTransition") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var targetImage: CIImage? { get { image("inputTargetImage") } set { setImage(newValue, "inputTargetImage") } }
    var time: Float { get { float("inputTime") } set { setFloat(newValue, "inputTime") } }
    var extent: CGRect { get { rect("inputExtent") } set { setRect(newValue, "inputExtent") } }
    var color: CIColor { get { colorValue("inputColor") } set { setColor(newValue, "inputColor") } }
    var angle: Float { get { float("inputAngle") } set { setFloat(newValue, "inputAngle") } }
    var width: Float { get { float("inputWidth") } set { setFloat(newValue, "inputWidth") } }
    var opacity: Float { get { float("inputOpacity") } set { setFloat(newValue, "inputOpacity") } }
}

/// The typed inputs of CICopyMachineTransition.
public protocol CICopyMachineTransition: CITransitionFilter {
    var extent: CGRect { get set }
    var color: CIColor { get set }
    var angle: Float { get set }
    var width: Float { get set }
    var opacity: Float { get set }
}

final class CopyMachineTransitionFilter: TypedFilter, CICopyMachineTransition, @unchecked Sendable {
    init() { super.init("CICopyMachineTransition") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var targetImage: CIImage? { get { image("inputTargetImage") } set { setImage(newValue, "inputTargetImage") } }
    var time: Float { get { float("inputTime") } set { setFloat(newValue, "inputTime") } }
    var extent: CGRect { get { rect("inputExtent") } set { setRect(newValue, "inputExtent") } }
    var color: CIColor { get { colorValue("inputColor") } set { setColor(newValue, "inputColor") } }
    var angle: Float { get { float("inputAngle") } set { setFloat(newValue, "inputAngle") } }
    var width: Float { get { float("inputWidth") } set { setFloat(newValue, "inputWidth") } }
    var opacity: Float { get { float("inputOpacity") } set { setFloat(newValue, "inputOpacity") } }
}

/// The typed inputs of CIModTransition.
public protocol CIModTransition: CITransitionFilter {
    var center: CGPoint { get set }
    var angle: Float { get set }
    var radius: Float { get set }
    var compression: Float { get set }
}

final class ModTransitionFilter: TypedFilter, CIModTransition, @unchecked Sendable {
    init() { super.init("CIModTransition") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var targetImage: CIImage? { get { image("inputTargetImage") } set { setImage(newValue, "inputTargetImage") } }
    var time: Float { get { float("inputTime") } set { setFloat(newValue, "inputTime") } }
    var center: CGPoint { get { point("inputCenter") } set { setPoint(newValue, "inputCenter") } }
    var angle: Float { get { float("inputAngle") } set { setFloat(newValue, "inputAngle") } }
    var radius: Float { get { float("inputRadius") } set { setFloat(newValue, "inputRadius") } }
    var compression: Float { get { float("inputCompression") } set { setFloat(newValue, "inputCompression") } }
}

/// The typed inputs of CIBarsSwipeTransition.
public protocol CIBarsSwipeTransition: CITransitionFilter {
    var angle: Float { get set }
    var width: Float { get set }
    var barOffset: Float { get set }
}

final class BarsSwipeTransitionFilter: TypedFilter, CIBarsSwipeTransition, @unchecked Sendable {
    init() { super.init("CIBarsSwipeTransition") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var targetImage: CIImage? { get { image("inputTargetImage") } set { setImage(newValue, "inputTargetImage") } }
    var time: Float { get { float("inputTime") } set { setFloat(newValue, "inputTime") } }
    var angle: Float { get { float("inputAngle") } set { setFloat(newValue, "inputAngle") } }
    var width: Float { get { float("inputWidth") } set { setFloat(newValue, "inputWidth") } }
    var barOffset: Float { get { float("inputBarOffset") } set { setFloat(newValue, "inputBarOffset") } }
}

/// The typed inputs of CIPageCurlTransition.
public protocol CIPageCurlTransition: CITransitionFilter {
    var backsideImage: CIImage? { get set }
    var shadingImage: CIImage? { get set }
    var extent: CGRect { get set }
    var angle: Float { get set }
    var radius: Float { get set }
}

final class PageCurlTransitionFilter: TypedFilter, CIPageCurlTransition, @unchecked Sendable {
    init() { super.init("CIPageCurlTransition") }
    var inputImage: CIImage? { get { image("inputImage") } set { setImage(newValue, "inputImage") } }
    var targetImage: CIImage? { get { image("inputTargetImage") } set { setImage(newValue, "inputTargetImage") } }
    var time: Float { get { float("inputTime") } set { setFloat(newValue, "inputTime") } }
    var backsideImage: CIImage? { get { image("inputBacksideImage") } set { setImage(newValue, "inputBacksideImage") } }
    var shadingImage: CIImage? { get { image("inputShadingImage") } set { setImage(newValue, "inputShadingImage") } }
    var extent: CGRect { get { rect("inputExtent") } set { setRect(newValue, "inputExtent") } }
    var angle: Float { get { float("inputAngle") } set { setFloat(newValue, "inputAngle") } }
    var radius: Float { get { float("inputRadius") } set { setFloat(newValue, "inputRadius") } }
}

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
