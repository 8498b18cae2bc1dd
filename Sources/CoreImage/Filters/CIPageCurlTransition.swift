import CoreGraphics
import Foundation

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
