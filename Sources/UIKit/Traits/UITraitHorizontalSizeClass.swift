import QuartzCore

public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitHorizontalSizeClass"
}
