import CoreGraphics
import Foundation

/// An image filter: named inputs (set by key, `setValue(_:forKey:)`, or through the typed protocols of
/// `CIFilter.pixellate()` and friends) and an ``outputImage`` recipe that nothing computes until a ``CIContext``
/// renders it.
///
/// As on iOS, a filter made by name starts with every non-image input at its default.
///
/// Misuse traps, as Core Image raises: an unknown key traps with Apple's `NSUnknownKeyException` reason. A value
/// of the wrong class for a known key (a string for `inputRadius`, a CGPoint for `inputCenter`, which wants a
/// `CIVector`) traps **in `setValue(_:forKey:)`**, naming the key and the class it expects — Flipbook's decision:
/// Apple accepts the value and raises later, when the filter reads it (`-[CIVector floatValue]: unrecognized
/// selector`), so the app ends either way, and trapping where the value is set points at the line to fix and
/// keeps bad values out of the kernels. Swift numbers of any type (and NSNumber) are accepted for numbers.
open class CIFilter: NSObject, @unchecked Sendable {
    package let descriptor: FilterDescriptor
    private var values: [String: Any] = [:]

    package init(descriptor: FilterDescriptor) {
        self.descriptor = descriptor
        super.init()
        setDefaults()
    }

    /// The built-in filter called `name`, with default inputs; nil for a name Core Image does not know.
    public convenience init?(name: String) {
        guard let descriptor = BuiltinFilters.descriptor(named: name) else { return nil }
        self.init(descriptor: descriptor)
    }

    /// The built-in filter called `name` with `params` set over the defaults.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The names of the built-in filters in every one of `categories` (all of them for nil or empty).
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        BuiltinFilters.all.filter { d in (categories ?? []).allSatisfy { d.categories.contains($0) } }.map(\.name)
    }

    open class func filterNames(inCategory category: String?) -> [String] {
        filterNames(inCategories: category.map { [$0] })
    }

    /// The filter's name, e.g. `"CIGaussianBlur"`.
    open var name: String {
        get { descriptor.name }
        set {}
    }

    /// The input keys, in Apple's order.
    open var inputKeys: [String] { descriptor.inputs.map(\.key) }
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filter's name and categories, and per input its class, type and default.
    open var attributes: [String: Any] {
        var result: [String: Any] = [
            kCIAttributeFilterName: descriptor.name,
            kCIAttributeFilterDisplayName: String(descriptor.name.dropFirst(2)),
            kCIAttributeFilterCategories: descriptor.categories,
        ]
        for input in descriptor.inputs {
            var attribute: [String: Any] = [kCIAttributeClass: input.kind.className]
            if let value = input.defaultValue { attribute[kCIAttributeDefault] = value }
            if let type = input.attributeType { attribute[kCIAttributeType] = type }
            result[input.key] = attribute
        }
        return result
    }

    /// Every non-image input back to its default.
    open func setDefaults() {
        for input in descriptor.inputs where input.kind != .image {
            values[input.key] = input.defaultValue
        }
    }

    /// Sets an input (`nil` clears it). Traps for a key the filter does not have, or a value of the wrong class
    /// (see the type's documentation).
    open func setValue(_ value: Any?, forKey key: String) {
        guard let input = descriptor.inputs.first(where: { $0.key == key }) else {
            preconditionFailure("[<\(descriptor.name) \(address)> setValue:forUndefinedKey:]: this class is not key "
                                + "value coding-compliant for the key \(key).")
        }
        guard let value else {
            values[key] = nil
            return
        }
        guard input.kind.accepts(value) else {
            preconditionFailure("[<\(descriptor.name) \(address)> setValue:forKey:]: value of class "
                                + "\(type(of: value)) for key \(key), which takes \(input.kind.className).")
        }
        values[key] = value
    }

    /// An input's value, or the output image for `kCIOutputImageKey`. Traps for an unknown key, as KVC raises.
    open func value(forKey key: String) -> Any? {
        if key == kCIOutputImageKey { return outputImage }
        guard descriptor.inputs.contains(where: { $0.key == key }) else {
            preconditionFailure("[<\(descriptor.name) \(address)> valueForUndefinedKey:]: this class is not key "
                                + "value coding-compliant for the key \(key).")
        }
        return values[key]
    }

    /// The filtered image, as a recipe; nil while a required input image is missing.
    open var outputImage: CIImage? { descriptor.output(FilterValues(values: values)) }

    private var address: String { "\(Unmanaged.passUnretained(self).toOpaque())" }

    open override var description: String { "<\(descriptor.name): \(values.keys.sorted())>" }
}
