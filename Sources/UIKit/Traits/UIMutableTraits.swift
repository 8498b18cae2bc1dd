import QuartzCore

/// Traits as a mutable value (iOS 17's `UIMutableTraits`), for ``UITraitCollection/init(mutations:)``.
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var displayScale: CGFloat { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
}
