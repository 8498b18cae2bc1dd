import CoreGraphics
import Foundation

/// Pixel formats for ``CIContext/render(_:toBitmap:rowBytes:bounds:format:colorSpace:)``.
public struct CIFormat: Hashable, RawRepresentable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let ARGB8 = CIFormat(rawValue: 0x4152_4742)
    public static let BGRA8 = CIFormat(rawValue: 0x4247_5241)
    public static let RGBA8 = CIFormat(rawValue: 0x5247_4241)

    /// The memory order of the components, as indices into (r, g, b, a).
    var byteOrder: [Int]? {
        switch self {
        case .RGBA8: [0, 1, 2, 3]
        case .BGRA8: [2, 1, 0, 3]
        case .ARGB8: [3, 0, 1, 2]
        default: nil
        }
    }
}
