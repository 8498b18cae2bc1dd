import QuartzCore

public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceIdiom"
}
