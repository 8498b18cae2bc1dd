import QuartzCore

public struct UITraitLayoutDirection: UITraitDefinition {
    public static let identifier = "UITraitLayoutDirection"
}
