import CoreGraphics
import Foundation

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
