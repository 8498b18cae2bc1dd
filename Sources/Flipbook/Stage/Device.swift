import UIKit

extension Stage {
    /// A virtual device: screen size in points and pixels per point.
    public struct Device: Hashable, Sendable, CustomStringConvertible {
        public var name: String
        public var size: CGSize
        public var scale: CGFloat

        public init(name: String, size: CGSize, scale: CGFloat) {
            self.name = name
            self.size = size
            self.scale = scale
        }

        /// iPhone SE (2nd/3rd generation): 375 × 667 pt at 2×.
        public static let iPhoneSE = Device(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2)
        /// iPhone 15: 393 × 852 pt at 3×.
        public static let iPhone15 = Device(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3)

        /// Every named device, for lookups by name (`flipbook render --device`).
        public static let all: [Device] = [.iPhoneSE, .iPhone15]

        public var description: String { "\(name) (\(Int(size.width))×\(Int(size.height)) pt @\(Int(scale))x)" }
    }
}
