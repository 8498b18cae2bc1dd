extension UIView {
    /// Which of a view's margins and sizes follow its superview's size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
        public static let flexibleWidth = Self(rawValue: 1 << 1)
        public static let flexibleRightMargin = Self(rawValue: 1 << 2)
        public static let flexibleTopMargin = Self(rawValue: 1 << 3)
        public static let flexibleHeight = Self(rawValue: 1 << 4)
        public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
    }
}
