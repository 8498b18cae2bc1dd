import CoreGraphics
import Foundation

/// A typed filter: a ``CIFilter`` whose properties forward to its keyed inputs.
class TypedFilter: CIFilter, @unchecked Sendable {
    init(_ name: String) {
        super.init(descriptor: BuiltinFilters.descriptor(named: name)!)
    }

    /// Stated so that the class has every designated initializer of ``CIFilter``: without it the compiler gave
    /// the class a synthesized `init(descriptor:)` entry that it diagnosed as an infinite recursion (a warning on
    /// the class's brace; nothing called it, since every typed filter is made through `init(_:)`).
    override init(descriptor: FilterDescriptor) {
        super.init(descriptor: descriptor)
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
