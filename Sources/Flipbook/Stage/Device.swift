import UIKit

extension Stage {
    /// A virtual device: screen size in points and pixels per point.
    public struct Device: Hashable, Sendable, CustomStringConvertible {
        public var name: String
        public var size: CGSize
        public var scale: CGFloat
        /// The window's safe-area insets in portrait: the status bar (or sensor housing) and the home indicator.
        public var safeAreaInsets: UIEdgeInsets
        /// What `UIDevice.current.userInterfaceIdiom` and trait collections report.
        public var idiom: UIUserInterfaceIdiom
        /// The status bar height in portrait (20 pt with a home button, 54 with a Dynamic Island, 24 on iPad).
        public var statusBarHeight: CGFloat

        public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero,
                    idiom: UIUserInterfaceIdiom = .phone, statusBarHeight: CGFloat = 20) {
            self.name = name
            self.size = size
            self.scale = scale
            self.safeAreaInsets = safeAreaInsets
            self.idiom = idiom
            self.statusBarHeight = statusBarHeight
        }

        /// iPhone SE (2nd/3rd generation): 375 × 667 pt at 2×; the 20 pt status bar is its only unsafe area.
        public static let iPhoneSE = Device(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2,
                                            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        /// iPhone 15: 393 × 852 pt at 3×; 59 pt at the top (Dynamic Island), 34 pt at the bottom (home indicator).
        public static let iPhone15 = Device(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3,
                                            safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                            statusBarHeight: 54)
        /// iPad (10th generation): 820 × 1180 pt at 2×, regular width and height; the 24 pt status bar is its
        /// only unsafe area.
        public static let iPad = Device(name: "iPad", size: CGSize(width: 820, height: 1180), scale: 2,
                                        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                        idiom: .pad, statusBarHeight: 24)

        /// Every named device, for lookups by name (`flipbook render --device`).
        public static let all: [Device] = [.iPhoneSE, .iPhone15, .iPad]

        public var description: String { "\(name) (\(Int(size.width))×\(Int(size.height)) pt @\(Int(scale))x)" }
    }
}
