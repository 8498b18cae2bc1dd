import CoreGraphics
import Foundation

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
