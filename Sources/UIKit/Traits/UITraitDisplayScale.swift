import QuartzCore

public struct UITraitDisplayScale: UITraitDefinition {
    public static let identifier = "UITraitDisplayScale"
}
