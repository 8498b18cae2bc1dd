import CoreGraphics

/// A horizontal and vertical distance, e.g. from an item's centre to where a behavior holds or pushes it.
///
/// Dynamics is its first user in Flipbook; it belongs with UIKit's geometry (UIGeometry.h) and can move there.
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}
