import QuartzCore

public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let identifier = "UITraitPreferredContentSizeCategory"
}
