import QuartzCore

public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitVerticalSizeClass"
}
