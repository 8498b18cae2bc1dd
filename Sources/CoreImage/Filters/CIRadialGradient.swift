import CoreGraphics
import Foundation

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
