import QuartzCore

public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceStyle"
    public static var affectsColorAppearance: Bool { true }
}
