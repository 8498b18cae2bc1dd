import QuartzCore

/// A trait (iOS 17): the system's are the `UITrait…` types below; pass them as `UITraitUserInterfaceStyle.self`.
public protocol UITraitDefinition {
    static var identifier: String { get }
    static var name: String { get }
    /// Whether a change of this trait can change how dynamic colours resolve.
    static var affectsColorAppearance: Bool { get }
}
