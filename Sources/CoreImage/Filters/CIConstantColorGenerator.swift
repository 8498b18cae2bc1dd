import CoreGraphics
import Foundation

/// The typed inputs of CIConstantColorGenerator.
public protocol CIConstantColorGenerator: CIFilterProtocol {
    var color: CIColor { get set }
}

final class ConstantColorGeneratorFilter: TypedFilter, CIConstantColorGenerator, @unchecked Sendable {
    init() { super.init("CIConstantColorGenerator") }
    var color: CIColor { get { colorValue("inputColor") } set { setColor(newValue, "inputColor") } }
}
