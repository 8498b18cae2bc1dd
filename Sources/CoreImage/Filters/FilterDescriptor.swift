import CoreGraphics
import Foundation

/// The type an input parameter takes, and how Core Image names its class.
package enum ParameterKind: Sendable {
    case image, number, vector, color, transform

    var className: String {
        switch self {
        case .image: "CIImage"
        case .number: "NSNumber"
        case .vector: "CIVector"
        case .color: "CIColor"
        case .transform: "NSValue"
        }
    }

    /// Whether `value` is acceptable: numbers of any Swift numeric type or NSNumber, a CGAffineTransform for a
    /// transform, otherwise an instance of the class.
    func accepts(_ value: Any) -> Bool {
        switch self {
        case .image: value is CIImage
        case .number: FilterValues.number(value) != nil
        case .vector: value is CIVector
        case .color: value is CIColor
        case .transform: value is CGAffineTransform
        }
    }
}

/// One input of a filter: its key, type, default and attribute type.
package struct ParameterSpec: @unchecked Sendable {
    let key: String
    let kind: ParameterKind
    let defaultValue: Any?
    let attributeType: String?

    init(_ key: String, _ kind: ParameterKind, _ defaultValue: Any? = nil, type attributeType: String? = nil) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.attributeType = attributeType
    }
}

/// A built-in filter: its name, categories, inputs and how its output image is made from input values.
package struct FilterDescriptor: @unchecked Sendable {
    let name: String
    let categories: [String]
    let inputs: [ParameterSpec]
    /// The output from the current values; nil when a required image is missing.
    let output: (FilterValues) -> CIImage?
}

/// Typed reads of a filter's current input values.
package struct FilterValues {
    let values: [String: Any]

    func image(_ key: String) -> ImageRecipe? { (values[key] as? CIImage)?.recipe }
    func double(_ key: String) -> Double { values[key].flatMap(FilterValues.number) ?? 0 }
    func vector(_ key: String) -> CIVector { values[key] as? CIVector ?? CIVector([]) }
    func point(_ key: String) -> CGPoint { vector(key).cgPointValue }
    func rect(_ key: String) -> CGRect { vector(key).cgRectValue }
    func pixel(_ key: String) -> Pixel {
        let v = vector(key)
        return Pixel(Float(v.x), Float(v.y), Float(v.z), Float(v.w))
    }
    func color(_ key: String) -> Pixel { (values[key] as? CIColor)?.pixel ?? .zero }
    func transform(_ key: String) -> CGAffineTransform { values[key] as? CGAffineTransform ?? .identity }

    /// The value of a number of any Swift numeric type (or NSNumber), or nil for anything else.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as Int32: Double(v)
        case let v as UInt: Double(v)
        case let v as Bool: v ? 1 : 0
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
