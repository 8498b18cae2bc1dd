/// The name of a ``CAValueFunction``: which transform it builds from an animation's interpolated input.
///
/// The rotations take one value (an angle in radians); `scale` and `translate` take three (x, y, z) given as an
/// array of numbers; the single-axis forms take one.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A rotation by the input angle (radians) about the x-axis.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation by the input angle (radians) about the y-axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation by the input angle (radians) about the z-axis.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by three input values, one per axis.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x by the input value.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y by the input value.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z by the input value.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three input values, one per axis.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x by the input value.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y by the input value.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z by the input value.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
