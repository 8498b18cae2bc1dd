import CoreGraphics
import Foundation

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
